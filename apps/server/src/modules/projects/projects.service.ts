import { normaliseUrl } from '@lipi/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projects } from '../../db/schema/index.ts';

/**
 * The canonical form of a website address: scheme, host and path without a trailing slash, no
 * query or fragment (they never identify a site). `www.` and bare hosts are the same site.
 */
export function websiteAddress(url: string): { baseUrl: string; hostname: string; siteName: string } {
  const parsed = new URL(normaliseUrl(url));
  const path = parsed.pathname.replace(/\/+$/, '');
  const hostname = parsed.hostname.toLowerCase();
  return { baseUrl: `${parsed.protocol}//${parsed.host}${path}`, hostname, siteName: hostname.replace(/^www\./, '') };
}

type NewWebsiteProject = { organisationId: string; createdBy: string; url: string; languages: string[]; now: Date };

/** A website project as the free trial creates it: waiting for its first crawl (partialCreated). */
export async function createWebsiteProject(db: Db, input: NewWebsiteProject): Promise<{ id: string }> {
  const { baseUrl, hostname, siteName } = websiteAddress(input.url);
  const [row] = await db
    .insert(projects)
    .values({
      organisationId: input.organisationId,
      createdBy: input.createdBy,
      name: siteName,
      kind: 'website',
      baseUrl,
      hostname,
      languages: input.languages,
      status: 'partialCreated',
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: projects.id });
  return row!;
}

export async function hasProjectForSite(db: Db, url: string): Promise<boolean> {
  const { siteName } = websiteAddress(url);
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(inArray(projects.hostname, [siteName, `www.${siteName}`]))
    .limit(1);
  return Boolean(row);
}
