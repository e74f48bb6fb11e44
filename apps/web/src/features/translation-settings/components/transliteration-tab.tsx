import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { GLOSSARY_UPLOAD_FORMAT_ERROR, type TransliterationEntry, type TransliterationEntryKind } from '@lipi/contract';
import { Alert, Button, Input, Popconfirm, Select, Space, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { EmptyText } from '../../../components/empty-text.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { languageLabel, languageName } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';
import { downloadEntries, entriesFileName, useDeleteEntries, useTransliterationEntries, useUploadEntries } from '../api/transliteration-entries.ts';
import { formatDate } from '../lib/format-date.ts';
import { useTableParams } from '../hooks/use-table-params.ts';
import { FileUploadButton } from './file-upload-button.tsx';

const INTRO: Record<TransliterationEntryKind, string> = {
  memory: 'Spellings the transliteration engine has learnt or you have taught it: a word and how it is written in each script.',
  glossary: 'Fixed spellings of names and terms: the transliteration engine looks here first, before its memory and its rules.',
};
const NOUN: Record<TransliterationEntryKind, string> = { memory: 'transliteration memory', glossary: 'transliteration glossary' };

/** One transliteration list (memory or glossary): upload, browse per language, delete, download. */
export function TransliterationTab({ kind, projectId, languages, canEdit }: { kind: TransliterationEntryKind; projectId: string; languages: string[]; canEdit: boolean }) {
  const table = useTableParams();
  const query = { pageNumber: table.page, pageSize: table.size, search: table.search, targetLang: languages.includes(table.lang) ? table.lang : '' };
  const [selected, setSelected] = useState<string[]>([]);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const entries = useTransliterationEntries(kind, projectId, { pageNumber: query.pageNumber, pageSize: query.pageSize, search: query.search || undefined, targetLang: query.targetLang || undefined });
  const upload = useUploadEntries(kind, projectId);
  const remove = useDeleteEntries(kind, projectId);

  const onDelete = (ids: string[]) =>
    remove.mutate(ids, {
      onSuccess: (reply) => {
        toast.success(reply.message || 'Deleted');
        setSelected([]);
      },
      onError: (e) => toast.error(errorMessage(e)),
    });
  const onUpload = (file: File) => {
    setUploadError(null);
    upload.mutate(file, {
      onSuccess: (reply) => toast.success(reply.message || 'Uploaded'),
      onError: (e) => {
        const message = errorMessage(e, GLOSSARY_UPLOAD_FORMAT_ERROR);
        setUploadError(message);
        toast.error(message);
      },
    });
  };
  const onDownload = () => {
    setDownloading(true);
    downloadEntries(kind, projectId)
      .catch((e: unknown) => toast.error(errorMessage(e)))
      .finally(() => setDownloading(false));
  };

  const columns: TableProps<TransliterationEntry>['columns'] = [
    { title: 'Word', dataIndex: 'source' },
    { title: 'Language', dataIndex: 'targetLang', render: languageName },
    { title: 'Written as', dataIndex: 'target', render: (target: string, row) => <span lang={row.targetLang} style={{ fontSize: 15 }}>{target}</span> },
    { title: 'Added', dataIndex: 'createdAt', render: formatDate },
    ...(canEdit
      ? [
          {
            title: <span className="visually-hidden">Actions</span>,
            key: 'delete',
            width: 64,
            render: (_: unknown, row: TransliterationEntry) => (
              <Popconfirm title="Delete this entry?" okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => onDelete([row.id])}>
                <Button type="text" danger icon={<DeleteOutlined aria-hidden="true" />} aria-label={`Delete ${row.source} in ${languageName(row.targetLang)}`} />
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <p style={{ margin: 0, color: '#55536b' }}>{INTRO[kind]}</p>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
        <Space wrap>
          <Input.Search aria-label={`Search the ${NOUN[kind]}`} placeholder="Search words" allowClear defaultValue={table.search} key={table.search} onSearch={(v) => table.update({ search: v.trim() })} style={{ width: 240 }} />
          <Select
            aria-label="Language"
            value={query.targetLang}
            onChange={(targetLang: string) => table.update({ lang: targetLang })}
            options={[{ value: '', label: 'All languages' }, ...languages.map((l) => ({ value: l, label: languageLabel(l) }))]}
            style={{ minWidth: 200 }}
          />
        </Space>
        <Space wrap>
          {canEdit && selected.length > 0 ? (
            <Popconfirm title={`Delete ${selected.length} entries?`} okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => onDelete(selected)}>
              <Button danger loading={remove.isPending}>Delete {selected.length} selected</Button>
            </Popconfirm>
          ) : null}
          {canEdit ? <FileUploadButton label="Upload CSV or XLSX" accept=".csv,.xlsx" loading={upload.isPending} onFile={onUpload} /> : null}
          <Button icon={<DownloadOutlined aria-hidden="true" />} loading={downloading} onClick={onDownload}>
            Download {entriesFileName(kind)}
          </Button>
        </Space>
      </div>
      {uploadError ? <Alert type="error" showIcon title={uploadError} description="The first row is source, then one column per language code (hi, mr, …); each later row is a word and its spelling per language." closable={{ onClose: () => setUploadError(null) }} /> : null}
      {entries.isError ? (
        <Alert type="error" showIcon title={`We could not load the ${NOUN[kind]}`} description={errorMessage(entries.error)} action={<Button onClick={() => entries.refetch()}>Try again</Button>} />
      ) : (
        <Table<TransliterationEntry>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={entries.data?.entries ?? []}
          loading={entries.isPending || (entries.isFetching && entries.isPlaceholderData)}
          rowSelection={canEdit ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)), getCheckboxProps: (row) => ({ 'aria-label': `Select ${row.source} in ${languageName(row.targetLang)}` }) } : undefined}
          locale={{ emptyText: <EmptyText>{query.search || query.targetLang ? 'No entry matches' : `The ${NOUN[kind]} is empty. Upload a CSV or XLSX file to fill it.`}</EmptyText> }}
          pagination={{
            current: query.pageNumber,
            pageSize: query.pageSize,
            total: entries.data?.total ?? 0,
            showTotal: (total) => (total === 1 ? '1 entry' : `${total} entries`),
            showSizeChanger: true,
            onChange: (pageNumber, pageSize) => table.update({ page: pageSize !== table.size ? 1 : pageNumber, size: pageSize }),
          }}
        />
      )}
    </div>
  );
}
