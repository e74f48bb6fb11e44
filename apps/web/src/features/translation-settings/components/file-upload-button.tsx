import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';

/** Picks one file and hands it over (no automatic upload); the caller's mutation does the rest. */
export function FileUploadButton({
  label,
  accept,
  loading,
  disabled,
  onFile,
}: {
  label: string;
  accept: string;
  loading: boolean;
  disabled?: boolean;
  onFile: (file: File) => void;
}) {
  return (
    <Upload
      accept={accept}
      maxCount={1}
      showUploadList={false}
      disabled={disabled || loading}
      beforeUpload={(file) => {
        onFile(file);
        return false;
      }}
    >
      <Button icon={<UploadOutlined aria-hidden="true" />} loading={loading} disabled={disabled}>
        {label}
      </Button>
    </Upload>
  );
}
