import { describe, it, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { actionTokens } from '../../db/schema/index.ts';
import { manualClock, minutes } from '../../lib/clock.ts';
import { call, createUser, post, readOutbox, signIn, waitForLink } from '../../test/auth-helpers.ts';
import { eventually, uniqueEmail, useTestApp } from '../../test/test-app.ts';

const clock = manualClock(new Date());
const t = useTestApp({}, { clock });

const SAME_REPLY = 'If an account exists for this email, a link to set a new password has been sent.';
const DEAD_LINK = 'This link has expired or was already used. Please request a new one.';

async function requestLink(email: string, seen: string[] = []) {
  const res = await post(t.app, '/api/auth/password-reset', { email });
  expect(res.body).toEqual({ success: true, data: null, message: SAME_REPLY, type: null });
  return waitForLink(t.app, email, 'new-password', seen);
}

describe('forgot password and the set-password link', () => {
  it('mails a link; the new password signs in, older sessions end, and the lockout is lifted', async () => {
    const user = await createUser(t.app);
    const old = await signIn(t.app, user.email, user.password);
    for (let i = 0; i < 5; i += 1) await post(t.app, '/api/auth', { email: user.email, password: 'Wrong-Password-1' });

    const token = await requestLink(user.email);
    const mail = (await readOutbox(t.app, user.email))[0]!;
    expect(mail.body).toContain(`${t.app.ctx.config.PUBLIC_URL}/new-password/${token}`);
    expect(token.length).toBeGreaterThanOrEqual(43);

    const updated = await post(t.app, '/api/auth/update-password', { password: 'Brand-New-Pass-2', confirmPassword: 'Brand-New-Pass-2', token });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ success: true, data: expect.any(String) });
    expect(updated.cookies.lipi_token).toBe(updated.body.data);

    const oldCheck = await call(t.app, 'GET', '/api/user/check/', { token: old.token });
    expect(oldCheck.status).toBe(401);
    expect((await call(t.app, 'GET', '/api/user/check/', { token: updated.body.data })).status).toBe(200);
    expect((await post(t.app, '/api/auth', { email: user.email, password: user.password })).status).toBe(401);
    expect((await post(t.app, '/api/auth', { email: user.email, password: 'Brand-New-Pass-2' })).status).toBe(200);
    await eventually(async () => (await readOutbox(t.app, user.email)).some((m) => m.subject === 'Your Lipi password was changed'));
  });

  it('gives the same reply for an unknown email and mails nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await post(t.app, '/api/auth/password-reset', { email });
    expect(res.body).toEqual({ success: true, data: null, message: SAME_REPLY, type: null });
    await new Promise((r) => setTimeout(r, 1500));
    expect(await readOutbox(t.app, email)).toEqual([]);
  });

  it('refuses a link used twice', async () => {
    const user = await createUser(t.app);
    const token = await requestLink(user.email);
    expect((await post(t.app, '/api/auth/update-password', { password: 'Brand-New-Pass-2', token })).status).toBe(200);
    const again = await post(t.app, '/api/auth/update-password', { password: 'Brand-New-Pass-3', token });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, message: DEAD_LINK });
  });

  it('accepts a link at 59 minutes and refuses one after an hour', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const tokenA = await requestLink(a.email);
    const tokenB = await requestLink(b.email);
    clock.advance(minutes(59));
    expect((await post(t.app, '/api/auth/update-password', { password: 'Brand-New-Pass-2', token: tokenA })).status).toBe(200);
    clock.advance(minutes(1) + 1000);
    expect((await post(t.app, '/api/auth/update-password', { password: 'Brand-New-Pass-2', token: tokenB })).body.message).toBe(DEAD_LINK);
  });

  it('takes the token from the Authorization header, and ends the other outstanding links', async () => {
    const user = await createUser(t.app);
    const first = await requestLink(user.email);
    const second = await requestLink(user.email, [first]);
    const res = await post(t.app, '/api/auth/update-password', { password: 'Brand-New-Pass-2' }, { token: second });
    expect(res.status).toBe(200);
    expect((await post(t.app, '/api/auth/update-password', { password: 'Brand-New-Pass-3', token: first })).body.message).toBe(DEAD_LINK);
  });

  it('stores only hashes of link tokens, and sends at most 5 reset mails an hour per account', async () => {
    const user = await createUser(t.app);
    const token = await requestLink(user.email);
    const rows = await t.app.ctx.db.select().from(actionTokens).where(eq(actionTokens.userId, user.id));
    expect(JSON.stringify(rows)).not.toContain(token);
    for (let i = 0; i < 6; i += 1) expect((await post(t.app, '/api/auth/password-reset', { email: user.email })).body.message).toBe(SAME_REPLY);
    const all = await t.app.ctx.db.select().from(actionTokens).where(eq(actionTokens.userId, user.id));
    expect(all).toHaveLength(5);
    expect((await post(t.app, '/api/auth', { email: user.email, password: user.password })).status).toBe(200);
  });
});
