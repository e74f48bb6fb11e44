import { SwapOutlined, UploadOutlined } from '@ant-design/icons';
import { SCOPE_LIMITS, SCOPE_MESSAGES } from '@lipi/contract';
import { App, Button, Upload } from 'antd';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useReplaceScopeFile } from '../../../api/scope/replace-scope-file.ts';
import { useUploadScopeFile } from '../../../api/scope/upload-scope-file.ts';

const ACCEPT = '.csv,.txt,text/csv,text/plain';

function checkFile(file: File): boolean {
  if (!/\.(csv|txt)$/i.test(file.name)) {
    toast.error(SCOPE_MESSAGES.uploadFormat);
    return false;
  }
  if (file.size > SCOPE_LIMITS.uploadBytes) {
    toast.error(SCOPE_MESSAGES.uploadTooLarge);
    return false;
  }
  return true;
}

/**
 * Upload a CSV or text file of URLs; its words are counted in the background. With `replace`, the
 * file's URLs become the whole scope (project/scope) after a confirmation, since every other page
 * goes out of scope.
 */
export function UploadUrlsButton({ projectId, replace = false }: { projectId: string; replace?: boolean }) {
  const add = useUploadScopeFile(projectId);
  const swap = useReplaceScopeFile(projectId);
  const { modal } = App.useApp();
  const pending = replace ? swap.isPending : add.isPending;
  const confirmReplace = (file: File) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: 'Replace the scope with this file?',
        content: `Only the URLs in ${file.name} will stay in scope; every other page goes out of scope (its translations are kept).`,
        okText: 'Replace scope',
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  return (
    <Upload
      accept={ACCEPT}
      showUploadList={false}
      disabled={pending}
      beforeUpload={async (file) => {
        if (!checkFile(file)) return Upload.LIST_IGNORE;
        if (replace && !(await confirmReplace(file))) return Upload.LIST_IGNORE;
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        const callbacks = {
          onSuccess: (reply: { message?: string }) => {
            toast.success(replace ? (reply.message ?? SCOPE_MESSAGES.uploaded) : SCOPE_MESSAGES.uploaded);
            onSuccess?.(reply);
          },
          onError: (error: unknown) => {
            toast.error(errorMessage(error));
            onError?.(error as Error);
          },
        };
        if (replace) swap.mutate(file as File, callbacks);
        else add.mutate(file as File, callbacks);
      }}
    >
      <Button icon={replace ? <SwapOutlined aria-hidden="true" /> : <UploadOutlined aria-hidden="true" />} loading={pending}>
        {replace ? 'Replace scope from file' : 'Upload CSV or TXT'}
      </Button>
    </Upload>
  );
}
