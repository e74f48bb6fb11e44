import { RENDER_LIMITS, directionOf, encodePath, isLanguageCode, toBcp47 } from '@lipi/contract';
import type { AppContext } from '../../app-context.ts';
import { SafeFetchError } from '../../lib/net/errors.ts';
import { createSafeFetcher, type FetchResult, type SafeFetcher } from '../../lib/net/safe-fetch.ts';
import { decodeHtml } from '@lipi/engine/page';
import { loadExtractOptions } from '../crawl/extract-options.ts';
import { etagOf, findFreshPage, storePage } from './render-cache.ts';
import { countProxyView } from './proxy-views.ts';
import type { ProxyTarget } from './proxy-target.ts';
import { createUrlBuilder } from './proxy-urls.ts';
import { lookupPageTranslations } from './tm-memory.ts';
import { analysePageOnce } from './page-analysis-memory.ts';
import { pageFontCss } from './page-fonts.ts';
import { loadPathMap } from './translated-paths.ts';
import { switcherHtml, switcherLinks } from './proxy-switcher.ts';
import { translatePage } from '@lipi/engine/page';

export type ProxyResponse =
  | { kind: 'html'; status: number; body: string | string[]; etag: string | null; cache: 'HIT' | 'MISS' | 'OFF'; lang: string }
  | { kind: 'notModified'; etag: string }
  | { kind: 'redirect'; location: string; permanent?: boolean }
  | { kind: 'error'; status: number; title: string; message: string };

/** ip and userAgent: only to count the view (hashed with the day's salt, never stored). */
export type RequestInfo = { scheme: string; port: string; ifNoneMatch: string | undefined; ip?: string; userAgent?: string };

/** A proxied page view, counted by the visit rules (bots and repeats are not) in memory (proxy-views.ts). */
function countView(ctx: AppContext, target: ProxyTarget, info: RequestInfo) {
  return countProxyView(ctx, {
    projectId: target.project.id,
    hostname: target.domain.hostname,
    url: target.originUrl,
    lang: target.lang,
    ip: info.ip ?? '',
    userAgent: info.userAgent,
  });
}

const HTML_TYPES = ['text/html', 'application/xhtml+xml'];
const fetchers = new WeakMap<AppContext, SafeFetcher>();

function fetcherFor(ctx: AppContext): SafeFetcher {
  let fetcher = fetchers.get(ctx);
  if (!fetcher) {
    fetcher = createSafeFetcher({
      allowlist: ctx.config.FETCH_ALLOWLIST,
      userAgent: `LipiProxy/1.0 (+${ctx.config.PUBLIC_URL})`,
      timeoutMs: 15_000,
      maxBytes: RENDER_LIMITS.maxPageBytes,
      maxRedirects: 5,
    });
    fetchers.set(ctx, fetcher);
  }
  return fetcher;
}

/** Closes the proxy's pooled origin connections (app shutdown). */
export function closeProxyFetcher(ctx: AppContext): void {
  fetchers.get(ctx)?.close();
  fetchers.delete(ctx);
}

function fetchFailure(err: unknown): ProxyResponse {
  if (err instanceof SafeFetchError) {
    if (err.isBlocked)
      return { kind: 'error', status: 403, title: 'Address refused', message: 'This site resolves to an address the translating proxy does not fetch.' };
    if (err.code === 'TIMEOUT')
      return { kind: 'error', status: 504, title: 'The site did not answer', message: 'The original site took too long to answer. Please try again later.' };
  }
  return { kind: 'error', status: 502, title: 'The site could not be reached', message: 'The original site could not be reached. Please try again later.' };
}

/**
 * One proxied page: cache, origin fetch through the SSRF-guarded fetcher, server-side
 * translation with the organisation's TM, and a page view.
 */
