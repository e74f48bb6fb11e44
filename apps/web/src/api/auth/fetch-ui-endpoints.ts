import { AUTH_ROUTES } from '@lipi/contract';
import { call } from '../../lib/call.ts';

/** The dashboard's runtime settings (URLs, keyboard, captcha key), read before anything renders. */
export const fetchUiConfig = () => call(AUTH_ROUTES.fetchUiEndpoints, undefined);
