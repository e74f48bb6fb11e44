import { RENDER_ROUTES } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';

/** Drops the project's rendered pages; the envelope's message is shown. */
export function useClearCache(projectId: string) {
  return useMutation({ mutationFn: () => callEnvelope(RENDER_ROUTES.cacheClear, { projectId }) });
}
