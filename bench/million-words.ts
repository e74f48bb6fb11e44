/**
 * The generated million-word project the editor, keyset and PGlite-thread benches measure: PAGES
 * in-scope pages (a few out of scope), each with NAV shared segments plus its own, SEGMENTS unique
 * segments of WORDS words (≈ 1.35 M words), 40 % translated into Hindi. Seeded fast (triggers off,
 * derived columns computed after) and checked against the triggers' path before anything is measured.
 */
import { sql } from 'drizzle-orm';
import { organisations, projectDomains, projects, users } from '@lipi/server/src/db/schema/index.ts';

export const PAGES = 500;
export const SEGMENTS = Number(process.env.BENCH_SEGMENTS ?? 75_000);
export const NAV = 30;
export const WORDS = 18;
/** Size of the small project generated both ways (triggers on, and off with the derived columns computed after) to check they agree. */
export const CHECK_SEGMENTS = Number(process.env.BENCH_CHECK_SEGMENTS ?? 3_000);
export const HOST = 'shop.example.in';
export const pageUrl = (i: number) => `https://${HOST}/catalogue/page-${i}`;

/** The organisation, its admin and the project (two languages, one domain on HOST) the million words are seeded into. */
export async function seedBenchProject(
  db: import('@lipi/server/src/db/client.ts').Db,
  names: { organisation: string; user: string; emailPrefix: string; project: string },
) {
  const [org] = await db.insert(organisations).values({ name: names.organisation, plan: 'free' }).returning();
  const [user] = await db
    .insert(users)
    .values({
      organisationId: org!.id,
      name: names.user,
      email: `${names.emailPrefix}-${Date.now()}@example.in`,
      passwordHash: 'x',
      role: 'organisationAdmin',
      apikey: `k${Date.now()}`,
      emailVerified: true,
    })
    .returning();
  const [project] = await db
    .insert(projects)
    .values({ organisationId: org!.id, name: names.project, baseUrl: `https://${HOST}/`, hostname: HOST, languages: ['hi', 'ta'], pageLimit: 100_000 })
    .returning();
  await db.insert(projectDomains).values({ projectId: project!.id, hostname: HOST, origin: `https://${HOST}`, languages: ['hi', 'ta'] });
  return { org: org!, user: user!, project: project! };
}

type Db = import('@lipi/server/src/db/client.ts').Db;

/**
 * The generated project. By default the rows are inserted with the maintenance triggers off
 * (`session_replication_role = replica`, local to the seeding transaction) and the columns and
 * counters the triggers keep — `segments.first_position` / `in_scope` and `segment_counts` — are
 * then computed for the project in three set-based statements: through the triggers the same
 * inserts took 2,825 s under load. `triggers: true` takes the product's path (the check below
 * compares the two on a small project).
 */
export async function seedMillionWords(db: Db, projectId: string, organisationId: string, options: { segments?: number; triggers?: boolean } = {}) {
  const segmentCount = options.segments ?? SEGMENTS;
  const start = performance.now();
  const lap = (step: string) =>
    console.error(
      `  seeding ${segmentCount} segments${options.triggers ? ' (triggers on)' : ''}: ${step} at ${((performance.now() - start) / 1000).toFixed(1)} s`,
    );
  if (options.triggers) await insertRows(db, projectId, organisationId, segmentCount);
  else
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await insertRows(tx as unknown as Db, projectId, organisationId, segmentCount);
      lap('inserted');
      // Fresh statistics first: with those of the tables before the inserts the planner picks nested loops here.
      await tx.execute(sql`analyze scope_urls, segments, url_segments, translation_memory`);
      lap('statistics');
      await deriveFlagsAndCounts(tx as unknown as Db, projectId);
      lap('derived');
    });
  lap('committed');
  await db.execute(sql`analyze`);
  lap('analysed');
}

