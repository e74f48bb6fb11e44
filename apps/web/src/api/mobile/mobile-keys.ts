import { MOBILE_ROUTES, type RouteInput } from '@lipi/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

/** A page of a string file's keys in file order with one language's translation. */
export function useMobileKeys(input: RouteInput<typeof MOBILE_ROUTES.keys>) {
  return useQuery({ ...queryOf(MOBILE_ROUTES.keys, input), placeholderData: keepPreviousData });
}
