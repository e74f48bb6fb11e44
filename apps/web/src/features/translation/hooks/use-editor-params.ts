import { TRANSLATION_FILTER_VALUES, TRANSLATION_TYPES, type TranslationFilter, type TranslationType } from '@lipi/contract';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { readPage, writePage, type PageState } from '../../../lib/url-state.ts';

export type EditorParams = PageState & { lang: string; url: string; filter: TranslationFilter | ''; type: TranslationType | '' };

/** Language, page URL, filter, type, search and paging of the editor live in the URL (?lang=&url=&filter=&type=&q=&page=&size=). */
export function useEditorParams(projectId: string, languages: string[]) {
  const [params, setParams] = useSearchParams();
  const storageKey = `lipi.editor.${projectId}`;

  // Coming back to the editor (from another tab of the project) reopens the language and page last used.
  const isFirstRun = useRef(true);
  useEffect(() => {
    const first = isFirstRun.current;
    isFirstRun.current = false;
    const stored = sessionStorage.getItem(storageKey);
    if (first && params.size === 0 && stored) {
      setParams(new URLSearchParams(stored), { replace: true });
      return;
    }
    sessionStorage.setItem(storageKey, params.toString());
  }, [params, storageKey, setParams]);

  const page = readPage(params, { maxSize: 200 });
  const requested = params.get('lang') ?? '';
  const lang = languages.includes(requested) ? requested : (languages[0] ?? '');
  const rawFilter = params.get('filter') ?? '';
  const filter = (TRANSLATION_FILTER_VALUES as readonly string[]).includes(rawFilter) ? (rawFilter as TranslationFilter) : '';
  const rawType = params.get('type') ?? '';
  const type = (TRANSLATION_TYPES as readonly string[]).includes(rawType) ? (rawType as TranslationType) : '';
  const state: EditorParams = { ...page, lang, url: params.get('url') ?? '', filter, type };

  const update = (patch: Partial<EditorParams>) => {
    const { lang: nextLang, url, filter: nextFilter, type: nextType, ...paging } = patch;
    const resetsPage = nextLang !== undefined || url !== undefined || nextFilter !== undefined || nextType !== undefined || paging.search !== undefined;
    const extra: Record<string, string | undefined> = {};
    if (nextLang !== undefined) extra.lang = nextLang;
    if (url !== undefined) extra.url = url;
    if (nextFilter !== undefined) extra.filter = nextFilter;
    if (nextType !== undefined) extra.type = nextType;
    setParams(writePage(params, { ...paging, ...(resetsPage && paging.page === undefined ? { page: 1 } : {}) }, extra));
  };
  return { params: state, update };
}
