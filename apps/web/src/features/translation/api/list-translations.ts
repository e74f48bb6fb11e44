import type { TranslationListReply, TranslationListRequest } from '@lipi/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { projectKey } from '../../../lib/query-keys.ts';

export const translationsKey = (projectId: string) => [...projectKey(projectId), 'translations'] as const;
export const translationRowsKey = (projectId: string) => [...translationsKey(projectId), 'rows'] as const;

// server: POST /api/translation/dashboard/get {projectId, targetLang, url?, filter?, search?, pageNumber, pageSize}
export const listTranslations = (input: TranslationListRequest) => api.post<TranslationListReply>('translation/dashboard/get', input);

export const translationsQueryOptions = (input: TranslationListRequest) =>
  queryOptions({ queryKey: [...translationRowsKey(input.projectId), input], queryFn: () => listTranslations(input), placeholderData: keepPreviousData });

export function useTranslations(input: TranslationListRequest) {
  return useQuery(translationsQueryOptions(input));
}
