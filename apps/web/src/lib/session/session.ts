import type { PublicUser } from '@lipi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkUser } from '../../api/users/check-user.ts';
import { isApiError } from '../api-error.ts';
import { clearSession, getToken, setStoredRole } from '../auth-storage.ts';

export const sessionQueryKey = ['session'] as const;

/** Verifies the stored token with the server; no token, or one the server refuses, means signed out. */
export async function fetchSessionUser(): Promise<PublicUser | null> {
  if (!getToken()) return null;
  try {
    const user = await checkUser();
    setStoredRole(user.role);
    return user;
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      clearSession();
      return null;
    }
    throw error;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: fetchSessionUser,
  staleTime: Infinity,
  retry: false,
});

export function useSession(options: { enabled?: boolean } = {}) {
  return useQuery({ ...sessionQueryOptions, enabled: options.enabled ?? true });
}

/** The signed-in user; only for screens that render after the session was verified. */
export function useCurrentUser(): PublicUser | null {
  return useQuery({ ...sessionQueryOptions, enabled: false }).data ?? null;
}