async function insertRows(db: Db, projectId: string, organisationId: string, segmentCount: number) {
  const p = sql`${projectId}::uuid`;
  await db.execute(sql`insert into scope_urls (project_id, url, hostname, crawl_status, is_in_scope, segment_count, source_word_count, unique_word_count, fetched_at)
    select ${p}, 'https://${sql.raw(HOST)}/catalogue/page-' || i, ${HOST}, 'fetched', i % 100 <> 99, 0, 0, 0, now() from generate_series(0, ${PAGES - 1}::int) i`);
  // One sentence of WORDS words per segment; the hash is any stable 16-hex string.
  await db.execute(sql`insert into segments (project_id, source_hash, text, kind, word_count, created_at)
    select ${p}, substr(md5('seg' || i), 1, 16),
      'Segment ' || i || ' of the catalogue: handwoven silk sarees from Varanasi, delivered free to your door within days.',
      case when i % 50 = 0 then 'title' when i % 37 = 0 then 'meta' else 'text' end, ${WORDS},
      timestamptz '2026-01-01' + (i / 150) * interval '1 second'
    from generate_series(0, ${segmentCount - 1}::int) i`);
  // Page k holds the NAV shared segments (positions 0..NAV-1), then every segment i ≡ k (mod PAGES).
  await db.execute(sql`insert into url_segments (scope_url_id, project_id, source_hash, occurrences, position)
    select u.id, ${p}, substr(md5('seg' || n), 1, 16), 1, n
    from scope_urls u cross join generate_series(0, ${NAV - 1}::int) n where u.project_id = ${p}`);
  await db.execute(sql`insert into url_segments (scope_url_id, project_id, source_hash, occurrences, position)
    select u.id, ${p}, substr(md5('seg' || i), 1, 16), 1, ${NAV} + i / ${PAGES}
    from generate_series(${NAV}::int, ${segmentCount - 1}::int) i
    join scope_urls u on u.project_id = ${p} and u.url = 'https://${sql.raw(HOST)}/catalogue/page-' || (i % ${PAGES})`);
  await db.execute(sql`update scope_urls u set segment_count = c.n, source_word_count = c.n * ${WORDS}, unique_word_count = c.n * ${WORDS}
    from (select scope_url_id, count(*)::int n from url_segments where project_id = ${p} group by scope_url_id) c where c.scope_url_id = u.id`);
  await db.execute(sql`insert into translation_memory (organisation_id, source_hash, target_lang, source_text, pre_processed_target, type, display_type)
    select ${organisationId}::uuid, substr(md5('seg' || i), 1, 16), 'hi', 'Segment ' || i, 'खंड ' || i || ': वाराणसी की हाथ से बुनी रेशमी साड़ियाँ',
      case when i % 10 = 1 then 'USER' when i % 10 = 2 then 'PBK' when i % 10 = 3 then 'NO_TRANSLATION_AVAILABLE' else 'MACHINE' end,
      case when i % 20 = 4 then 't13n' else 'translation' end
    from generate_series(0, ${segmentCount - 1}::int) i where i % 5 < 2`);
}

/** What the triggers of migrations 0010/0019 keep, computed at once for a website project (its segments are in scope through its pages). */
async function deriveFlagsAndCounts(db: Db, projectId: string) {
  const p = sql`${projectId}::uuid`;
  await db.execute(sql`update segments s set first_position = f.pos, in_scope = f.held
    from (select us.source_hash, min(us.position) as pos, bool_or(su.is_in_scope) as held
          from url_segments us join scope_urls su on su.id = us.scope_url_id where us.project_id = ${p} group by 1) f
    where s.project_id = ${p} and s.source_hash = f.source_hash`);
  await db.execute(sql`insert into segment_counts (project_id, kind, lang, tm_type, display_type, segs, words)
    select s.project_id, s.kind, '', '', '', count(*), sum(s.word_count) from segments s where s.project_id = ${p} and s.in_scope group by 1, 2`);
  await db.execute(sql`insert into segment_counts (project_id, kind, lang, tm_type, display_type, segs, words)
    select s.project_id, s.kind, tm.target_lang, tm.type, tm.display_type, count(*), sum(s.word_count)
    from segments s join projects p on p.id = s.project_id
    join translation_memory tm on tm.organisation_id = p.organisation_id and tm.source_hash = s.source_hash
    where s.project_id = ${p} and s.in_scope group by 1, 2, 3, 4, 5`);
}

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * The flags and counters of a project as the product would hold them: equal to a fresh count from
 * url_segments, scope_urls and the memory (as segment-counts.test.ts checks the triggers), and — on
 * a small project generated both ways — equal to what the triggers themselves produce.
 */
