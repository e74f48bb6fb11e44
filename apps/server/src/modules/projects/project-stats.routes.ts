import {
  projectFlagRequest,
  projectFlagsReply,
  projectIdRequest,
  projectStatsReply,
  urlWiseStatsReply,
  urlWiseStatsRequest,
  wordCountParams,
  wordCountReply,
} from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, replyOf } from '../../lib/envelope.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getProjectStats, getUrlWiseStats, getWordCount, setProjectFlag } from './project-details.service.ts';

const FLAG_MESSAGES = { canonical: 'Canonical setting updated', cache: 'Cache setting updated', metaTags: 'Meta tags setting updated' } as const;

/** Counts, stats and the snippet's delivery flags of one project. */
export function registerProjectStatsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The client calls both paths with any of the three keys; one handler serves both.
  for (const url of ['/api/project/cache/update', '/api/project/meta/update']) {
    api.post(url, { config: { policy: 'project.update' }, schema: { body: projectFlagRequest, response: replyOf(projectFlagsReply) } }, async (request) =>
      ok(await setProjectFlag(ctx, requireAuth(request), request.body), FLAG_MESSAGES[request.body.key]),
    );
  }

  api.get('/api/project/wordcount/:projectId', { config: { policy: 'project.view' }, schema: { params: wordCountParams, response: replyOf(wordCountReply) } }, async (request) =>
    ok(await getWordCount(ctx, requireAuth(request), request.params.projectId)),
  );

  api.post('/api/project/stats', { config: { policy: 'project.view' }, schema: { body: projectIdRequest, response: replyOf(projectStatsReply) } }, async (request) =>
    ok(await getProjectStats(ctx, requireAuth(request), request.body.projectId)),
  );

  api.post('/api/project/stats/urlWise', { config: { policy: 'project.view' }, schema: { body: urlWiseStatsRequest, response: replyOf(urlWiseStatsReply) } }, async (request) =>
    ok(await getUrlWiseStats(ctx, requireAuth(request), request.body)),
  );
}
