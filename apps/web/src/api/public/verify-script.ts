import { SNIPPET_ROUTES } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';

/** Checks that the site's page loads the snippet with this project's id (levels 0–3). */
export function useVerifyIntegration(projectId: string) {
  return useMutation({ mutationFn: (url?: string) => call(SNIPPET_ROUTES.verifyScript, { projectId, url: url || undefined }) });
}
