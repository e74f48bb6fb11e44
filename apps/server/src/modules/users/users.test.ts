import { describe, it, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { hours, manualClock } from '../../lib/clock.ts';
import { call, createUser, post, signIn } from '../../test/auth-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

const clock = manualClock(new Date());
const t = useTestApp({}, { clock });

const check = (token: string, headers: Record<string, string> = {}) =>
  call(t.app, 'GET', `/api/user/check/?timestamp=${clock.now().getTime()}`, { token, headers });

describe('session checks', () => {
  it('answers /user/check with the user, and marks activity at most once an hour', async () => {
    const user = await createUser(t.app, { lastActiveAt: new Date(clock.now().getTime() - hours(5)) });
    const { token } = await signIn(t.app, user.email, user.password);
    const res = await check(token, { timezone: String(clock.now().getTime()) });
    expect(res.body).toMatchObject({ success: true, data: { user: { id: user.id, email: user.email, apikey: user.apikey } } });
    expect(JSON.stringify(res.body)).not.toContain('argon2');
    const read = async () => (await t.app.ctx.db.select().from(users).where(eq(users.id, user.id)))[0]!.lastActiveAt.getTime();
    expect(await read()).toBe(clock.now().getTime());
    const firstBump = clock.now().getTime();
    clock.advance(hours(0.5));
    await check(token);
    expect(await read()).toBe(firstBump);
    expect((await call(t.app, 'GET', '/api/user/check', { token })).status).toBe(200);
  });

  it('refuses a call without a token', async () => {
    const res = await call(t.app, 'GET', '/api/user/check/');
    expect(res.status).toBe(401);
    expect(res.body.type).toBe('UNAUTHORIZED');
  });

  it('flags a client clock 2 hours off as TIME_TRAVEL', async () => {
    const user = await createUser(t.app);
    const { token } = await signIn(t.app, user.email, user.password);
    const res = await check(token, { timezone: String(clock.now().getTime() - hours(2)) });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, type: 'TIME_TRAVEL' });
    expect((await check(token, { timezone: String(clock.now().getTime() + 60_000) })).status).toBe(200);
  });

  it('answers an expired token with TokenExpiredError, whatever the client clock says', async () => {
    const user = await createUser(t.app);
    const { token } = await signIn(t.app, user.email, user.password);
    const issuedAt = clock.now().getTime();
    clock.advance(hours(24) + 1000);
    const res = await check(token);
    expect(res.status).toBe(401);
    expect(res.body.type).toBe('TokenExpiredError');
    // A client clock back at the issue time is TIME_TRAVEL, never a way to revive the token.
    expect((await check(token, { timezone: String(issuedAt) })).body.type).toBe('TIME_TRAVEL');
  });

  it('ends the session on clearCookie and clears both cookies', async () => {
    const user = await createUser(t.app);
    const { token } = await signIn(t.app, user.email, user.password);
    const res = await post(t.app, '/api/auth/clearCookie', {}, { token });
    expect(res.body).toMatchObject({ success: true, data: null });
    const cleared = ([] as string[]).concat(res.headers['set-cookie'] as string[]);
    expect(cleared.some((c) => /^lipi_token=;/.test(c))).toBe(true);
    expect(cleared.some((c) => /^lipi_csrf=;/.test(c))).toBe(true);
    const after = await check(token);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ type: 'UNAUTHORIZED', message: 'Your session has ended. Please sign in again.' });
    expect((await post(t.app, '/api/auth/clearCookie')).status).toBe(200);
  });

  it('needs the CSRF header on a write authenticated by the cookie alone', async () => {
    const user = await createUser(t.app);
    const { cookies } = await signIn(t.app, user.email, user.password);
    const body = { apikey: user.apikey, updateObj: { contractAgreed: true } };
    const bare = await call(t.app, 'POST', '/api/user/update', { body, cookies });
    expect(bare.status).toBe(403);
    expect(bare.body.type).toBe('CSRF');
    const forged = await call(t.app, 'POST', '/api/user/update', { body, cookies, headers: { 'x-csrf-token': 'guessed' } });
    expect(forged.status).toBe(403);
    const good = await call(t.app, 'POST', '/api/user/update', { body, cookies, headers: { 'x-csrf-token': cookies.lipi_csrf! } });
    expect(good.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/user/check/', { cookies })).status).toBe(200);
  });
});

describe('terms and conditions', () => {
  it('lets the owner of the api key agree, and returns the updated user', async () => {
    const user = await createUser(t.app);
    const { token } = await signIn(t.app, user.email, user.password);
    const res = await post(t.app, '/api/user/update', { apikey: user.apikey, updateObj: { contractAgreed: true } }, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: user.id, contractAgreed: true });
  });

  it("refuses someone else's api key, an unknown key, and a missing key", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const { token } = await signIn(t.app, other.email, other.password);
    const foreign = await post(t.app, '/api/user/update', { apikey: owner.apikey, updateObj: { contractAgreed: true } }, { token });
    expect(foreign.status).toBe(403);
    expect((await post(t.app, '/api/user/update', { apikey: 'nope', updateObj: { contractAgreed: true } }, { token })).status).toBe(403);
    const missing = await post(t.app, '/api/user/update', { updateObj: { contractAgreed: true } }, { token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Something went wrong');
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, owner.id));
    expect(row!.contractAgreed).toBe(false);
  });

  it('lets a super admin record the agreement for another user, and refuses extra fields', async () => {
    const owner = await createUser(t.app);
    const admin = await createUser(t.app, { role: 'superAdmin' });
    const { token } = await signIn(t.app, admin.email, admin.password);
    const extra = await post(t.app, '/api/user/update', { apikey: owner.apikey, updateObj: { contractAgreed: true, passwordHash: 'x' } }, { token });
    expect(extra.status).toBe(400);
    const res = await post(t.app, '/api/user/update', { apikey: owner.apikey, updateObj: { contractAgreed: true } }, { token });
    expect(res.body.data).toMatchObject({ id: owner.id, contractAgreed: true, role: 'organisationAdmin' });
  });
});
