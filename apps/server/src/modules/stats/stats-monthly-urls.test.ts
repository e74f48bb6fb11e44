import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../projects/project-counts.ts';
import { domainWiseStat, urlWiseStat } from './stats-queries.ts';
import { rollUp } from './stats-rollup.ts';
import { resolveScope } from './stats-scope.ts';
import { seedStats, type Seeded } from './stats-test-seed.ts';

const clock = manualClock(new Date('2026-03-01T00:00:00Z'));
let t: TestApp;
let s: Seeded;
beforeAll(async () => {
  t = await createTestApp({}, { startWorkers: false, clock });
  s = await seedStats(t.app, clock);
});
afterAll(async () => t?.close());

// Whole months only, partial months only, both, and a range inside one month.
const RANGES = [
  { from: '2026-03-01', to: '2026-04-10' },
  { from: '2026-02-15', to: '2026-03-31' },
  { from: '2026-03-02', to: '2026-03-31' },
  { from: '2026-03-10', to: '2026-04-05' },
  { from: '2026-03-01', to: '2026-03-01' },
];

const auth = () => ({ userId: s.admin.id, role: s.admin.role, organisationId: s.admin.organisationId, sessionId: 'test' }) as never;
const scopeOf = (range: { from: string; to: string }, lang?: string) =>
  resolveScope(t.app.ctx, auth(), { ...range, projectId: s.projectId, lang: lang as never });

/** Both calls as they answer, read from the monthly rollups and from the daily rows only. */
async function figures(range: { from: string; to: string }, lang?: string) {
  const scope = await scopeOf(range, lang);
  const out = [];
  for (const monthly of [true, false]) {
    const domains = await domainWiseStat(t.app.ctx.db, scope, { monthly });
    const urls = [];
    for (let page = 1; page <= 4; page++) urls.push(await urlWiseStat(t.app.ctx.db, scope, page, 2, { monthly }));
    out.push({ domains, urls });
  }
  return out;
}

describe('per-URL monthly rollup', () => {
  it('holds the sums of the daily URL rows of each month', async () => {
    const sums = (table: string, month: string) =>
      queryRows(
        t.app.ctx.db,
        sql`select url, lang, sum(views)::int as views, sum(visits)::int as visits from ${sql.raw(table)}
            where project_id = ${s.projectId}::uuid and ${sql.raw(table === 'stat_monthly_urls' ? 'month' : 'substr(day, 1, 7)')} = ${month}
            group by 1, 2 order by 1, 2`,
      );
    const march = await sums('stat_monthly_urls', '2026-03');
    expect(march).toEqual(await sums('stat_daily_urls', '2026-03'));
    expect(march).toContainEqual({ url: `https://${s.main}/a`, lang: 'hi', views: 1, visits: 1 });
  });

  it('domainWiseStat and urlWiseStat give the same figures from the monthly rollups as from the daily rows', async () => {
    for (const range of RANGES) {
      const [monthly, daily] = await figures(range);
      expect(monthly, `${range.from}..${range.to}`).toEqual(daily);
    }
    const [hindi, hindiDaily] = await figures(RANGES[0]!, 'hi');
    expect(hindi).toEqual(hindiDaily);
    expect(hindi!.urls[0]!.total).toBe(5);
  });

  it('the figures are the same before and after the rollup takes the raw tail', async () => {
    const before = await figures(RANGES[0]!);
    // The seed leaves the 2 April views above the mark; roll them up now.
    await rollUp(t.app.ctx.db, new Date(clock.now().getTime() + 60_000));
    const [april] = await queryRows<{ n: number }>(
      t.app.ctx.db,
      sql`select count(*)::int as n from stat_monthly_urls where project_id = ${s.projectId}::uuid and month = '2026-04'`,
    );
    expect(april!.n).toBe(2);
    expect(await figures(RANGES[0]!)).toEqual(before);
    expect(before[0]!.urls[0]!.total).toBe(7);
  });
});
