import { USER_ROUTES, type PageKey } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

/** May the signed-in user open this page: the server answers from its policy (POST /user/access/verify). */
export const usePageAccess = (pageKey: PageKey) => useQuery({ ...queryOf(USER_ROUTES.accessVerify, { pageKey }), staleTime: 60_000 });
