import { describe, it, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { hours, manualClock } from '../../lib/clock.ts';
import { call, createUser, post, readOutbox, waitForLink } from '../../test/auth-helpers.ts';
import { signUpForm } from '../../test/sign-up-form.ts';
import { useTestApp } from '../../test/test-app.ts';

const clock = manualClock(new Date());
const t = useTestApp({}, { clock });

const form = (overrides: Record<string, unknown> = {}) => ({ ...signUpForm(), role: 'organisationAdmin', ...overrides });
const LINK_FAILED = 'This verification link is invalid, has expired or was already used.';

describe('older sign-up and the email verification link', () => {
  it('signs up an organisationAdmin, who verifies once through the mailed link and is then signed in', async () => {
    const body = form();
    const res = await post(t.app, '/api/auth/new', body);
    expect(res.body).toEqual({ success: true, data: null, message: 'Registration successful. Please check your email to verify your account.', type: null });
    const token = await waitForLink(t.app, body.email, 'verification');
    expect((await readOutbox(t.app, body.email))[0]!.body).toContain(`${t.app.ctx.config.PUBLIC_URL}/verification/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect((await post(t.app, '/api/auth', { email: body.email, password: body.password })).status).toBe(403);
    const verified = await post(t.app, '/api/auth/verification', { uuid: token });
    expect(verified.status).toBe(200);
    expect(typeof verified.body.data).toBe('string');
    expect(verified.cookies.lipi_token).toBe(verified.body.data);
    const check = await call(t.app, 'GET', '/api/user/check/', { token: verified.body.data });
    expect(check.body.data.user).toMatchObject({ email: body.email, role: 'organisationAdmin', emailVerified: true, name: 'Ravi Kumar' });

    const again = await post(t.app, '/api/auth/verification', { uuid: token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(LINK_FAILED);
    expect((await post(t.app, '/api/auth', { email: body.email, password: body.password })).status).toBe(200);
  });

  it('refuses a verification link after 24 hours, and an unknown one', async () => {
    const body = form();
    await post(t.app, '/api/auth/new', body);
    const token = await waitForLink(t.app, body.email, 'verification');
    clock.advance(hours(24) + 1000);
    expect((await post(t.app, '/api/auth/verification', { uuid: token })).body.message).toBe(LINK_FAILED);
    expect((await post(t.app, '/api/auth/verification', { uuid: crypto.randomUUID() })).body.message).toBe(LINK_FAILED);
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.email, body.email));
    expect(row!.emailVerified).toBe(false);
  });

  it.each(['superAdmin', 'freeOrgAdmin', 'deliveryManager', 'collaborator', 'lokSabhaAdmin', 'made-up'])('refuses the role %s', async (role) => {
    const body = form({ role });
    const res = await post(t.app, '/api/auth/new', body);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ type: 'FORBIDDEN', message: 'You cannot choose this role' });
    expect(await t.app.ctx.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
  });

  it('defaults the role to organisationAdmin', async () => {
    const body = form();
    delete (body as Partial<typeof body>).role;
    expect((await post(t.app, '/api/auth/new', body)).status).toBe(200);
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.email, body.email));
    expect(row).toMatchObject({ role: 'organisationAdmin', emailVerified: false, contractAgreed: false });
  });

  it('tells an already registered email to sign in or reset the password', async () => {
    const existing = await createUser(t.app);
    const res = await post(t.app, '/api/auth/new', form({ email: existing.email }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This email is already registered. Please sign in or reset your password.');
  });
});
