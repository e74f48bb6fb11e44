import type { ScopeUrl } from '@lipi/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ScopeUrlList } from './list-scope-urls.ts';

/** Puts the server's copy of a row into every cached page of the scope list that shows it. */
export function replaceRow(queryClient: QueryClient, key: QueryKey, row: ScopeUrl) {
  queryClient.setQueriesData<ScopeUrlList>({ queryKey: key }, (page) => (page ? { ...page, urls: page.urls.map((u) => (u.id === row.id ? row : u)) } : page));
}
