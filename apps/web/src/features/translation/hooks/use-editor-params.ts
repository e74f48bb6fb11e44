import { TRANSLATION_FILTER_VALUES, type TranslationFilter } from '@lipi/contract';
import { useSearchParams } from 'react-router';
import { readPage, writePage, type PageState } from '../../../lib/url-state.ts';

export type EditorParams = PageState & { lang: string; url: string; filter: TranslationFilter | '' };

/** Language, page URL, filter, search and paging of the editor live in the URL (?lang=&url=&filter=&q=&page=&size=). */
export function useEditorParams(languages: string[]) {
  const [params, setParams] = useSearchParams();
  const page = readPage(params, { maxSize: 200 });
  const requested = params.get('lang') ?? '';
  const lang = languages.includes(requested) ? requested : (languages[0] ?? '');
  const rawFilter = params.get('filter') ?? '';
  const filter = (TRANSLATION_FILTER_VALUES as readonly string[]).includes(rawFilter) ? (rawFilter as TranslationFilter) : '';
  const state: EditorParams = { ...page, lang, url: params.get('url') ?? '', filter };

  const update = (patch: Partial<EditorParams>) => {
    const { lang: nextLang, url, filter: nextFilter, ...paging } = patch;
    const resetsPage = nextLang !== undefined || url !== undefined || nextFilter !== undefined || paging.search !== undefined;
    const extra: Record<string, string | undefined> = {};
    if (nextLang !== undefined) extra.lang = nextLang;
    if (url !== undefined) extra.url = url;
    if (nextFilter !== undefined) extra.filter = nextFilter;
    setParams(writePage(params, { ...paging, ...(resetsPage && paging.page === undefined ? { page: 1 } : {}) }, extra));
  };
  return { params: state, update };
}
