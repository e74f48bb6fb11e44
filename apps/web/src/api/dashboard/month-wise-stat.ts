import { DASHBOARD_ROUTES, type RouteReply } from '@lipi/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';
import type { StatFilter } from './fetch-stat.ts';

export type MonthWiseStat = RouteReply<typeof DASHBOARD_ROUTES.monthWiseStat>;

/** Per month and language: visits and words; words by type; MT per month. */
export function useMonthWiseStat(filter: StatFilter) {
  return useQuery({ ...queryOf(DASHBOARD_ROUTES.monthWiseStat, filter), placeholderData: keepPreviousData });
}
