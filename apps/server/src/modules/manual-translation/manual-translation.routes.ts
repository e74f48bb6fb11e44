import { MANUAL_TRANSLATION_MESSAGES as M, MANUAL_TRANSLATION_ROUTES as R } from '@lipi/contract';
import { registerBatchFileRoutes } from './manual-batch-file.routes.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { badRequest } from '../../lib/errors.ts';
import { registerRoute } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getRequestDetail, listBatches, listSubBatchRows, toSubBatches } from './manual-batches.ts';
import { analyse, createRequest, deleteRequest, getRequestForCaller, listRequests } from './manual-requests.service.ts';
import { approveRequest, rejectRequest, revertRequest } from './manual-review.ts';
import { assignStep, finishTask, getTaskSegments, listLinguists, listTasks, saveTask } from './manual-tasks.ts';

/** Professional translation (spec 02 §7 Manual translation; docs/professional-translation.md). */
export function registerManualTranslationRoutes(app: FastifyInstance, ctx: AppContext) {
  const manage = 'manualTranslation.manage' as const;
  const view = 'manualTranslation.view' as const;
  const work = 'manualTranslation.work' as const;
  const auth = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request);

  registerRoute(app, ctx, R.createRequest, {
    policy: manage,
    project: 'body',
    handler: async (request) => ok(await createRequest(ctx, auth(request), request.project, request.body), M.requested),
  });
  registerRoute(app, ctx, R.analyze, {
    policy: manage,
    project: 'body',
    handler: async (request) => ok((await analyse(ctx, request.project, request.body)).analysis),
  });
  registerRoute(app, ctx, R.list, {
    policy: view,
    handler: async (request) => ok(await listRequests(ctx, auth(request), { ...request.params, ...request.query })),
  });
  registerRoute(app, ctx, R.listByProject, { policy: view, handler: async (request) => ok(await listRequests(ctx, auth(request), request.params)) });
  registerRoute(app, ctx, R.detail, { policy: view, handler: async (request) => ok(await getRequestDetail(ctx, auth(request), request.params.requestId)) });
  registerRoute(app, ctx, R.delete, {
    policy: manage,
    handler: async (request) => {
      await deleteRequest(ctx, auth(request), request.body.requestId);
      return ok(null, M.deleted);
    },
  });
  registerRoute(app, ctx, R.approve, { policy: manage, handler: async (request) => ok(await approveRequest(ctx, auth(request), request.body.requestId)) });
  registerRoute(app, ctx, R.reject, {
    policy: manage,
    handler: async (request) => ok(await rejectRequest(ctx, auth(request), request.body.requestId, request.body.reason)),
  });
  registerRoute(app, ctx, R.revert, {
    policy: manage,
    handler: async (request) => ok(await revertRequest(ctx, auth(request), request.body.requestId, request.body.batchId)),
  });
  registerRoute(app, ctx, R.subBatches, {
    policy: view,
    handler: async (request) => {
      const { request: row } = await getRequestForCaller(ctx, auth(request), request.body.requestId);
      return ok({ subBatches: await toSubBatches(ctx, row, await listSubBatchRows(ctx, row.id, request.body.batchId)) });
    },
  });
  registerRoute(app, ctx, R.batchList, {
    policy: view,
    handler: async (request) => {
      const { request: row } = await getRequestForCaller(ctx, auth(request), request.body.requestId);
      return ok({ batches: await listBatches(ctx, row.id) });
    },
  });
  registerRoute(app, ctx, R.apiTranslationRequest, {
    policy: manage,
    project: 'body',
    // Projects hold no API content yet: a clear refusal rather than an empty request.
    handler: async () => {
      throw badRequest(M.apiContentUnavailable);
    },
  });
  registerRoute(app, ctx, R.linguists, {
    policy: manage,
    handler: async (request) => {
      const { request: row } = await getRequestForCaller(ctx, auth(request), request.body.requestId);
      return ok(await listLinguists(ctx, row.organisationId));
    },
  });
  registerRoute(app, ctx, R.assign, { policy: manage, handler: async (request) => ok(await assignStep(ctx, auth(request), request.body)) });
  registerRoute(app, ctx, R.tasks, { policy: work, handler: async (request) => ok(await listTasks(ctx, auth(request))) });
  registerRoute(app, ctx, R.taskSegments, { policy: work, handler: async (request) => ok(await getTaskSegments(ctx, auth(request), request.body.subBatchId)) });
  registerRoute(app, ctx, R.saveTask, {
    policy: work,
    handler: async (request) => ok(await saveTask(ctx, auth(request), request.body.subBatchId, request.body.segments)),
  });
  registerRoute(app, ctx, R.finishTask, { policy: work, handler: async (request) => ok(await finishTask(ctx, auth(request), request.body.subBatchId)) });
  registerBatchFileRoutes(app, ctx, work);
}
