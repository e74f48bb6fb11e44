import { TRANSLATION_MESSAGES, TRANSLATION_ROUTES as R } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { saveTaskRow } from '../manual-translation/manual-task-editor.ts';
import { ok } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';
import { withFailureMessage } from './failure-message.ts';
import { deleteLanguage } from './language-deletion.service.ts';
import { translationScope } from './translation-access.ts';
import { toggleDisplayType, updateUserTranslation } from './translation-edit.service.ts';
import { replaceInTranslations } from './translation-replace.service.ts';
import { createRevisions, listRevisions } from './translation-revisions.service.ts';

/** Calls that change translations: hand edits, display type, revisions, replace, language deletion. */
export function registerTranslationEditRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, R.update, {
    policy: 'translation.edit',
    project: 'body',
    handler: async (request) => {
      const { subBatchId } = request.body;
      if (subBatchId) return ok(await saveTaskRow(ctx, requireAuth(request), request.project, { ...request.body, subBatchId }), TRANSLATION_MESSAGES.saved);
      const scope = await translationScope(ctx, request, request.project, request.body);
      const result = await updateUserTranslation(ctx.db, scope, request.body);
      return ok(result, result.warnings.length ? TRANSLATION_MESSAGES.savedWithWarnings(result.warnings.length) : TRANSLATION_MESSAGES.saved);
    },
  });

  registerRoute(app, ctx, R.toggleDisplayType, {
    policy: 'translation.edit',
    project: 'body',
    handler: async (request) => {
      const scope = await translationScope(ctx, request, request.project, request.body);
      return ok(await toggleDisplayType(ctx.db, scope, request.body), TRANSLATION_MESSAGES.saved);
    },
  });

  registerRoute(app, ctx, R.revisionCreate, {
    policy: 'translation.edit',
    project: 'body',
    handler: async (request) => {
      const scope = await translationScope(ctx, request, request.project, request.body);
      const created = await withFailureMessage(ctx, TRANSLATION_MESSAGES.revisionCreateFailed, () => createRevisions(ctx.db, scope, request.body));
      return ok(created, TRANSLATION_MESSAGES.revisionCreated);
    },
  });

  registerRoute(app, ctx, R.revisionList, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request) => {
      const scope = await translationScope(ctx, request, request.project, request.body);
      return ok(await withFailureMessage(ctx, TRANSLATION_MESSAGES.revisionListFailed, () => listRevisions(ctx.db, scope, request.body)));
    },
  });

  registerRoute(app, ctx, R.replace, {
    policy: 'translation.manage',
    project: 'body',
    handler: async (request) => {
      const scope = await translationScope(ctx, request, request.project, request.body);
      const result = await replaceInTranslations(ctx.db, scope, request.body);
      return ok(result, result.replaced === 0 ? TRANSLATION_MESSAGES.nothingReplaced : TRANSLATION_MESSAGES.replaced(result.replaced));
    },
  });

  registerRoute(app, ctx, R.languageDeletion, {
    policy: 'translation.manage',
    project: 'body',
    handler: async (request) => {
      const { project } = await translationScope(ctx, request, request.project, request.body);
      return ok(await deleteLanguage(ctx.db, project, request.body.targetLang, ctx.clock.now()), TRANSLATION_MESSAGES.languageDeleted);
    },
  });
}
