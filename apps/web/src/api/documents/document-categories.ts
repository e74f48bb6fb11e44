import { DOCUMENT_ROUTES } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

/** doc-file/fetch/category: the parliament categories and their sub-types. */
export function useDocumentCategories() {
  return useQuery({ ...queryOf(DOCUMENT_ROUTES.categories, {}), staleTime: Infinity });
}
