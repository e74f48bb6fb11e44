import { MANUAL_TRANSLATION_ROUTES as R, type RouteInput } from '@lipi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, queryOf } from '../../lib/call.ts';
import { invalidateManualTranslation } from './manual-keys.ts';

export const useLinguists = (requestId: string, enabled: boolean) => useQuery({ ...queryOf(R.linguists, { requestId }), enabled });

export function useAssignStep() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (input: RouteInput<typeof R.assign>) => call(R.assign, input), onSuccess: () => invalidateManualTranslation(client) });
}
