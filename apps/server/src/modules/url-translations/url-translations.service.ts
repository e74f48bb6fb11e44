import { URL_TRANSLATION_MESSAGES as M, decodedPathname, parseTranslatedPath, type UrlTranslation } from '@lipi/contract';
import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { projectDomains, scopeUrls, urlTranslations } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { clearProjectCache } from '../render/render-cache.ts';
import { findScopeUrl } from '../scope/scope-queries.ts';

type Ctx = Pick<AppContext, 'db'>;
type Row = typeof urlTranslations.$inferSelect;
type Outcome = { ok: true; row: Row } | { ok: false; reason: string; status: 'BAD_REQUEST' | 'NOT_FOUND' | 'CONFLICT' };

const toReply = (row: Row, url: string): UrlTranslation => ({
  id: row.id,
  url,
  hostname: row.hostname,
  lang: row.lang,
  sourcePath: row.sourcePath,
  translatedPath: row.translatedPath,
  previousPaths: row.previousPaths,
  updatedAt: row.updatedAt.toISOString(),
});

/** The page, its language and the checked path; every refusal with the contract's message. */
async function prepare(ctx: Ctx, visible: SQL, project: ProjectRow, lang: string, url: string, typed: string) {
  const page = await findScopeUrl(ctx, visible, { url });
  if (!page) return { ok: false as const, reason: M.notInScope, status: 'NOT_FOUND' as const };
  const [domain] = await ctx.db
    .select({ languages: projectDomains.languages })
    .from(projectDomains)
    .where(and(eq(projectDomains.projectId, project.id), eq(projectDomains.hostname, page.hostname)));
  if (!domain?.languages.includes(lang)) return { ok: false as const, reason: M.languageNotInProject, status: 'BAD_REQUEST' as const };
  const checked = parseTranslatedPath(typed);
  if (!checked.ok) return { ok: false as const, reason: checked.message, status: 'BAD_REQUEST' as const };
  const sourcePath = decodedPathname(new URL(page.url).pathname);
  if (checked.path === sourcePath) return { ok: false as const, reason: M.sameAsSource, status: 'BAD_REQUEST' as const };
  return { ok: true as const, page, sourcePath, path: checked.path };
}

/**
 * A path is free in a language when no other page uses it as its translated path and no other page
 * of the same site has it as its own path (the proxy could then not tell the two apart).
 */
async function collision(
  ctx: Ctx,
  project: ProjectRow,
  hostname: string,
  lang: string,
  path: string,
  ownId: string | null,
  paths: SitePaths,
): Promise<string | null> {
  const [taken] = await ctx.db
    .select({ id: urlTranslations.id })
    .from(urlTranslations)
    .where(
      and(
        eq(urlTranslations.projectId, project.id),
        eq(urlTranslations.hostname, hostname),
        eq(urlTranslations.lang, lang),
        eq(urlTranslations.translatedPath, path),
      ),
    );
  if (taken && taken.id !== ownId) return M.takenByTranslation;
  if ((await paths(hostname)).has(path)) return M.takenBySource;
  return null;
}

type SitePaths = (hostname: string) => Promise<Set<string>>;

/** The decoded paths of a site's pages, read once per call however many rows it checks. */
function sitePaths(ctx: Ctx, project: ProjectRow): SitePaths {
  const byHost = new Map<string, Promise<Set<string>>>();
  return (hostname) => {
    let paths = byHost.get(hostname);
    if (!paths) {
      paths = ctx.db
        .select({ url: scopeUrls.url })
        .from(scopeUrls)
        .where(and(eq(scopeUrls.projectId, project.id), eq(scopeUrls.hostname, hostname)))
        .then((pages) => new Set(pages.map((p) => decodedPathname(new URL(p.url).pathname))));
      byHost.set(hostname, paths);
    }
    return paths;
  };
}

/** The condition for the project's translation of one source path into `lang` on one hostname. */
const ofSourcePath = (project: ProjectRow, hostname: string, lang: string, sourcePath: string) =>
  and(
    eq(urlTranslations.projectId, project.id),
    eq(urlTranslations.hostname, hostname),
    eq(urlTranslations.lang, lang),
    eq(urlTranslations.sourcePath, sourcePath),
  );

async function addOne(
  ctx: Ctx,
  visible: SQL,
  project: ProjectRow,
  lang: string,
  url: string,
  typed: string,
  paths: SitePaths,
): Promise<Outcome & { url?: string }> {
  const prepared = await prepare(ctx, visible, project, lang, url, typed);
  if (!prepared.ok) return prepared;
  const { page, sourcePath, path } = prepared;
  const existing = await findRow(ctx, project, page.hostname, lang, sourcePath);
  if (existing && !isRemoved(existing)) return { ok: false, reason: M.alreadyTranslated, status: 'CONFLICT' };
  const taken = await collision(ctx, project, page.hostname, lang, path, existing?.id ?? null, paths);
  if (taken) return { ok: false, reason: taken, status: 'CONFLICT' };
  // A page whose translated path was removed gets a new one; the paths it had keep redirecting.
  if (existing) return { ok: true, row: await setPath(ctx, existing, path), url: page.url };
  const [row] = await ctx.db
    .insert(urlTranslations)
    .values({ projectId: project.id, scopeUrlId: page.id, hostname: page.hostname, lang, sourcePath, translatedPath: path })
    .onConflictDoNothing()
    .returning();
  // A concurrent call took the path (or the page) between the check and the insert.
  if (!row) return { ok: false, reason: M.takenByTranslation, status: 'CONFLICT' };
  return { ok: true, row, url: page.url };
}

