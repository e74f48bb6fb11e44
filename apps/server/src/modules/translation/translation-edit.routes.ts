import {
  TRANSLATION_MESSAGES,
  languageDeletionReply,
  projectLangRequest,
  replaceReply,
  replaceRequest,
  revisionCreateReply,
  revisionCreateRequest,
  revisionListReply,
  revisionListRequest,
  toggleDisplayTypeReply,
  toggleDisplayTypeRequest,
  translationUpdateReply,
  translationUpdateRequest,
} from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, replyOf } from '../../lib/envelope.ts';
import { withFailureMessage } from './failure-message.ts';
import { deleteLanguage } from './language-deletion.service.ts';
import { translationScope } from './translation-access.ts';
import { toggleDisplayType, updateUserTranslation } from './translation-edit.service.ts';
import { replaceInTranslations } from './translation-replace.service.ts';
import { createRevisions, listRevisions } from './translation-revisions.service.ts';

const view = { policy: 'translation.view' } as const;
const edit = { policy: 'translation.edit' } as const;
const manage = { policy: 'translation.manage' } as const;

/** Calls that change translations: hand edits, display type, revisions, replace, language deletion. */
export function registerTranslationEditRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/translation/user/update', { config: edit, schema: { body: translationUpdateRequest, response: replyOf(translationUpdateReply) } }, async (request) => {
    const scope = await translationScope(ctx, request, request.body);
    const result = await updateUserTranslation(ctx.db, scope, request.body);
    return ok(result, result.warnings.length ? TRANSLATION_MESSAGES.savedWithWarnings(result.warnings.length) : TRANSLATION_MESSAGES.saved);
  });

  api.post(
    '/api/translation/toggle/transliteration/type',
    { config: edit, schema: { body: toggleDisplayTypeRequest, response: replyOf(toggleDisplayTypeReply) } },
    async (request) => {
      const scope = await translationScope(ctx, request, request.body);
      return ok(await toggleDisplayType(ctx.db, scope, request.body), TRANSLATION_MESSAGES.saved);
    },
  );

  api.post('/api/translation/revision/create', { config: edit, schema: { body: revisionCreateRequest, response: replyOf(revisionCreateReply) } }, async (request) => {
    const scope = await translationScope(ctx, request, request.body);
    const created = await withFailureMessage(ctx, TRANSLATION_MESSAGES.revisionCreateFailed, () => createRevisions(ctx.db, scope, request.body));
    return ok(created, TRANSLATION_MESSAGES.revisionCreated);
  });

  api.post('/api/translation/revision/list', { config: view, schema: { body: revisionListRequest, response: replyOf(revisionListReply) } }, async (request) => {
    const scope = await translationScope(ctx, request, request.body);
    return ok(await withFailureMessage(ctx, TRANSLATION_MESSAGES.revisionListFailed, () => listRevisions(ctx.db, scope, request.body)));
  });

  api.post('/api/translation/replace', { config: manage, schema: { body: replaceRequest, response: replyOf(replaceReply) } }, async (request) => {
    const scope = await translationScope(ctx, request, request.body);
    const result = await replaceInTranslations(ctx.db, scope, request.body);
    return ok(result, result.replaced === 0 ? TRANSLATION_MESSAGES.nothingReplaced : TRANSLATION_MESSAGES.replaced(result.replaced));
  });

  api.post('/api/translation/languageDeletion', { config: manage, schema: { body: projectLangRequest, response: replyOf(languageDeletionReply) } }, async (request) => {
    const { project } = await translationScope(ctx, request, request.body);
    return ok(await deleteLanguage(ctx.db, project, request.body.targetLang, ctx.clock.now()), TRANSLATION_MESSAGES.languageDeleted);
  });
}
