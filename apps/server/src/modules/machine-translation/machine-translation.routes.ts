import { MACHINE_TRANSLATION_ROUTES as R } from '@lipi/contract';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { registerEngineTestRoute } from './engine-test.routes.ts';
import { registerPhoneticRoute } from './phonetic.routes.ts';
import { editorSelectionHashes, registerRunSelectionRoutes } from './run-selection.routes.ts';
import { getAutoTranslate, updateAutoTranslate } from './auto-translate.ts';
import { getProjectEngines, updateProjectEngine } from './project-engines.service.ts';
import { stopRunRuntime } from './run-runtime.ts';
import { getRunStatus, listRuns, startTranslationRun, toRun } from './translation-run.service.ts';

/** Bulk machine translation and transliteration runs, engines per language pair, phonetic typing. */
export function registerMachineTranslationRoutes(app: FastifyInstance, ctx: AppContext) {
  app.addHook('preClose', async () => stopRunRuntime(ctx));

  registerRoute(app, ctx, R.applyNmt, {
    policy: 'translation.machine',
    project: 'body',
    handler: async (request) => {
      const { targetLang, idArr, nmtService, requestId, selection } = request.body;
      const input = {
        project: request.project,
        targetLang,
        kind: 'nmt' as const,
        engine: nmtService,
        sourceHashes: idArr,
        select: editorSelectionHashes(ctx, request, request.project, targetLang, selection),
        requestId,
        userId: requireAuth(request).userId,
        auth: requireAuth(request),
      };
      const { run, created } = await startTranslationRun(ctx, input);
      return ok(toRun(run), created ? 'Machine translation started' : 'Machine translation already requested');
    },
  });

  registerRoute(app, ctx, R.applyTransliteration, {
    policy: 'translation.machine',
    project: 'body',
    handler: async (request) => {
      const { targetLang, idArr, requestId, selection } = request.body;
      const input = {
        project: request.project,
        targetLang,
        kind: 't13n' as const,
        sourceHashes: idArr,
        select: editorSelectionHashes(ctx, request, request.project, targetLang, selection),
        requestId: requestId ?? randomUUID(),
        userId: requireAuth(request).userId,
        auth: requireAuth(request),
      };
      const { run, created } = await startTranslationRun(ctx, input);
      return ok(toRun(run), created ? 'Transliteration started' : 'Transliteration already requested');
    },
  });

  registerRoute(app, ctx, R.runStatus, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request) => ok(await getRunStatus(ctx, request.project, request.body)),
  });

  registerRoute(app, ctx, R.runs, { policy: 'translation.view', project: 'body', handler: async (request) => ok(await listRuns(ctx, request.project)) });

  registerRoute(app, ctx, R.engines, {
    policy: 'translation.view',
    handler: async () => {
      await ctx.mt.refreshLanguages();
      return ok({ engines: ctx.mt.list() });
    },
  });

  registerRoute(app, ctx, R.projectEngines, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request) => ok(await getProjectEngines(ctx, request.project)),
  });

  registerRoute(app, ctx, R.updateProjectEngine, {
    policy: 'translation.manage',
    project: 'body',
    handler: async (request) => {
      const { projectId: _projectId, ...update } = request.body;
      return ok(await updateProjectEngine(ctx, request.project, update), 'Translation engine updated');
    },
  });

  registerRoute(app, ctx, R.autoTranslate, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request) => ok(await getAutoTranslate(ctx, request.project)),
  });

  registerRoute(app, ctx, R.updateAutoTranslate, {
    policy: 'translation.manage',
    project: 'body',
    handler: async (request) => {
      const reply = await updateAutoTranslate(ctx, request.project, request.body.enabled);
      return ok(reply, reply.enabled ? 'New content will be translated automatically' : 'New content will not be translated automatically');
    },
  });

  registerRunSelectionRoutes(app, ctx);
  registerPhoneticRoute(app, ctx);
  registerEngineTestRoute(app, ctx);
}
