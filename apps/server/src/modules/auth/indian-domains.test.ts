import { describe, expect, it } from 'vitest';
import { completeFreeTrial, createUser, post, waitForLink } from '../../test/auth-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { ensureSuperAdmin } from '../users/seed-admin.ts';

const ADMIN_EMAIL = 'admin@example.gov.in';
const t = useTestApp({ ADMIN_EMAIL, ADMIN_PASSWORD: 'Initial-Admin-Pass-1' });
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

/** Addresses under a public suffix of two labels (co.in, gov.in, ac.in) are this product's customers. */
describe('email addresses under Indian public suffixes', () => {
  it('registers a free trial with a .co.in address', async () => {
    const email = `asha${unique()}@company.co.in`;
    const { onboard } = await completeFreeTrial(t.app, { email });
    expect(onboard.status).toBe(200);
    expect(onboard.body.data.role).toBe('freeOrgAdmin');
    const signedIn = await post(t.app, '/api/auth', { email, password: 'Correct-Horse-9' });
    expect(signedIn.status).toBe(200);
  });

  it('lets the super admin created from ADMIN_EMAIL admin@example.gov.in reset its password', async () => {
    const seeded = await ensureSuperAdmin(t.app.ctx.db, t.app.ctx.config);
    // A shared PostgreSQL test database may already hold a super admin; then one of the same form stands in.
    const email = seeded.created ? ADMIN_EMAIL : (await createUser(t.app, { role: 'superAdmin', email: `admin${unique()}@example.gov.in` })).email;
    const asked = await post(t.app, '/api/auth/password-reset', { email });
    expect(asked.body).toMatchObject({ success: true });
    const token = await waitForLink(t.app, email, 'new-password');
    const updated = await post(t.app, '/api/auth/update-password', { password: 'Brand-New-Pass-2', confirmPassword: 'Brand-New-Pass-2', token });
    expect(updated.status).toBe(200);
    const signedIn = await post(t.app, '/api/auth', { email, password: 'Brand-New-Pass-2' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user.role).toBe('superAdmin');
  });

  it('still refuses a domain of three parts with the message as written', async () => {
    const res = await post(t.app, '/api/auth/password-reset', { email: 'asha@mail.example.com' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid email format');
  });
});
