import type { scopeAddReply } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectKey } from '../../../lib/query-keys.ts';

export type ScopeAddResult = z.infer<typeof scopeAddReply>;

// server: POST /api/scope/add {projectId, urls} → per-URL result map
export const addScopeUrls = (input: { projectId: string; urls: string[] }) => api.post<ScopeAddResult>('scope/add', input);

export function useAddScopeUrls(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (urls: string[]) => addScopeUrls({ projectId, urls }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}
