import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations, projects, scopeUrls, segments, translationMemory, urlSegments } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { storeFetchedPage } from '../crawl/page-store.ts';
import { queryRows } from './project-counts.ts';
import { createMember, createTestProject, seedScope, seedTm } from './project-test-helpers.ts';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({}, { startWorkers: false });
  app = t.app;
});
afterAll(() => t.close());

type Flag = { source_hash: string; first_position: number | null; in_scope: boolean };
type Count = { kind: string; lang: string; tm_type: string; display_type: string; segs: number; words: number };

/** The derived columns and counters as kept by the triggers, and as computed from scratch. */
async function keptAndFresh(projectId: string) {
  const db = app.ctx.db;
  const kept = await queryRows<Flag>(db, sql`select source_hash, first_position, in_scope from segments where project_id = ${projectId} order by source_hash`);
  const fresh = await queryRows<Flag>(
    db,
    sql`select s.source_hash,
          (select min(us.position) from url_segments us where us.project_id = s.project_id and us.source_hash = s.source_hash)::int as first_position,
          exists (select 1 from url_segments us join scope_urls su on su.id = us.scope_url_id
                  where us.project_id = s.project_id and us.source_hash = s.source_hash and su.is_in_scope) as in_scope
        from segments s where s.project_id = ${projectId} order by s.source_hash`,
  );
  const keptCounts = await queryRows<Count>(
    db,
    sql`select kind, lang, tm_type, display_type, segs, words from segment_counts
        where project_id = ${projectId} and segs <> 0 order by 1, 2, 3, 4`,
  );
  const freshCounts = await queryRows<Count>(
    db,
    sql`select * from (
          select s.kind, '' as lang, '' as tm_type, '' as display_type, count(*)::int as segs, sum(s.word_count)::int as words
          from segments s where s.project_id = ${projectId} and s.in_scope group by 1
          union all
          select s.kind, tm.target_lang, tm.type, tm.display_type, count(*)::int, sum(s.word_count)::int
          from segments s join projects p on p.id = s.project_id
          join translation_memory tm on tm.organisation_id = p.organisation_id and tm.source_hash = s.source_hash
          where s.project_id = ${projectId} and s.in_scope group by 1, 2, 3, 4) c order by 1, 2, 3, 4`,
  );
  return { kept: { flags: kept, counts: keptCounts }, fresh: { flags: fresh, counts: freshCounts } };
}

const segment = (sourceHash: string, words: number, kind = 'text') =>
  ({ sourceHash, text: `Text ${sourceHash}`, kind, wordCount: words, placeholders: [] }) as never;

