import { SETTINGS_ERROR } from '@lipi/contract';
import { isApiError } from '../../../lib/api-error.ts';

/** A 4xx says what to fix and is shown as it is; anything else is the spec's generic message. */
export const settingsError = (error: unknown) => (isApiError(error) && error.status < 500 && error.message ? error.message : SETTINGS_ERROR);
