import type { translationCountsReply } from '@lipi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { translationsKey } from './list-translations.ts';

export type TranslationCounts = z.infer<typeof translationCountsReply>;

// server: POST /api/translation/counts {projectId, url?} → {languages: [...]}
export const getTranslationCounts = (projectId: string, url?: string) => api.post<TranslationCounts>('translation/counts', { projectId, url });

export const translationCountsQueryOptions = (projectId: string, url?: string) =>
  queryOptions({ queryKey: [...translationsKey(projectId), 'counts', url ?? ''], queryFn: () => getTranslationCounts(projectId, url) });

export function useTranslationCounts(projectId: string, url?: string) {
  return useQuery(translationCountsQueryOptions(projectId, url));
}
