import { DeleteOutlined, DownloadOutlined, EditOutlined, EyeOutlined, SendOutlined, TranslationOutlined } from '@ant-design/icons';
import { PARLIAMENT_CATEGORIES, PARLIAMENT_SUB_TYPES, type DocumentFile, type ParliamentCategory } from '@lipi/contract';
import { Alert, Button, Card, Empty, Pagination, Popconfirm, Progress, Select, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAddDocumentLanguages } from '../../../api/documents/add-document-languages.ts';
import { useDeleteDocuments } from '../../../api/documents/delete-documents.ts';
import { useDocuments } from '../../../api/documents/documents-list.ts';
import { exportDocument } from '../../../api/documents/export-document.ts';
import { useSendToPrabandhak } from '../../../api/documents/send-to-prabandhak.ts';
import { useTranslateDocument } from '../../../api/documents/translate-document.ts';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { languageLabel, languageName } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';
import { DocumentPreviewModal } from './document-preview-modal.tsx';
import { DocumentStatusTag } from './document-status-tag.tsx';

type Props = { projectId: string; canEdit: boolean };
const PAGE_SIZE = 10;

/** The project's documents: status, per-language progress, translate, download, languages, Prabandhak, delete. */
export function DocumentFilesCard({ projectId, canEdit }: Props) {
  const [category, setCategory] = useState<ParliamentCategory | undefined>();
  const [pageNumber, setPageNumber] = useState(1);
  const list = useDocuments(projectId, { category, pageNumber, pageSize: PAGE_SIZE });
  return (
    <Card
      title={<h2 style={{ fontSize: 18, margin: 0 }}>Documents</h2>}
      extra={
        <Select
          allowClear
          aria-label="Filter by category"
          placeholder="All categories"
          style={{ minWidth: 180 }}
          value={category}
          onChange={(value) => {
            setCategory(value);
            setPageNumber(1);
          }}
          options={PARLIAMENT_CATEGORIES.map((c) => ({ value: c.code, label: c.label }))}
        />
      }
    >
      {list.isPending ? (
        <Skeleton active />
      ) : list.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorMessage(list.error)}
          action={
            <Button size="small" onClick={() => list.refetch()}>
              Try again
            </Button>
          }
        />
      ) : list.data.files.length === 0 ? (
        <Empty description={category ? 'No documents in this category.' : 'No documents yet. Upload a Word document above.'} />
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          {list.data.files.map((file) => (
            <DocumentRow key={file.fileId} projectId={projectId} file={file} canEdit={canEdit} />
          ))}
          {list.data.total > PAGE_SIZE ? <Pagination current={pageNumber} pageSize={PAGE_SIZE} total={list.data.total} onChange={setPageNumber} /> : null}
        </Space>
      )}
    </Card>
  );
}

const subTypeLabel = (value: string | null) => PARLIAMENT_SUB_TYPES.find((s) => s.value === value)?.label;
const failed = (e: unknown) => toast.error(errorMessage(e));

