import type { TransliterationEntryKind } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { fileForm } from '../../lib/file-form.ts';
import { ENTRY_CALLS } from './calls.ts';
import { transliterationKey } from './transliteration-entries.ts';

/** Multipart: projectId and one CSV or XLSX file. */
export function useUploadEntries(kind: TransliterationEntryKind, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => callEnvelope(ENTRY_CALLS[kind].upload, fileForm({ projectId }, file)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: transliterationKey(projectId, kind) }),
  });
}
