import { SCOPE_ROUTES as R } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';
import { scopeOf } from './scope-access.ts';
import { getLatestSnapshot, getSnapshot, listSnapshots, listTrackedUrls } from './scope-tracking.service.ts';

const view = { policy: 'project.view', project: 'body' } as const;

/**
 * Tracked URLs and the saved copies of their pages. Saved HTML is third-party markup: it only
 * ever leaves as a JSON string (application/json), never as a page served from our origin.
 */
export function registerScopeTrackingRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, R.trackingUrls, { ...view, handler: async (request) => ok(await listTrackedUrls(ctx, (await scopeOf(ctx, request)).visible)) });
  registerRoute(app, ctx, R.trackingFiles, {
    ...view,
    handler: async (request) => ok(await listSnapshots(ctx, (await scopeOf(ctx, request)).visible, request.body.url)),
  });
  registerRoute(app, ctx, R.trackingFile, {
    ...view,
    handler: async (request) => ok(await getSnapshot(ctx, (await scopeOf(ctx, request)).visible, request.body.snapshotId)),
  });
  registerRoute(app, ctx, R.latestFile, {
    ...view,
    handler: async (request) => ok(await getLatestSnapshot(ctx, (await scopeOf(ctx, request)).visible, request.body.url)),
  });
}
