import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Upload } from 'antd';
import { useState } from 'react';
import { useDownloadBatchFile, useUploadBatchFile, type BatchFileUploadResult } from '../../../api/manual-translation/batch-file.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * Offline work on a task: download its segments as XLIFF for a CAT tool, upload the file back.
 * Targets whose inline tags differ from the source are refused one by one and listed here.
 */
export function BatchFileActions({ subBatchId }: { subBatchId: string }) {
  const downloader = useDownloadBatchFile();
  const uploader = useUploadBatchFile();
  const [report, setReport] = useState<{ message: string; data: BatchFileUploadResult } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const get = (version: '2.1' | '1.2') =>
    downloader.mutate({ subBatchId, version }, { onSuccess: (name) => toast.success(`Downloaded ${name}`), onError: (e) => toast.error(errorMessage(e)) });
  const onFile = (file: File) => {
    setReport(null);
    setFailure(null);
    uploader.mutate(
      { subBatchId, file },
      { onSuccess: (env) => setReport({ message: env.message, data: env.data }), onError: (e) => setFailure(errorMessage(e)) },
    );
  };
  return (
    <section aria-label="Work offline" style={{ marginBottom: 16 }}>
      <Space wrap>
        <Button
          icon={<DownloadOutlined aria-hidden="true" />}
          onClick={() => get('2.1')}
          loading={downloader.isPending && downloader.variables?.version === '2.1'}
        >
          Download XLIFF 2.1
        </Button>
        <Button
          icon={<DownloadOutlined aria-hidden="true" />}
          onClick={() => get('1.2')}
          loading={downloader.isPending && downloader.variables?.version === '1.2'}
        >
          Download XLIFF 1.2
        </Button>
        <Upload
          accept=".xlf,.xliff,.xml"
          maxCount={1}
          showUploadList={false}
          disabled={uploader.isPending}
          beforeUpload={(file) => {
            onFile(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden="true" />} loading={uploader.isPending}>
            Upload XLIFF
          </Button>
        </Upload>
      </Space>
      <p style={{ margin: '8px 0 0', color: 'rgba(0,0,0,0.65)' }}>
        Uploading replaces the drafts on this page with the file&apos;s translations; save your edits first.
      </p>
      {failure && <Alert role="alert" style={{ marginTop: 8 }} type="error" showIcon title="The file was not taken; nothing changed" description={failure} />}
      {report && <UploadReport message={report.message} data={report.data} />}
    </section>
  );
}

function UploadReport({ message, data }: { message: string; data: BatchFileUploadResult }) {
  if (!data.refused.length) return <Alert role="status" style={{ marginTop: 8 }} type="success" showIcon title={message} />;
  return (
    <Alert
      role="alert"
      style={{ marginTop: 8 }}
      type="warning"
      showIcon
      title={message}
      description={
        <ul aria-label="Refused segments" style={{ margin: 0, paddingInlineStart: 20 }}>
          {data.refused.map((r) => (
            <li key={r.id}>
              <strong>{r.source}</strong>: {r.reason}
            </li>
          ))}
        </ul>
      }
    />
  );
}
