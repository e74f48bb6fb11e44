import { CloudUploadOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, List, Space, Upload } from 'antd';
import { useState } from 'react';
import { useSendToTms } from '../../../api/manual-translation/send-to-tms.ts';
import { useDownloadWholeBatch, useUploadWholeBatch } from '../../../api/manual-translation/whole-batch.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { languageName } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';

type Batch = { batchId: string; targetLang: string; status: string; segments: number };

/**
 * The delivery manager's whole batches: one XLIFF per language for an agency (download, upload back
 * through the same checks as a task's file), or the request handed to the external translation service.
 */
export function WholeBatchActions({ requestId, batches, open }: { requestId: string; batches: Batch[]; open: boolean }) {
  const downloader = useDownloadWholeBatch();
  const uploader = useUploadWholeBatch();
  const sender = useSendToTms();
  const [complete, setComplete] = useState(true);
  const [report, setReport] = useState<{ type: 'success' | 'warning' | 'error'; text: string } | null>(null);
  const onFile = (batchId: string, file: File) => {
    setReport(null);
    uploader.mutate(
      { batchId, complete, file },
      {
        onSuccess: (env) =>
          setReport({
            type: env.data.refused.length ? 'warning' : 'success',
            text: [env.message, ...env.data.refused.map((r) => `${r.source}: ${r.reason}`)].join(' '),
          }),
        onError: (e) => setReport({ type: 'error', text: errorMessage(e) }),
      },
    );
  };
  return (
    <section aria-label="Whole batches">
      {open ? (
        <Space wrap style={{ marginBottom: 12 }}>
          <Button
            icon={<CloudUploadOutlined aria-hidden="true" />}
            loading={sender.isPending}
            onClick={() => sender.mutate({ requestId }, { onSuccess: (env) => toast.success(env.message), onError: (e) => toast.error(errorMessage(e)) })}
          >
            Send to translation service
          </Button>
          <Checkbox checked={complete} onChange={(e) => setComplete(e.target.checked)}>
            An uploaded file finishes the batch
          </Checkbox>
        </Space>
      ) : null}
      <List
        dataSource={batches}
        locale={{ emptyText: 'No batches yet' }}
        renderItem={(b) => (
          <List.Item
            actions={[
              <Button
                key="down"
                icon={<DownloadOutlined aria-hidden="true" />}
                aria-label={`Download ${languageName(b.targetLang)} batch`}
                loading={downloader.isPending && downloader.variables?.batchId === b.batchId}
                onClick={() => downloader.mutate({ batchId: b.batchId, version: '1.2' }, { onError: (e) => toast.error(errorMessage(e)) })}
              >
                Download
              </Button>,
              ...(open
                ? [
                    <Upload
                      key="up"
                      accept=".xlf,.xliff,.xml"
                      maxCount={1}
                      showUploadList={false}
                      disabled={uploader.isPending}
                      beforeUpload={(file) => {
                        onFile(b.batchId, file);
                        return false;
                      }}
                    >
                      <Button
                        icon={<UploadOutlined aria-hidden="true" />}
                        aria-label={`Upload ${languageName(b.targetLang)} batch`}
                        loading={uploader.isPending}
                      >
                        Upload
                      </Button>
                    </Upload>,
                  ]
                : []),
            ]}
          >
            {languageName(b.targetLang)}: {b.segments} segments, {b.status}
          </List.Item>
        )}
      />
      {report ? <Alert role={report.type === 'success' ? 'status' : 'alert'} type={report.type} showIcon title={report.text} /> : null}
    </section>
  );
}
