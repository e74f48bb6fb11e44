import type { SuggestionFilterReply, SuggestionFilterRequest } from '@lipi/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { suggestionsKey } from './keys.ts';

export type SuggestionFilter = Omit<SuggestionFilterRequest, 'projectId'>;

// server: POST /api/suggestion/filter {projectId, status?, lang?, search?, pageNumber, pageSize} → {suggestions, total, statusCounts}
export const filterSuggestions = (input: SuggestionFilterRequest) => api.post<SuggestionFilterReply>('suggestion/filter', input);

export function useSuggestions(projectId: string, filter: SuggestionFilter) {
  return useQuery({
    queryKey: [...suggestionsKey(projectId), 'list', filter],
    queryFn: () => filterSuggestions({ projectId, ...filter }),
    placeholderData: keepPreviousData,
    // Visitors send suggestions at any time: the inbox asks again whenever it is shown.
    staleTime: 0,
  });
}
