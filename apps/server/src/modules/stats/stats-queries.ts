import { STATS_LIMITS } from '@lipi/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../projects/project-counts.ts';
import { countedUrls, dailySource, mtInMonths, periodSource, urlSource, wordsInRange } from './stats-source.ts';
import { addDays, inScope, monthOf, type StatScope } from './stats-scope.ts';

const n = (v: unknown) => Number(v ?? 0);
const range = (scope: StatScope) => ({ from: scope.from, to: scope.to });

/** dashboard/fetchStat */
export async function fetchStat(db: Db, scope: StatScope) {
  const thisMonth = monthOf(scope.today);
  const lastMonthStart = `${monthOf(addDays(`${thisMonth}-01`, -1))}-01`;
  // Independent reads: on PostgreSQL they run on separate pooled connections at the same time.
  const [[totals], [months], [source], words, mt] = await Promise.all([
    queryRows<{ views: number; visits: number; downloads: number }>(
      db,
      sql`select coalesce(sum(views), 0)::int as views, coalesce(sum(visits), 0)::int as visits, coalesce(sum(downloads), 0)::int as downloads from ${await periodSource(db, scope)} t`,
    ),
    queryRows<{ this_month: number; last_month: number }>(
      db,
      sql`select coalesce(sum(visits) filter (where day >= ${`${thisMonth}-01`}), 0)::int as this_month,
                 coalesce(sum(visits) filter (where day < ${`${thisMonth}-01`}), 0)::int as last_month
          from ${await periodSource(db, scope, { from: lastMonthStart, to: scope.today })} t`,
    ),
    queryRows<{ words: number }>(
      db,
      sql`select coalesce(sum(source_word_count), 0)::int as words from scope_urls where ${inScope(scope)} and is_in_scope ${countedUrls(scope)}`,
    ),
    wordsInRange(db, scope),
    mtInMonths(db, scope, thisMonth, thisMonth),
  ]);
  const languages = [...new Set(scope.domains.flatMap((d) => d.languages))].filter((l) => !scope.lang || l === scope.lang);
  const byType = { MACHINE: 0, USER: 0, PBK: 0 };
  for (const w of words) if (w.display !== 't13n' && w.type in byType) byType[w.type as keyof typeof byType] += w.words;
  const plans = new Set(scope.domains.map((d) => d.plan));
  const thisVisits = n(months?.this_month);
  const lastVisits = n(months?.last_month);
  return {
    ...range(scope),
    stat: {
      projects: scope.projectIds.length,
      domains: scope.domains.length,
      totalLanguages: languages.length,
      languages,
      sourceWords: n(source?.words),
      translatedWords: words.filter((w) => w.display !== 't13n').reduce((s, w) => s + w.words, 0),
      transliteratedWords: words.filter((w) => w.display === 't13n').reduce((s, w) => s + w.words, 0),
      wordsByType: byType,
      views: n(totals?.views),
      visits: n(totals?.visits),
      downloads: n(totals?.downloads),
      visitsThisMonth: thisVisits,
      visitsLastMonth: lastVisits,
      visitsChange: lastVisits > 0 ? Math.round(((thisVisits - lastVisits) / lastVisits) * 1000) / 10 : null,
      mtCallsThisMonth: mt.reduce((s, r) => s + r.calls, 0),
      mtCharactersThisMonth: mt.reduce((s, r) => s + r.characters, 0),
      mtAllowance: await mtAllowanceOf(db, plans.size === 0 ? ['free'] : [...plans]),
    },
  };
}

/** The plans' monthly MT characters (the largest when the scope spans organisations); null: no limit. */
async function mtAllowanceOf(db: Db, codes: string[]): Promise<number | null> {
  const rows = await queryRows<{ code: string; mt: string | null }>(db, sql`select code, mt_characters as mt from plans where code in ${codes}`);
  // A code with no plan row (internal) has no limit, like a plan whose limit is null.
  if (rows.length < codes.length || rows.some((r) => r.mt === null)) return null;
  return Math.max(...rows.map((r) => Number(r.mt)));
}

