import type { fuzzyReply } from '@lipi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { translationsKey } from './list-translations.ts';

export type FuzzyMatches = z.infer<typeof fuzzyReply>;
type Input = { projectId: string; targetLang: string; sourceHash: string };

// server: POST /api/translation/fuzzy/get {projectId, targetLang, sourceHash, limit} → {matches: [{..., similarity}]}
export const getFuzzyMatches = (input: Input) => api.post<FuzzyMatches>('translation/fuzzy/get', { ...input, limit: 5 });

export const fuzzyQueryOptions = (input: Input) =>
  queryOptions({ queryKey: [...translationsKey(input.projectId), 'fuzzy', input.targetLang, input.sourceHash], queryFn: () => getFuzzyMatches(input), staleTime: 60_000 });

export function useFuzzyMatches(input: Input) {
  return useQuery(fuzzyQueryOptions(input));
}
