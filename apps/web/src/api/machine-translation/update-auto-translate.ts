import { MACHINE_TRANSLATION_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { autoTranslateQuery } from './auto-translate.ts';

export function useUpdateAutoTranslate(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => callEnvelope(MACHINE_TRANSLATION_ROUTES.updateAutoTranslate, { projectId, enabled }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: autoTranslateQuery(projectId).queryKey }),
  });
}
