import { type ExtractResult, extractSegments } from '@lipi/engine/extract';
import { normaliseUrl } from '@lipi/engine/url';
import { SafeFetchError } from '../../lib/net/errors.ts';
import { startFirstPageRun } from '../machine-translation/first-page-run.ts';
import type { FetchResult } from '../../lib/net/safe-fetch.ts';
import { markUrl, type ScopeUrlRow } from './frontier.ts';
import { decodeHtml } from '@lipi/engine/page';
import { extractLinks, isLikelyHtml } from './links.ts';
import { siteUrl } from './origins.ts';
import { originOf, type RunContext } from './run-context.ts';

const HTML_TYPES = ['text/html', 'application/xhtml+xml'];

/** Thrown when the server is stopping: the page was not processed and goes back to pending. */
export class CrawlStopped extends Error {}

/** 'fetched' when the page's content was stored (under this URL or the one it redirects to). */
export type PageOutcome = 'fetched' | 'failed' | 'skipped';

/**
 * One page of the frontier: robots.txt, a fetch through the SSRF-guarded fetcher (every redirect
 * hop re-checked), then the outcome. A redirect to another page of the site hands the body to
 * that URL's row (deduplicated on the normalised final URL); a canonical pointing elsewhere in the
 * site enqueues the canonical and skips this one; otherwise links are followed and segments stored.
 */
export async function processPage(rc: RunContext, row: ScopeUrlRow): Promise<PageOutcome> {
  const { rt, project } = rc;
  const db = rt.ctx.db;
  const now = () => rt.ctx.clock.now();
  const fail = async (status: 'failed' | 'skipped', error: string, httpStatus: number | null = null, clearContent = false) => {
    await markUrl(db, row.id, status, { httpStatus, error, clearContent, now: now() });
    return status;
  };

  const rules = await rt.robots.get(originOf(row.url));
  if (rules.unreachable) return fail('failed', rules.unreachable);
  if (!rules.robots.isAllowed(row.url)) return fail('skipped', 'Disallowed by robots.txt');

  let res: FetchResult;
  try {
    res = await rt.limiter.run(row.url, () => rt.fetcher.fetchUrl(row.url, { contentTypes: HTML_TYPES, signal: rt.stopping.signal }));
  } catch (err) {
    if (rt.stopping.signal.aborted) throw new CrawlStopped();
    return fail('failed', err instanceof SafeFetchError ? err.message : 'The page could not be fetched');
  }
  if (res.status < 200 || res.status >= 300) return fail('failed', `HTTP ${res.status}`, res.status, res.status === 404 || res.status === 410);
  if (res.skipped) return fail('skipped', `Not an HTML page (${res.contentType || 'no content type'})`, res.status, true);
  if (res.truncated) return fail('failed', `Page larger than ${Math.round(rt.options.maxPageBytes / 1024 / 1024)} MB`, res.status);

  let target = row;
  const finalKey = normaliseUrl(res.finalUrl);
  if (finalKey && finalKey !== row.url) {
    const inSite = siteUrl(finalKey, rc.origins);
    if (!inSite) return fail('skipped', `Redirects outside the project to ${finalKey}`, null, true);
    const claimed = await rc.frontier.claimRedirectTarget(inSite, row.depth);
    await fail('skipped', `Redirects to ${inSite}`, null, true);
    if (!claimed) return 'skipped';
    target = claimed;
  }

  const html = decodeHtml(res.body, String(res.headers['content-type'] ?? ''));
  // Links and segments in one pass over the page; if extraction fails the links still count.
  let extracted: ExtractResult | undefined;
  try {
    extracted = extractSegments(html, { ...rc.extract, linksOf: res.finalUrl });
  } catch {
    // Reported below as a page that could not be read, once its links are followed.
  }
  const links = extracted?.links ?? extractLinks(html, res.finalUrl);
  const canonical = links.canonical ? siteUrl(links.canonical, rc.origins, links.base) : null;
  if (rc.followLinks && !links.isNofollow && target.depth < project.maxDepth) await discover(rc, links.hrefs, links.base, target.depth + 1);
  if (canonical && canonical !== target.url) {
    await rc.frontier.add([{ url: canonical, depth: target.depth, source: 'crawl' }]);
    await markUrl(db, target.id, 'skipped', { httpStatus: res.status, error: `Canonical is ${canonical}`, clearContent: true, now: now() });
    return 'skipped';
  }

  const segments = extracted?.segments;
  if (!segments) {
    await markUrl(db, target.id, 'failed', { httpStatus: res.status, error: 'The page could not be read', now: now() });
    return 'failed';
  }
  await rc.pages.store({
    projectId: project.id,
    scopeUrlId: target.id,
    url: target.url,
    httpStatus: res.status,
    html,
    segments,
    now: now(),
  });
  rc.progress.processed(target.url);
  await startFirstPageRun(rt.ctx, { projectId: project.id, scopeUrlId: target.id, isStartPage: target.depth === 0 && target.source === 'crawl' });
  return 'fetched';
}

/** Links of the page that belong to the project, look like pages and robots.txt allows. */
async function discover(rc: RunContext, hrefs: string[], base: string, depth: number) {
  const urls = new Set<string>();
  for (const href of hrefs) {
    const key = siteUrl(href, rc.origins, base);
    if (key && isLikelyHtml(key)) urls.add(key);
  }
  const allowed = [];
  for (const url of urls) {
    const rules = await rc.rt.robots.get(originOf(url));
    // A link to an origin that cannot be reached is kept: its page then fails with the reason.
    if (rules.unreachable || rules.robots.isAllowed(url)) allowed.push({ url, depth, source: 'crawl' as const });
  }
  await rc.frontier.add(allowed);
}
