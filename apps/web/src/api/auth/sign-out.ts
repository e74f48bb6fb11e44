import { AUTH_ROUTES } from '@lipi/contract';
import { call } from '../../lib/call.ts';

/** Ends the session on the server and clears its cookies (works with a dead token too). */
export const clearCookie = () => call(AUTH_ROUTES.clearCookie, undefined);
