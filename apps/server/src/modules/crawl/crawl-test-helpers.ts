import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { projectDomains, projects, scopeUrls } from '../../db/schema/index.ts';
import { createUser, post, signIn } from '../../test/auth-helpers.ts';
import { createTestApp, eventually, type TestApp } from '../../test/test-app.ts';
import { createWebsiteProject } from '../projects/projects.service.ts';
import type { CrawlOptions } from './crawl-runtime.ts';
import { registerCrawlWorker } from './crawl.job.ts';

/** No polite delay and short timeouts, so a 350-page crawl takes seconds. */
export const TEST_CRAWL_OPTIONS: Partial<CrawlOptions> = { delayMs: 0, pageTimeoutMs: 1500, sliceMs: 4000, progressIntervalMs: 100 };

/** The real app with only the crawl worker, allowed to reach 127.0.0.1 and nothing else private. */
export async function createCrawlApp(options: Partial<CrawlOptions> = {}): Promise<TestApp> {
  const t = await createTestApp({ FETCH_ALLOWLIST: '127.0.0.1/32' }, { startWorkers: false });
  await registerCrawlWorker(t.app.ctx, { ...TEST_CRAWL_OPTIONS, ...options });
  return t;
}

type ProjectOptions = { pageLimit?: number; maxDepth?: number; extraOrigins?: string[]; role?: string };

/** A signed-in organisation admin with a website project on `origin`. */
export async function createSiteProject(app: FastifyInstance, origin: string, options: ProjectOptions = {}) {
  const user = await createUser(app, { role: options.role ?? 'organisationAdmin' });
  const { token } = await signIn(app, user.email, user.password);
  const { id: projectId } = await createWebsiteProject(app.ctx.db, {
    organisationId: user.organisationId!,
    createdBy: user.id,
    url: origin,
    languages: ['hi'],
    now: new Date(),
  });
  await app.ctx.db
    .update(projects)
    .set({ pageLimit: options.pageLimit ?? 500, maxDepth: options.maxDepth ?? 5 })
    .where(eq(projects.id, projectId));
  for (const extra of options.extraOrigins ?? []) {
    await app.ctx.db.insert(projectDomains).values({ projectId, hostname: new URL(extra).hostname, origin: extra, languages: ['hi'] });
  }
  return { user, token, projectId };
}

export async function startCrawlCall(app: FastifyInstance, token: string, projectId: string, initUrl?: string) {
  return post(app, '/api/project/crawl', { projectId, ...(initUrl ? { initUrl } : {}) }, { token });
}

const FINAL = new Set(['parsed', 'crawlingFailed', 'parsingFailed']);

/** Waits until the project's crawl has ended and returns the project row. */
export async function waitForCrawlEnd(app: FastifyInstance, projectId: string, timeoutMs = 60_000) {
  return eventually(async () => {
    const [row] = await app.ctx.db.select().from(projects).where(eq(projects.id, projectId));
    return row && FINAL.has(row.status) && row.crawlStatus !== 'ACTIVE' ? row : undefined;
  }, timeoutMs);
}

export async function scopeRows(app: FastifyInstance, projectId: string) {
  return app.ctx.db.select().from(scopeUrls).where(eq(scopeUrls.projectId, projectId)).orderBy(asc(scopeUrls.url));
}

export const byPath = <T extends { url: string }>(rows: T[], origin: string) =>
  new Map(rows.map((r) => [r.url.startsWith(origin) ? r.url.slice(origin.length) || '/' : r.url, r]));
