import { normaliseUrl } from '@lipi/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projectDomains, projects } from '../../db/schema/index.ts';

/**
 * The canonical form of a website address: scheme, host and path without a trailing slash, no
 * query or fragment (they never identify a site). `www.` and bare hosts are the same site.
 */
export function websiteAddress(url: string): { baseUrl: string; hostname: string; siteName: string; origin: string } {
  const parsed = new URL(normaliseUrl(url));
  const path = parsed.pathname.replace(/\/+$/, '');
  const hostname = parsed.hostname.toLowerCase();
  const origin = `${parsed.protocol}//${parsed.host}`;
  return { baseUrl: `${origin}${path}`, hostname, siteName: hostname.replace(/^www\./, ''), origin };
}

/** `www.example.org` and `example.org` are one site: both spellings, for lookups. */
export const siteHostnames = (siteName: string) => [siteName, `www.${siteName}`];

type NewWebsiteProject = { organisationId: string; createdBy: string; url: string; languages: string[]; now: Date; name?: string };

/**
 * A website project as the free trial and /project/new create it: waiting for its first crawl
 * (partialCreated), with its one origin as a project_domains row (domains, collaborators and
 * hostname look-ups all go through that table).
 */
export async function createWebsiteProject(db: Db, input: NewWebsiteProject): Promise<{ id: string }> {
  const { baseUrl, hostname, siteName, origin } = websiteAddress(input.url);
  const [row] = await db
    .insert(projects)
    .values({
      organisationId: input.organisationId,
      createdBy: input.createdBy,
      name: input.name ?? siteName,
      kind: 'website',
      baseUrl,
      hostname,
      languages: input.languages,
      status: 'partialCreated',
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: projects.id });
  await db.insert(projectDomains).values({ projectId: row!.id, hostname, origin, languages: input.languages, createdAt: input.now });
  return row!;
}

/** Whether any project serves this site, as its main hostname or as one of its other domains. */
export async function hasProjectForSite(db: Db, url: string): Promise<boolean> {
  const names = siteHostnames(websiteAddress(url).siteName);
  const [main] = await db.select({ id: projects.id }).from(projects).where(inArray(projects.hostname, names)).limit(1);
  if (main) return true;
  const [other] = await db.select({ id: projectDomains.id }).from(projectDomains).where(inArray(projectDomains.hostname, names)).limit(1);
  return Boolean(other);
}
