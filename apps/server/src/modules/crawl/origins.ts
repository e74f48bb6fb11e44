import { isSameSite, normaliseUrl } from '@lipi/engine/url';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projectDomains } from '../../db/schema/index.ts';

type ProjectSite = { id: string; baseUrl: string };

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The origins a project's crawl and scope may touch: its base URL's and every active domain's.
 * A link elsewhere is never followed and a URL elsewhere never enters the scope.
 */
export async function projectOrigins(db: Db, project: ProjectSite): Promise<string[]> {
  const domains = await db
    .select({ origin: projectDomains.origin })
    .from(projectDomains)
    .where(and(eq(projectDomains.projectId, project.id), eq(projectDomains.isActive, true)));
  const all = [originOf(project.baseUrl), ...domains.map((d) => originOf(d.origin))];
  return [...new Set(all.filter((o): o is string => o !== null))];
}

/** The crawler's key for a URL of this project, or null when it is not one (or not a URL at all). */
export function siteUrl(raw: string, origins: readonly string[], base?: string): string | null {
  const url = normaliseUrl(raw, base);
  return url && isSameSite(url, origins) ? url : null;
}
