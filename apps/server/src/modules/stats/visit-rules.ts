import { createHash } from 'node:crypto';

/** A visit is one visitor's views with less than this between two of them (as Plausible and GA count). */
export const VISIT_GAP_MS = 30 * 60_000;
/** Views one visitor hash may add in a day; more is a flood (a script, a stuck reload) and is not counted. */
export const VIEWS_PER_VISITOR_DAY = 300;
/** A proxy page asked again within this window by the same visitor (a reload, a prefetch) is the same view. */
export const PROXY_REPEAT_MS = 10_000;

/**
 * Crawlers, monitors, link previews, HTTP libraries and headless browsers that say so. A missing
 * user agent counts as a bot too: every browser sends one.
 */
const BOT_UA =
  /bot\b|bot[/-]|crawl|spider|slurp|scrap|fetch(er)?\b|monitor|uptime|pingdom|lighthouse|pagespeed|headlesschrome|phantomjs|electron\/|puppeteer|playwright|selenium|webdriver|curl\/|wget\/|python-|httpx|aiohttp|go-http-client|java\/|okhttp|axios\/|node-fetch|undici|libwww|facebookexternalhit|embedly|whatsapp|telegram|preview|lipi-crawler|feed|rss/i;

export function isBotUserAgent(userAgent: string | undefined): boolean {
  const ua = (userAgent ?? '').trim();
  return ua.length < 8 || BOT_UA.test(ua);
}

/** The daily-salted visitor hash: the same person on the same site and day, nothing more. */
export function visitorHash(salt: string, ip: string, userAgent: string, site: string): string {
  return createHash('sha256').update(`${salt}\n${ip}\n${userAgent}\n${site}`).digest('hex').slice(0, 32);
}

/** Whether a view at `now` starts a new visit, given the visitor's previous view (null: none today). */
export function startsNewVisit(previousAt: Date | null, now: Date): boolean {
  return previousAt === null || now.getTime() - previousAt.getTime() >= VISIT_GAP_MS;
}

/**
 * The key that makes a view count once. The snippet names each page view (viewId), scoped to the
 * visitor so another visitor cannot cancel it; the proxy has no id, so a repeat of the same page
 * and language within PROXY_REPEAT_MS is the same view.
 */
export function viewDedupeKey(input: { visitor: string; viewId?: string; url: string; lang: string; now: Date }): string {
  if (input.viewId) return `s:${input.visitor}:${input.viewId}`;
  const bucket = Math.floor(input.now.getTime() / PROXY_REPEAT_MS);
  const page = createHash('sha256').update(`${input.lang}\n${input.url}`).digest('hex').slice(0, 16);
  return `p:${input.visitor}:${page}:${bucket}`;
}

/** UTC day of a moment, as the stat tables key it. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);
