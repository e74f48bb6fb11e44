import { SUGGESTION_MESSAGES, type feedbackRequest, type suggestionRequest } from '@lipi/contract';
import { normaliseText, tokenizeMarkers } from '@lipi/engine/extract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { feedback, segments, suggestions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { assertOrigin, getPublicSite, resolvePage, siteLanguages } from './public-site.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config'>;

/** The markers of a text as a sorted list (`o1 c1 v2`): a suggestion may move them, not add or drop them. */
const markerSet = (text: string) =>
  tokenizeMarkers(text)
    .map((t) => (t.type === 'text' ? '' : `${t.type[0]}${t.id}`))
    .filter(Boolean)
    .sort()
    .join(' ');

/**
 * POST /api/public/suggestion. Stored as text (never rendered as HTML anywhere); identical
 * suggestions for one segment and language are one row whose count grows.
 */
export async function createSuggestion(ctx: Ctx, input: z.infer<typeof suggestionRequest>, origin?: string) {
  const site = await getPublicSite(ctx, input.projectId);
  const page = resolvePage(site, input.url);
  assertOrigin(origin, page, ctx.config.PUBLIC_URL);
  if (input.lang === site.sourceLang || !siteLanguages(site, page.domain).some((l) => l.code === input.lang)) {
    throw new AppError('BAD_REQUEST', 'This site is not translated into that language');
  }
  const [segment] = await ctx.db
    .select({ text: segments.text })
    .from(segments)
    .where(and(eq(segments.projectId, site.projectId), eq(segments.sourceHash, input.sourceHash)));
  if (!segment) throw new AppError('NOT_FOUND', SUGGESTION_MESSAGES.unknownSegment);
  const suggestedText = normaliseText(input.suggestedText);
  if (markerSet(suggestedText) !== markerSet(segment.text)) throw new AppError('BAD_REQUEST', SUGGESTION_MESSAGES.markers);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(suggestions)
    .values({
      projectId: site.projectId,
      sourceHash: input.sourceHash,
      sourceText: segment.text,
      targetLang: input.lang,
      currentText: input.currentText ?? null,
      suggestedText,
      pageUrl: page.url,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [suggestions.projectId, suggestions.sourceHash, suggestions.targetLang, suggestions.suggestedText],
      set: { count: sql`${suggestions.count} + 1`, updatedAt: now },
    })
    .returning({ id: suggestions.id, count: suggestions.count });
  return row!;
}

/** POST /api/public/feedback */
export async function createFeedback(ctx: Ctx, input: z.infer<typeof feedbackRequest>, origin?: string) {
  const site = await getPublicSite(ctx, input.projectId);
  const page = resolvePage(site, input.url);
  assertOrigin(origin, page, ctx.config.PUBLIC_URL);
  const [row] = await ctx.db
    .insert(feedback)
    .values({
      projectId: site.projectId,
      pageUrl: page.url,
      targetLang: input.lang ?? null,
      rating: input.rating ?? null,
      message: input.message,
      createdAt: ctx.clock.now(),
    })
    .returning({ id: feedback.id });
  return row!;
}
