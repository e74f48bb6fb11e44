import { DOCUMENT_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { invalidateDocuments } from './documents-list.ts';

/** fileTranslation/delete */
export function useDeleteDocuments(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileIds: string[]) => callEnvelope(DOCUMENT_ROUTES.delete, { projectId, fileIds }),
    onSuccess: () => invalidateDocuments(queryClient, projectId),
  });
}
