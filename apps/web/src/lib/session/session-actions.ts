import type { PublicUser } from '@lipi/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { clearCookie } from '../../api/auth/sign-out.ts';
import { clearSession, storeSession } from '../auth-storage.ts';
import { disconnectRealtime } from '../realtime.ts';
import { fetchSessionUser, sessionQueryKey } from './session.ts';

/**
 * Stores a new token (and role) and makes it the session. With the user from the reply the
 * session is set directly; otherwise the token is verified with the server first.
 */
export function useStartSession() {
  const queryClient = useQueryClient();
  return useCallback(
    async (token: string, options: { role?: string; user?: PublicUser } = {}) => {
      storeSession(token, options.user?.role ?? options.role);
      if (options.user) {
        queryClient.setQueryData(sessionQueryKey, options.user);
        return options.user;
      }
      const user = await queryClient.fetchQuery({ queryKey: sessionQueryKey, queryFn: fetchSessionUser, staleTime: 0 });
      return user;
    },
    [queryClient],
  );
}

/** Logout: the server clears its cookie and revokes the token; the client forgets both. */
export function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await clearCookie().catch(() => undefined);
    clearSession();
    disconnectRealtime();
    queryClient.setQueryData(sessionQueryKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'ui-config' && query.queryKey[0] !== 'session' });
    navigate(paths.home, { replace: true });
  }, [navigate, queryClient]);
}

export function useUpdateSessionUser() {
  const queryClient = useQueryClient();
  return useCallback(
    (patch: Partial<PublicUser>) => queryClient.setQueryData<PublicUser | null>(sessionQueryKey, (user) => (user ? { ...user, ...patch } : user)),
    [queryClient],
  );
}
