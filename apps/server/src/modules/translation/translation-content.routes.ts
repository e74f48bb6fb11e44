import { TRANSLATION_ROUTES as R } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';
import { findFuzzyMatches } from './fuzzy.service.ts';
import { listMixedContent } from './mixed-content.service.ts';
import { translationScope } from './translation-access.ts';
import { countTmByType, countUrlWords, sizeNewContent } from './translation-counts.service.ts';

const view = 'translation.view' as const;

/** Read-only figures and analyses: new-content size, TM counts, mixed-script content, fuzzy matches. */
export function registerTranslationContentRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const route of [R.fetchAllWordCount, R.fetchAllCharacterCount]) {
    registerRoute(app, ctx, route, {
      policy: view,
      project: 'body',
      handler: async (request) => {
        const scope = await translationScope(ctx, request, request.project, request.body);
        return ok(await sizeNewContent(ctx.db, scope, request.body.targetLang));
      },
    });
  }

  registerRoute(app, ctx, R.tmCount, {
    policy: view,
    project: 'body',
    handler: async (request) => ok(await countTmByType(ctx.db, await translationScope(ctx, request, request.project, {}))),
  });

  registerRoute(app, ctx, R.statusWordCount, {
    policy: view,
    project: 'body',
    handler: async (request) => {
      const { url, targetLang, translationType } = request.body;
      const scope = await translationScope(ctx, request, request.project, request.body);
      return ok({ url, targetLang, translationType, ...(await countUrlWords(ctx.db, scope, targetLang, translationType)) });
    },
  });

  for (const route of [R.mixedContent, R.analyzeNewContent, R.translationAnalyzeNewContent]) {
    registerRoute(app, ctx, route, {
      policy: view,
      project: 'body',
      handler: async (request) => {
        const scope = await translationScope(ctx, request, request.project, request.body);
        return ok(await listMixedContent(ctx.db, scope, request.body));
      },
    });
  }

  registerRoute(app, ctx, R.fuzzy, {
    policy: view,
    project: 'body',
    handler: async (request) => {
      const scope = await translationScope(ctx, request, request.project, request.body);
      return ok(await findFuzzyMatches(ctx.db, scope, request.body));
    },
  });
}
