import type { phoneticReply } from '@lipi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type PhoneticReply = z.infer<typeof phoneticReply>;

// server: GET /api/transliteration/phonetic?text=&lang= → {text, suggestions?}
export const getPhonetic = (text: string, lang: string, signal?: AbortSignal) =>
  api.get<PhoneticReply>('transliteration/phonetic', { query: { text, lang }, signal });

export const phoneticQueryOptions = (text: string, lang: string) =>
  queryOptions({
    queryKey: ['phonetic', lang, text],
    queryFn: ({ signal }) => getPhonetic(text, lang, signal),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });

/** Indic spellings of one romanised word; nothing is asked for an empty word. */
export function usePhonetic(text: string, lang: string, enabled: boolean) {
  return useQuery({ ...phoneticQueryOptions(text, lang), enabled: enabled && text.length > 0 });
}
