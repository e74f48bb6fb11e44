import {
  applyNmtRequest,
  applyTransliterationRequest,
  listEnginesReply,
  listRunsReply,
  listRunsRequest,
  projectEnginesReply,
  projectEnginesRequest,
  runStatusReply,
  runStatusRequest,
  translationRunSchema,
  updateProjectEngineRequest,
} from '@lipi/contract';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, replyOf } from '../../lib/envelope.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getProjectForCaller } from '../projects/project-access.ts';
import { registerPhoneticRoute } from './phonetic.routes.ts';
import { getProjectEngines, updateProjectEngine } from './project-engines.service.ts';
import { stopRunRuntime } from './run-runtime.ts';
import { getRunStatus, listRuns, startTranslationRun, toRun } from './translation-run.service.ts';

const machine = { policy: 'translation.machine' } as const;
const view = { policy: 'translation.view' } as const;
const manage = { policy: 'translation.manage' } as const;

const scope = async (ctx: AppContext, request: FastifyRequest, projectId: string) => {
  const auth = requireAuth(request);
  return { auth, project: await getProjectForCaller(ctx, auth, projectId) };
};

/** Bulk machine translation and transliteration runs, engines per language pair, phonetic typing. */
export function registerMachineTranslationRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('preClose', async () => stopRunRuntime(ctx));

  api.post('/api/translation/nmt/apply', { config: machine, schema: { body: applyNmtRequest, response: replyOf(translationRunSchema) } }, async (request) => {
    const { projectId, targetLang, idArr, nmtService, requestId } = request.body;
    const { auth, project } = await scope(ctx, request, projectId);
    const { run, created } = await startTranslationRun(ctx, { project, targetLang, kind: 'nmt', engine: nmtService, sourceHashes: idArr, requestId, userId: auth.userId });
    return ok(toRun(run), created ? 'Machine translation started' : 'Machine translation already requested');
  });

  api.post('/api/transliteration/applyTransliteration', { config: machine, schema: { body: applyTransliterationRequest, response: replyOf(translationRunSchema) } }, async (request) => {
    const { projectId, targetLang, idArr, requestId } = request.body;
    const { auth, project } = await scope(ctx, request, projectId);
    const input = { project, targetLang, kind: 't13n' as const, sourceHashes: idArr, requestId: requestId ?? randomUUID(), userId: auth.userId };
    const { run, created } = await startTranslationRun(ctx, input);
    return ok(toRun(run), created ? 'Transliteration started' : 'Transliteration already requested');
  });

  api.post('/api/translation/nmt/status', { config: view, schema: { body: runStatusRequest, response: replyOf(runStatusReply) } }, async (request) => {
    const { project } = await scope(ctx, request, request.body.projectId);
    return ok(await getRunStatus(ctx, project, request.body));
  });

  api.post('/api/translation/nmt/runs', { config: view, schema: { body: listRunsRequest, response: replyOf(listRunsReply) } }, async (request) => {
    const { project } = await scope(ctx, request, request.body.projectId);
    return ok(await listRuns(ctx, project));
  });

  api.post('/api/translation/engines/list', { config: view, schema: { response: replyOf(listEnginesReply) } }, async () => ok({ engines: ctx.mt.list() }));

  api.post('/api/translation/engines/get', { config: view, schema: { body: projectEnginesRequest, response: replyOf(projectEnginesReply) } }, async (request) => {
    const { project } = await scope(ctx, request, request.body.projectId);
    return ok(await getProjectEngines(ctx, project));
  });

  api.post('/api/translation/engines/update', { config: manage, schema: { body: updateProjectEngineRequest, response: replyOf(projectEnginesReply) } }, async (request) => {
    const { projectId, ...update } = request.body;
    const { project } = await scope(ctx, request, projectId);
    return ok(await updateProjectEngine(ctx, project, update), 'Translation engine updated');
  });

  registerPhoneticRoute(app);
}
