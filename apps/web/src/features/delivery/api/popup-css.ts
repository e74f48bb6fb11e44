import type { popupCssReply } from '@lipi/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectKey } from '../../../lib/query-keys.ts';

type Reply = z.infer<typeof popupCssReply>;
// The same key as the settings tab's editor: both read one cached copy of the CSS.
const key = (projectId: string) => [...projectKey(projectId), 'settings', 'popup-css'] as const;

// server: POST /api/snippet/pop-up/css/fetch {projectId} → {css}
export const fetchPopupCss = (projectId: string) => api.post<Reply>('snippet/pop-up/css/fetch', { projectId });

export function usePopupCss(projectId: string) {
  return useQuery(queryOptions({ queryKey: key(projectId), queryFn: () => fetchPopupCss(projectId) }));
}

// server: POST /api/snippet/pop-up/css/update {projectId, css} → {css}, with a message
export const updatePopupCss = (input: { projectId: string; css: string }) => api.postEnvelope<Reply>('snippet/pop-up/css/update', input);

export function useUpdatePopupCss(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (css: string) => updatePopupCss({ projectId, css }),
    onSuccess: (reply) => queryClient.setQueryData(key(projectId), reply.data),
  });
}
