import { DOMAIN_ROUTES, type RouteReply } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

export type ProjectDomains = RouteReply<typeof DOMAIN_ROUTES.fetch>;

/** A project's origins (to pick one), under the project's key so a domain change refreshes it. */
export const useProjectDomains = (projectId: string | null) =>
  useQuery({ ...queryOf(DOMAIN_ROUTES.fetch, { projectId: projectId ?? '' }), enabled: Boolean(projectId) });
