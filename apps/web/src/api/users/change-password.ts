import { USER_ROUTES, type RouteInput } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';

export type ChangePasswordInput = RouteInput<typeof USER_ROUTES.resetPasswordThroughProfile>;

export const useChangePassword = () =>
  useMutation({ mutationFn: (input: ChangePasswordInput) => callEnvelope(USER_ROUTES.resetPasswordThroughProfile, input) });
