import { GLOSSARY_ROUTES } from '@lipi/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { projectRouteKey, queryOf } from '../../lib/call.ts';

type Query = { pageNumber: number; pageSize: number; search?: string };

/** Every cached page of a project's glossary (what a change refreshes). */
export const glossaryKey = (projectId: string) => projectRouteKey(GLOSSARY_ROUTES.get, projectId);

export function useGlossary(projectId: string, query: Query) {
  return useQuery({ ...queryOf(GLOSSARY_ROUTES.get, { projectId, ...query }), placeholderData: keepPreviousData });
}
