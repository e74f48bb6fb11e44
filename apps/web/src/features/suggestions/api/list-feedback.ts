import type { FeedbackListReply, FeedbackListRequest } from '@lipi/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { feedbackKey } from './keys.ts';

// server: POST /api/feedback/get {projectId, pageNumber, pageSize} → {feedback, total}
export const listFeedback = (input: FeedbackListRequest) => api.post<FeedbackListReply>('feedback/get', input);

export function useFeedback(projectId: string, page: { pageNumber: number; pageSize: number }) {
  return useQuery({ queryKey: [...feedbackKey(projectId), page], queryFn: () => listFeedback({ projectId, ...page }), placeholderData: keepPreviousData, staleTime: 0 });
}
