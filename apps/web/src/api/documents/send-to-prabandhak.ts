import { DOCUMENT_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { invalidateDocuments } from './documents-list.ts';

/** doc-file/send/prabandhak: professional translation of the document's languages. */
export function useSendToPrabandhak(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { fileId: string; languages: string[] }) => callEnvelope(DOCUMENT_ROUTES.sendPrabandhak, { projectId, ...input }),
    onSuccess: () => invalidateDocuments(queryClient, projectId),
  });
}
