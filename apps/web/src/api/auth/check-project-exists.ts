import { AUTH_ROUTES, type RouteReply } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';

export type CheckProjectExistsReply = RouteReply<typeof AUTH_ROUTES.checkProjectExists>;

/** Whether a website project already exists for this URL (a hint shown under the URL field). */
export const checkProjectExists = (url: string) => call(AUTH_ROUTES.checkProjectExists, { url });

export function useCheckProjectExists() {
  return useMutation({ mutationFn: checkProjectExists });
}
