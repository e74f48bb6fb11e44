import {
  fuzzyReply,
  fuzzyRequest,
  mixedContentReply,
  mixedContentRequest,
  newContentSizeReply,
  projectOnlyRequest,
  projectOptionalLangRequest,
  statusWordCountReply,
  statusWordCountRequest,
  tmCountReply,
} from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, replyOf } from '../../lib/envelope.ts';
import { findFuzzyMatches } from './fuzzy.service.ts';
import { listMixedContent } from './mixed-content.service.ts';
import { translationScope } from './translation-access.ts';
import { countTmByType, countUrlWords, sizeNewContent } from './translation-counts.service.ts';

const view = { policy: 'translation.view' } as const;

/** Read-only figures and analyses: new-content size, TM counts, mixed-script content, fuzzy matches. */
export function registerTranslationContentRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const path of ['/api/translation/fetchAllWordCount', '/api/translation/fetchAllCharacterCount']) {
    api.post(path, { config: view, schema: { body: projectOptionalLangRequest, response: replyOf(newContentSizeReply) } }, async (request) => {
      const scope = await translationScope(ctx, request, request.body);
      return ok(await sizeNewContent(ctx.db, scope, request.body.targetLang));
    });
  }

  api.post('/api/translation/tm/count', { config: view, schema: { body: projectOnlyRequest, response: replyOf(tmCountReply) } }, async (request) => {
    const scope = await translationScope(ctx, request, request.body);
    return ok(await countTmByType(ctx.db, scope));
  });

  api.post('/api/translation/status/wordcount', { config: view, schema: { body: statusWordCountRequest, response: replyOf(statusWordCountReply) } }, async (request) => {
    const { url, targetLang, translationType } = request.body;
    const scope = await translationScope(ctx, request, request.body);
    return ok({ url, targetLang, translationType, ...(await countUrlWords(ctx.db, scope, targetLang, translationType)) });
  });

  for (const path of ['/api/mixedLangContent/fetchPaginatedContent', '/api/analyze/new/content', '/api/translation/analyze/new/content']) {
    api.post(path, { config: view, schema: { body: mixedContentRequest, response: replyOf(mixedContentReply) } }, async (request) => {
      const scope = await translationScope(ctx, request, request.body);
      return ok(await listMixedContent(ctx.db, scope, request.body));
    });
  }

  api.post('/api/translation/fuzzy/get', { config: view, schema: { body: fuzzyRequest, response: replyOf(fuzzyReply) } }, async (request) => {
    const scope = await translationScope(ctx, request, request.body);
    return ok(await findFuzzyMatches(ctx.db, scope, request.body));
  });
}
