import { AUTH_ROUTES, type RouteInput } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';

export type SignUpInput = RouteInput<typeof AUTH_ROUTES.signUp>;

/** The older sign-up form; the reply's message is shown on the notification page. */
export const signUp = (input: SignUpInput) => callEnvelope(AUTH_ROUTES.signUp, input).then((r) => r.message);

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
