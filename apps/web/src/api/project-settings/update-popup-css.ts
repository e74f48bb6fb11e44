import { SETTINGS_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { popupCssQueryOptions } from './popup-css.ts';

export const updatePopupCss = (input: { projectId: string; css: string }) => callEnvelope(SETTINGS_ROUTES.popupCssUpdate, input);

export function useUpdatePopupCss(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (css: string) => updatePopupCss({ projectId, css }),
    onSuccess: (reply) => queryClient.setQueryData(popupCssQueryOptions(projectId).queryKey, reply.data),
  });
}
