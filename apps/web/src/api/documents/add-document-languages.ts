import { DOCUMENT_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { invalidateDocuments } from './documents-list.ts';

/** fileTranslation/lang/add */
export function useAddDocumentLanguages(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { fileId: string; languages: string[] }) => callEnvelope(DOCUMENT_ROUTES.addLanguages, { projectId, ...input }),
    onSuccess: () => invalidateDocuments(queryClient, projectId),
  });
}
