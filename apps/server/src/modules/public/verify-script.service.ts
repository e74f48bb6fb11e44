import type { VerifyScriptReply } from '@lipi/contract';
import { normaliseUrl } from '@lipi/engine/url';
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import { Parser } from 'htmlparser2';
import type { AppContext } from '../../app-context.ts';
import { pageViews, projectDomains } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { createSafeFetcher, type SafeFetcher } from '../../lib/net/safe-fetch.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { forgetPublicSite, twinHost } from './public-site.ts';
import { forgetProxyTargets } from '../render/proxy-target-cache.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config'>;

const CLIENT_WINDOW_DAYS = 7;

/** The `<script src>` tags of a page with their data-project-id (the src resolved against the page). */
export function findScriptTags(html: string, pageUrl: string): { src: string; projectId: string | undefined }[] {
  const found: { src: string; projectId: string | undefined }[] = [];
  const parser = new Parser({
    onopentag(name, attribs) {
      if (name !== 'script' || !attribs.src) return;
      try {
        found.push({ src: new URL(attribs.src, pageUrl).href, projectId: attribs['data-project-id']?.trim() });
      } catch {
        /* an unparsable src is not our tag */
      }
    },
  });
  parser.end(html);
  return found;
}

const isSnippetSrc = (src: string) => {
  try {
    return new URL(src).pathname.endsWith('/snippet.js');
  } catch {
    return false;
  }
};

function sameSchemeAndPort(origin: string, target: URL): boolean {
  try {
    const o = new URL(origin);
    return o.protocol === target.protocol && o.port === target.port;
  } catch {
    return false;
  }
}

const fetchers = new WeakMap<Ctx['config'], SafeFetcher>();
function fetcherFor(ctx: Ctx): SafeFetcher {
  let fetcher = fetchers.get(ctx.config);
  if (!fetcher) {
    fetcher = createSafeFetcher({
      allowlist: ctx.config.FETCH_ALLOWLIST,
      userAgent: `LipiBot/1.0 (+${ctx.config.PUBLIC_URL})`,
      timeoutMs: 15_000,
      maxBytes: 5 * 1024 * 1024,
      maxRedirects: 5,
    });
    fetchers.set(ctx.config, fetcher);
  }
  return fetcher;
}

/**
 * POST /api/parser/verifyScriptIntegration. Levels build on each other: 1 a script whose src ends
 * in /snippet.js, 2 that tag names this project, 3 the snippet has reported from the
 * host within 7 days. The level is stored on the domain; a page that cannot be fetched changes
 * nothing stored.
 */
/** `project` is the caller's, already tenant-checked (the route's project option). */
export async function verifyScriptIntegration(ctx: Ctx, project: ProjectRow, input: { url?: string }): Promise<VerifyScriptReply> {
  const url = normaliseUrl(input.url || project.baseUrl, undefined, { keepTrailingSlash: true, keepTracking: true, keepQueryOrder: true });
  if (!url) throw new AppError('BAD_REQUEST', 'Please enter a valid URL');
  const target = new URL(url);
  const hostname = target.hostname;
  const spellings = [hostname, twinHost(hostname)];
  const domains = await ctx.db
    .select({ id: projectDomains.id, hostname: projectDomains.hostname, origin: projectDomains.origin })
    .from(projectDomains)
    .where(and(eq(projectDomains.projectId, project.id), inArray(projectDomains.hostname, spellings)))
    .limit(10);
  if (domains.length === 0) throw new AppError('BAD_REQUEST', `${hostname} is not a domain of this project`);
  // Scheme and port are part of the site (as a browser's origin is): http://host:8080 is not https://host.
  const domain = domains.find((d) => sameSchemeAndPort(d.origin, target));
  if (!domain) throw new AppError('BAD_REQUEST', `${target.origin} is not a domain of this project (its domain is ${domains[0]!.origin})`);

  let html: string;
  try {
    const res = await fetcherFor(ctx).fetchUrl(url, { accept: 'text/html', contentTypes: ['text/html', 'application/xhtml+xml'] });
    if (res.status >= 400) throw new Error(`the site answered HTTP ${res.status}`);
    html = res.body.toString('utf8');
  } catch (err) {
    const reason = `Could not fetch ${url}: ${(err as Error).message}`;
    return { hostname: domain.hostname, url, verificationLevel: 0, checks: [{ level: 1, passed: false, reason }] };
  }

  const tags = findScriptTags(html, url).filter((t) => isSnippetSrc(t.src));
  const ours = tags.find((t) => t.projectId === project.id);
  const since = new Date(ctx.clock.now().getTime() - CLIENT_WINDOW_DAYS * 86_400_000).toISOString().slice(0, 10);
  const [seen] = ours
    ? await ctx.db
        .select({ day: pageViews.day })
        .from(pageViews)
        .where(and(eq(pageViews.projectId, project.id), eq(pageViews.hostname, domain.hostname), eq(pageViews.channel, 'snippet'), gte(pageViews.day, since)))
        .orderBy(desc(pageViews.day))
        .limit(1)
    : [];
  const checks = [
    {
      level: 1,
      passed: tags.length > 0,
      reason: tags.length > 0 ? `Found the Lipi script tag (${tags[0]!.src})` : 'No <script> tag with a src ending in /snippet.js was found on the page',
    },
    {
      level: 2,
      passed: Boolean(ours),
      reason: ours
        ? "The script tag carries this project's id"
        : tags.length > 0
          ? `The script tag's data-project-id is ${tags[0]!.projectId ? `"${tags[0]!.projectId}"` : 'missing'}, expected "${project.id}"`
          : 'No script tag to check the project id on',
    },
    {
      level: 3,
      passed: Boolean(seen),
      reason: seen
        ? `The script has reported visits from ${domain.hostname} (last on ${seen.day})`
        : `The script has not reported a visit from ${domain.hostname} in the last ${CLIENT_WINDOW_DAYS} days; open a page of the site in a browser and verify again`,
    },
  ];
  const failed = checks.findIndex((c) => !c.passed);
  const verificationLevel = failed === -1 ? 3 : failed;
  await ctx.db.update(projectDomains).set({ verificationLevel }).where(eq(projectDomains.id, domain.id));
  forgetPublicSite(project.id);
  // The level picks which project a shared customer host serves.
  forgetProxyTargets();
  return { hostname: domain.hostname, url, verificationLevel, checks };
}
