import { toBcp47 } from '@lipi/contract';
import type { TransliterationEntry, TransliterationEntryKind } from '@lipi/contract';
import { Input, Select, Space, type TableProps } from 'antd';
import { languageLabel, languageName } from '../../../lib/languages.ts';
import { entriesFileName } from '../../../api/transliteration/calls.ts';
import { useDeleteEntries } from '../../../api/transliteration/delete-transliteration-entries.ts';
import { downloadEntries } from '../../../api/transliteration/download-transliteration-entries.ts';
import { useTransliterationEntries } from '../../../api/transliteration/transliteration-entries.ts';
import { useUploadEntries } from '../../../api/transliteration/upload-transliteration-entries.ts';
import { formatDate } from '../lib/format-date.ts';
import { useListFileActions } from '../hooks/use-list-file-actions.ts';
import { useTableParams } from '../hooks/use-table-params.ts';
import { ListFileToolbar, UploadErrorAlert } from './list-file-toolbar.tsx';
import { PagedListTable } from './paged-list-table.tsx';

const INTRO: Record<TransliterationEntryKind, string> = {
  memory: 'Spellings the transliteration engine has learnt or you have taught it: a word and how it is written in each script.',
  glossary: 'Fixed spellings of names and terms: the transliteration engine looks here first, before its memory and its rules.',
};
const NOUN: Record<TransliterationEntryKind, string> = { memory: 'transliteration memory', glossary: 'transliteration glossary' };

const columns: NonNullable<TableProps<TransliterationEntry>['columns']> = [
  { title: 'Word', dataIndex: 'source' },
  { title: 'Language', dataIndex: 'targetLang', render: languageName },
  {
    title: 'Written as',
    dataIndex: 'target',
    render: (target: string, row) => (
      <span lang={toBcp47(row.targetLang)} style={{ fontSize: 15 }}>
        {target}
      </span>
    ),
  },
  { title: 'Added', dataIndex: 'createdAt', render: formatDate },
];
const rowName = (row: TransliterationEntry) => `${row.source} in ${languageName(row.targetLang)}`;

/** One transliteration list (memory or glossary): upload, browse per language, delete, download. */
export function TransliterationTab({
  kind,
  projectId,
  languages,
  canEdit,
}: {
  kind: TransliterationEntryKind;
  projectId: string;
  languages: string[];
  canEdit: boolean;
}) {
  const table = useTableParams();
  const targetLang = languages.includes(table.lang) ? table.lang : '';
  const entries = useTransliterationEntries(kind, projectId, {
    pageNumber: table.page,
    pageSize: table.size,
    search: table.search || undefined,
    targetLang: targetLang || undefined,
  });
  const actions = useListFileActions({
    remove: useDeleteEntries(kind, projectId),
    upload: useUploadEntries(kind, projectId),
    download: () => downloadEntries(kind, projectId),
    deletedText: () => 'Deleted',
    uploadedText: () => 'Uploaded',
  });

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <p style={{ margin: 0, color: '#55536b' }}>{INTRO[kind]}</p>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
        <Space wrap>
          <Input.Search
            aria-label={`Search the ${NOUN[kind]}`}
            placeholder="Search words"
            allowClear
            defaultValue={table.search}
            key={table.search}
            onSearch={(v) => table.update({ search: v.trim() })}
            style={{ width: 240 }}
          />
          <Select
            aria-label="Language"
            value={targetLang}
            onChange={(lang: string) => table.update({ lang })}
            options={[{ value: '', label: 'All languages' }, ...languages.map((l) => ({ value: l, label: languageLabel(l) }))]}
            style={{ minWidth: 200 }}
          />
        </Space>
        <ListFileToolbar actions={actions} canEdit={canEdit} rowsNoun="entries" fileName={entriesFileName(kind)} />
      </div>
      <UploadErrorAlert
        actions={actions}
        layout="The first row is source, then one column per language code (hi, mr, …); each later row is a word and its spelling per language."
      />
      <PagedListTable<TransliterationEntry>
        list={entries}
        rows={entries.data?.entries ?? []}
        total={entries.data?.total ?? 0}
        columns={columns}
        table={table}
        actions={actions}
        canEdit={canEdit}
        labels={{
          loadFailed: `We could not load the ${NOUN[kind]}`,
          empty: table.search || targetLang ? 'No entry matches' : `The ${NOUN[kind]} is empty. Upload a CSV or XLSX file to fill it.`,
          total: (total) => (total === 1 ? '1 entry' : `${total} entries`),
          deleteOne: 'Delete this entry?',
          deleteRow: (row) => `Delete ${rowName(row)}`,
          selectRow: (row) => `Select ${rowName(row)}`,
        }}
      />
    </div>
  );
}
