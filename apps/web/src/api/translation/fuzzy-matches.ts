import { TRANSLATION_ROUTES } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

type Input = { projectId: string; targetLang: string; sourceHash: string };

/** Similar segments already translated (the best 5), with their similarity. */
export function useFuzzyMatches(input: Input) {
  return useQuery({ ...queryOf(TRANSLATION_ROUTES.fuzzy, { ...input, limit: 5 }), staleTime: 60_000 });
}
