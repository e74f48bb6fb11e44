import type { fontSizesReply } from '@lipi/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectKey } from '../../../lib/query-keys.ts';

type Reply = z.infer<typeof fontSizesReply>;
export type FontSize = Reply['fontSizes'][number];
// The settings tab lists the same entries under this key.
const key = (projectId: string) => [...projectKey(projectId), 'settings', 'font-sizes'] as const;

// server: POST /api/custom-font-size/get {projectId} → {fontSizes}
export const listFontSizes = (projectId: string) => api.post<Reply>('custom-font-size/get', { projectId }).then((r) => r.fontSizes);

export function useFontSizes(projectId: string) {
  return useQuery(queryOptions({ queryKey: key(projectId), queryFn: () => listFontSizes(projectId) }));
}

// server: POST /api/custom-font-size/add {projectId, language, fontSize} → the new list, with a message
export function useAddFontSize(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { language: string; fontSize: string }) => api.postEnvelope<Reply>('custom-font-size/add', { ...input, projectId }),
    onSuccess: (reply) => queryClient.setQueryData(key(projectId), reply.data.fontSizes),
  });
}

// server: POST /api/custom-font-size/delete {projectId, id} → {id}
export function useDeleteFontSize(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.postEnvelope<{ id: string }>('custom-font-size/delete', { projectId, id }),
    onSuccess: (_reply, id) => queryClient.setQueryData<FontSize[]>(key(projectId), (old) => old?.filter((e) => e.id !== id)),
  });
}
