/**
 * Per-IP limits of the auth and OTP routes (@fastify/rate-limit, backed by Redis when REDIS_URL is
 * set so they hold across instances). They slow password spraying, OTP bombing and the locking
 * of many accounts from one address; per-account and per-phone/email limits live in the database.
 */
const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });
const perTenMinutes = (max: number) => ({ max, timeWindow: '10 minutes' });
const perHour = (max: number) => ({ max, timeWindow: '1 hour' });

export const RATE_LIMITS = {
  login: perMinute(20),
  signUp: perHour(10),
  verification: perMinute(20),
  passwordReset: perTenMinutes(10),
  updatePassword: perMinute(10),
  clearCookie: perMinute(60),
  sendOtp: perTenMinutes(10),
  verifyOtp: perTenMinutes(30),
  onboard: perTenMinutes(10),
  checkProject: perMinute(30),
  userCheck: perMinute(240),
  userUpdate: perMinute(30),
} as const;
