import { API_TRANSLATION_EDITOR_ROUTES as R } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';
import type { TextsKind } from './api-texts.ts';

/** `staticTranslation/tmCount/get` / `dynamicTranslation/tmCount/get`: per language, how many texts the memory holds. */
export const useApiTmCount = (kind: TextsKind, projectId: string) => useQuery(queryOf(kind === 'static' ? R.staticTmCount : R.dynamicTmCount, { projectId }));
