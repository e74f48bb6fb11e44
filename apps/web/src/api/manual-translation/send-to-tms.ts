import { MANUAL_TMS_ROUTES as R } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { invalidateManualTranslation } from './manual-keys.ts';

/** Hands the request's open batches to the external translation service (queued; the reply does not wait for it). */
export function useSendToTms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { requestId: string; batchId?: string }) => callEnvelope(R.sendToTms, input),
    onSuccess: () => invalidateManualTranslation(client),
  });
}
