import { FEEDBACK_ROUTES } from '@lipi/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

export function useFeedback(projectId: string, page: { pageNumber: number; pageSize: number }) {
  return useQuery({ ...queryOf(FEEDBACK_ROUTES.list, { projectId, ...page }), placeholderData: keepPreviousData, staleTime: 0 });
}
