import { DASHBOARD_ROUTES, type RouteReply } from '@lipi/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';
import type { StatFilter } from './fetch-stat.ts';

export type DomainWiseStat = RouteReply<typeof DASHBOARD_ROUTES.domainWiseStat>;

/** Per domain figures with sparklines, and visits per day and language. */
export function useDomainWiseStat(filter: StatFilter) {
  return useQuery({ ...queryOf(DASHBOARD_ROUTES.domainWiseStat, filter), placeholderData: keepPreviousData });
}
