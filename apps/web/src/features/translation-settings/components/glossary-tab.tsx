import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { GLOSSARY_UPLOAD_FORMAT_ERROR, type GlossaryTermEntry } from '@lipi/contract';
import { Alert, Button, Input, Popconfirm, Space, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { EmptyText } from '../../../components/empty-text.tsx';
import { ToneTag } from '../../../components/tone-tag.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { languageName } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';
import { downloadGlossary, useDeleteGlossaryTerms, useGlossary, useUploadGlossary } from '../api/glossary.ts';
import { useTableParams } from '../hooks/use-table-params.ts';
import { FileUploadButton } from './file-upload-button.tsx';
import { GlossaryTermForm, RULE_LABELS } from './glossary-term-form.tsx';

/** Terms masked before machine translation: kept, fixed per language, or transliterated. */
export function GlossaryTab({ projectId, languages, canEdit }: { projectId: string; languages: string[]; canEdit: boolean }) {
  const table = useTableParams();
  const query = { pageNumber: table.page, pageSize: table.size, search: table.search };
  const [selected, setSelected] = useState<string[]>([]);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const glossary = useGlossary(projectId, { ...query, search: query.search || undefined });
  const remove = useDeleteGlossaryTerms(projectId);
  const upload = useUploadGlossary(projectId);

  const onDelete = (ids: string[]) =>
    remove.mutate(ids, {
      onSuccess: (reply) => {
        toast.success(reply.message || `${reply.data.deleted} deleted`);
        setSelected([]);
      },
      onError: (e) => toast.error(errorMessage(e)),
    });
  const onUpload = (file: File) => {
    setUploadError(null);
    upload.mutate(file, {
      onSuccess: (reply) => toast.success(reply.message || `${reply.data.imported} terms imported`),
      onError: (e) => {
        const message = errorMessage(e, GLOSSARY_UPLOAD_FORMAT_ERROR);
        setUploadError(message);
        toast.error(message);
      },
    });
  };
  const onDownload = () => {
    setDownloading(true);
    downloadGlossary(projectId)
      .catch((e: unknown) => toast.error(errorMessage(e)))
      .finally(() => setDownloading(false));
  };

  const columns: TableProps<GlossaryTermEntry>['columns'] = [
    { title: 'Term', dataIndex: 'term', render: (term: string, row) => <span><strong>{term}</strong>{row.isCaseSensitive ? <span style={{ color: '#55536b', fontSize: 12 }}> · match case</span> : null}</span> },
    { title: 'Rule', dataIndex: 'rule', render: (rule: GlossaryTermEntry['rule']) => <ToneTag tone={rule === 'always' ? 'success' : rule === 'transliterate' ? 'info' : 'neutral'}>{RULE_LABELS[rule]}</ToneTag> },
    {
      title: 'Translations',
      dataIndex: 'translations',
      render: (t: Record<string, string>) =>
        Object.keys(t).length === 0 ? <span style={{ color: '#55536b' }}>—</span> : (
          <span style={{ display: 'flex', flexWrap: 'wrap', gap: '2px 12px' }}>
            {Object.entries(t).map(([lang, text]) => (
              <span key={lang}>
                <span style={{ color: '#55536b' }}>{languageName(lang)}:</span> <span lang={lang}>{text}</span>
              </span>
            ))}
          </span>
        ),
    },
    ...(canEdit
      ? [
          {
            title: <span className="visually-hidden">Actions</span>,
            key: 'delete',
            width: 64,
            render: (_: unknown, row: GlossaryTermEntry) => (
              <Popconfirm title="Delete this term?" okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => onDelete([row.id])}>
                <Button type="text" danger icon={<DeleteOutlined aria-hidden="true" />} aria-label={`Delete term ${row.term}`} />
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <p style={{ margin: 0, color: '#55536b' }}>
        Terms are masked before machine translation and put back after it: a brand stays as written, a fixed term gets your translation, a name is written in the target script.
      </p>
      {canEdit ? <GlossaryTermForm projectId={projectId} languages={languages} /> : null}
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
        <Input.Search aria-label="Search terms" placeholder="Search terms" allowClear defaultValue={table.search} key={table.search} onSearch={(v) => table.update({ search: v.trim() })} style={{ maxWidth: 300 }} />
        <Space wrap>
          {canEdit && selected.length > 0 ? (
            <Popconfirm title={`Delete ${selected.length} terms?`} okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => onDelete(selected)}>
              <Button danger loading={remove.isPending}>Delete {selected.length} selected</Button>
            </Popconfirm>
          ) : null}
          {canEdit ? <FileUploadButton label="Upload CSV or XLSX" accept=".csv,.xlsx" loading={upload.isPending} onFile={onUpload} /> : null}
          <Button icon={<DownloadOutlined aria-hidden="true" />} loading={downloading} onClick={onDownload}>
            Download maskTermsList.csv
          </Button>
        </Space>
      </div>
      {uploadError ? <Alert type="error" showIcon title={uploadError} description="The first row names the columns: term, rule (never, always or transliterate), optional isCaseSensitive, then one column per language code." closable={{ onClose: () => setUploadError(null) }} /> : null}
      {glossary.isError ? (
        <Alert type="error" showIcon title="We could not load the glossary" description={errorMessage(glossary.error)} action={<Button onClick={() => glossary.refetch()}>Try again</Button>} />
      ) : (
        <Table<GlossaryTermEntry>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={glossary.data?.terms ?? []}
          loading={glossary.isPending || (glossary.isFetching && glossary.isPlaceholderData)}
          rowSelection={canEdit ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)), getCheckboxProps: (row) => ({ 'aria-label': `Select ${row.term}` }) } : undefined}
          locale={{ emptyText: <EmptyText>{query.search ? 'No term matches' : 'No glossary terms yet'}</EmptyText> }}
          pagination={{
            current: query.pageNumber,
            pageSize: query.pageSize,
            total: glossary.data?.total ?? 0,
            showTotal: (total) => (total === 1 ? '1 term' : `${total} terms`),
            showSizeChanger: true,
            onChange: (pageNumber, pageSize) => table.update({ page: pageSize !== table.size ? 1 : pageNumber, size: pageSize }),
          }}
        />
      )}
    </div>
  );
}
