import { TRANSLATION_MESSAGES, TRANSLATION_ROUTES as R } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { markFormattingChecks } from '../machine-translation/engine-tags.ts';
import { listTaskRows } from '../manual-translation/manual-task-editor.ts';
import { ok } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';
import type { SegmentKinds } from './segment-source.ts';
import { translationScope } from './translation-access.ts';
import { registerTranslationContentRoutes } from './translation-content.routes.ts';
import { countTranslations } from './translation-counts.service.ts';
import { registerTranslationEditRoutes } from './translation-edit.routes.ts';
import { registerTranslationFileRoutes } from './translation-files.routes.ts';
import { registerTmTransferRoutes } from './tm-transfer.routes.ts';
import { listTranslations } from './translation-list.service.ts';

/** The editor's lists: every call that answers rows of segments with their translations. */
const LIST_ROUTES = [
  [R.list, 'all'],
  // The older client calls filter when a filter is chosen; same request, same rows.
  [R.filter, 'all'],
  [R.seoList, 'seo'],
  [R.metaList, 'meta'],
] as const satisfies readonly (readonly [unknown, SegmentKinds])[];

/** Translation memory calls (spec 02 §7 Translation). */
export function registerTranslationRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const [route, kinds] of LIST_ROUTES) {
    registerRoute(app, ctx, route, {
      policy: 'translation.view',
      project: 'body',
      handler: async (request) => {
        const { subBatchId } = request.body;
        if (subBatchId) return ok(await listTaskRows(ctx, requireAuth(request), request.project, { ...request.body, subBatchId }));
        const scope = await translationScope(ctx, request, request.project, request.body);
        const list = await listTranslations(ctx.db, scope, request.body, kinds);
        return ok({ ...list, rows: await markFormattingChecks(ctx, request.project.organisationId, request.body.targetLang, list.rows) });
      },
    });
  }

  registerRoute(app, ctx, R.counts, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request) => {
      const scope = await translationScope(ctx, request, request.project, request.body);
      return ok({ languages: await countTranslations(ctx.db, scope) });
    },
  });

  registerRoute(app, ctx, R.newContentView, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request) => {
      const scope = await translationScope(ctx, request, request.project, request.body);
      const list = await listTranslations(ctx.db, scope, { ...request.body, filter: 'newContent' });
      const segments = list.rows.map(({ sourceHash, sourceText, kind, wordCount }) => ({ sourceHash, sourceText, kind, wordCount }));
      return ok({ segments, total: list.total, totalWords: list.totalWords }, list.total === 0 ? TRANSLATION_MESSAGES.noNewContent : '');
    },
  });

  registerTranslationEditRoutes(app, ctx);
  registerTranslationContentRoutes(app, ctx);
  registerTranslationFileRoutes(app, ctx);
  registerTmTransferRoutes(app, ctx);
}
