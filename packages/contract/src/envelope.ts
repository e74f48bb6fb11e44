import { z } from 'zod';

/**
 * Every reply of the API has this shape, success or failure. `type` carries a machine-readable
 * code (see ERROR_TYPES) or a flag such as TIME_TRAVEL that the client acts on.
 */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    data,
    message: z.string(),
    type: z.string().nullable(),
  });

export type Envelope<T> = { success: boolean; data: T; message: string; type: string | null };

export const ERROR_TYPES = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'TokenExpiredError',
  'TIME_TRAVEL',
  'CSRF',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'LOCKED',
  'CAPTCHA_FAILED',
  'RATE_LIMITED',
  'INTERNAL',
  // Domain errors with their own type (domain-errors.ts).
  'NO_NEW_CONTENT',
  'UNAVAILABLE',
  'WORDS_EXHAUSTED',
] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

/** One table from error code to HTTP status, shared so tests can assert on it. */
export const ERROR_STATUS: Record<ErrorType, number> = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  CAPTCHA_FAILED: 400,
  UNAUTHORIZED: 401,
  TokenExpiredError: 401,
  TIME_TRAVEL: 401,
  CSRF: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  LOCKED: 423,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  NO_NEW_CONTENT: 400,
  /** Not ready to serve (GET /api/ready): a dependency is down or the server is stopping. */
  UNAVAILABLE: 503,
  /** The plan's words allowance and word top-ups cannot cover a translation run (buy a top-up: transaction/add/topup). */
  WORDS_EXHAUSTED: 402,
};

/** Header names the client sends on every call. */
export const HEADERS = {
  /** The client's current time in epoch milliseconds; only compared with the server clock. */
  clientTime: 'timezone',
  csrf: 'x-csrf-token',
} as const;
