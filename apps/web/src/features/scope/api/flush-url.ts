import type { flushReply } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

// server: POST /api/scope/flush/start {projectId, url} → the page is fetched again
export const flushUrl = (input: { projectId: string; url: string }) => api.postEnvelope<z.infer<typeof flushReply>>('scope/flush/start', input);

export function useFlushUrl(projectId: string) {
  return useMutation({ mutationFn: (url: string) => flushUrl({ projectId, url }) });
}