describe('segment flags and counters kept by the database (migration 0005_speed)', () => {
  it('follow crawls, scope changes, TM edits and deletions exactly as a fresh count', async () => {
    const admin = await createMember(app);
    const projectId = await createTestProject(app, admin, { languages: ['hi', 'ta'] });
    const db = app.ctx.db;
    await seedScope(app, projectId, [
      {
        url: 'https://a.example.org/',
        segments: [
          { hash: 'h1', text: 'One', words: 1 },
          { hash: 'h2', text: 'Two words', words: 2 },
        ],
      },
      {
        url: 'https://a.example.org/b',
        segments: [
          { hash: 'h2', text: 'Two words', words: 2 },
          { hash: 'h3', text: 'Three words here', words: 3 },
        ],
      },
      { url: 'https://a.example.org/out', inScope: false, segments: [{ hash: 'h4', text: 'Out of scope page', words: 4 }] },
    ]);
    await seedTm(app, admin.organisationId, [
      { hash: 'h1', lang: 'hi', type: 'MACHINE' },
      { hash: 'h2', lang: 'hi', type: 'USER', displayType: 't13n' },
      { hash: 'h4', lang: 'ta', type: 'PBK' },
    ]);
    let state = await keptAndFresh(projectId);
    expect(state.kept.flags.map((f) => f.in_scope)).toEqual([true, true, true, false]);
    expect(state.kept.counts.length).toBeGreaterThan(1);
    expect(state.kept).toEqual(state.fresh);

    // A crawl stores page /b again: h3 leaves it, h5 (a title) and h4 arrive.
    const [b] = await db
      .select()
      .from(scopeUrls)
      .where(and(eq(scopeUrls.projectId, projectId), eq(scopeUrls.url, 'https://a.example.org/b')));
    await storeFetchedPage(db, {
      projectId,
      scopeUrlId: b!.id,
      url: b!.url,
      httpStatus: 200,
      html: '<title>x</title>',
      segments: [segment('h5', 6, 'title'), segment('h4', 4), segment('h2', 2)],
      now: new Date(),
    });
    state = await keptAndFresh(projectId);
    expect(state.kept.flags.find((f) => f.source_hash === 'h3')?.in_scope).toBe(false);
    expect(state.kept.flags.find((f) => f.source_hash === 'h4')?.in_scope).toBe(true);
    expect(state.kept).toEqual(state.fresh);
    // And again with h2 moved first and h4 later: an earlier and a later position in one statement.
    await storeFetchedPage(db, {
      projectId,
      scopeUrlId: b!.id,
      url: b!.url,
      httpStatus: 200,
      html: '<title>y</title>',
      segments: [segment('h2', 2), segment('h5', 6, 'title'), segment('h4', 4)],
      now: new Date(),
    });
    state = await keptAndFresh(projectId);
    expect(state.kept.flags.find((f) => f.source_hash === 'h2')?.first_position).toBe(0);
    expect(state.kept).toEqual(state.fresh);

    // Scope toggles, TM edits of every kind, a removed occurrence, a deleted URL.
    await db.update(scopeUrls).set({ isInScope: false }).where(eq(scopeUrls.id, b!.id));
    await db
      .update(scopeUrls)
      .set({ isInScope: true })
      .where(and(eq(scopeUrls.projectId, projectId), eq(scopeUrls.url, 'https://a.example.org/out')));
    await seedTm(app, admin.organisationId, [{ hash: 'h5', lang: 'hi', type: 'MACHINE' }]);
    await db.update(translationMemory).set({ type: 'USER', displayType: 'translation' }).where(eq(translationMemory.sourceHash, 'h2'));
    await db.delete(translationMemory).where(and(eq(translationMemory.organisationId, admin.organisationId), eq(translationMemory.sourceHash, 'h1')));
    await db
      .update(segments)
      .set({ wordCount: 9 })
      .where(and(eq(segments.projectId, projectId), eq(segments.sourceHash, 'h3')));
    await db.delete(urlSegments).where(and(eq(urlSegments.projectId, projectId), eq(urlSegments.sourceHash, 'h2'), eq(urlSegments.scopeUrlId, b!.id)));
    state = await keptAndFresh(projectId);
    expect(state.kept).toEqual(state.fresh);
    await db.delete(scopeUrls).where(and(eq(scopeUrls.projectId, projectId), eq(scopeUrls.url, 'https://a.example.org/')));
    await db.delete(segments).where(and(eq(segments.projectId, projectId), eq(segments.sourceHash, 'h3')));
    state = await keptAndFresh(projectId);
    expect(state.kept).toEqual(state.fresh);
  });

  it('leaves nothing behind when the project or the organisation goes', async () => {
    const admin = await createMember(app);
    const projectId = await createTestProject(app, admin);
    await seedScope(app, projectId, [{ url: 'https://c.example.org/', segments: [{ hash: 'k1', text: 'Kept', words: 1 }] }]);
    await seedTm(app, admin.organisationId, [{ hash: 'k1', lang: 'hi', type: 'MACHINE' }]);
    await app.ctx.db.delete(projects).where(eq(projects.id, projectId));
    expect(await queryRows(app.ctx.db, sql`select 1 from segment_counts where project_id = ${projectId}`)).toEqual([]);
    await app.ctx.db.delete(organisations).where(eq(organisations.id, admin.organisationId));
  });
});
