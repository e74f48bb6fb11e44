import { AUTH_ROUTES, type RouteReply } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';

export type OnboardReply = RouteReply<typeof AUTH_ROUTES.onboardFreeOrg>;

/** Creates the free organisation, its freeOrgAdmin and the website project of the registration. */
export const onboardFreeOrg = (authenticationCode: string) => call(AUTH_ROUTES.onboardFreeOrg, { authenticationCode });

export function useOnboardFreeOrg() {
  return useMutation({ mutationFn: onboardFreeOrg });
}
