import type { TransliterationEntryKind } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { ENTRY_CALLS } from './calls.ts';
import { transliterationKey } from './transliteration-entries.ts';

export function useDeleteEntries(kind: TransliterationEntryKind, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => callEnvelope(ENTRY_CALLS[kind].remove, { projectId, ids }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: transliterationKey(projectId, kind) }),
  });
}
