import { UploadOutlined } from '@ant-design/icons';
import { SCOPE_LIMITS, SCOPE_MESSAGES } from '@lipi/contract';
import { Button, Upload } from 'antd';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useUploadScopeFile } from '../api/upload-scope-file.ts';

const ACCEPT = '.csv,.txt,text/csv,text/plain';

/** Upload a CSV or text file of URLs; its words are counted in the background. */
export function UploadUrlsButton({ projectId }: { projectId: string }) {
  const upload = useUploadScopeFile(projectId);
  return (
    <Upload
      accept={ACCEPT}
      showUploadList={false}
      disabled={upload.isPending}
      beforeUpload={(file) => {
        if (!/\.(csv|txt)$/i.test(file.name)) {
          toast.error(SCOPE_MESSAGES.uploadFormat);
          return Upload.LIST_IGNORE;
        }
        if (file.size > SCOPE_LIMITS.uploadBytes) {
          toast.error(SCOPE_MESSAGES.uploadTooLarge);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        upload.mutate(file as File, {
          onSuccess: (reply) => {
            toast.success(SCOPE_MESSAGES.uploaded);
            onSuccess?.(reply);
          },
          onError: (error) => {
            toast.error(errorMessage(error));
            onError?.(error as Error);
          },
        });
      }}
    >
      <Button icon={<UploadOutlined aria-hidden="true" />} loading={upload.isPending}>
        Upload CSV or TXT
      </Button>
    </Upload>
  );
}
