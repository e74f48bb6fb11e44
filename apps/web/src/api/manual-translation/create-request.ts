import { MANUAL_TRANSLATION_ROUTES as R, type RouteInput } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { invalidateManualTranslation } from './manual-keys.ts';

export type CreateManualRequestInput = RouteInput<typeof R.createRequest>;

export function useCreateManualRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateManualRequestInput) => callEnvelope(R.createRequest, input),
    onSuccess: () => invalidateManualTranslation(client),
  });
}
