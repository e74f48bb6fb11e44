import {
  accessVerifyReply,
  createMultiOriginRequest,
  createProjectReply,
  createProjectRequest,
  deleteProjectReply,
  deleteProjectRequest,
  fetchProjectIdReply,
  fetchProjectIdRequest,
  freeProjectReply,
  listProjectsReply,
  listProjectsRequest,
  PROJECT_MESSAGES,
  projectDetailsReply,
  projectIdRequest,
  updateProjectReply,
  updateProjectRequest,
} from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, replyOf } from '../../lib/envelope.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getProjectForCaller } from './project-access.ts';
import { createMultiOriginProject, createProject } from './project-create.service.ts';
import { requestProjectDelete } from './project-delete.ts';
import { getProjectDetails, updateProject } from './project-details.service.ts';
import { findProjectIdForSite, getFreeProject, listProjects } from './project-list.service.ts';
import { registerProjectStatsRoutes } from './project-stats.routes.ts';

/** The project calls of spec 02 §7 (domains of a project: modules/domains). */
export function registerProjectRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/project/new', { config: { policy: 'project.create' }, schema: { body: createProjectRequest, response: replyOf(createProjectReply) } }, async (request) => {
    const { url, baseUrl, languages, name } = request.body;
    return ok(await createProject(ctx, requireAuth(request), { url: (url ?? baseUrl)!, languages, name }), PROJECT_MESSAGES.created);
  });

  api.post(
    '/api/project/new/multiOrigin',
    { config: { policy: 'project.create' }, schema: { body: createMultiOriginRequest, response: replyOf(createProjectReply) } },
    async (request) => ok(await createMultiOriginProject(ctx, requireAuth(request), request.body), PROJECT_MESSAGES.created),
  );

  api.post('/api/project', { config: { policy: 'project.view' }, schema: { body: listProjectsRequest, response: replyOf(listProjectsReply) } }, async (request) =>
    ok(await listProjects(ctx, requireAuth(request), request.body)),
  );

  api.post('/api/project/details', { config: { policy: 'project.view' }, schema: { body: projectIdRequest, response: replyOf(projectDetailsReply) } }, async (request) =>
    ok(await getProjectDetails(ctx, requireAuth(request), request.body.projectId)),
  );

  api.post('/api/project/update', { config: { policy: 'project.update' }, schema: { body: updateProjectRequest, response: replyOf(updateProjectReply) } }, async (request) =>
    ok(await updateProject(ctx, requireAuth(request), request.body), PROJECT_MESSAGES.updated),
  );

  api.post('/api/project/delete', { config: { policy: 'project.delete' }, schema: { body: deleteProjectRequest, response: replyOf(deleteProjectReply) } }, async (request) =>
    ok(await requestProjectDelete(ctx, requireAuth(request), request.body), PROJECT_MESSAGES.deleteRequested),
  );

  api.post(
    '/api/project/fetchProjectId',
    { config: { policy: 'project.view' }, schema: { body: fetchProjectIdRequest, response: replyOf(fetchProjectIdReply) } },
    async (request) => ok({ projectId: await findProjectIdForSite(ctx, requireAuth(request), request.body) }),
  );

  api.post('/api/project/access/verify', { config: { policy: 'project.view' }, schema: { body: projectIdRequest, response: replyOf(accessVerifyReply) } }, async (request) => {
    await getProjectForCaller(ctx, requireAuth(request), request.body.projectId);
    return ok({ access: true as const });
  });

  api.get('/api/project/free', { config: { policy: 'project.viewFree' }, schema: { response: replyOf(freeProjectReply) } }, async (request) =>
    ok({ project: await getFreeProject(ctx, requireAuth(request)) }),
  );

  registerProjectStatsRoutes(app, ctx);
}
