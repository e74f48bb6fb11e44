import { MANUAL_TRANSLATION_ROUTES as R, type RouteReply } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

export type ManualRequestDetailData = RouteReply<typeof R.detail>;
export type SubBatchRow = ManualRequestDetailData['subBatches'][number];

const PREPARING = ['pendingMachineTranslation', 'processingMachineTranslation', 'completedMachineTranslation'];

/** One request; polled while the preparation job is still batching it. */
export const useManualRequest = (requestId: string) =>
  useQuery({ ...queryOf(R.detail, { requestId }), refetchInterval: (q) => (PREPARING.includes(q.state.data?.requests.status ?? '') ? 1500 : false) });