export async function renderProxy(ctx: AppContext, asked: ProxyTarget, info: RequestInfo): Promise<ProxyResponse> {
  const { project, domain, lang } = asked;
  const now = ctx.clock.now();
  const paths = await loadPathMap(ctx.db, project.id);
  const urls = createUrlBuilder({
    form: asked.form,
    projectId: project.id,
    renderBaseUrl: ctx.config.RENDER_BASE_URL,
    renderSubDomain: ctx.config.RENDER_SUBDOMAIN,
    scheme: info.scheme,
    port: info.port,
    domains: asked.domains,
    translatePath: paths.translated,
  });
  // A translated path is the page at its source path; an earlier translated path, or the source path of
  // a page that has a translated one, answers with a permanent redirect to the current address.
  const requested = new URL(asked.originUrl);
  const match = paths.match(domain.hostname, lang, requested.pathname);
  const sourceUrl = match ? `${requested.origin}${encodePath(match.sourcePath)}${requested.search}` : asked.originUrl;
  if (match && match.kind !== 'translated') return { kind: 'redirect', location: urls.proxyUrl(sourceUrl, lang) ?? sourceUrl, permanent: true };
  const target: ProxyTarget = { ...asked, originUrl: sourceUrl };
  const selfUrl = urls.proxyUrl(target.originUrl, lang) ?? target.originUrl;

  if (project.cacheEnabled) {
    const cached = await findFreshPage(ctx.db, project, lang, selfUrl, now);
    if (cached) {
      await countView(ctx, target, info);
      if (info.ifNoneMatch === cached.etag) return { kind: 'notModified', etag: cached.etag };
      return { kind: 'html', status: 200, body: cached.html, etag: cached.etag, cache: 'HIT', lang };
    }
  }

  // The project's extraction settings are read while the origin answers (one round trip less).
  const settings = loadExtractOptions(ctx.db, project.id);
  settings.catch(() => undefined);
  let res: FetchResult;
  try {
    res = await fetcherFor(ctx).fetchUrl(target.originUrl, { contentTypes: HTML_TYPES });
  } catch (err) {
    return fetchFailure(err);
  }
  // The visitor follows redirects themselves, so the address bar shows the page they are on.
  if (res.redirects.length > 0) return { kind: 'redirect', location: urls.proxyUrl(res.finalUrl, lang) ?? res.finalUrl };
  // Images, CSS, scripts and downloads come from the origin itself.
  if (res.skipped) return { kind: 'redirect', location: target.originUrl };
  if (res.truncated) {
    return {
      kind: 'error',
      status: 502,
      title: 'Page too large',
      message: `The original page is larger than ${RENDER_LIMITS.maxPageBytes / 1024 / 1024} MB and cannot be translated.`,
    };
  }

  const html = decodeHtml(res.body, String(res.headers['content-type'] ?? ''));
  const extract = await settings;
  const languages = domain.languages.filter(isLanguageCode);
  const page = await translatePage({
    html,
    analysis: analysePageOnce(html, extract, project.metaTagsEnabled),
    pageUrl: res.finalUrl,
    extract,
    translateMeta: project.metaTagsEnabled,
    lookup: (hashes) => lookupPageTranslations(ctx.db, project.organisationId, lang, hashes, ctx.clock.now().getTime()),
    rewriteLink: (url) => urls.proxyUrl(url, lang),
    head: {
      lang,
      tag: toBcp47(lang),
      dir: directionOf(lang),
      // The source page is an alternate too, in the project's source language.
      alternates: [
        { hreflang: toBcp47(project.sourceLanguage), href: target.originUrl },
        ...languages
          .filter((l) => l !== project.sourceLanguage)
          .map((l) => ({ hreflang: toBcp47(l), href: urls.proxyUrl(target.originUrl, l) ?? target.originUrl })),
        { hreflang: 'x-default', href: target.originUrl },
      ],
      canonical: project.canonicalEnabled ? selfUrl : target.originUrl,
      headEnd: pageFontCss(lang, ctx.config.PUBLIC_URL),
      bodyEnd: switcherHtml(
        switcherLinks(project.sourceLanguage, languages, target.originUrl, (l) => urls.proxyUrl(target.originUrl, l) ?? target.originUrl),
        lang,
        project.popupCss,
      ),
    },
  });

  const isOk = res.status >= 200 && res.status < 300;
  if (isOk) await countView(ctx, target, info);
  if (!project.cacheEnabled || !isOk) return { kind: 'html', status: res.status, body: page.chunks, etag: null, cache: 'OFF', lang };
  const body = page.chunks.join('');
  const etag = etagOf(body);
  await storePage(ctx.db, { projectId: project.id, lang, url: selfUrl, html: body, etag, contentType: 'text/html; charset=utf-8', createdAt: now });
  return { kind: 'html', status: 200, body, etag, cache: 'MISS', lang };
}
