import { MANUAL_TRANSLATION_ROUTES as R, type RouteInput } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { invalidateManualTranslation } from './manual-keys.ts';

/** Approve (sign off into PBK memory), reject with a reason, revert a batch or all, delete. */
function useReviewCall<const K extends 'approve' | 'reject' | 'revert' | 'delete'>(key: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteInput<(typeof R)[K]>) => callEnvelope(R[key], input as never),
    onSuccess: () => invalidateManualTranslation(client),
  });
}

export const useApproveRequest = () => useReviewCall('approve');
export const useRejectRequest = () => useReviewCall('reject');
export const useRevertRequest = () => useReviewCall('revert');
export const useDeleteRequest = () => useReviewCall('delete');
