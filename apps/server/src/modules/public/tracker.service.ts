import type { TrackerRequest } from '@lipi/contract';
import { compileIgnorePatterns, countWords, fnv1a64, isIgnorable, normaliseText, plainText } from '@lipi/engine/extract';
import { urlDepth } from '@lipi/engine/url';
import { and, count, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { pageViews, scopeUrls, urlSegments } from '../../db/schema/index.ts';
import { loadExtractOptions } from '../crawl/extract-options.ts';
import { scheduleAutoTranslate } from '../machine-translation/auto-translate.ts';
import { recordPageView } from '../stats/stats-ingest.ts';
import { isBotUserAgent } from '../stats/visit-rules.ts';
import { queryRows } from '../projects/project-counts.ts';
import { assertOrigin, getPublicSite, resolvePage, type PageRef, type PublicSite } from './public-site.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config' | 'queue' | 'log'>;

/** A page holds at most this many segments from the tracker: bounds what one page can add. */
export const TRACKED_SEGMENTS_PER_PAGE = 3000;

/** UTC day, as page_views keys it. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The scope row of the page, created when the page is on a project domain and the project's page
 * limit leaves room. A row made here is `pending` with source `snippet`, so the next crawl fetches
 * the server's HTML of it too. Out-of-scope pages take nothing.
 */
async function scopeRowFor(ctx: Ctx, site: PublicSite, page: PageRef): Promise<string | null> {
  const find = () =>
    ctx.db
      .select({ id: scopeUrls.id, isInScope: scopeUrls.isInScope })
      .from(scopeUrls)
      .where(and(eq(scopeUrls.projectId, site.projectId), eq(scopeUrls.url, page.url)));
  let [row] = await find();
  if (!row) {
    const [pages] = await ctx.db.select({ n: count() }).from(scopeUrls).where(eq(scopeUrls.projectId, site.projectId));
    if ((pages?.n ?? 0) >= site.pageLimit) return null;
    await ctx.db
      .insert(scopeUrls)
      .values({
        projectId: site.projectId,
        url: page.url,
        hostname: page.domain.hostname,
        depth: urlDepth(page.url) ?? 0,
        source: 'snippet',
        crawlStatus: 'pending',
      })
      .onConflictDoNothing();
    [row] = await find();
  }
  return row && row.isInScope ? row.id : null;
}

/**
 * POST /api/tracker/projectContentTracker. Segment texts are normalised and hashed here: the
 * client's hash is never stored. Ignorable texts (the project's ignore patterns and the engine's
 * defaults: numbers, prices, emails, URLs) are skipped, as the crawler skips them.
 */
export async function trackContent(ctx: Ctx, input: TrackerRequest, origin?: string, visitor: { ip: string; userAgent?: string } = { ip: '' }) {
  const site = await getPublicSite(ctx, input.projectId);
  const page = resolvePage(site, input.url);
  assertOrigin(origin, page, ctx.config.PUBLIC_URL);
  const now = ctx.clock.now();
  let views = 0;
  // A report carries at most one view (a larger count is refused as absurd), counted by the visit rules.
  const viewed = input.views
    ? await recordPageView(ctx, {
        projectId: site.projectId,
        hostname: page.domain.hostname,
        url: page.url,
        lang: input.lang,
        channel: 'snippet',
        viewId: input.viewId,
        automated: input.automated,
        ...visitor,
      })
    : null;
  if (viewed?.counted) views = 1;
  // Any report is the snippet running on this host, so the day's row is written even when no view
  // counted (an automated or headless browser, a repeat): script verification's level 3 ("client
  // verified") reads the row's presence, while stats and usage read only its view count.
  await ctx.db
    .insert(pageViews)
    .values({ projectId: site.projectId, hostname: page.domain.hostname, day: dayOf(now), lang: input.lang, channel: 'snippet', views })
    .onConflictDoUpdate({
      target: [pageViews.projectId, pageViews.hostname, pageViews.day, pageViews.lang, pageViews.channel],
      set: { views: sql`${pageViews.views} + ${views}` },
    });
  if (input.segments.length === 0) return { recorded: 0, skipped: 0, views };
  const ignore = compileIgnorePatterns((await loadExtractOptions(ctx.db, site.projectId)).ignorePatterns ?? []);
  const unique = new Map<string, { h: string; t: string; k: string; w: number; p: number }>();
  let skipped = 0;
  input.segments.forEach((s, i) => {
    const text = normaliseText(s.text);
    const plain = normaliseText(plainText(text));
    if (!text || isIgnorable(plain, ignore)) return void skipped++;
    const h = fnv1a64(text);
    if (!unique.has(h)) unique.set(h, { h, t: text, k: s.kind, w: countWords(text), p: 1_000_000 + i });
  });
  const scopeUrlId = unique.size > 0 ? await scopeRowFor(ctx, site, page) : null;
  if (!scopeUrlId) return { recorded: 0, skipped: input.segments.length, views };
  const [held] = await ctx.db.select({ n: count() }).from(urlSegments).where(eq(urlSegments.scopeUrlId, scopeUrlId));
  if ((held?.n ?? 0) + unique.size > TRACKED_SEGMENTS_PER_PAGE) return { recorded: 0, skipped: input.segments.length, views };
  const data = JSON.stringify([...unique.values()]);
  // One statement: the project's unique segments, the page's new occurrences and its counters.
  const [stored] = await queryRows<{ n: number }>(
    ctx.db,
    sql`
    with data as (select * from jsonb_to_recordset(${data}::jsonb) as x(h text, t text, k text, w int, p int)),
    seg as (
      insert into segments (project_id, source_hash, text, kind, word_count, created_at)
      select ${site.projectId}, h, t, k, w, ${now.toISOString()}::timestamptz from data on conflict do nothing returning source_hash),
    added as (
      insert into url_segments (scope_url_id, project_id, source_hash, occurrences, position)
      select ${scopeUrlId}, ${site.projectId}, h, 1, p from data on conflict do nothing returning source_hash),
    counters as (
      update scope_urls set
        segment_count = segment_count + (select count(*) from added),
        source_word_count = source_word_count + (select coalesce(sum(w), 0) from data where h in (select source_hash from added)),
        unique_word_count = unique_word_count + (select coalesce(sum(w), 0) from data where h in (select source_hash from added))
      where id = ${scopeUrlId})
    select (select count(*) from seg)::int as n`,
  );
  // Segments new to the project are machine translated soon when the project wants it; bots
  // (the stats module's rules) trigger nothing, so a crawler cannot spend the plan's characters.
  if ((stored?.n ?? 0) > 0 && !input.automated && !isBotUserAgent(visitor.userAgent)) await scheduleAutoTranslate(ctx, site.projectId);
  return { recorded: unique.size, skipped, views };
}
