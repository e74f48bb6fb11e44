import { DASHBOARD_ROUTES, type RouteInput, type RouteReply } from '@lipi/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

export type UrlWiseStat = RouteReply<typeof DASHBOARD_ROUTES.urlWiseStat>;

/** Top pages by visits per language, one page of them. */
export function useUrlWiseStat(input: RouteInput<typeof DASHBOARD_ROUTES.urlWiseStat>) {
  return useQuery({ ...queryOf(DASHBOARD_ROUTES.urlWiseStat, input), placeholderData: keepPreviousData });
}
