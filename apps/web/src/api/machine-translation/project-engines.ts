import { MACHINE_TRANSLATION_ROUTES, type RouteReply } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

export type ProjectEngines = RouteReply<typeof MACHINE_TRANSLATION_ROUTES.projectEngines>;

export const projectEnginesQuery = (projectId: string) => queryOf(MACHINE_TRANSLATION_ROUTES.projectEngines, { projectId });

/** The engine per target language of a project (isDefault when nothing was chosen). */
export const useProjectEngines = (projectId: string) => useQuery(projectEnginesQuery(projectId));