export async function checkSeeded(db: Db, projectId: string, organisationId: string) {
  const p = sql`${projectId}::uuid`;
  const [flags] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from segments s where s.project_id = ${p} and (
      s.first_position is distinct from (select min(us.position) from url_segments us where us.project_id = s.project_id and us.source_hash = s.source_hash)
      or s.in_scope <> exists (select 1 from url_segments us join scope_urls su on su.id = us.scope_url_id
                               where us.project_id = s.project_id and us.source_hash = s.source_hash and su.is_in_scope))`,
  );
  const [counts] = await rowsOf<{ n: number }>(
    db,
    sql`with kept as (select kind, lang, tm_type, display_type, segs, words from segment_counts where project_id = ${p} and segs <> 0),
      fresh as (
        select s.kind, '' as lang, '' as tm_type, '' as display_type, count(*)::int as segs, sum(s.word_count)::int as words
        from segments s where s.project_id = ${p} and s.in_scope group by 1
        union all
        select s.kind, tm.target_lang, tm.type, tm.display_type, count(*)::int, sum(s.word_count)::int
        from segments s join translation_memory tm on tm.organisation_id = ${organisationId}::uuid and tm.source_hash = s.source_hash
        where s.project_id = ${p} and s.in_scope group by 1, 2, 3, 4)
      select count(*)::int as n from ((select * from kept except all select * from fresh) union all (select * from fresh except all select * from kept)) d`,
  );
  if (flags!.n || counts!.n) throw new Error(`seeded project: ${flags!.n} segments with other flags and ${counts!.n} counter rows other than a fresh count`);
}

/** The fast seeding against the triggers' path on a small project in two scratch organisations, which are removed after. */
export async function checkAgainstTriggers(db: Db, segments: number) {
  const made = [];
  for (const triggers of [true, false]) {
    const { org, project } = await seedBenchProject(db, {
      organisation: 'Check org',
      user: 'Check',
      emailPrefix: `check-${triggers}`,
      project: `Check ${triggers}`,
    });
    await seedMillionWords(db, project.id, org.id, { segments, triggers });
    await checkSeeded(db, project.id, org.id);
    made.push({ org, project });
  }
  const [a, b] = made.map(({ project }) => sql`${project.id}::uuid`);
  const [diff] = await rowsOf<{ flags: number; counts: number }>(
    db,
    sql`select
      (select count(*)::int from ((select source_hash, first_position, in_scope from segments where project_id = ${a}
                                   except all select source_hash, first_position, in_scope from segments where project_id = ${b})
                                  union all (select source_hash, first_position, in_scope from segments where project_id = ${b}
                                   except all select source_hash, first_position, in_scope from segments where project_id = ${a})) d) as flags,
      (select count(*)::int from ((select kind, lang, tm_type, display_type, segs, words from segment_counts where project_id = ${a}
                                   except all select kind, lang, tm_type, display_type, segs, words from segment_counts where project_id = ${b})
                                  union all (select kind, lang, tm_type, display_type, segs, words from segment_counts where project_id = ${b}
                                   except all select kind, lang, tm_type, display_type, segs, words from segment_counts where project_id = ${a})) d) as counts`,
  );
  for (const { org, project } of made) {
    await db.execute(sql`delete from projects where id = ${project.id}::uuid`);
    await db.execute(sql`delete from translation_memory where organisation_id = ${org.id}::uuid`);
    await db.execute(sql`delete from users where organisation_id = ${org.id}::uuid`);
    await db.execute(sql`delete from organisations where id = ${org.id}::uuid`);
  }
  // Their dead rows gone before the measured project is generated (PGlite has no autovacuum).
  await db.execute(sql`vacuum scope_urls, segments, url_segments, translation_memory, segment_counts`);
  if (diff!.flags || diff!.counts) throw new Error(`fast seeding differs from the triggers' path: ${diff!.flags} segment rows, ${diff!.counts} counter rows`);
}
