import { API_TRANSLATION_EDITOR_ROUTES as R, type Pipeline } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { projectKey } from '../../lib/query-keys.ts';

/** `apiTranslation/nmt` over chosen CMS content types: a machine-translation run of their synced entries' texts. */
export function useCmsMachineTranslate(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { contentTypes: string[]; targetLang: string }) => callEnvelope(R.projectNmt, { projectId, ...input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}

/** `apiTranslation/sendToManualTranslation` over chosen CMS content types: a professional-translation request. */
export function useCmsSendToTranslators(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { contentTypes: string[]; targetLangs: string[]; pipeline: Pipeline; dueDate?: string; notes: string }) =>
      callEnvelope(R.sendToManual, { projectId, apiIds: [], ...input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}
