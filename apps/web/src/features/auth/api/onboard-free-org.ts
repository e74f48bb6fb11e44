import type { onboardReply } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type OnboardReply = z.infer<typeof onboardReply>;

/** Creates the free organisation, its freeOrgAdmin and the website project of the registration. */
export const onboardFreeOrg = (authenticationCode: string) => api.post<OnboardReply>('auth/onboard/free-org', { authenticationCode });

export function useOnboardFreeOrg() {
  return useMutation({ mutationFn: onboardFreeOrg });
}
