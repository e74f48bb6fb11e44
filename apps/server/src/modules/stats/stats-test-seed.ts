import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { domainCollaborators, engineUsage, projectDomains, projects, translationMemory } from '../../db/schema/index.ts';
import type { ManualClock } from '../../lib/clock.ts';
import { createMember, createTestProject, seedScope, type Member } from '../projects/project-test-helpers.ts';
import { createSession } from '../sessions/sessions.service.ts';
import { recordPageView } from './stats-ingest.ts';
import { rollUp } from './stats-rollup.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export type Seeded = { admin: Member; collaborator: Member; projectId: string; main: string; blog: string };

/**
 * A data set whose totals are known by construction (today is 2026-04-10):
 * - main domain, 2026-03-01: visitor A reads 3 pages in Hindi 10 minutes apart (3 views, 1 visit);
 *   visitor B reads 2 pages in Tamil 40 minutes apart (2 views, 2 visits).
 * - blog domain, 2026-03-15: visitor C, 1 Hindi view (1 visit). A Googlebot view: not counted.
 * - main domain, 2026-04-02: visitor A, 2 Hindi views (1 visit), left un-rolled (the raw tail).
 *   Totals: views 8, visits 5; hi 6/3, ta 2/2; March 6 views, April 2.
 * - MT: main 2026-03 libre 2 calls/300 chars, 2026-04 google 5/1200; blog 2026-04 google 1/100.
 * - Words: 3 segments (4 + 6 + 10 words) on main; TM: seg1 hi MACHINE, seg2 hi USER, seg3 ta PBK,
 *   seg1 ta MACHINE t13n, all written 2026-03-20 (translated 20, transliterated 4).
 */
export async function seedStats(app: FastifyInstance, clock: ManualClock): Promise<Seeded> {
  const admin = await createMember(app, 'organisationAdmin');
  const projectId = await createTestProject(app, admin, { languages: ['hi', 'ta'] });
  const [domain] = await app.ctx.db.select().from(projectDomains).where(eq(projectDomains.projectId, projectId));
  const main = domain!.hostname;
  const blog = `blog.${main}`;
  // A formula-looking name: the download must neutralise it.
  await app.ctx.db.update(projects).set({ name: '=HYPERLINK("http://evil.example")' }).where(eq(projects.id, projectId));
  const [blogRow] = await app.ctx.db
    .insert(projectDomains)
    .values({ projectId, hostname: blog, origin: `https://${blog}`, languages: ['hi'] })
    .returning();
  const collaborator = await createMember(app, 'collaborator', admin.organisationId);
  await app.ctx.db.insert(domainCollaborators).values({ domainId: blogRow!.id, userId: collaborator.id });

  const view = (hostname: string, lang: string, ip: string, page: string, ua = CHROME) =>
    recordPageView(app.ctx, { projectId, hostname, url: `https://${hostname}/${page}`, lang, channel: 'proxy', ip, userAgent: ua });
  const at = (iso: string) => clock.set(new Date(iso));
  at('2026-03-01T10:00:00Z');
  for (const [i, page] of ['a', 'b', 'c'].entries()) {
    at(`2026-03-01T10:${String(i * 10).padStart(2, '0')}:00Z`);
    await view(main, 'hi', '203.0.113.1', page);
  }
  at('2026-03-01T11:00:00Z');
  await view(main, 'ta', '203.0.113.2', 'a');
  at('2026-03-01T11:40:00Z');
  await view(main, 'ta', '203.0.113.2', 'b');
  at('2026-03-15T08:00:00Z');
  await view(blog, 'hi', '203.0.113.3', 'post');
  await view(blog, 'hi', '203.0.113.4', 'post', 'Mozilla/5.0 (compatible; Googlebot/2.1)');
  at('2026-03-16T00:00:00Z');
  await rollUp(app.ctx.db, clock.now());
  at('2026-04-02T09:00:00Z');
  await view(main, 'hi', '203.0.113.1', 'a');
  at('2026-04-02T09:05:00Z');
  await view(main, 'hi', '203.0.113.1', 'd');

  await app.ctx.db.insert(engineUsage).values([
    { projectId, hostname: main, month: '2026-03', engine: 'libre', calls: 2, characters: 300 },
    { projectId, hostname: main, month: '2026-04', engine: 'google', calls: 5, characters: 1200 },
    { projectId, hostname: blog, month: '2026-04', engine: 'google', calls: 1, characters: 100 },
  ]);
  const segs = [
    { hash: 'a000000000000001', text: 'one two three four', words: 4 },
    { hash: 'a000000000000002', text: 'six words of text right here', words: 6 },
    { hash: 'a000000000000003', text: 'ten words', words: 10 },
  ];
  await seedScope(app, projectId, [{ url: `https://${main}/a`, segments: segs }]);
  const written = new Date('2026-03-20T12:00:00Z');
  const tm = (hash: string, lang: string, type: string, displayType = 'translation') => ({
    organisationId: admin.organisationId,
    sourceHash: hash,
    targetLang: lang,
    sourceText: hash,
    preProcessedTarget: `${hash} ${lang}`,
    type,
    displayType,
    updatedAt: written,
  });
  await app.ctx.db
    .insert(translationMemory)
    .values([tm(segs[0]!.hash, 'hi', 'MACHINE'), tm(segs[1]!.hash, 'hi', 'USER'), tm(segs[2]!.hash, 'ta', 'PBK'), tm(segs[0]!.hash, 'ta', 'MACHINE', 't13n')]);
  at('2026-04-10T12:00:00Z');
  // Sessions opened "today", as the callers of the calls would have.
  for (const m of [admin, collaborator]) m.token = (await createSession(app.ctx, { id: m.id, role: m.role, organisationId: m.organisationId })).token;
  return { admin, collaborator, projectId, main, blog };
}
