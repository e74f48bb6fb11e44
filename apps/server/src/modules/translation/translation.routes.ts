import {
  TRANSLATION_MESSAGES,
  newContentReply,
  newContentRequest,
  translationCountsReply,
  translationCountsRequest,
  translationListReply,
  translationListRequest,
} from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, replyOf } from '../../lib/envelope.ts';
import type { SegmentKinds } from './segment-source.ts';
import { translationScope } from './translation-access.ts';
import { registerTranslationContentRoutes } from './translation-content.routes.ts';
import { countTranslations } from './translation-counts.service.ts';
import { registerTranslationEditRoutes } from './translation-edit.routes.ts';
import { registerTranslationFileRoutes } from './translation-files.routes.ts';
import { registerTmTransferRoutes } from './tm-transfer.routes.ts';
import { listTranslations } from './translation-list.service.ts';

const view = { policy: 'translation.view' } as const;

/** The editor's lists: every path that answers rows of segments with their translations. */
const LIST_ROUTES: [string, SegmentKinds][] = [
  ['/api/translation/dashboard/get', 'all'],
  // The older client calls filter when a filter is chosen; same request, same rows.
  ['/api/translation/filter', 'all'],
  ['/api/translation/seo/get', 'seo'],
  ['/api/meta/paginated/get', 'meta'],
];

/** Translation memory calls (spec 02 §7 Translation). */
export function registerTranslationRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const [path, kinds] of LIST_ROUTES) {
    api.post(path, { config: view, schema: { body: translationListRequest, response: replyOf(translationListReply) } }, async (request) => {
      const scope = await translationScope(ctx, request, request.body);
      return ok(await listTranslations(ctx.db, scope, request.body, kinds));
    });
  }

  api.post('/api/translation/counts', { config: view, schema: { body: translationCountsRequest, response: replyOf(translationCountsReply) } }, async (request) => {
    const scope = await translationScope(ctx, request, request.body);
    return ok({ languages: await countTranslations(ctx.db, scope) });
  });

  api.post('/api/translation/newContent/view', { config: view, schema: { body: newContentRequest, response: replyOf(newContentReply) } }, async (request) => {
    const scope = await translationScope(ctx, request, request.body);
    const list = await listTranslations(ctx.db, scope, { ...request.body, filter: 'newContent' });
    const segments = list.rows.map(({ sourceHash, sourceText, kind, wordCount }) => ({ sourceHash, sourceText, kind, wordCount }));
    return ok({ segments, total: list.total, totalWords: list.totalWords }, list.total === 0 ? TRANSLATION_MESSAGES.noNewContent : '');
  });

  registerTranslationEditRoutes(app, ctx);
  registerTranslationContentRoutes(app, ctx);
  registerTranslationFileRoutes(app, ctx);
  registerTmTransferRoutes(app, ctx);
}
