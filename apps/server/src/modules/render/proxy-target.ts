import { isLanguageCode, type LanguageCode } from '@lipi/contract';
import { and, asc, desc, eq, isNull, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { demoIds, projectDomains, projects } from '../../db/schema/index.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { cachedSite, type ProxySite } from './proxy-target-cache.ts';
import type { HostTarget, ProxyDomain, ProxyForm } from './proxy-urls.ts';

export type DomainRow = typeof projectDomains.$inferSelect;

/** The project, domain and language one proxy request is for, with the origin URL to fetch. */
export type ProxyTarget = {
  project: ProjectRow;
  domain: DomainRow;
  domains: ProxyDomain[];
  lang: LanguageCode;
  form: ProxyForm;
  originUrl: string;
};

export class ProxyNotFound extends Error {}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The project by id with its active domains, reused for TARGET_TTL_MS (proxy-target-cache.ts). */
async function loadSite(db: Db, projectId: string): Promise<ProxySite> {
  if (!UUID.test(projectId)) throw new ProxyNotFound('No such project');
  const site = await cachedSite(db, `p:${projectId}`, async () => {
    const [project] = await db
      .select()
      .from(projects)
      .where(and(eq(projects.id, projectId), isNull(projects.deletingAt)));
    if (!project) throw new ProxyNotFound('No such project');
    return { project, domains: await activeDomains(db, project), closesAt: await demoClosesAt(db, project.id) };
  });
  // Checked on every request, so a demo closes at its expiry to the millisecond, not up to TARGET_TTL_MS later.
  if (site.closesAt !== null && site.closesAt <= Date.now()) throw new ProxyNotFound('This demo has expired or was withdrawn');
  return site;
}

/** A demo id's project is served only while the demo lives (modules/demo, docs/demo-ids.md): when the first of its demos closes. */
async function demoClosesAt(db: Db, projectId: string): Promise<number | null> {
  const demos = await db.select({ expiresAt: demoIds.expiresAt, deletedAt: demoIds.deletedAt }).from(demoIds).where(eq(demoIds.projectId, projectId));
  if (demos.length === 0) return null;
  return Math.min(...demos.map((d) => (d.deletedAt ? -Infinity : d.expiresAt.getTime())));
}

/** The project's active domains, oldest first. */
export async function activeDomains(db: Db, project: ProjectRow): Promise<DomainRow[]> {
  return db
    .select()
    .from(projectDomains)
    .where(and(eq(projectDomains.projectId, project.id), eq(projectDomains.isActive, true)))
    .orderBy(asc(projectDomains.createdAt));
}

export function proxyDomains(project: ProjectRow, domains: DomainRow[]): ProxyDomain[] {
  return domains.map((d) => ({ hostname: d.hostname, origin: d.origin, isMain: d.hostname === project.hostname }));
}

function finish(project: ProjectRow, domains: DomainRow[], domain: DomainRow | undefined, lang: string, form: ProxyForm, pathAndQuery: string): ProxyTarget {
  if (!domain) throw new ProxyNotFound('This site is not served here');
  if (!isLanguageCode(lang) || !domain.languages.includes(lang)) throw new ProxyNotFound('This language is not offered for this site');
  const path = pathAndQuery.startsWith('/') ? pathAndQuery : `/${pathAndQuery}`;
  // `//elsewhere.example/` or a backslash must not turn the proxy into a fetcher of other sites.
  let originUrl: URL;
  try {
    originUrl = new URL(`${new URL(domain.origin).origin}${path}`);
  } catch {
    throw new ProxyNotFound('No such page');
  }
  if (originUrl.origin !== new URL(domain.origin).origin) throw new ProxyNotFound('No such page');
  return {
    project,
    domain,
    domains: proxyDomains(project, domains),
    lang,
    form,
    originUrl: originUrl.href,
  };
}

/** `/render/{projectId}/{lang}/{rest}`: rest is the page path, or `~{hostname}/{path}` for another domain. */
export async function resolvePathTarget(db: Db, projectId: string, lang: string, rest: string): Promise<ProxyTarget> {
  const { project, domains } = await loadSite(db, projectId);
  const other = /^\/~([^/?#]+)(.*)$/.exec(rest);
  const hostname = other ? other[1]!.toLowerCase() : project.hostname;
  return finish(
    project,
    domains,
    domains.find((d) => d.hostname === hostname),
    lang,
    'path',
    other ? other[2] || '/' : rest || '/',
  );
}

/**
 * Host forms. Several organisations may localise one site, so a customer host picks the active
 * domain with the highest verification level (the one proven to be the site owner's), then the oldest.
 */
export async function resolveHostTarget(db: Db, target: HostTarget, pathAndQuery: string): Promise<ProxyTarget> {
  if (target.form === 'subdomain') {
    const { project, domains } = await loadSite(db, target.projectId);
    return finish(
      project,
      domains,
      domains.find((d) => d.hostname === project.hostname),
      target.lang,
      'subdomain',
      pathAndQuery,
    );
  }
  const { project, domains } = await cachedSite(db, `h:${target.hostname}`, () => loadCustomerSite(db, target.hostname));
  return finish(
    project,
    domains,
    domains.find((d) => d.hostname === target.hostname),
    target.lang,
    'customer',
    pathAndQuery,
  );
}

async function loadCustomerSite(db: Db, hostname: string): Promise<ProxySite> {
  const [found] = await db
    .select({ project: projects })
    .from(projectDomains)
    .innerJoin(projects, eq(projects.id, projectDomains.projectId))
    .where(
      and(
        eq(projectDomains.hostname, hostname),
        eq(projectDomains.isActive, true),
        isNull(projects.deletingAt),
        // Demo ids open through the path form only: the customer's own host never lands on a sales demo.
        notExists(db.select({ id: demoIds.id }).from(demoIds).where(eq(demoIds.projectId, projects.id))),
      ),
    )
    .orderBy(desc(projectDomains.verificationLevel), asc(projectDomains.createdAt))
    .limit(1);
  if (!found) throw new ProxyNotFound('This site is not served here');
  return { project: found.project, domains: await activeDomains(db, found.project), closesAt: null };
}

/** The key of a request's site in the target cache: dropped when the request fails (proxy-target-cache.ts). */
export function siteKeyOf(target: ProxyTarget): string {
  return target.form === 'customer' ? `h:${target.domain.hostname}` : `p:${target.project.id}`;
}
