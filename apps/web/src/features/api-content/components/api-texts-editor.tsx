import type { ApiTextRow } from '@lipi/contract';
import { Alert, Button, Input, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useApiTexts, type TextsInput, type TextsKind } from '../../../api/api-content/api-texts.ts';
import { useApiTextsRun } from '../../../api/api-content/api-texts-run.ts';
import { useApiTmCount } from '../../../api/api-content/api-tm-count.ts';
import { EmptyText } from '../../../components/empty-text.tsx';
import { ToneTag } from '../../../components/tone-tag.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { languageLabel } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';
import { translationColumn } from './translation-column.tsx';
import { ApiTextEditModal } from './api-text-edit-modal.tsx';

const TYPE_LABELS: Record<string, string> = { MACHINE: 'Machine', USER: 'Self', PBK: 'Professional' };
const FILTERS = [
  { value: 'all', label: 'All texts' },
  { value: 'untranslated', label: 'Not translated' },
  { value: 'translated', label: 'Translated' },
] as const;

/** Every text of the project's files (static) or of what apps sent (dynamic): search, page, edit, machine-translate a selection. */
export function ApiTextsEditor({ kind, projectId, languages, canManage }: { kind: TextsKind; projectId: string; languages: string[]; canManage: boolean }) {
  const [lang, setLang] = useState(languages[0] ?? 'hi');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<TextsInput['filter']>('all');
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<ApiTextRow | null>(null);
  const [watching, setWatching] = useState(false);
  const texts = useApiTexts(kind, { projectId, targetLang: lang, page, pageSize: 10, filter, ...(search ? { search } : {}) }, watching ? 1500 : false);
  const counts = useApiTmCount(kind, projectId);
  const run = useApiTextsRun(kind, projectId);
  const count = counts.data?.languages.find((l) => l.targetLang === lang);
  const label = kind === 'static' ? 'file texts' : 'texts apps sent';
  if (watching && (texts.data?.rows ?? []).every((r) => r.translation !== null)) setWatching(false);

  const translateSelected = async () => {
    try {
      const r = await run.mutateAsync({ targetLang: lang, sourceHashes: selected });
      toast.success(`Machine translation started for ${r.total} texts`);
      setSelected([]);
      setWatching(true);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const reset = () => {
    setPage(1);
    setSelected([]);
  };

  return (
    <section aria-label={kind === 'static' ? 'Static texts' : 'Dynamic texts'}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label="Language"
          value={lang}
          onChange={(value) => {
            setLang(value);
            reset();
          }}
          options={languages.map((l) => ({ value: l, label: languageLabel(l) }))}
          style={{ minWidth: 150 }}
        />
        <Select
          aria-label="Show"
          value={filter}
          onChange={(value) => {
            setFilter(value);
            reset();
          }}
          options={[...FILTERS]}
          style={{ minWidth: 150 }}
        />
        <Input.Search
          aria-label="Search keys and texts"
          placeholder="Search keys and texts"
          allowClear
          onSearch={(value) => {
            setSearch(value.trim());
            reset();
          }}
          style={{ width: 220, maxWidth: '100%' }}
        />
        {canManage ? (
          <Button type="primary" disabled={selected.length === 0} loading={run.isPending} onClick={() => void translateSelected()}>
            Machine translate selected ({selected.length})
          </Button>
        ) : null}
      </Space>
      <p role="status" style={{ margin: '0 0 12px', color: '#55536b' }}>
        {count
          ? `${languageLabel(lang)}: ${count.translated} of ${count.total} ${label} in memory (${count.human} by people, ${count.machine} by machine)`
          : counts.isLoading
            ? 'Counting…'
            : null}
      </p>
      {texts.isError ? <Alert type="error" showIcon role="alert" title={errorMessage(texts.error)} style={{ marginBottom: 12 }} /> : null}
      <div role="region" aria-label={`Texts (${kind})`} tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table<ApiTextRow>
          rowKey={(row) => `${row.apiId}:${row.key}:${row.sourceHash}`}
          size="small"
          loading={texts.isLoading}
          dataSource={texts.data?.rows ?? []}
          rowSelection={
            canManage
              ? {
                  selectedRowKeys: (texts.data?.rows ?? []).filter((r) => selected.includes(r.sourceHash)).map((r) => `${r.apiId}:${r.key}:${r.sourceHash}`),
                  onChange: (_, rows) => setSelected([...new Set(rows.map((r) => r.sourceHash))]),
                  getCheckboxProps: (row) => ({ 'aria-label': `Select ${row.key}` }),
                }
              : undefined
          }
          locale={{
            emptyText: (
              <EmptyText>
                {search || filter !== 'all'
                  ? 'No text matches.'
                  : kind === 'static'
                    ? 'No files yet: upload one under Files and values.'
                    : 'No texts yet: they appear when an app calls the dynamic API.'}
              </EmptyText>
            ),
          }}
          pagination={{ current: page, pageSize: 10, total: texts.data?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
          columns={[
            {
              title: kind === 'static' ? 'File / key' : 'Domain / key',
              key: 'key',
              render: (_, row) => (
                <span>
                  {row.itemName}
                  <br />
                  <code>{row.key}</code>
                </span>
              ),
            },
            { title: 'Source (English)', dataIndex: 'text', key: 'text' },
            translationColumn(lang),
            {
              title: 'By',
              key: 'type',
              render: (_, row) => (row.type && TYPE_LABELS[row.type] ? <ToneTag tone="neutral">{TYPE_LABELS[row.type]}</ToneTag> : null),
            },
            {
              title: 'Action',
              key: 'edit',
              render: (_, row) => (
                <Button size="small" onClick={() => setEditing(row)} aria-label={`Edit translation of ${row.key}`}>
                  Edit
                </Button>
              ),
            },
          ]}
        />
      </div>
      <ApiTextEditModal kind={kind} projectId={projectId} lang={lang} row={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
