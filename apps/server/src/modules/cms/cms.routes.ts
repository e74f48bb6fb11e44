import { CMS_MESSAGES, CMS_ROUTES as R, CMS_WEBHOOK_HEADER } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { assertApiProject } from '../api-content/api-projects.service.ts';
import { describeConnection, listCmsContentTypes, saveCmsDetails, setAutoSync, updateCmsContentTypes, verifyCms } from './cms-connection.service.ts';
import { listCmsApis } from './cms-list.service.ts';
import { startCmsSync } from './cms-sync.service.ts';
import { receiveCmsWebhook } from './cms-webhook.service.ts';

/** Headless-CMS projects: connection, content-type choice, sync and apply, the CMS's webhook. */
export function registerCmsRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, R.cmsApiList, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request) => ok(await listCmsApis(ctx, request.project.id)),
  });
  registerRoute(app, ctx, R.cmsVerify, {
    policy: 'project.settings',
    project: 'body',
    handler: async (request) => {
      assertApiProject(request.project);
      return ok(await verifyCms(ctx, request.project, request.body), CMS_MESSAGES.verified);
    },
  });
  registerRoute(app, ctx, R.cmsDetailsUpdate, {
    policy: 'project.settings',
    project: 'body',
    handler: async (request) => {
      assertApiProject(request.project);
      return ok(await saveCmsDetails(ctx, request.project, request.body), CMS_MESSAGES.saved);
    },
  });
  registerRoute(app, ctx, R.cmsDetailsGet, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request) => ok(await describeConnection(ctx, request.project.id)),
  });
  registerRoute(app, ctx, R.cmsContentTypes, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request) => ok(await listCmsContentTypes(ctx, request.project.id)),
  });
  registerRoute(app, ctx, R.cmsContentTypesUpdate, {
    policy: 'project.settings',
    project: 'body',
    handler: async (request) => ok(await updateCmsContentTypes(ctx, request.project.id, request.body.contentTypes), CMS_MESSAGES.contentTypesSaved),
  });
  registerRoute(app, ctx, R.cmsSync, {
    policy: 'translation.machine',
    project: 'body',
    handler: async (request) =>
      ok(await startCmsSync(ctx, request.project.id, { mode: 'full', uids: request.body.uids, userId: requireAuth(request).userId }), CMS_MESSAGES.syncStarted),
  });
  registerRoute(app, ctx, R.cmsApply, {
    policy: 'translation.machine',
    project: 'body',
    handler: async (request) =>
      ok(
        await startCmsSync(ctx, request.project.id, { mode: 'apply', targetLang: request.body.targetLang, userId: requireAuth(request).userId }),
        CMS_MESSAGES.applyStarted,
      ),
  });
  registerRoute(app, ctx, R.cmsAutoUpdate, {
    policy: 'project.settings',
    project: 'body',
    handler: async (request) => {
      const result = await setAutoSync(ctx, request.project.id, request.body.autoSync);
      return ok(result, result.autoSync ? CMS_MESSAGES.autoOn : CMS_MESSAGES.autoOff);
    },
  });
  registerRoute(app, ctx, R.cmsWebhook, {
    policy: 'public',
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    handler: async (request) => {
      const header = request.headers[CMS_WEBHOOK_HEADER];
      const secret = Array.isArray(header) ? header[0] : header;
      return ok(await receiveCmsWebhook(ctx, request.query.projectId, secret, request.body), CMS_MESSAGES.webhookAccepted);
    },
  });
}
