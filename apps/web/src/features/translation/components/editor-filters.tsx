import { TRANSLATION_FILTERS, TRANSLATION_TYPES, type TranslationType } from '@lipi/contract';
import { Input, Segmented, Select } from 'antd';
import { useState } from 'react';
import { useScopeUrls } from '../../../api/scope/list-scope-urls.ts';
import { languageLabel } from '../../../lib/languages.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import type { EditorParams } from '../hooks/use-editor-params.ts';

type Props = { projectId: string; languages: string[]; params: EditorParams; update: (patch: Partial<EditorParams>) => void };

const FILTER_OPTIONS = [{ value: '', label: 'All' }, ...TRANSLATION_FILTERS.map((f) => ({ value: f.value, label: f.label }))];
// The API's translationType: who produced the translation; 'none' is a segment with no translation yet.
const TYPE_LABELS: Record<TranslationType, string> = { Professional: 'Professional', User: 'User', Machine: 'Machine', none: 'No translation yet' };
const TYPE_OPTIONS = [{ value: '', label: 'All types' }, ...TRANSLATION_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))];

/** A page's address as shown; a document's own scope URL (document://<id>/<name>) as its file name. */
const pageLabel = (url: string) => {
  const document = /^document:\/\/[^/]+\/(.+)$/.exec(url);
  if (!document) return url;
  try {
    return `${decodeURIComponent(document[1]!)} (document)`;
  } catch {
    return url;
  }
};

/** Language, page, filter, type and search of the editor; every choice goes to the URL. */
export function EditorFilters({ projectId, languages, params, update }: Props) {
  const [urlSearch, setUrlSearch] = useState('');
  const search = useDebouncedValue(urlSearch, 250);
  // The editor's page picker: the first 50 scope URLs matching the search.
  const pages = useScopeUrls(projectId, { pageNumber: 1, pageSize: 50, search: search || undefined });
  const urlOptions = [
    { value: '', label: 'All pages' },
    ...(pages.data?.urls ?? []).map((u) => ({ value: u.url, label: pageLabel(u.url) })),
    ...(params.url && !(pages.data?.urls ?? []).some((u) => u.url === params.url) ? [{ value: params.url, label: pageLabel(params.url) }] : []),
  ];
  return (
    <div role="search" aria-label="Segments" style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'flex-end' }}>
        <label style={{ display: 'grid', gap: 4, fontSize: 13, fontWeight: 600 }}>
          Language
          <Select
            aria-label="Language"
            value={params.lang}
            onChange={(lang: string) => update({ lang })}
            options={languages.map((code) => ({ value: code, label: languageLabel(code) }))}
            style={{ minWidth: 'min(220px, 100%)' }}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </label>
        <label style={{ display: 'grid', gap: 4, fontSize: 13, fontWeight: 600, flex: '1 1 240px', minWidth: 0 }}>
          Website page
          <Select
            aria-label="Website page"
            value={params.url}
            onChange={(url: string) => update({ url })}
            options={urlOptions}
            showSearch={{ filterOption: false, onSearch: setUrlSearch }}
            loading={pages.isFetching}
            notFoundContent={pages.isFetching ? 'Searching…' : 'No page matches'}
            style={{ width: '100%' }}
            popupMatchSelectWidth={false}
          />
        </label>
        <Input.Search
          aria-label="Search source and translations"
          placeholder="Search text"
          defaultValue={params.search}
          key={params.search}
          allowClear
          onSearch={(value) => update({ search: value.trim() })}
          style={{ maxWidth: 300 }}
        />
      </div>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
        <Segmented
          aria-label="Filter"
          value={params.filter}
          options={FILTER_OPTIONS}
          onChange={(value) => update({ filter: value as EditorParams['filter'] })}
          className="segmented-wrap"
        />
        <Select
          aria-label="Type"
          value={params.type}
          onChange={(type: EditorParams['type']) => update({ type })}
          options={TYPE_OPTIONS}
          style={{ minWidth: 'min(170px, 100%)' }}
        />
      </div>
    </div>
  );
}
