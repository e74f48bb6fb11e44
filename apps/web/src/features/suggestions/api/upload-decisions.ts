import type { SuggestionUploadReply } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { projectKey } from '../../../lib/query-keys.ts';

// server: POST /api/suggestion/upload multipart {projectId, file} → {accepted, rejected, unchanged}
export function uploadDecisions(projectId: string, file: File) {
  const body = new FormData();
  body.append('projectId', projectId);
  body.append('file', file);
  return apiRequest<SuggestionUploadReply>('suggestion/upload', { method: 'POST', body });
}

export function useUploadDecisions(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadDecisions(projectId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}