/** scope/addUrlTranslations: each row added or refused with its reason. Rendered pages are dropped (their links change). */
export async function addUrlTranslations(ctx: Ctx, visible: SQL, project: ProjectRow, lang: string, rows: { url: string; translatedPath: string }[]) {
  const added: UrlTranslation[] = [];
  const rejected: { url: string; translatedPath: string; reason: string }[] = [];
  const paths = sitePaths(ctx, project);
  for (const input of rows) {
    const outcome = await addOne(ctx, visible, project, lang, input.url, input.translatedPath, paths);
    if (outcome.ok) added.push(toReply(outcome.row, outcome.url ?? input.url));
    else rejected.push({ ...input, reason: outcome.reason });
  }
  if (added.length) await clearProjectCache(ctx.db, project.id);
  return { added, rejected };
}

/** scope/updateTranslatedUrl: the new path replaces the old one, which is kept to redirect permanently. */
export async function updateTranslatedUrl(ctx: Ctx, visible: SQL, project: ProjectRow, lang: string, url: string, typed: string): Promise<UrlTranslation> {
  const prepared = await prepare(ctx, visible, project, lang, url, typed);
  if (!prepared.ok) throw new AppError(prepared.status, prepared.reason);
  const { page, sourcePath, path } = prepared;
  const row = await findRow(ctx, project, page.hostname, lang, sourcePath);
  if (!row || isRemoved(row)) throw new AppError('NOT_FOUND', M.notTranslated);
  if (row.translatedPath === path) return toReply(row, page.url);
  const taken = await collision(ctx, project, page.hostname, lang, path, row.id, sitePaths(ctx, project));
  if (taken) throw new AppError('CONFLICT', taken);
  const updated = await setPath(ctx, row, path);
  await clearProjectCache(ctx.db, project.id);
  return toReply(updated, page.url);
}

/**
 * scope/removeTranslatedUrl: the page is served at its original path again. The row stays, with the
 * original path as its current one, so every translated path it had still redirects permanently
 * (links shared and pages indexed under them keep working); a later add gives it a new path.
 */
export async function removeTranslatedUrl(ctx: Ctx, visible: SQL, project: ProjectRow, lang: string, url: string) {
  const page = await findScopeUrl(ctx, visible, { url });
  if (!page) throw new AppError('NOT_FOUND', M.notInScope);
  const sourcePath = decodedPathname(new URL(page.url).pathname);
  const row = await findRow(ctx, project, page.hostname, lang, sourcePath);
  if (!row || isRemoved(row)) throw new AppError('NOT_FOUND', M.notTranslated);
  const removed = await setPath(ctx, row, sourcePath);
  await clearProjectCache(ctx.db, project.id);
  return { sourcePath, redirects: removed.previousPaths };
}

/** A removed translated path: the page's current path in that language is its own again. */
const isRemoved = (row: Row) => row.translatedPath === row.sourcePath;

async function findRow(ctx: Ctx, project: ProjectRow, hostname: string, lang: string, sourcePath: string): Promise<Row | undefined> {
  const [row] = await ctx.db
    .select()
    .from(urlTranslations)
    .where(ofSourcePath(project, hostname, lang, sourcePath));
  return row;
}

/** The new current path; the one it replaces joins the earlier paths (which redirect), the page's own path never does. */
async function setPath(ctx: Ctx, row: Row, path: string): Promise<Row> {
  const earlier = [row.translatedPath, ...row.previousPaths].filter((p, i, all) => p !== path && p !== row.sourcePath && all.indexOf(p) === i);
  const [updated] = await ctx.db
    .update(urlTranslations)
    .set({ translatedPath: path, previousPaths: earlier.slice(0, 20), updatedAt: new Date() })
    .where(eq(urlTranslations.id, row.id))
    .returning();
  return updated!;
}

/** The project's translated paths the caller may see (optionally of one page), in a stable order. */
export async function listUrlTranslations(ctx: Ctx, visible: SQL, url?: string): Promise<UrlTranslation[]> {
  // Removed paths (the page back at its own path) are not listed; their redirects still work.
  const conditions = [visible, ne(urlTranslations.translatedPath, urlTranslations.sourcePath)];
  if (url) {
    const page = await findScopeUrl(ctx, visible, { url });
    if (!page) return [];
    conditions.push(eq(scopeUrls.id, page.id));
  }
  const rows = await ctx.db
    .select({ t: urlTranslations, url: scopeUrls.url })
    .from(urlTranslations)
    .innerJoin(scopeUrls, eq(scopeUrls.id, urlTranslations.scopeUrlId))
    .where(and(...conditions))
    .orderBy(asc(urlTranslations.sourcePath), asc(urlTranslations.lang))
    .limit(5000);
  return rows.map((r) => toReply(r.t, r.url));
}
