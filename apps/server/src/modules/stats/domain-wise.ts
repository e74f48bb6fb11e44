import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../projects/project-counts.ts';
import { getMultiDomainStats } from '../domains/domains.service.ts';
import { getProjectForCaller } from '../projects/project-access.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { periodSource, mtInMonths } from './stats-source.ts';
import { monthOf, type StatScope } from './stats-scope.ts';

const range = (scope: StatScope) => ({ from: scope.from, to: scope.to });

/** domain/wise/wordcount: the words of each domain's in-scope pages now (content, not a period). */
export async function domainWordCount(ctx: Pick<AppContext, 'db'>, auth: AuthInfo, projectId: string, scope: StatScope) {
  const stats = await getMultiDomainStats(ctx, auth, await getProjectForCaller(ctx, auth, projectId));
  const domains = stats.domains.filter((d) => scope.domains.some((s) => s.hostname === d.hostname));
  return {
    ...range(scope),
    totalDomain: domains.length,
    wordCount: domains.reduce((s, d) => s + d.wordCount, 0),
    uniqueWordCount: domains.length === stats.domains.length ? stats.uniqueWordCount : domains.reduce((s, d) => s + d.uniqueWordCount, 0),
    domains: domains.map((d) => ({ hostname: d.hostname, wordCount: d.wordCount, uniqueWordCount: d.uniqueWordCount })),
  };
}

/** domain/wise/traffic: page views and visits of each domain over the range. */
export async function domainTraffic(db: Db, scope: StatScope) {
  const rows = await queryRows<{ hostname: string; views: number; visits: number }>(
    db,
    sql`select hostname, sum(views)::int as views, sum(visits)::int as visits from ${await periodSource(db, scope)} t group by hostname`,
  );
  const domains = scope.domains.map((d) => {
    const r = rows.find((x) => x.hostname === d.hostname);
    return { hostname: d.hostname, totalTraffic: Number(r?.views ?? 0), visits: Number(r?.visits ?? 0) };
  });
  return {
    ...range(scope),
    totalDomain: domains.length,
    totalTraffic: domains.reduce((s, d) => s + d.totalTraffic, 0),
    totalVisits: domains.reduce((s, d) => s + d.visits, 0),
    domains,
  };
}

/** domain/wise/nmtCall: engine calls and characters of each domain, for the months the range touches (metering is monthly). */
export async function domainNmtCall(db: Db, scope: StatScope) {
  const rows = await mtInMonths(db, scope, monthOf(scope.from), monthOf(scope.to));
  const domains = scope.domains.map((d) => {
    const mine = rows.filter((r) => r.hostname === d.hostname);
    return { hostname: d.hostname, nmtCall: mine.reduce((s, r) => s + r.calls, 0), characters: mine.reduce((s, r) => s + r.characters, 0) };
  });
  return {
    ...range(scope),
    totalDomain: domains.length,
    nmtCall: domains.reduce((s, d) => s + d.nmtCall, 0),
    characters: domains.reduce((s, d) => s + d.characters, 0),
    domains,
  };
}
