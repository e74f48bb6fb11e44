import { MANUAL_TRANSLATION_ROUTES as R, type RouteInput, type RouteReply } from '@lipi/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

export type ManualRequestRow = RouteReply<typeof R.list>['requests'][number];

/** Polls while any listed request is still being prepared, so statuses move without a reload. */
export const useManualRequests = (input: RouteInput<typeof R.list>) =>
  useQuery({
    ...queryOf(R.list, input),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.requests.some((r) => r.status.endsWith('MachineTranslation') && !r.status.startsWith('rejected')) ? 2000 : false),
  });
