import { USER_ROUTES, type RouteInput, type RouteReply } from '@lipi/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

export type UserListInput = RouteInput<typeof USER_ROUTES.list>;
export type UserList = RouteReply<typeof USER_ROUTES.list>;
export type AdminUserRow = UserList['users'][number];

/** The users the caller manages, one page at a time (filters live in the URL). */
export function useUserList(input: UserListInput) {
  return useQuery({ ...queryOf(USER_ROUTES.list, input), placeholderData: keepPreviousData });
}

/** Every users query starts with this key: refresh them all after a change. */
export const usersKey = [USER_ROUTES.list.path] as const;
