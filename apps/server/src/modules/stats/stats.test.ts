import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { post } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMember } from '../projects/project-test-helpers.ts';
import { seedStats, type Seeded } from './stats-test-seed.ts';
import { wholeMonths } from './stats-source.ts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../projects/project-counts.ts';

const clock = manualClock(new Date('2026-03-01T00:00:00Z'));
let t: TestApp;
let s: Seeded;
beforeAll(async () => {
  t = await createTestApp({}, { startWorkers: false, clock });
  s = await seedStats(t.app, clock);
});
afterAll(async () => t?.close());

const RANGE = { from: '2026-03-01', to: '2026-04-10' };
const ask = async (path: string, body: object, token = s.admin.token) => {
  const res = await post(t.app, `/api/${path}`, body, { token });
  return res.body as { success: boolean; data: any; message: string; type: string }; // eslint-disable-line @typescript-eslint/no-explicit-any
};

describe('dashboard stats on a seeded data set', () => {
  it('fetchStat: figures of the range, this month against last, MT against the plan', async () => {
    const { data, success } = await ask('dashboard/fetchStat', RANGE);
    expect(success).toBe(true);
    expect(data.stat).toMatchObject({
      projects: 1,
      domains: 2,
      totalLanguages: 2,
      sourceWords: 20,
      translatedWords: 20,
      transliteratedWords: 4,
      wordsByType: { MACHINE: 4, USER: 6, PBK: 10 },
      views: 8,
      visits: 5,
      visitsThisMonth: 1,
      visitsLastMonth: 4,
      visitsChange: -75,
      mtCallsThisMonth: 6,
      mtCharactersThisMonth: 1300,
      // The seeded organisation is on the standard plan (plans table).
      mtAllowance: 5_000_000,
    });
    const hindi = await ask('dashboard/fetchStat', { ...RANGE, lang: 'hi' });
    expect(hindi.data.stat).toMatchObject({ views: 6, visits: 3, translatedWords: 10 });
  });

  it('whole months read the monthly rollup, partial ones the daily: the same figures either way', async () => {
    const [monthly] = await queryRows(
      t.app.ctx.db,
      sql`select sum(views)::int as views, sum(visits)::int as visits from stat_monthly where project_id = ${s.projectId}::uuid and month = '2026-03'`,
    );
    expect(monthly).toEqual({ views: 6, visits: 4 });
    // March 2–31 is partial (daily rows only): the 1 March views drop out, the 15 March one stays.
    expect((await ask('dashboard/fetchStat', { from: '2026-03-02', to: '2026-03-31' })).data.stat).toMatchObject({ views: 1, visits: 1 });
    expect((await ask('dashboard/fetchStat', { from: '2026-03-01', to: '2026-03-31' })).data.stat).toMatchObject({ views: 6, visits: 4 });
    expect((await ask('dashboard/fetchStat', { from: '2026-02-15', to: '2026-04-10' })).data.stat).toMatchObject({ views: 8, visits: 5 });
  });

  it('wholeMonths: the calendar months a range covers entirely', () => {
    const today = '2026-11-24';
    expect(wholeMonths({ from: '2025-11-25', to: '2026-11-23' }, today)).toEqual({ first: '2025-12', last: '2026-10' });
    // Ending today: the current month so far is whole (nothing is dated after today).
    expect(wholeMonths({ from: '2025-11-25', to: today }, today)).toEqual({ first: '2025-12', last: '2026-11' });
    expect(wholeMonths({ from: '2026-11-02', to: today }, today)).toBeNull();
    expect(wholeMonths({ from: '2026-02-01', to: '2026-02-28' }, today)).toEqual({ first: '2026-02', last: '2026-02' });
    expect(wholeMonths({ from: '2024-02-01', to: '2024-02-28' }, today)).toBeNull();
    expect(wholeMonths({ from: '2026-03-02', to: '2026-04-30' }, today)).toEqual({ first: '2026-04', last: '2026-04' });
    expect(wholeMonths({ from: '2026-03-02', to: '2026-03-30' }, today)).toBeNull();
  });

  it('monthWiseStat: per month and language, words by type, MT per month', async () => {
    const { data } = await ask('dashboard/monthWiseStat', RANGE);
    expect(data.monthWiseData).toEqual([
      { month: '2026-03', lang: 'hi', visits: 2, views: 4, wordsTranslated: 10, wordsTransliterated: 0 },
      { month: '2026-03', lang: 'ta', visits: 2, views: 2, wordsTranslated: 10, wordsTransliterated: 4 },
      { month: '2026-04', lang: 'hi', visits: 1, views: 2, wordsTranslated: 0, wordsTransliterated: 0 },
    ]);
    expect(data.wordsByType.sort((a: { type: string }, b: { type: string }) => a.type.localeCompare(b.type))).toEqual([
      { month: '2026-03', type: 'MACHINE', words: 4 },
      { month: '2026-03', type: 'PBK', words: 10 },
      { month: '2026-03', type: 'USER', words: 6 },
    ]);
    expect(data.mtMonthly).toEqual([
      { month: '2026-03', engine: 'libre', calls: 2, characters: 300 },
      { month: '2026-04', engine: 'google', calls: 6, characters: 1300 },
    ]);
  });

  it('domainWiseStat, urlWiseStat and the domain-wise calls', async () => {
    const { data } = await ask('dashboard/domainWiseStat', RANGE);
    const byHost = Object.fromEntries(data.domainWiseData.map((d: { hostname: string }) => [d.hostname, d]));
    expect(byHost[s.main]).toMatchObject({ views: 7, visits: 4, mtCalls: 7, mtCharacters: 1500 });
    expect(byHost[s.blog]).toMatchObject({ views: 1, visits: 1, mtCalls: 1 });
    expect(byHost[s.main].trend.reduce((a: number, b: number) => a + b, 0)).toBe(4);
    expect(byHost[s.main].trend).toHaveLength(30);
    expect(data.siteVisitData).toContainEqual({ day: '2026-03-01', lang: 'ta', visits: 2, views: 2 });

    const urls = await ask('dashboard/urlWiseStat', { ...RANGE, pageSize: 2 });
    expect(urls.data.total).toBe(7);
    expect(urls.data.urlWiseStatData[0]).toEqual({ url: `https://${s.main}/a`, hostname: s.main, lang: 'hi', views: 2, visits: 2 });

    const traffic = await ask('domain/wise/traffic', { ...RANGE, projectId: s.projectId });
    expect(traffic.data).toMatchObject({ totalDomain: 2, totalTraffic: 8, totalVisits: 5 });
    const nmt = await ask('domain/wise/nmtCall', { ...RANGE, projectId: s.projectId, domain: s.blog });
    expect(nmt.data).toMatchObject({ totalDomain: 1, nmtCall: 1, characters: 100 });
    const words = await ask('domain/wise/wordcount', { ...RANGE, projectId: s.projectId });
    expect(words.data).toMatchObject({ totalDomain: 2, wordCount: 20, uniqueWordCount: 20 });
  });

  it('downloads the domain-wise figures as formula-safe CSV and XLSX whose totals match', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/downloadDomainWiseData',
      headers: { authorization: `Bearer ${s.admin.token}` },
      payload: { ...RANGE, format: 'csv' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('project,domain,language,views,visits,from,to');
    expect(lines.slice(1).every((l) => !/^[=+\-@]/.test(l.replace(/^"/, '')))).toBe(true);
    expect(lines[1]).toMatch(/^"'=HYPERLINK/);
    expect(lines.at(-1)).toBe('Total,,,8,5,2026-03-01,2026-04-10');
    const xlsx = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/downloadDomainWiseData',
      headers: { authorization: `Bearer ${s.admin.token}` },
      payload: { ...RANGE, format: 'xlsx' },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // Each download is counted.
    const after = await ask('dashboard/fetchStat', RANGE);
    expect(after.data.stat.downloads).toBe(2);
  });

  it('scopes figures to what the caller may see', async () => {
    const collab = await ask('dashboard/fetchStat', RANGE, s.collaborator.token);
    expect(collab.data.stat).toMatchObject({ domains: 1, views: 1, visits: 1 });
    const stranger = await createMember(t.app);
    expect((await ask('dashboard/fetchStat', RANGE, stranger.token)).data.stat).toMatchObject({ projects: 0, views: 0 });
    const forged = await ask('dashboard/fetchStat', { ...RANGE, projectId: s.projectId }, stranger.token);
    expect(forged).toMatchObject({ success: false, type: 'NOT_FOUND' });
    // Another organisation's id is ignored for everyone but a super admin, who chooses it.
    expect((await ask('dashboard/fetchStat', { ...RANGE, organisationId: s.admin.organisationId }, stranger.token)).data.stat.views).toBe(0);
    const root = await createMember(t.app, 'superAdmin');
    expect((await ask('dashboard/fetchStat', { ...RANGE, organisationId: s.admin.organisationId }, root.token)).data.stat.views).toBe(8);
  });

  it('refuses inverted, over-long and future ranges with a clear message', async () => {
    expect(await ask('dashboard/fetchStat', { from: '2026-04-10', to: '2026-03-01' })).toMatchObject({
      success: false,
      type: 'VALIDATION_ERROR',
      message: 'The start date must be on or before the end date',
    });
    expect((await ask('dashboard/monthWiseStat', { from: '2016-01-01', to: '2026-01-01' })).message).toMatch(/at most 731 days/);
    expect((await ask('dashboard/fetchStat', { from: '2027-01-01', to: '2027-01-31' })).message).toMatch(/starts in the future/);
    expect((await ask('dashboard/fetchStat', { from: '2026-02-30' })).message).toBe('Dates are written YYYY-MM-DD');
    // An end in the future reads up to today.
    expect((await ask('dashboard/fetchStat', { from: '2026-03-01', to: '2026-12-31' })).data).toMatchObject({ to: '2026-04-10' });
  });
});

describe('the rollup on demand', () => {
  it('a super admin queues the job and reads its state; anyone else is refused', async () => {
    const res = await post(t.app, '/api/dashboard/stats/rollup', {}, { token: s.admin.token });
    expect(res.status).toBe(403);
    const superAdmin = await createMember(t.app, 'superAdmin');
    const { data, success } = await ask('dashboard/stats/rollup', {}, superAdmin.token);
    expect(success).toBe(true);
    // The seed leaves the 2 April views above the mark (the raw tail).
    expect(data.queued).toBe(true);
    expect(data.pending).toBeGreaterThanOrEqual(2);
    expect(data.rolledUpTo).toBeGreaterThan(0);
  });
});
