import { DASHBOARD_ROUTES, type RouteInput, type RouteReply } from '@lipi/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

export type StatFilter = RouteInput<typeof DASHBOARD_ROUTES.fetchStat>;
export type FetchStat = RouteReply<typeof DASHBOARD_ROUTES.fetchStat>;

/** The figure cards of the range: words, visits, languages, MT use against the plan. */
export function useFetchStat(filter: StatFilter) {
  return useQuery({ ...queryOf(DASHBOARD_ROUTES.fetchStat, filter), placeholderData: keepPreviousData });
}
