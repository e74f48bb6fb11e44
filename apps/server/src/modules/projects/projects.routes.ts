import { PROJECT_MESSAGES, PROJECT_ROUTES as R } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { createMultiOriginProject, createProject } from './project-create.service.ts';
import { requestProjectDelete } from './project-delete.ts';
import { getProjectDetails, updateProject } from './project-details.service.ts';
import { findProjectIdForSite, getFreeProject, listProjects } from './project-list.service.ts';
import { registerProjectStatsRoutes } from './project-stats.routes.ts';

/** The project calls of spec 02 §7 (domains of a project: modules/domains). */
export function registerProjectRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, R.create, {
    policy: 'project.create',
    handler: async (request) => {
      const { url, baseUrl, languages, name, sourceLanguage } = request.body;
      return ok(await createProject(ctx, requireAuth(request), { url: (url ?? baseUrl)!, languages, name, sourceLanguage }), PROJECT_MESSAGES.created);
    },
  });
  registerRoute(app, ctx, R.createMultiOrigin, {
    policy: 'project.create',
    handler: async (request) => ok(await createMultiOriginProject(ctx, requireAuth(request), request.body), PROJECT_MESSAGES.created),
  });
  registerRoute(app, ctx, R.list, { policy: 'project.view', handler: async (request) => ok(await listProjects(ctx, requireAuth(request), request.body)) });
  registerRoute(app, ctx, R.details, {
    policy: 'project.view',
    handler: async (request) => ok(await getProjectDetails(ctx, requireAuth(request), request.body.projectId)),
  });
  registerRoute(app, ctx, R.update, {
    policy: 'project.update',
    handler: async (request) => ok(await updateProject(ctx, requireAuth(request), request.body), PROJECT_MESSAGES.updated),
  });
  registerRoute(app, ctx, R.delete, {
    policy: 'project.delete',
    handler: async (request) => ok(await requestProjectDelete(ctx, requireAuth(request), request.body), PROJECT_MESSAGES.deleteRequested),
  });
  registerRoute(app, ctx, R.fetchProjectId, {
    policy: 'project.view',
    handler: async (request) => ok({ projectId: await findProjectIdForSite(ctx, requireAuth(request), request.body) }),
  });
  // The tenant check is the route's project resolution itself: reaching the handler means access.
  registerRoute(app, ctx, R.accessVerify, { policy: 'project.view', project: 'body', handler: async () => ok({ access: true as const }) });
  registerRoute(app, ctx, R.free, { policy: 'project.viewFree', handler: async (request) => ok({ project: await getFreeProject(ctx, requireAuth(request)) }) });

  registerProjectStatsRoutes(app, ctx);
}
