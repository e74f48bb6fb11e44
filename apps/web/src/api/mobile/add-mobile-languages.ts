import { MOBILE_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { invalidateMobile } from './string-files.ts';

export function useAddMobileLanguages(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (languages: string[]) => callEnvelope(MOBILE_ROUTES.addLanguages, { projectId, languages }),
    onSuccess: () => Promise.all([invalidateMobile(queryClient, projectId), queryClient.invalidateQueries({ queryKey: ['project', projectId] })]),
  });
}
