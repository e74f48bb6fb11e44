import { useSearchParams } from 'react-router';
import { readPage } from './url-state.ts';

/** The list page, size and search of the current URL (?page=&size=&q=). */
export function usePageParams() {
  const [params] = useSearchParams();
  return readPage(params);
}
