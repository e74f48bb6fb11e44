import { TRANSLATION_ROUTES, type RouteInput } from '@lipi/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { projectRouteKey, queryOf } from '../../lib/call.ts';

type Input = RouteInput<typeof TRANSLATION_ROUTES.list>;

/** Every cached page of the editor's rows of one project (for updating them in place). */
export const translationRowsKey = (projectId: string) => projectRouteKey(TRANSLATION_ROUTES.list, projectId);

/** The editor's rows; the previous page stays shown while the next loads. */
export function useTranslations(input: Input) {
  return useQuery({ ...queryOf(TRANSLATION_ROUTES.list, input), placeholderData: keepPreviousData });
}
