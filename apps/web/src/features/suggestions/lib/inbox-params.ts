import { SUGGESTION_STATUSES, type SuggestionStatus } from '@lipi/contract';
import { readPage } from '../../../lib/url-state.ts';

export type StatusFilter = SuggestionStatus | 'all';

/** The inbox's filters from the URL: ?status= (default new), ?lang=, ?q=, ?page=, ?size=. */
export function readInbox(params: URLSearchParams) {
  const raw = params.get('status');
  const status: StatusFilter = raw === 'all' || SUGGESTION_STATUSES.includes(raw as SuggestionStatus) ? (raw as StatusFilter) : 'new';
  const { page, size, search } = readPage(params, { size: 10, maxSize: 200 });
  return { status, lang: params.get('lang') ?? '', search, page, size };
}
