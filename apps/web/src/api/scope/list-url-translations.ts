import { URL_TRANSLATION_ROUTES } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { projectRouteKey, queryOf } from '../../lib/call.ts';

/** Every cached list of the project's translated paths (any page). */
export const urlTranslationsKey = (projectId: string) => projectRouteKey(URL_TRANSLATION_ROUTES.list, projectId);

/** The translated paths of one page (all languages), while `enabled`. */
export function useUrlTranslations(projectId: string, url: string, enabled: boolean) {
  return useQuery({ ...queryOf(URL_TRANSLATION_ROUTES.list, { projectId, url }), enabled });
}
