import { DOCUMENT_ROUTES } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

export type PreviewInput = { projectId: string; fileId: string; targetLang: string };

/** doc-file/preview: one language's translated document as HTML sanitised by the server; fetched only while `input` is set (the preview is open). */
export function useDocumentPreview(input: PreviewInput | null) {
  return useQuery({
    ...queryOf(DOCUMENT_ROUTES.preview, input ?? { projectId: '', fileId: '', targetLang: '' }),
    enabled: input !== null,
    // The preview shows the memory as it is now: built again each time it opens.
    staleTime: 0,
    gcTime: 0,
  });
}
