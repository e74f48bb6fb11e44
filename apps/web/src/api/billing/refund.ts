import { BILLING_ROUTES, type RouteInput } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';

/** transaction/refund (super admin): the payment list shows the refund's state afterwards. */
export function useRefundPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteInput<typeof BILLING_ROUTES.refund>) => callEnvelope(BILLING_ROUTES.refund, input),
    onSettled: () => client.invalidateQueries(),
  });
}
