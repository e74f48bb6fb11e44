import type { FastifyInstance } from 'fastify';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { organisations, otpCodes, projects, users } from '../../db/schema/index.ts';
import { call, completeFreeTrial, createUser, freeTrialForm, post, randomIp, readOutbox, waitForCode } from '../../test/auth-helpers.ts';
import { createTestApp, eventually, uniqueEmail, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
});
afterAll(() => t.close());

/** Send OTP and read the phone code from the SMS outbox. */
async function startTrial(overrides: Record<string, unknown> = {}) {
  const form = freeTrialForm(overrides);
  const ip = randomIp();
  const res = await post(app, '/api/auth/sendOtp', form, { ip });
  expect(res.status).toBe(200);
  const authenticationCode: string = res.body.data.authenticationCode;
  const code = await waitForCode(app, form.phone);
  return { form, ip, authenticationCode, code };
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('free-trial registration', () => {
  it('runs from Send OTP to onboarding, and the token then passes /user/check', async () => {
    const { form, onboard } = await completeFreeTrial(app);
    expect(onboard.status).toBe(200);
    expect(onboard.body.data).toEqual({ token: expect.any(String), projectId: expect.any(String), role: 'freeOrgAdmin' });
    expect(onboard.cookies.lipi_token).toBe(onboard.body.data.token);
    expect(onboard.cookies.lipi_csrf).toBeTruthy();

    const sms = await readOutbox(app, form.phone);
    expect(sms[0]!.body).toMatch(/^Your Lipi verification code is \d{6}\. It expires in 10 minutes\.$/);

    const check = await call(app, 'GET', `/api/user/check/?timestamp=${Date.now()}`, { token: onboard.body.data.token });
    expect(check.status).toBe(200);
    expect(check.body.data.user).toMatchObject({ email: form.email, role: 'freeOrgAdmin', contractAgreed: false, emailVerified: true });
    expect(Object.keys(check.body.data.user).sort()).toEqual(['apikey', 'contractAgreed', 'email', 'emailVerified', 'id', 'name', 'organisationId', 'role']);

    const [project] = await app.ctx.db.select().from(projects).where(eq(projects.id, onboard.body.data.projectId));
    const host = new URL(form.url).hostname;
    expect(project).toMatchObject({
      baseUrl: `https://${host}`,
      hostname: host,
      languages: ['hi', 'mr'],
      status: expect.stringMatching(/^crawling/),
      kind: 'website',
    });
    const [org] = await app.ctx.db.select().from(organisations).where(eq(organisations.id, project!.organisationId));
    expect(org).toMatchObject({ plan: 'free', name: host });
    const [user] = await app.ctx.db.select().from(users).where(eq(users.email, form.email));
    expect(user).toMatchObject({ phone: form.phone, role: 'freeOrgAdmin', organisationId: org!.id });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('prefixes www. with https:// and answers checkProjectExists for that site', async () => {
    const host = `www.site${Date.now()}${Math.floor(Math.random() * 1e6)}.example.net`;
    const { onboard } = await completeFreeTrial(app, { url: host });
    const [project] = await app.ctx.db.select().from(projects).where(eq(projects.id, onboard.body.data.projectId));
    expect(project!.baseUrl).toBe(`https://${host}`);
    const bare = host.replace(/^www\./, '');
    expect((await post(app, '/api/auth/checkProjectExists', { url: `https://${bare}/any/page` })).body.data).toEqual({ exists: true });
    expect((await post(app, '/api/auth/checkProjectExists', { url: `https://other-${bare}` })).body.data).toEqual({ exists: false });
    expect((await post(app, '/api/auth/checkProjectExists', { url: 'not a url' })).body.message).toBe('Please enter valid URL');
  });

  it('refuses to onboard one registration twice', async () => {
    const { authenticationCode, onboard } = await completeFreeTrial(app);
    expect(onboard.status).toBe(200);
    const again = await post(app, '/api/auth/onboard/free-org', { authenticationCode });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, type: 'CONFLICT', message: 'This registration is already complete. Please sign in.' });
  });

  it('refuses to onboard before both the phone and the email are verified', async () => {
    const { authenticationCode, code } = await startTrial();
    const early = await post(app, '/api/auth/onboard/free-org', { authenticationCode });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('Please verify both your mobile number and your email first.');
    const verified = await post(app, '/api/auth/verifyOtp', { otp: code, authenticationCode });
    expect(verified.body.data).toEqual({ phoneVerified: true, emailVerified: false });
    expect((await post(app, '/api/auth/onboard/free-org', { authenticationCode })).status).toBe(400);
  });

  it('tells an already registered email to sign in, on Send OTP and on the email OTP', async () => {
    const existing = await createUser(app);
    const message = 'This email is already registered. Please sign in or reset your password.';
    const sent = await post(app, '/api/auth/sendOtp', freeTrialForm({ email: existing.email.toUpperCase() }));
    expect(sent.status).toBe(409);
    expect(sent.body).toMatchObject({ type: 'CONFLICT', message });
    const mailed = await post(app, '/api/auth/sendEmailOTP', { email: existing.email });
    expect(mailed.body).toMatchObject({ type: 'CONFLICT', message });
  });

  it('refuses a wrong OTP, accepts the right one once, and never twice', async () => {
    const { authenticationCode, code } = await startTrial();
    const wrong = await post(app, '/api/auth/verifyOtp', { otp: wrongCode(code), authenticationCode });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Incorrect OTP. Please check the code and try again.');
    expect((await post(app, '/api/auth/verifyOtp', { otp: code, authenticationCode })).status).toBe(200);
    const reused = await post(app, '/api/auth/verifyOtp', { otp: code, authenticationCode });
    expect(reused.body.message).toBe('This OTP is no longer valid. Please request a new OTP.');
  });

  it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
    const { authenticationCode, code } = await startTrial();
    const replies = [];
    for (let i = 0; i < 5; i += 1) replies.push((await post(app, '/api/auth/verifyOtp', { otp: wrongCode(code), authenticationCode })).body.message);
    expect(replies.slice(0, 4).every((m) => m === 'Incorrect OTP. Please check the code and try again.')).toBe(true);
    expect(replies[4]).toBe('Too many wrong attempts. Please request a new OTP.');
    const right = await post(app, '/api/auth/verifyOtp', { otp: code, authenticationCode });
    expect(right.status).toBe(400);
    expect(right.body.message).toBe('Too many wrong attempts. Please request a new OTP.');
  });

  it('stores codes only as keyed hashes', async () => {
    const { form, code } = await startTrial();
    const rows = await app.ctx.db.select().from(otpCodes).where(eq(otpCodes.target, form.phone));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('resend replaces the phone code: the old one stops working, the new one works', async () => {
    const { form, authenticationCode, code: first } = await startTrial();
    const resent = await post(app, '/api/auth/resendOtp', { authenticationCode });
    expect(resent.body).toMatchObject({ success: true, data: { phoneVerified: false, emailVerified: false } });
    const second = await waitForCode(app, form.phone, [first]);
    expect((await post(app, '/api/auth/verifyOtp', { otp: first, authenticationCode })).status).toBe(400);
    expect((await post(app, '/api/auth/verifyOtp', { otp: second, authenticationCode })).status).toBe(200);
    const after = await post(app, '/api/auth/resendOtp', { authenticationCode });
    expect(after.body).toMatchObject({ message: 'Your mobile number is already verified.', data: { phoneVerified: true } });
  });

  it('email OTP: a second send replaces the first, and the email must match the registration', async () => {
    const { form, authenticationCode } = await startTrial();
    const firstToken = (await post(app, '/api/auth/sendEmailOTP', { email: form.email, authenticationCode })).body.data.token;
    const firstCode = await waitForCode(app, form.email);
    const secondToken = (await post(app, '/api/auth/sendEmailOTP', { email: form.email })).body.data.token;
    const secondCode = await waitForCode(app, form.email, [firstCode]);
    const verify = (otp: string, verifyEmailToken: string, email = form.email) =>
      post(app, '/api/auth/verifyEmailOTP', { otp, verifyEmailToken, authenticationCode, email });
    expect((await verify(firstCode, firstToken)).body.message).toBe('This OTP is no longer valid. Please request a new OTP.');
    expect((await verify(secondCode, secondToken, uniqueEmail())).body.message).toBe('This email does not match your registration.');
    expect((await verify(secondCode, firstToken)).status).toBe(400);
    const ok = await verify(secondCode, secondToken);
    expect(ok.body).toMatchObject({ success: true, data: { phoneVerified: false, emailVerified: true } });
  });

  it('limits codes per phone to 5 an hour, whatever the address', async () => {
    const { authenticationCode } = await startTrial();
    for (let i = 0; i < 4; i += 1) expect((await post(app, '/api/auth/resendOtp', { authenticationCode })).status).toBe(200);
    const sixth = await post(app, '/api/auth/resendOtp', { authenticationCode });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ type: 'RATE_LIMITED', message: 'Too many OTP requests. Please try again later.' });
  });

  it('limits codes per email to 5 an hour', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 5; i += 1) expect((await post(app, '/api/auth/sendEmailOTP', { email })).status).toBe(200);
    expect((await post(app, '/api/auth/sendEmailOTP', { email })).body.type).toBe('RATE_LIMITED');
    await eventually(async () => (await readOutbox(app, email)).length === 5);
  });

  it('limits Send OTP per IP address', async () => {
    const ip = randomIp();
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await post(app, '/api/auth/sendOtp', {}, { ip })).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('answers an unknown authenticationCode clearly', async () => {
    const res = await post(app, '/api/auth/verifyOtp', { otp: '123456', authenticationCode: 'x'.repeat(43) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This registration has expired or was not found. Please fill in the form again.');
  });
});
