import { API_TRANSLATION_ROUTES } from '@lipi/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

/** An item's texts with their translation in one language, a page at a time. */
export const useApiData = (
  input: { projectId: string; apiId: string; targetLang: string; page: number; pageSize: number; search?: string },
  pollMs: number | false = false,
) => useQuery({ ...queryOf(API_TRANSLATION_ROUTES.apiData, input), placeholderData: keepPreviousData, refetchInterval: pollMs });
