import { toBcp47 } from '@lipi/contract';
import type { GlossaryTermEntry } from '@lipi/contract';
import { Input, type TableProps } from 'antd';
import { ToneTag } from '../../../components/tone-tag.tsx';
import { languageName } from '../../../lib/languages.ts';
import { useDeleteGlossaryTerms } from '../../../api/glossary/delete-glossary-terms.ts';
import { downloadGlossary } from '../../../api/glossary/download-glossary.ts';
import { useGlossary } from '../../../api/glossary/glossary-terms.ts';
import { useUploadGlossary } from '../../../api/glossary/upload-glossary.ts';
import { useListFileActions } from '../hooks/use-list-file-actions.ts';
import { useTableParams } from '../hooks/use-table-params.ts';
import { GlossaryTermForm, RULE_LABELS } from './glossary-term-form.tsx';
import { ListFileToolbar, UploadErrorAlert } from './list-file-toolbar.tsx';
import { PagedListTable } from './paged-list-table.tsx';

const columns: NonNullable<TableProps<GlossaryTermEntry>['columns']> = [
  {
    title: 'Term',
    dataIndex: 'term',
    render: (term: string, row) => (
      <span>
        <strong>{term}</strong>
        {row.isCaseSensitive ? <span style={{ color: '#55536b', fontSize: 12 }}> · match case</span> : null}
      </span>
    ),
  },
  {
    title: 'Rule',
    dataIndex: 'rule',
    render: (rule: GlossaryTermEntry['rule']) => (
      <ToneTag tone={rule === 'always' ? 'success' : rule === 'transliterate' ? 'info' : 'neutral'}>{RULE_LABELS[rule]}</ToneTag>
    ),
  },
  {
    title: 'Translations',
    dataIndex: 'translations',
    render: (t: Record<string, string>) =>
      Object.keys(t).length === 0 ? (
        <span style={{ color: '#55536b' }}>—</span>
      ) : (
        <span style={{ display: 'flex', flexWrap: 'wrap', gap: '2px 12px' }}>
          {Object.entries(t).map(([lang, text]) => (
            <span key={lang}>
              <span style={{ color: '#55536b' }}>{languageName(lang)}:</span> <span lang={toBcp47(lang)}>{text}</span>
            </span>
          ))}
        </span>
      ),
  },
];

/** Terms masked before machine translation: kept, fixed per language, or transliterated. */
export function GlossaryTab({ projectId, languages, canEdit }: { projectId: string; languages: string[]; canEdit: boolean }) {
  const table = useTableParams();
  const glossary = useGlossary(projectId, { pageNumber: table.page, pageSize: table.size, search: table.search || undefined });
  const actions = useListFileActions({
    remove: useDeleteGlossaryTerms(projectId),
    upload: useUploadGlossary(projectId),
    download: () => downloadGlossary(projectId),
    deletedText: (data) => `${data.deleted} deleted`,
    uploadedText: (data) => `${data.imported} terms imported`,
  });

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <p style={{ margin: 0, color: '#55536b' }}>
        Terms are masked before machine translation and put back after it: a brand stays as written, a fixed term gets your translation, a name is written in
        the target script.
      </p>
      {canEdit ? <GlossaryTermForm projectId={projectId} languages={languages} /> : null}
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
        <Input.Search
          aria-label="Search terms"
          placeholder="Search terms"
          allowClear
          defaultValue={table.search}
          key={table.search}
          onSearch={(v) => table.update({ search: v.trim() })}
          style={{ maxWidth: 300 }}
        />
        <ListFileToolbar actions={actions} canEdit={canEdit} rowsNoun="terms" fileName="maskTermsList.csv" />
      </div>
      <UploadErrorAlert
        actions={actions}
        layout="The first row names the columns: term, rule (never, always or transliterate), optional isCaseSensitive, then one column per language code."
      />
      <PagedListTable<GlossaryTermEntry>
        list={glossary}
        rows={glossary.data?.terms ?? []}
        total={glossary.data?.total ?? 0}
        columns={columns}
        table={table}
        actions={actions}
        canEdit={canEdit}
        labels={{
          loadFailed: 'We could not load the glossary',
          empty: table.search ? 'No term matches' : 'No glossary terms yet',
          total: (total) => (total === 1 ? '1 term' : `${total} terms`),
          deleteOne: 'Delete this term?',
          deleteRow: (row) => `Delete term ${row.term}`,
          selectRow: (row) => `Select ${row.term}`,
        }}
      />
    </div>
  );
}
