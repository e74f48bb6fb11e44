import { TRANSLATION_ROUTES } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

type Input = { projectId: string; targetLang: string; sourceHash: string };

export const revisionsQuery = (input: Input) => queryOf(TRANSLATION_ROUTES.revisionList, { ...input, pageNumber: 1, pageSize: 50 });

/** A segment's earlier translations (the newest 50). */
export function useRevisions(input: Input | null) {
  return useQuery({ ...revisionsQuery(input ?? { projectId: '', targetLang: '', sourceHash: '' }), enabled: input !== null });
}
