import type { PreviewUrlReply, PreviewUrlRequest } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { projectKey } from '../../../lib/query-keys.ts';

// server: POST /api/scope/getPreviewUrl {projectId, url, lang} → {previewUrl, pathUrl, …}
export const getPreviewUrl = (input: PreviewUrlRequest) => api.post<PreviewUrlReply>('scope/getPreviewUrl', input);

/**
 * The proxy link of a page, asked once it is worth showing. The path form is used: a free trial's
 * DNS is not set up, so the host form would not resolve.
 */
export function usePreviewUrl(input: PreviewUrlRequest, enabled: boolean) {
  return useQuery({
    queryKey: [...projectKey(input.projectId), 'preview-url', input.url, input.lang],
    queryFn: () => getPreviewUrl(input),
    select: (reply) => reply.pathUrl,
    enabled: enabled && Boolean(input.lang && input.url),
    staleTime: Infinity,
  });
}