/** dashboard/monthWiseStat */
export async function monthWiseStat(db: Db, scope: StatScope) {
  const [visits, words, mtRows] = await Promise.all([
    queryRows<{ month: string; lang: string; visits: number; views: number }>(
      db,
      sql`select substr(day, 1, 7) as month, lang, sum(visits)::int as visits, sum(views)::int as views from ${await periodSource(db, scope)} t
          where lang <> '' group by 1, 2`,
    ),
    wordsInRange(db, scope),
    mtInMonths(db, scope, monthOf(scope.from), monthOf(scope.to)),
  ]);
  const rows = new Map<string, { month: string; lang: string; visits: number; views: number; wordsTranslated: number; wordsTransliterated: number }>();
  const row = (month: string, lang: string) => {
    const key = `${month}|${lang}`;
    if (!rows.has(key)) rows.set(key, { month, lang, visits: 0, views: 0, wordsTranslated: 0, wordsTransliterated: 0 });
    return rows.get(key)!;
  };
  for (const v of visits) Object.assign(row(v.month, v.lang), { visits: n(v.visits), views: n(v.views) });
  for (const w of words) row(w.month, w.lang)[w.display === 't13n' ? 'wordsTransliterated' : 'wordsTranslated'] += w.words;
  const byType = new Map<string, number>();
  for (const w of words) if (w.display !== 't13n') byType.set(`${w.month}|${w.type}`, (byType.get(`${w.month}|${w.type}`) ?? 0) + w.words);
  const mt = new Map<string, { month: string; engine: string; calls: number; characters: number }>();
  for (const r of mtRows) {
    const m = mt.get(`${r.month}|${r.engine}`) ?? { month: r.month, engine: r.engine, calls: 0, characters: 0 };
    m.calls += r.calls;
    m.characters += r.characters;
    mt.set(`${r.month}|${r.engine}`, m);
  }
  const byMonth = <T extends { month: string }>(a: T, b: T) => a.month.localeCompare(b.month);
  return {
    ...range(scope),
    monthWiseData: [...rows.values()].sort((a, b) => byMonth(a, b) || a.lang.localeCompare(b.lang)),
    wordsByType: [...byType].map(([key, words]) => ({ month: key.split('|')[0]!, type: key.split('|')[1]!, words })).sort(byMonth),
    mtMonthly: [...mt.values()].sort(byMonth),
  };
}

/**
 * dashboard/domainWiseStat. The totals per domain are sums over the range (periodSource: whole
 * months from stat_monthly); the sparkline buckets and the visits per day and language need days,
 * so they come from one pass over the daily rows with two grouping sets (not two passes).
 * `monthly: false` reads the totals from the daily rows too (the bench's and the tests' baseline).
 */
export async function domainWiseStat(db: Db, scope: StatScope, { monthly = true } = {}) {
  const days = (Date.parse(`${scope.to}T00:00:00Z`) - Date.parse(`${scope.from}T00:00:00Z`)) / 86_400_000 + 1;
  const points = Math.min(days, STATS_LIMITS.trendPoints);
  const [totals, series, mt] = await Promise.all([
    queryRows<{ project_id: string; hostname: string; views: number; visits: number; downloads: number }>(
      db,
      sql`select project_id, hostname, sum(views)::int as views, sum(visits)::int as visits, sum(downloads)::int as downloads
          from ${monthly ? await periodSource(db, scope) : await dailySource(db, scope)} t group by 1, 2`,
    ),
    queryRows<{ per_day: number; project_id: string; hostname: string; bucket: number; day: string; lang: string; views: number; visits: number }>(
      db,
      sql`select grouping(day, lang) as per_day, project_id, hostname, bucket, day, lang, sum(visits)::int as visits, sum(views)::int as views
          from (select *, floor((day::date - ${scope.from}::date) * ${points}::numeric / ${days})::int as bucket from ${await dailySource(db, scope)} s) t
          group by grouping sets ((project_id, hostname, bucket), (day, lang)) order by day, lang`,
    ),
    mtInMonths(db, scope, monthOf(scope.from), monthOf(scope.to)),
  ]);
  // grouping() is 0 for the set that groups by day and lang (both present), 3 for the per-domain buckets.
  const buckets = series.filter((r) => n(r.per_day) !== 0);
  const siteVisitData = series
    .filter((r) => n(r.per_day) === 0 && r.lang !== '')
    .map((r) => ({ day: r.day, lang: r.lang, visits: n(r.visits), views: n(r.views) }));
  const domainWiseData = scope.domains.map((d) => {
    const mine = (r: { project_id: string; hostname: string }) => r.project_id === d.projectId && r.hostname === d.hostname;
    const total = totals.find(mine);
    const trend = Array.from({ length: points }, () => 0);
    for (const r of buckets.filter(mine)) trend[Math.min(points - 1, n(r.bucket))]! += n(r.visits);
    const calls = mt.filter(mine);
    return {
      projectId: d.projectId,
      projectName: d.projectName,
      hostname: d.hostname,
      languages: d.languages,
      views: n(total?.views),
      visits: n(total?.visits),
      downloads: n(total?.downloads),
      mtCalls: calls.reduce((s, r) => s + r.calls, 0),
      mtCharacters: calls.reduce((s, r) => s + r.characters, 0),
      trend,
    };
  });
  return { ...range(scope), domainWiseData, siteVisitData };
}

/** dashboard/urlWiseStat: pages by visits (then views), per language. */
export async function urlWiseStat(db: Db, scope: StatScope, page: number, pageSize: number, { monthly = true } = {}) {
  const rows = await queryRows<{ url: string; hostname: string; lang: string; views: number; visits: number; total: number }>(
    db,
    sql`select url, hostname, lang, sum(views)::int as views, sum(visits)::int as visits, count(*) over ()::int as total
        from ${await urlSource(db, scope, { monthly })} t group by url, hostname, lang
        order by visits desc, views desc, url, lang limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  return {
    ...range(scope),
    urlWiseStatData: rows.map(({ total: _, ...r }) => ({ ...r, views: n(r.views), visits: n(r.visits) })),
    total: n(rows[0]?.total),
    page,
    pageSize,
  };
}
