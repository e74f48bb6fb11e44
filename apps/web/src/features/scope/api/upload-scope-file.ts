import type { scopeAddReply } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectKey } from '../../../lib/query-keys.ts';

// server: POST /api/scope/upload, multipart: projectId field + one CSV or text file of URLs
export const uploadScopeFile = (input: { projectId: string; file: File }) => {
  const form = new FormData();
  form.append('projectId', input.projectId);
  form.append('file', input.file, input.file.name);
  return api.postEnvelope<z.infer<typeof scopeAddReply>>('scope/upload', form);
};

export function useUploadScopeFile(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadScopeFile({ projectId, file }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}
