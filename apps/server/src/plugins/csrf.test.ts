import { describe, expect, it } from 'vitest';
import { call } from '../test/auth-helpers.ts';
import { useTestApp } from '../test/test-app.ts';
import { createMember, createTestProject } from '../modules/projects/project-test-helpers.ts';

const t = useTestApp({}, { startWorkers: false });
const CSRF = 'csrf-value-for-this-test';
/** What a browser sends on a cross-site request: the cookies, but not a header it could not read. */
const cookies = (token: string) => ({ lipi_token: token, lipi_csrf: CSRF });

describe('CSRF on cookie-authenticated changes whose method does not say so', () => {
  it('GET /api/snippet/cache/clear needs the CSRF header with a cookie session, not with the Authorization header', async () => {
    const member = await createMember(t.app);
    const projectId = await createTestProject(t.app, member);
    const url = `/api/snippet/cache/clear?projectId=${projectId}`;
    const forged = await call(t.app, 'GET', url, { cookies: cookies(member.token) });
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({ success: false, type: 'CSRF', message: 'Missing or invalid CSRF token' });
    const wrong = await call(t.app, 'GET', url, { cookies: cookies(member.token), headers: { 'x-csrf-token': 'other' } });
    expect(wrong.status).toBe(403);
    const echoed = await call(t.app, 'GET', url, { cookies: cookies(member.token), headers: { 'x-csrf-token': CSRF } });
    expect(echoed.status).toBe(200);
    expect((await call(t.app, 'GET', url, { token: member.token })).status).toBe(200);
  });

  it('auth/clearCookie with the session cookie and no CSRF header signs nobody out', async () => {
    const member = await createMember(t.app);
    const forged = await call(t.app, 'POST', '/api/auth/clearCookie', { cookies: cookies(member.token) });
    expect(forged.status).toBe(403);
    expect(forged.body.type).toBe('CSRF');
    expect((await call(t.app, 'GET', '/api/user/check/', { token: member.token })).status).toBe(200);

    const echoed = await call(t.app, 'POST', '/api/auth/clearCookie', { cookies: cookies(member.token), headers: { 'x-csrf-token': CSRF } });
    expect(echoed.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/user/check/', { token: member.token })).status).toBe(401);
    // Without any session it still clears the cookies (a client with a dead token).
    expect((await call(t.app, 'POST', '/api/auth/clearCookie')).status).toBe(200);
  });
});
