import { PROJECT_ROUTES, routeKey, type RouteReply } from '@lipi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';

export type FreeProject = NonNullable<RouteReply<typeof PROJECT_ROUTES.free>['project']>;

/** The free trial's one project (null until onboarding made it). */
export const getFreeProject = () => call(PROJECT_ROUTES.free, undefined).then((reply) => reply.project);

export const freeProjectQueryOptions = queryOptions({ queryKey: routeKey(PROJECT_ROUTES.free), queryFn: getFreeProject });

export function useFreeProject() {
  return useQuery(freeProjectQueryOptions);
}
