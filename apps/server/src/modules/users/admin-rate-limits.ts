/**
 * Per-IP limits of the administration calls (every /api/user/… and /api/auth/… route has one). They
 * are generous for people working through lists and tight for the password check, which an attacker
 * with a stolen session could otherwise use to guess the current password.
 */
export const ADMIN_RATE_LIMITS = {
  read: { max: 240, timeWindow: '1 minute' },
  write: { max: 60, timeWindow: '1 minute' },
  password: { max: 10, timeWindow: '10 minutes' },
} as const;
