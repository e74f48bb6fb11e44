import type { PreviewUrlReply, PreviewUrlRequest } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// server: POST /api/scope/getPreviewUrl {projectId, url, lang} → {previewUrl, pathUrl, subdomainUrl, form}
export const getPreviewUrl = (input: PreviewUrlRequest) => api.post<PreviewUrlReply>('scope/getPreviewUrl', input);

export function usePreviewUrl() {
  return useMutation({ mutationFn: getPreviewUrl });
}
