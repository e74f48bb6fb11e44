import { DEFAULT_SOURCE_LANG, normaliseUrl } from '@lipi/contract';
import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { demoIds, projectDomains, projects } from '../../db/schema/index.ts';

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

type NewWebsiteProject = {
  organisationId: string;
  createdBy: string;
  url: string;
  languages: string[];
  now: Date;
  name?: string;
  pageLimit?: number;
  sourceLanguage?: string;
};

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
      sourceLanguage: input.sourceLanguage ?? DEFAULT_SOURCE_LANG,
      baseUrl,
      hostname,
      languages: input.languages,
      pageLimit: input.pageLimit,
      status: 'partialCreated',
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: projects.id });
  await db.insert(projectDomains).values({ projectId: row!.id, hostname, origin, languages: input.languages, createdAt: input.now });
  return row!;
}

/** Whether any project serves this site, as its main hostname or as one of its other domains (demo ids aside). */
export async function hasProjectForSite(db: Db, url: string): Promise<boolean> {
  const names = siteHostnames(websiteAddress(url).siteName);
  // A sales demo of the site (docs/demo-ids.md) must not stop its owner from signing up.
  const isDemo = (projectId: typeof projects.id | typeof projectDomains.projectId) =>
    db.select({ id: demoIds.id }).from(demoIds).where(eq(demoIds.projectId, projectId));
  const [main] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(inArray(projects.hostname, names), notExists(isDemo(projects.id))))
    .limit(1);
  if (main) return true;
  const [other] = await db
    .select({ id: projectDomains.id })
    .from(projectDomains)
    .where(and(inArray(projectDomains.hostname, names), notExists(isDemo(projectDomains.projectId))))
    .limit(1);
  return Boolean(other);
}
