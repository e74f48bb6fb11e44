import { SCOPE_MESSAGES } from '@lipi/contract';
import { isSameSite, normaliseUrl } from '@lipi/engine/url';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { scopeUrls } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { startRefresh } from '../crawl/crawl.service.ts';
import { countInScope } from '../crawl/frontier.ts';
import { projectOrigins } from '../crawl/origins.ts';
import type { ProjectRow } from '../projects/project-access.ts';

type Ctx = Pick<AppContext, 'db' | 'queue' | 'clock'>;
export type AddResult = { results: Record<string, true | string>; added: number; failed: number };

/** '{n} Url added successfully' and/or '{n} Url addition failed', as the client shows them. */
export function addMessage(result: AddResult): string {
  const parts = [];
  if (result.added > 0) parts.push(SCOPE_MESSAGES.added(result.added));
  if (result.failed > 0) parts.push(SCOPE_MESSAGES.addFailed(result.failed));
  return parts.join(', ');
}

/**
 * scope/add and scope/upload: each URL is normalised as the crawler would, must belong to one of
 * the project's origins, and fits within the page limit; a URL taken out of scope earlier comes
 * back. The answer says, per URL as sent, true or why not. Added URLs are fetched at once.
 */
export async function addUrls(ctx: Ctx, project: ProjectRow, urls: string[], source: 'manual' | 'upload'): Promise<AddResult> {
  const origins = await projectOrigins(ctx.db, project);
  const results: Record<string, true | string> = {};
  const wanted = new Map<string, string>(); // normalised → as sent
  for (const raw of urls) {
    const url = normaliseUrl(raw);
    if (!url) results[raw] = 'Invalid Url';
    else if (!isSameSite(url, origins)) results[raw] = SCOPE_MESSAGES.outsideProject;
    else if (wanted.has(url)) results[raw] = 'Duplicate Url';
    else wanted.set(url, raw);
  }
  const keys = [...wanted.keys()];
  const known = new Map<string, { id: string; isInScope: boolean }>();
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await ctx.db
      .select({ id: scopeUrls.id, url: scopeUrls.url, isInScope: scopeUrls.isInScope })
      .from(scopeUrls)
      .where(and(eq(scopeUrls.projectId, project.id), inArray(scopeUrls.url, keys.slice(i, i + 500))));
    for (const row of rows) known.set(row.url, row);
  }
  let room = project.pageLimit - (await countInScope(ctx.db, project.id));
  const fresh: string[] = [];
  const backInScope: string[] = [];
  for (const [url, raw] of wanted) {
    const row = known.get(url);
    if (row?.isInScope) results[raw] = SCOPE_MESSAGES.alreadyInScope;
    else if (room <= 0) results[raw] = 'Page limit reached';
    else {
      room--;
      (row ? backInScope : fresh).push(url);
      results[raw] = true;
    }
  }
  for (let i = 0; i < backInScope.length; i += 500) {
    await ctx.db
      .update(scopeUrls)
      .set({ isInScope: true, crawlStatus: 'pending' })
      .where(and(eq(scopeUrls.projectId, project.id), inArray(scopeUrls.url, backInScope.slice(i, i + 500))));
  }
  for (let i = 0; i < fresh.length; i += 500) {
    await ctx.db
      .insert(scopeUrls)
      .values(fresh.slice(i, i + 500).map((url) => ({ projectId: project.id, url, hostname: new URL(url).hostname, depth: 0, source })))
      .onConflictDoNothing();
  }
  const added = Object.values(results).filter((r) => r === true).length;
  const result = { results, added, failed: Object.keys(results).length - added };
  if (added === 0) throw new AppError('BAD_REQUEST', SCOPE_MESSAGES.addNothing, result);
  await startRefresh(ctx, project);
  return result;
}

/**
 * A CSV or text file of URLs: one per line; in a CSV the first cell of a line that is an http(s)
 * URL counts (so a header row or extra columns do no harm). Null when the file is not text.
 */
export function parseUrlFile(content: Buffer): string[] | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content).replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
  if (text.includes('\0')) return null;
  const lines = text.split(/\r\n|\r|\n/).filter((line) => line.trim());
  if (lines.length > 5000) throw new AppError('BAD_REQUEST', SCOPE_MESSAGES.uploadTooLarge);
  const urls: string[] = [];
  for (const line of lines) {
    const cell = line
      .split(/[,;\t]/)
      .map((c) =>
        c
          .trim()
          .replace(/^["']|["']$/g, '')
          .trim(),
      )
      .find((c) => /^https?:\/\/\S+$/i.test(c));
    if (cell) urls.push(cell);
  }
  return urls;
}

/**
 * project/scope: the scope becomes exactly the file's URLs. URLs of the project that the file does
 * not list go out of scope (kept, with their translations, so a later file can bring them back);
 * listed ones come in as scope/upload would add them, within the page limit. Nothing is taken out
 * when no listed URL is usable, so a wrong file cannot empty a project's scope.
 */
export async function replaceScope(ctx: Ctx, project: ProjectRow, urls: string[]): Promise<AddResult & { removed: number }> {
  const origins = await projectOrigins(ctx.db, project);
  const listed = [...new Set(urls.map((raw) => normaliseUrl(raw)).filter((url): url is string => Boolean(url) && isSameSite(url as string, origins)))];
  if (listed.length === 0) throw new AppError('BAD_REQUEST', SCOPE_MESSAGES.addNothing);
  // One statement for the project (the file holds at most SCOPE_LIMITS.uploadLines URLs).
  const removedRows = await ctx.db
    .update(scopeUrls)
    .set({ isInScope: false })
    .where(and(eq(scopeUrls.projectId, project.id), eq(scopeUrls.isInScope, true), notInArray(scopeUrls.url, listed)))
    .returning({ id: scopeUrls.id });
  const removed = removedRows.length;
  let result: AddResult;
  try {
    result = await addUrls(ctx, project, urls, 'upload');
  } catch (err) {
    // Every listed URL already in scope: taking the others out was the whole change.
    if (!(err instanceof AppError && err.data && removed > 0)) throw err;
    result = err.data as AddResult;
  }
  // A listed URL already in scope is where the file wants it, not a failure.
  const failed = Object.values(result.results).filter((r) => r !== true && r !== SCOPE_MESSAGES.alreadyInScope).length;
  return { ...result, failed, removed };
}