function DocumentRow({ projectId, file, canEdit }: { projectId: string; file: DocumentFile; canEdit: boolean }) {
  const translate = useTranslateDocument(projectId);
  const remove = useDeleteDocuments(projectId);
  const send = useSendToPrabandhak(projectId);
  const addLanguages = useAddDocumentLanguages(projectId);
  const [adding, setAdding] = useState<string[]>([]);
  const [previewing, setPreviewing] = useState<string | null>(null);
  const meta = [file.category, subTypeLabel(file.subType), file.docDate].filter(Boolean).join(' · ');
  const busy = file.languages.some((l) => l.run && (l.run.status === 'queued' || l.run.status === 'running'));
  return (
    <section aria-label={file.fileName} style={{ border: '1px solid #e5e7eb', borderRadius: 8, padding: 16 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between' }}>
        <div style={{ minWidth: 0 }}>
          <h3 style={{ fontSize: 16, margin: 0, overflowWrap: 'anywhere' }}>{file.fileName}</h3>
          <Typography.Text type="secondary">
            {meta ? `${meta} · ` : ''}
            {file.units} paragraphs, {file.sourceWordCount} words
          </Typography.Text>
        </div>
        <DocumentStatusTag status={file.status} reason={file.failureReason} />
      </div>
      <ul aria-label={`Languages of ${file.fileName}`} style={{ listStyle: 'none', padding: 0, margin: '12px 0' }}>
        {file.languages.map((l) => {
          const percent = file.units ? Math.round((100 * l.translatedUnits) / file.units) : 0;
          const running = l.run && (l.run.status === 'queued' || l.run.status === 'running');
          return (
            <li key={l.language} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 6 }}>
              <span style={{ minWidth: 120 }}>{languageLabel(l.language)}</span>
              <Progress
                percent={running ? Math.round((100 * l.run!.done) / Math.max(1, l.run!.total)) : percent}
                status={running ? 'active' : undefined}
                size="small"
                style={{ width: 160, margin: 0 }}
                aria-label={`${languageLabel(l.language)} progress`}
              />
              <Button
                size="small"
                icon={<DownloadOutlined aria-hidden="true" />}
                aria-label={`Download ${languageName(l.language)} .docx`}
                onClick={() =>
                  exportDocument({ projectId, fileId: file.fileId, targetLang: l.language }, file.fileName.replace(/\.docx$/i, `.${l.language}.docx`)).catch(
                    failed,
                  )
                }
              >
                .docx
              </Button>
              {file.editorUrl ? (
                <Link
                  to={`${paths.app.projectTranslations.build(projectId)}?${new URLSearchParams({ lang: l.language, url: file.editorUrl })}`}
                  aria-label={`Edit the ${languageName(l.language)} translation of ${file.fileName}`}
                >
                  <EditOutlined aria-hidden="true" /> Edit
                </Link>
              ) : null}
              <Button
                size="small"
                icon={<EyeOutlined aria-hidden="true" />}
                aria-label={`Preview ${languageName(l.language)}`}
                onClick={() => setPreviewing(l.language)}
              >
                Preview
              </Button>
            </li>
          );
        })}
      </ul>
      <DocumentPreviewModal projectId={projectId} fileId={file.fileId} fileName={file.fileName} language={previewing} onClose={() => setPreviewing(null)} />
      <Space wrap>
        {canEdit ? (
          <Button
            type="primary"
            icon={<TranslationOutlined aria-hidden="true" />}
            loading={translate.isPending || busy}
            onClick={() => translate.mutate({ fileId: file.fileId }, { onSuccess: (r) => toast.success(r.message), onError: failed })}
          >
            {busy ? 'Translating…' : 'Machine translate'}
          </Button>
        ) : null}
        <Button
          icon={<DownloadOutlined aria-hidden="true" />}
          onClick={() => exportDocument({ projectId, fileId: file.fileId }, file.fileName.replace(/\.docx$/i, '.zip')).catch(failed)}
        >
          Download all (zip)
        </Button>
        {canEdit ? (
          <>
            <Button
              icon={<SendOutlined aria-hidden="true" />}
              loading={send.isPending}
              disabled={file.status === 'PBK_SENT'}
              onClick={() =>
                send.mutate(
                  { fileId: file.fileId, languages: file.languages.map((l) => l.language) },
                  { onSuccess: (r) => toast.success(r.message), onError: failed },
                )
              }
            >
              Send to Prabandhak
            </Button>
            <Popconfirm
              title={`Delete ${file.fileName}?`}
              description="Its translations stay in the translation memory."
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={() => remove.mutateAsync([file.fileId]).then((r) => toast.success(r.message), failed)}
            >
              <Button danger icon={<DeleteOutlined aria-hidden="true" />} loading={remove.isPending}>
                Delete
              </Button>
            </Popconfirm>
          </>
        ) : null}
      </Space>
      {canEdit ? (
        <Space wrap style={{ marginTop: 12 }}>
          <LanguageSelect aria-label={`Languages to add to ${file.fileName}`} value={adding} onChange={setAdding} style={{ minWidth: 220 }} />
          <Button
            disabled={adding.length === 0}
            loading={addLanguages.isPending}
            onClick={() =>
              addLanguages.mutate(
                { fileId: file.fileId, languages: adding },
                {
                  onSuccess: (r) => {
                    toast.success(r.message);
                    setAdding([]);
                  },
                  onError: failed,
                },
              )
            }
          >
            Add languages
          </Button>
        </Space>
      ) : null}
    </section>
  );
}
