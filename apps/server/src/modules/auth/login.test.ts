import { describe, it, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { manualClock, minutes } from '../../lib/clock.ts';
import { createUser, post, randomIp } from '../../test/auth-helpers.ts';
import { uniqueEmail, useTestApp } from '../../test/test-app.ts';

const clock = manualClock(new Date());
const t = useTestApp({}, { clock });

const INVALID = 'Invalid email or password';
const LOCKED = 'Too many failed attempts. Your account has been temporarily locked. Please try again after 30 minutes or reset your password.';
const login = (email: string, password: string, ip = randomIp()) => post(t.app, '/api/auth', { email, password, recaptchaValue: null }, { ip });

describe('sign-in', () => {
  it('signs in and sets an httpOnly session cookie and a readable CSRF cookie', async () => {
    const user = await createUser(t.app);
    const res = await login(user.email.toUpperCase(), user.password);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      type: null,
      data: { token: expect.any(String), user: { id: user.id, role: 'organisationAdmin', email: user.email } },
    });
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] as string[]);
    const session = setCookie.find((c) => c.startsWith('lipi_token='))!;
    const csrf = setCookie.find((c) => c.startsWith('lipi_csrf='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Path=\//);
    expect(csrf).not.toMatch(/HttpOnly/);
    expect(res.cookies.lipi_token).toBe(res.body.data.token);
  });

  it('locks at the 5th failure, refuses even the right password while locked, and unlocks after 30 minutes', async () => {
    const user = await createUser(t.app);
    const replies = [];
    for (let i = 0; i < 5; i += 1) replies.push(await login(user.email, 'Wrong-Password-1'));
    expect(replies.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    expect(replies.map((r) => r.body.data)).toEqual([1, 2, 3, 4, 5].map((attempts) => ({ locked: attempts === 5, attempts })));
    expect(replies.slice(0, 4).every((r) => r.body.message === INVALID)).toBe(true);
    expect(replies[4]!.body.message).toBe(LOCKED);

    const whileLocked = await login(user.email, user.password);
    expect(whileLocked.status).toBe(401);
    expect(whileLocked.body).toMatchObject({ message: LOCKED, data: { locked: true, attempts: 5 } });

    clock.advance(minutes(29));
    expect((await login(user.email, user.password)).body.data).toEqual({ locked: true, attempts: 5 });
    clock.advance(minutes(1) + 1000);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('answers an unknown email exactly like a known one', async () => {
    const known = await createUser(t.app);
    const unknown = uniqueEmail('nobody');
    const run = async (email: string, rightPassword: string) => {
      const bodies = [];
      for (let i = 0; i < 5; i += 1) bodies.push(await login(email, 'Wrong-Password-1'));
      bodies.push(await login(email, rightPassword));
      return bodies.map((r) => ({ status: r.status, body: r.body, cookies: Object.keys(r.cookies) }));
    };
    const knownReplies = await run(known.email, known.password);
    const unknownReplies = await run(unknown, known.password);
    expect(unknownReplies).toEqual(knownReplies);
    expect(knownReplies.map((r) => r.body.data.attempts)).toEqual([1, 2, 3, 4, 5, 5]);
  });

  it('counts failures per email whatever the address, and a success resets the count', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 4; i += 1) await login(user.email, 'Wrong-Password-1', randomIp());
    expect((await login(user.email, user.password)).status).toBe(200);
    const after = [];
    for (let i = 0; i < 4; i += 1) after.push((await login(user.email, 'Wrong-Password-1')).body.data);
    expect(after.at(-1)).toEqual({ locked: false, attempts: 4 });
  });

  it('forgets failures older than 30 minutes', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 3; i += 1) await login(user.email, 'Wrong-Password-1');
    clock.advance(minutes(31));
    expect((await login(user.email, 'Wrong-Password-1')).body.data).toEqual({ locked: false, attempts: 1 });
  });

  it('locks under concurrent failures too', async () => {
    const user = await createUser(t.app);
    await Promise.all(Array.from({ length: 8 }, () => login(user.email, 'Wrong-Password-1')));
    expect((await login(user.email, user.password)).body.data).toEqual({ locked: true, attempts: 5 });
  });

  it('does not sign in an account whose email is not verified yet', async () => {
    const user = await createUser(t.app, { emailVerified: false });
    const res = await login(user.email, user.password);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Please verify your email address first: open the link we emailed you.');
  });

  it('rehashes a weak stored hash at sign-in', async () => {
    const user = await createUser(t.app);
    const argon2 = (await import('argon2')).default;
    const weak = await argon2.hash(user.password, { type: argon2.argon2id, memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await t.app.ctx.db.update(users).set({ passwordHash: weak }).where(eq(users.id, user.id));
    expect((await login(user.email, user.password)).status).toBe(200);
    const [row] = await t.app.ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(row!.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('limits sign-in attempts per IP address', async () => {
    const ip = randomIp();
    const statuses = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await post(t.app, '/api/auth', {}, { ip })).status);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
