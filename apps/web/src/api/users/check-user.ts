import { USER_ROUTES } from '@lipi/contract';
import { call } from '../../lib/call.ts';

/** The signed-in user; the timestamp only defeats caches (the client's trailing-slash spelling). */
export const checkUser = () => call(USER_ROUTES.checkSlash, { timestamp: Date.now() }).then((reply) => reply.user);
