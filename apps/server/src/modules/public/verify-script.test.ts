import { and, eq } from 'drizzle-orm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews, projectDomains } from '../../db/schema/index.ts';
import { post } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMember, createTestProject, type Member } from '../projects/project-test-helpers.ts';

/** A customer site on 127.0.0.1 whose pages carry (or not) the Lipi tag. */
function startSite(pages: Record<string, string>) {
  const server = http.createServer((req, res) => {
    const page = pages[new URL(req.url ?? '/', 'http://x').pathname];
    if (page === undefined) return res.writeHead(404).end('not found');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  return new Promise<{ origin: string; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() })),
  );
}

let t: TestApp;
let site: { origin: string; close: () => void };
let member: Member;
let projectId: string;
const page = (tag: string) => `<!doctype html><html><head><title>Shop</title>${tag}</head><body><p>Hello</p></body></html>`;

beforeAll(async () => {
  t = await createTestApp({ FETCH_ALLOWLIST: '127.0.0.1/32' }, { startWorkers: false });
  member = await createMember(t.app);
  projectId = await createTestProject(t.app, member);
  site = await startSite({
    '/none': page('<script src="/js/app.js"></script>'),
    '/other': page('<script src="https://cdn.lipi.example/snippet.js" data-project-id="someone-else" defer></script>'),
    '/ours': page(`<script src="https://cdn.lipi.example/snippet.js" data-project-id="${projectId}" defer></script>`),
  });
  await t.app.ctx.db.insert(projectDomains).values({ projectId, hostname: '127.0.0.1', origin: site.origin, languages: ['hi'] });
});
afterAll(async () => {
  site?.close();
  await t?.close();
});

const verify = (url: string) => post(t.app, '/api/parser/verifyScriptIntegration', { projectId, url }, { token: member.token });
const storedLevel = async () =>
  (
    await t.app.ctx.db
      .select()
      .from(projectDomains)
      .where(and(eq(projectDomains.projectId, projectId), eq(projectDomains.hostname, '127.0.0.1')))
  )[0]!.verificationLevel;

describe('POST /api/parser/verifyScriptIntegration', () => {
  it('climbs the levels: no tag, a tag of another project, ours, then ours with visits', async () => {
    const none = await verify(`${site.origin}/none`);
    expect(none.status).toBe(200);
    expect(none.body.data).toMatchObject({ hostname: '127.0.0.1', verificationLevel: 0 });
    expect(none.body.data.checks[0]).toMatchObject({ level: 1, passed: false });

    const other = await verify(`${site.origin}/other`);
    expect(other.body.data.verificationLevel).toBe(1);
    expect(other.body.data.checks[1].reason).toContain('"someone-else"');

    const ours = await verify(`${site.origin}/ours`);
    expect(ours.body.data.verificationLevel).toBe(2);
    expect(await storedLevel()).toBe(2);

    const today = new Date().toISOString().slice(0, 10);
    await t.app.ctx.db.insert(pageViews).values({ projectId, hostname: '127.0.0.1', day: today, lang: 'hi', channel: 'snippet', views: 3 });
    const working = await verify(`${site.origin}/ours`);
    expect(working.body.data.verificationLevel).toBe(3);
    expect(working.body.message).toBe('The script is installed and working');
    expect(await storedLevel()).toBe(3);
  });

  it('reports a page it cannot fetch without changing the stored level, and refuses hosts of no domain', async () => {
    const missing = await verify(`${site.origin}/missing`);
    expect(missing.body.data.verificationLevel).toBe(0);
    expect(missing.body.data.checks[0].reason).toContain('HTTP 404');
    expect(await storedLevel()).toBe(3);
    const foreign = await verify('https://not-ours.example/');
    expect(foreign.status).toBe(400);
    // The host alone is not the site: another scheme or port of 127.0.0.1 is not this domain.
    const port = new URL(site.origin).port;
    for (const other of [`https://127.0.0.1:${port}/ours`, 'http://127.0.0.1:9/ours']) {
      const res = await verify(other);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`${new URL(other).origin} is not a domain of this project (its domain is ${site.origin})`);
    }
    expect(await storedLevel()).toBe(3);
  });

  it('needs a signed-in member of the project', async () => {
    const anonymous = await post(t.app, '/api/parser/verifyScriptIntegration', { projectId });
    expect(anonymous.status).toBe(401);
    const stranger = await createMember(t.app);
    const res = await post(t.app, '/api/parser/verifyScriptIntegration', { projectId, url: `${site.origin}/ours` }, { token: stranger.token });
    expect(res.status).toBe(404);
  });
});
