import { DownloadOutlined, TranslationOutlined, UploadOutlined } from '@ant-design/icons';
import { MOBILE_FILE_ACCEPT, MOBILE_FORMAT_LABELS, type MobileFile, type MobileResyncReply } from '@lipi/contract';
import { Alert, Button, Card, Empty, Progress, Skeleton, Space, Table, Tag } from 'antd';
import { useRef, useState } from 'react';
import { downloadResourcesZip, downloadStringFile } from '../../../api/mobile/download-string-file.ts';
import { useResyncStringFile } from '../../../api/mobile/resync-string-file.ts';
import { useStringFiles } from '../../../api/mobile/string-files.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { languageLabel } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';
import { useMachineTranslateLanguage } from '../hooks/use-machine-translate-language.ts';

type Props = { projectId: string; canEdit: boolean };

/** The project's string files: per language where its file goes in the app, progress, machine translation and download. */
export function StringFilesCard({ projectId, canEdit }: Props) {
  const files = useStringFiles(projectId);
  if (files.isPending) return <Skeleton active />;
  if (files.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={errorMessage(files.error)}
        action={
          <Button size="small" onClick={() => files.refetch()}>
            Try again
          </Button>
        }
      />
    );
  return (
    <Card
      title={<h2 style={{ fontSize: 18, margin: 0 }}>String files</h2>}
      extra={
        files.data.files.length ? (
          <Button icon={<DownloadOutlined aria-hidden="true" />} onClick={() => downloadResourcesZip(projectId).catch((e) => toast.error(errorMessage(e)))}>
            Download all (zip)
          </Button>
        ) : null
      }
    >
      {files.data.files.length === 0 ? (
        <Empty description="No string files yet." />
      ) : (
        <Space direction="vertical" size={24} style={{ width: '100%' }}>
          {files.data.files.map((file) => (
            <FileSection key={file.fileId} projectId={projectId} file={file} canEdit={canEdit} />
          ))}
        </Space>
      )}
    </Card>
  );
}

function FileSection({ projectId, file, canEdit }: { projectId: string; file: MobileFile; canEdit: boolean }) {
  const resync = useResyncStringFile(projectId);
  const translate = useMachineTranslateLanguage(projectId);
  const input = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<MobileResyncReply | null>(null);
  const onFile = (chosen: File | undefined) => {
    if (!chosen) return;
    resync.mutate(
      { fileId: file.fileId, file: chosen },
      {
        onSuccess: (reply) => {
          setResult(reply.data);
          toast.success(reply.message);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
    if (input.current) input.current.value = '';
  };
  return (
    <section aria-label={`File ${file.fileName}`}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 12 }}>
        <h3 style={{ fontSize: 16, margin: 0 }}>{file.fileName}</h3>
        <Tag>{MOBILE_FORMAT_LABELS[file.format] ?? file.format}</Tag>
        <Tag>version {file.version}</Tag>
        <span>
          {file.translatableUnits} strings to translate, {file.sourceWordCount} words
        </span>
        {canEdit ? (
          <>
            <input
              ref={input}
              type="file"
              accept={MOBILE_FILE_ACCEPT}
              hidden
              aria-label={`New version of ${file.fileName}`}
              onChange={(e) => onFile(e.target.files?.[0])}
            />
            <Button icon={<UploadOutlined aria-hidden="true" />} loading={resync.isPending} onClick={() => input.current?.click()}>
              Upload new version
            </Button>
          </>
        ) : null}
      </div>
      {result ? (
        <Alert
          type="info"
          showIcon
          closable
          onClose={() => setResult(null)}
          style={{ marginBottom: 12 }}
          title={`Version ${result.version}: ${result.added} new, ${result.changed} changed, ${result.removed} removed, ${result.unchanged} unchanged strings`}
          description={
            <>
              <div>New content: {result.newContentWordCount} words.</div>
              {result.addedKeys.length ? <div>New keys: {result.addedKeys.join(', ')}</div> : null}
              {result.changedKeys.length ? <div>Changed keys: {result.changedKeys.join(', ')}</div> : null}
              {result.removedKeys.length ? <div>Removed keys: {result.removedKeys.join(', ')}</div> : null}
            </>
          }
        />
      ) : null}
      <Table
        size="small"
        rowKey="language"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={file.languages}
        columns={[
          { title: 'Language', dataIndex: 'language', render: (code: string) => languageLabel(code) },
          { title: 'Android path', dataIndex: 'path', render: (path: string) => <code>{path}</code> },
          {
            title: 'Translated',
            dataIndex: 'translatedUnits',
            render: (n: number, row: MobileFile['languages'][number]) => (
              <Progress
                aria-label={`${languageLabel(row.language)}: ${n} of ${file.translatableUnits} strings translated`}
                percent={file.translatableUnits ? Math.round((100 * n) / file.translatableUnits) : 0}
                size="small"
                style={{ minWidth: 120 }}
                format={() => `${n}`}
              />
            ),
          },
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, row: MobileFile['languages'][number]) => (
              <Space wrap>
                {canEdit ? (
                  <Button
                    size="small"
                    icon={<TranslationOutlined aria-hidden="true" />}
                    loading={translate.pendingLang === row.language}
                    onClick={() => translate.start(row.language)}
                    aria-label={`Machine translate into ${languageLabel(row.language)}`}
                  >
                    Machine translate
                  </Button>
                ) : null}
                <Button
                  size="small"
                  icon={<DownloadOutlined aria-hidden="true" />}
                  aria-label={`Download ${row.path}`}
                  onClick={() =>
                    downloadStringFile({ projectId, fileId: file.fileId, targetLang: row.language }, row.path.split('/').pop() ?? file.fileName).catch((e) =>
                      toast.error(errorMessage(e)),
                    )
                  }
                >
                  Download
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </section>
  );
}
