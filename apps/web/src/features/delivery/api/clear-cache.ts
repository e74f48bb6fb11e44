import type { CacheClearReply } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

// server: GET /api/snippet/cache/clear?projectId= → {cleared}, 'Cache cleared successfully'
export const clearCache = (projectId: string) => apiRequest<CacheClearReply>('snippet/cache/clear', { query: { projectId } });

export function useClearCache(projectId: string) {
  return useMutation({ mutationFn: () => clearCache(projectId) });
}
