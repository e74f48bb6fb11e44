import { API_TRANSLATION_EDITOR_ROUTES as R } from '@lipi/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

export type TextsKind = 'static' | 'dynamic';
export type TextsInput = {
  projectId: string;
  targetLang: string;
  page: number;
  pageSize: number;
  filter: 'all' | 'translated' | 'untranslated';
  search?: string;
};

/** `staticTranslation/getStaticTranslationDataList` / `dynamicTranslation/getDynamicTranslationDataList`. */
export const useApiTexts = (kind: TextsKind, input: TextsInput, pollMs: number | false = false) =>
  useQuery({ ...queryOf(kind === 'static' ? R.staticList : R.dynamicList, input), placeholderData: keepPreviousData, refetchInterval: pollMs });
