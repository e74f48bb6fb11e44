import { describe, it, expect } from 'vitest';
import { hours, manualClock, minutes } from '../../lib/clock.ts';
import { freeTrialForm, post, randomIp, waitForCode } from '../../test/auth-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

// Starts at the real time so that rows written here never look old to the retention job of
// another suite sharing the same PostgreSQL.
const clock = manualClock(new Date());
const t = useTestApp({}, { clock });

async function startTrial() {
  const form = freeTrialForm();
  const ip = randomIp();
  const authenticationCode: string = (await post(t.app, '/api/auth/sendOtp', form, { ip })).body.data.authenticationCode;
  return { form, authenticationCode, code: await waitForCode(t.app, form.phone) };
}

describe('OTP lifetimes on the server clock', () => {
  it('accepts a phone code at 9:59 and refuses one at 10:01', async () => {
    const fresh = await startTrial();
    const stale = await startTrial();
    clock.advance(minutes(10) - 1000);
    expect((await post(t.app, '/api/auth/verifyOtp', { otp: fresh.code, authenticationCode: fresh.authenticationCode })).status).toBe(200);
    clock.advance(2000);
    const late = await post(t.app, '/api/auth/verifyOtp', { otp: stale.code, authenticationCode: stale.authenticationCode });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('This OTP has expired. Please request a new OTP.');
  });

  it('expires an email code after 10 minutes', async () => {
    const { form, authenticationCode } = await startTrial();
    const verifyEmailToken = (await post(t.app, '/api/auth/sendEmailOTP', { email: form.email, authenticationCode })).body.data.token;
    const code = await waitForCode(t.app, form.email);
    clock.advance(minutes(10) + 1000);
    const late = await post(t.app, '/api/auth/verifyEmailOTP', { otp: code, verifyEmailToken, authenticationCode, email: form.email });
    expect(late.body.message).toBe('This OTP has expired. Please request a new OTP.');
  });

  it('ignores the client clock: a timezone header from the past does not revive an expired code', async () => {
    const { authenticationCode, code } = await startTrial();
    const issuedAt = clock.now().getTime();
    clock.advance(minutes(11));
    const res = await post(t.app, '/api/auth/verifyOtp', { otp: code, authenticationCode }, { headers: { timezone: String(issuedAt) } });
    expect(res.body.message).toBe('This OTP has expired. Please request a new OTP.');
  });

  it('lets the per-phone limit recover after an hour', async () => {
    const { authenticationCode } = await startTrial();
    for (let i = 0; i < 4; i += 1) await post(t.app, '/api/auth/resendOtp', { authenticationCode });
    expect((await post(t.app, '/api/auth/resendOtp', { authenticationCode })).status).toBe(429);
    clock.advance(hours(1) + 1000);
    expect((await post(t.app, '/api/auth/resendOtp', { authenticationCode })).status).toBe(200);
  });

  it('forgets a registration that was not finished within 24 hours', async () => {
    const { authenticationCode, code } = await startTrial();
    clock.advance(hours(24) + 1000);
    const res = await post(t.app, '/api/auth/verifyOtp', { otp: code, authenticationCode });
    expect(res.body.message).toBe('This registration has expired or was not found. Please fill in the form again.');
  });
});
