import { MACHINE_TRANSLATION_ROUTES, type RouteInput } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { autoTranslateQuery } from './auto-translate.ts';
import { projectEnginesQuery } from './project-engines.ts';

type Input = RouteInput<typeof MACHINE_TRANSLATION_ROUTES.updateProjectEngine>;

export function useUpdateProjectEngine(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<Input, 'projectId'>) => callEnvelope(MACHINE_TRANSLATION_ROUTES.updateProjectEngine, { ...input, projectId }),
    onSettled: async () => {
      // The automatic-translation default follows the engines, so it is read again too.
      await queryClient.invalidateQueries({ queryKey: projectEnginesQuery(projectId).queryKey });
      await queryClient.invalidateQueries({ queryKey: autoTranslateQuery(projectId).queryKey });
    },
  });
}
