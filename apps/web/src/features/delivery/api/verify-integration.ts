import type { VerifyScriptReply } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// server: POST /api/parser/verifyScriptIntegration {projectId, url?} → {hostname, url, verificationLevel, checks}
export const verifyIntegration = (input: { projectId: string; url?: string }) => api.post<VerifyScriptReply>('parser/verifyScriptIntegration', input);

export function useVerifyIntegration(projectId: string) {
  return useMutation({ mutationFn: (url?: string) => verifyIntegration({ projectId, url: url || undefined }) });
}
