import type { TransliterationEntryKind } from '@lipi/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { projectRouteKey, queryOf } from '../../lib/call.ts';
import { ENTRY_CALLS } from './calls.ts';

type Query = { pageNumber: number; pageSize: number; search?: string; targetLang?: string };

/** Every cached page of one list of a project (what a change refreshes). */
export const transliterationKey = (projectId: string, kind: TransliterationEntryKind) => projectRouteKey(ENTRY_CALLS[kind].get, projectId);

export function useTransliterationEntries(kind: TransliterationEntryKind, projectId: string, query: Query) {
  return useQuery({ ...queryOf(ENTRY_CALLS[kind].get, { projectId, ...query }), placeholderData: keepPreviousData });
}
