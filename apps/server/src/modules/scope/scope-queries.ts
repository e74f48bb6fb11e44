import { houseOfRole, SCOPE_MESSAGES, type ScopeUrl } from '@lipi/contract';
import { normaliseUrl } from '@lipi/engine/url';
import { and, asc, count, eq, gt, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { domainCollaborators, projectDomains, scopeUrls } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { documentViewerOf, visibleDocumentUrls } from '../documents/documents-access.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { pageAnchors } from '../translation/page-anchors.ts';

export type ScopeUrlRow = typeof scopeUrls.$inferSelect;
type Ctx = Pick<AppContext, 'db'>;

/** The allow-list of a scope row: what the scope table shows. */
export function toScopeUrl(row: ScopeUrlRow): ScopeUrl {
  return {
    id: row.id,
    url: row.url,
    hostname: row.hostname,
    isTracked: row.isTracked,
    isInScope: row.isInScope,
    crawlStatus: row.crawlStatus,
    httpStatus: row.httpStatus,
    sourceWordCount: row.sourceWordCount,
    uniqueWordCount: row.uniqueWordCount,
    segmentCount: row.segmentCount,
    fetchedAt: row.fetchedAt?.toISOString() ?? null,
    title: row.title,
    error: row.error,
  };
}

/** LIKE treats % and _ as wildcards; a search for "50%_off" means those characters. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Whether visibleUrls is the whole project for this caller (so per-URL checks can be skipped). */
export const seesAllUrls = (auth: Pick<AuthInfo, 'role'>) => auth.role !== 'collaborator' && houseOfRole(auth.role) === null;

/**
 * The rows a caller may see: the project's, and for a collaborator only those on the hostnames
 * of the domains assigned to it (the issue's "a collaborator sees only what is assigned"). A
 * parliament house's users do not see the URLs of documents hidden from them (the other house's,
 * or for a translator another category's), so the editor never shows those paragraphs.
 */
export async function visibleUrls(ctx: Ctx, auth: AuthInfo, projectId: string): Promise<SQL> {
  const ofProject = eq(scopeUrls.projectId, projectId);
  if (seesAllUrls(auth)) return ofProject;
  if (houseOfRole(auth.role)) return and(ofProject, visibleDocumentUrls(await documentViewerOf(ctx, auth)))!;
  const assigned = await ctx.db
    .select({ hostname: projectDomains.hostname })
    .from(projectDomains)
    .innerJoin(domainCollaborators, eq(domainCollaborators.domainId, projectDomains.id))
    .where(and(eq(projectDomains.projectId, projectId), eq(domainCollaborators.userId, auth.userId)));
  return and(ofProject, inArray(scopeUrls.hostname, assigned.length > 0 ? assigned.map((a) => a.hostname) : ['']))!;
}

export type ListFilter = { pageNumber: number; pageSize: number; search?: string | undefined; hostname?: string | undefined };

/** The URLs a caller sees and whose they are: the identity of its lists, for their page anchors. */
export type ScopeView = { visible: SQL; project: { id: string }; auth: Pick<AuthInfo, 'role' | 'userId'> };

/**
 * Keyset pages (issue 18): both lists sort by url alone, unique in a project, so the last url of a
 * page served is where the next page starts (`url > anchor`, a range of an index on (project, url) or
 * (project, hostname, url)); a jump, another instance or an expired anchor reads with OFFSET, the
 * same rows. A collaborator's list is its own (it sees other rows).
 */
const urlAnchors = pageAnchors<string>('scope/urls');
const viewKey = (view: ScopeView, ...inputs: unknown[]) => JSON.stringify([view.project.id, seesAllUrls(view.auth) ? '' : view.auth.userId, ...inputs]);

export async function listScopeUrls(ctx: Ctx, view: ScopeView, filter: ListFilter): Promise<{ urls: ScopeUrl[]; total: number }> {
  const conditions = [view.visible];
  if (filter.search) conditions.push(ilike(scopeUrls.url, contains(filter.search)));
  const hostname = filter.hostname?.toLowerCase();
  if (hostname) conditions.push(eq(scopeUrls.hostname, hostname));
  const where = and(...conditions);
  const list = viewKey(view, 'page', filter.search ?? '', hostname ?? '', filter.pageSize);
  const anchor = urlAnchors.before(list, filter.pageNumber);
  const [rows, [total]] = await Promise.all([
    anchor === null
      ? ctx.db
          .select()
          .from(scopeUrls)
          .where(where)
          .orderBy(asc(scopeUrls.url))
          .limit(filter.pageSize)
          .offset((filter.pageNumber - 1) * filter.pageSize)
      : ctx.db
          .select()
          .from(scopeUrls)
          .where(and(where, gt(scopeUrls.url, anchor)))
          .orderBy(asc(scopeUrls.url))
          .limit(filter.pageSize),
    ctx.db.select({ n: count() }).from(scopeUrls).where(where),
  ]);
  if (rows.length === filter.pageSize) urlAnchors.remember(list, filter.pageNumber, rows.at(-1)!.url);
  return { urls: rows.map(toScopeUrl), total: total?.n ?? 0 };
}

/** scope/allUrl: the URLs alone, 1000 per part, each once (part p is page p + 1 of its anchors). */
export async function listAllUrls(ctx: Ctx, view: ScopeView, pagePart: number, partSize: number) {
  const list = viewKey(view, 'allUrl', partSize);
  const anchor = urlAnchors.before(list, pagePart + 1);
  const [rows, [total]] = await Promise.all([
    anchor === null
      ? ctx.db
          .selectDistinct({ url: scopeUrls.url })
          .from(scopeUrls)
          .where(view.visible)
          .orderBy(asc(scopeUrls.url))
          .limit(partSize)
          .offset(pagePart * partSize)
      : ctx.db
          .selectDistinct({ url: scopeUrls.url })
          .from(scopeUrls)
          .where(and(view.visible, gt(scopeUrls.url, anchor)))
          .orderBy(asc(scopeUrls.url))
          .limit(partSize),
    ctx.db.select({ n: count() }).from(scopeUrls).where(view.visible),
  ]);
  if (rows.length === partSize) urlAnchors.remember(list, pagePart + 1, rows.at(-1)!.url);
  return { urls: [...new Set(rows.map((r) => r.url))], pagePart, total: total?.n ?? 0 };
}

export async function countByHostname(ctx: Ctx, visible: SQL) {
  return ctx.db
    .select({ hostname: scopeUrls.hostname, count: count(), inScope: sql<number>`count(*) filter (where ${scopeUrls.isInScope})`.mapWith(Number) })
    .from(scopeUrls)
    .where(visible)
    .groupBy(scopeUrls.hostname)
    .orderBy(asc(scopeUrls.hostname));
}

/** One URL of the project, by id or address (normalised as the crawler stored it). */
/** The scheme of a document's scope URL (documents-upload.service.ts). */
export const DOCUMENT_URL_SCHEME = 'document://';

export async function findScopeUrl(ctx: Ctx, visible: SQL, target: { urlId?: string | undefined; url?: string | undefined }): Promise<ScopeUrlRow | null> {
  let condition: SQL;
  if (target.urlId) {
    if (!/^[0-9a-f-]{36}$/i.test(target.urlId)) return null;
    condition = eq(scopeUrls.id, target.urlId);
  } else {
    // A document's own scope URL (document://<fileId>/<name>) is matched as stored: it is no web address to normalise.
    const url = target.url?.startsWith(DOCUMENT_URL_SCHEME) ? target.url : normaliseUrl(target.url ?? '');
    if (!url) return null;
    condition = eq(scopeUrls.url, url);
  }
  const [row] = await ctx.db.select().from(scopeUrls).where(and(visible, condition));
  return row ?? null;
}

export async function getScopeUrl(
  ctx: Ctx,
  visible: SQL,
  target: { urlId?: string | undefined; url?: string | undefined },
  message: string = SCOPE_MESSAGES.urlNotFound,
) {
  const row = await findScopeUrl(ctx, visible, target);
  if (!row) throw new AppError('NOT_FOUND', message);
  return row;
}
