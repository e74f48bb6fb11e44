import type { startCrawlReply } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectKey, projectListKey } from '../../../lib/query-keys.ts';

// server: POST /api/project/crawl {projectId, initUrl} → status crawling
export const startCrawl = (input: { projectId: string; initUrl?: string }) => api.postEnvelope<z.infer<typeof startCrawlReply>>('project/crawl', input);

export function useStartCrawl(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (initUrl?: string) => startCrawl({ projectId, initUrl }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: projectKey(projectId) }), queryClient.invalidateQueries({ queryKey: projectListKey })]),
  });
}
