import { BILLING_ROUTES, type RouteInput } from '@lipi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEnvelope, queryOf } from '../../lib/call.ts';

export const usePlans = () => useQuery(queryOf(BILLING_ROUTES.plansList, {}));

/** plan/update (super admin); every plan list and usage refreshes after it. */
export function useUpdatePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteInput<typeof BILLING_ROUTES.planUpdate>) => callEnvelope(BILLING_ROUTES.planUpdate, input),
    onSuccess: () => client.invalidateQueries(),
  });
}
