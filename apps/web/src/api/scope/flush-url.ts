import { SCOPE_ROUTES } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';

/** The page is fetched again shortly. */
export const flushUrl = (input: { projectId: string; url: string }) => callEnvelope(SCOPE_ROUTES.flush, input);

export function useFlushUrl(projectId: string) {
  return useMutation({ mutationFn: (url: string) => flushUrl({ projectId, url }) });
}
