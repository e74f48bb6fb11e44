import { GLOSSARY_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { glossaryKey } from './glossary-terms.ts';

/** Multipart: projectId and one CSV or XLSX file. */
export function useUploadGlossary(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('projectId', projectId);
      form.append('file', file, file.name);
      return callEnvelope(GLOSSARY_ROUTES.upload, form);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: glossaryKey(projectId) }),
  });
}
