import { TRANSLATION_MESSAGES } from '@lipi/contract';
import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { findScopeUrl, seesAllUrls, visibleUrls } from '../scope/scope-queries.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';

/**
 * What every translation call works on: the project (resolved by the route's `project` option or,
 * for uploads, getProjectForCaller, so another organisation's id is 404), the URLs the caller may see (a collaborator only those of the
 * domains assigned to it) and, when the call names one, the URL whose segments it is about.
 */
export type TranslationScope = {
  auth: AuthInfo;
  project: ProjectRow;
  /** Condition over scope_urls selecting the URLs this caller may see. */
  visible: SQL;
  /** visible is the whole project: the segments' precomputed in-scope flag answers alone. */
  seesAllUrls: boolean;
  /** One URL's id when the call is about a single page; its segments then come in page order. */
  urlId: string | null;
};

type ScopeInput = { targetLang?: string | undefined; languages?: string[] | undefined; url?: string | undefined };

/** `project` is the one the request names, already tenant-checked (request.project). */
export async function translationScope(ctx: AppContext, request: FastifyRequest, project: ProjectRow, input: ScopeInput): Promise<TranslationScope> {
  const auth = requireAuth(request);
  for (const lang of [...(input.targetLang ? [input.targetLang] : []), ...(input.languages ?? [])]) assertLanguage(project, lang);
  const visible = await visibleUrls(ctx, auth, project.id);
  let urlId: string | null = null;
  if (input.url) {
    const row = await findScopeUrl(ctx, visible, { url: input.url });
    if (!row) throw new AppError('NOT_FOUND', TRANSLATION_MESSAGES.urlNotFound);
    urlId = row.id;
  }
  return { auth, project, visible, seesAllUrls: seesAllUrls(auth), urlId };
}

export function assertLanguage(project: Pick<ProjectRow, 'languages'>, lang: string) {
  if (!project.languages.includes(lang)) throw badRequest(TRANSLATION_MESSAGES.languageNotInProject);
}
