import { CRAWL_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { projectKey, projectListKey } from '../../lib/query-keys.ts';

export const startCrawl = (input: { projectId: string; initUrl?: string }) => callEnvelope(CRAWL_ROUTES.start, input);

export function useStartCrawl(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (initUrl?: string) => startCrawl({ projectId, initUrl }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: projectKey(projectId) }), queryClient.invalidateQueries({ queryKey: projectListKey })]),
  });
}
