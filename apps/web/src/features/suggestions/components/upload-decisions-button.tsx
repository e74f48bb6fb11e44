import { UploadOutlined } from '@ant-design/icons';
import { SUGGESTION_LIMITS, SUGGESTION_REVIEW_MESSAGES } from '@lipi/contract';
import { Button, Upload } from 'antd';
import { toast } from '../../../lib/toast.ts';
import { useUploadDecisions } from '../../../api/suggestions/upload-decisions.ts';
import { reviewError } from '../lib/review-messages.ts';

/** A CSV of decisions (the downloaded report with its decision column filled in) applied in one go. */
export function UploadDecisionsButton({ projectId }: { projectId: string }) {
  const upload = useUploadDecisions(projectId);
  return (
    <Upload
      accept=".csv,text/csv"
      showUploadList={false}
      disabled={upload.isPending}
      beforeUpload={(file) => {
        if (!/\.csv$/i.test(file.name) || file.size > SUGGESTION_LIMITS.uploadBytes) {
          toast.error(SUGGESTION_REVIEW_MESSAGES.uploadFormat);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) =>
        upload.mutate(file as File, {
          onSuccess: (reply) => {
            const { accepted, rejected } = reply.data;
            toast.success(reply.message || SUGGESTION_REVIEW_MESSAGES.uploaded(accepted + rejected));
            onSuccess?.(reply);
          },
          onError: (error) => {
            toast.error(reviewError(error, SUGGESTION_REVIEW_MESSAGES.uploadFormat));
            onError?.(error as Error);
          },
        })
      }
    >
      <Button icon={<UploadOutlined aria-hidden="true" />} loading={upload.isPending}>
        Upload decisions
      </Button>
    </Upload>
  );
}
