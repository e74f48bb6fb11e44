import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Popconfirm, Space } from 'antd';
import type { ListFileActions } from '../hooks/use-list-file-actions.ts';
import { FileUploadButton } from './file-upload-button.tsx';

/** Delete the selected rows, upload a CSV or XLSX file, download the list as CSV. */
export function ListFileToolbar({ actions, canEdit, rowsNoun, fileName }: { actions: ListFileActions; canEdit: boolean; rowsNoun: string; fileName: string }) {
  const count = actions.selected.length;
  return (
    <Space wrap>
      {canEdit && count > 0 ? (
        <Popconfirm
          title={`Delete ${count} ${rowsNoun}?`}
          okText="Delete"
          okButtonProps={{ danger: true }}
          onConfirm={() => actions.onDelete(actions.selected)}
        >
          <Button danger loading={actions.deleting}>
            Delete {count} selected
          </Button>
        </Popconfirm>
      ) : null}
      {canEdit ? <FileUploadButton label="Upload CSV or XLSX" accept=".csv,.xlsx" loading={actions.uploading} onFile={actions.onUpload} /> : null}
      <Button icon={<DownloadOutlined aria-hidden="true" />} loading={actions.downloading} onClick={actions.onDownload}>
        Download {fileName}
      </Button>
    </Space>
  );
}

/** The server's reason a file was refused, with the layout the file should have. */
export function UploadErrorAlert({ actions, layout }: { actions: ListFileActions; layout: string }) {
  if (!actions.uploadError) return null;
  return <Alert type="error" showIcon title={actions.uploadError} description={layout} closable={{ onClose: actions.clearUploadError }} />;
}
