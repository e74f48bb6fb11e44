import { useSearchParams } from 'react-router';
import { readPage, writePage } from '../../../lib/url-state.ts';

/**
 * Page, size, search and language of the open tab's table, in the URL (?page=&size=&q=&lang=).
 * Only one tab shows at a time and a tab change clears them, so the tabs share the names.
 */
export function useTableParams() {
  const [params, setParams] = useSearchParams();
  const { page, size, search } = readPage(params, { maxSize: 200 });
  const lang = params.get('lang') ?? '';
  const update = (patch: { page?: number; size?: number; search?: string; lang?: string }) => {
    const resets = patch.search !== undefined || patch.lang !== undefined;
    const { lang: nextLang, ...paging } = patch;
    setParams(writePage(params, { ...(resets ? { page: 1 } : {}), ...paging }, nextLang !== undefined ? { lang: nextLang } : {}));
  };
  return { page, size, search, lang, update };
}
