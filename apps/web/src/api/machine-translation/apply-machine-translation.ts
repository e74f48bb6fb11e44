import { MACHINE_TRANSLATION_ROUTES, type RouteInput } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';

type Input = RouteInput<typeof MACHINE_TRANSLATION_ROUTES.applyNmt>;

/** Starts a machine translation run; nothing to translate answers 400 with the spec's message. */
export function useApplyMachineTranslation(projectId: string) {
  return useMutation({ mutationFn: (input: Omit<Input, 'projectId'>) => callEnvelope(MACHINE_TRANSLATION_ROUTES.applyNmt, { ...input, projectId }) });
}
