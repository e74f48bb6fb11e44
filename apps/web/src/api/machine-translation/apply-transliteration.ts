import { MACHINE_TRANSLATION_ROUTES, type RouteInput } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';

type Input = RouteInput<typeof MACHINE_TRANSLATION_ROUTES.applyTransliteration>;

/** Starts a transliteration run (display type t13n). */
export function useApplyTransliteration(projectId: string) {
  return useMutation({
    mutationFn: (input: Omit<Input, 'projectId'>) => callEnvelope(MACHINE_TRANSLATION_ROUTES.applyTransliteration, { ...input, projectId }),
  });
}
