import { scopeProjectRequest, scopeUrlRequest, snapshotHtmlReply, trackingFileRequest, trackingFilesReply, trackingUrlsReply } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, replyOf } from '../../lib/envelope.ts';
import { scopeFor } from './scope-access.ts';
import { getLatestSnapshot, getSnapshot, listSnapshots, listTrackedUrls } from './scope-tracking.service.ts';

const view = { policy: 'project.view' } as const;

/**
 * Tracked URLs and the saved copies of their pages. Saved HTML is third-party markup: it only
 * ever leaves as a JSON string (application/json), never as a page served from our origin.
 */
export function registerScopeTrackingRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/scope/getTrackingUrls', { config: view, schema: { body: scopeProjectRequest, response: replyOf(trackingUrlsReply) } }, async (request) => {
    const { visible } = await scopeFor(ctx, request, request.body.projectId);
    return ok(await listTrackedUrls(ctx, visible));
  });

  api.post(
    '/api/scope/getTrackingFilesListByUrl',
    { config: view, schema: { body: scopeUrlRequest, response: replyOf(trackingFilesReply) } },
    async (request) => {
      const { visible } = await scopeFor(ctx, request, request.body.projectId);
      return ok(await listSnapshots(ctx, visible, request.body.url));
    },
  );

  api.post('/api/scope/getTrackingFilesrc', { config: view, schema: { body: trackingFileRequest, response: replyOf(snapshotHtmlReply) } }, async (request) => {
    const { visible } = await scopeFor(ctx, request, request.body.projectId);
    return ok(await getSnapshot(ctx, visible, request.body.snapshotId));
  });

  api.post('/api/scope/getFilehtmls', { config: view, schema: { body: scopeUrlRequest, response: replyOf(snapshotHtmlReply) } }, async (request) => {
    const { visible } = await scopeFor(ctx, request, request.body.projectId);
    return ok(await getLatestSnapshot(ctx, visible, request.body.url));
  });
}
