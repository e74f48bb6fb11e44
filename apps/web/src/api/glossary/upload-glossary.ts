import { GLOSSARY_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { fileForm } from '../../lib/file-form.ts';
import { glossaryKey } from './glossary-terms.ts';

/** Multipart: projectId and one CSV or XLSX file. */
export function useUploadGlossary(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => callEnvelope(GLOSSARY_ROUTES.upload, fileForm({ projectId }, file)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: glossaryKey(projectId) }),
  });
}
