import { API_CONTENT_LIMITS, API_KEY_HEADER, API_KEY_MESSAGES, API_TRANSLATION_ROUTES as R } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { registerRoute } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { assertApiProject } from './api-projects.service.ts';
import { authenticateApiKey, createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.ts';
import { translateDynamic } from './dynamic.service.ts';
import { deleteRequest, getRequest, listRequests } from './requests.service.ts';

/** Per IP: an app's server calls often; a bench lifts it (as PUBLIC_RATE_LIMITS). */
export const DYNAMIC_RATE_LIMIT = { max: 600, timeWindow: '1 minute' };

/** Room for the envelope around a 20 MB payload. */
const BODY_LIMIT = API_CONTENT_LIMITS.jsonBytes + 64 * 1024;

/** The dynamic API: project keys, the public key-authenticated call, and the request log. */
export function registerDynamicRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, R.apiKeyCreate, {
    policy: 'project.settings',
    project: 'body',
    handler: async (request) => {
      assertApiProject(request.project);
      return ok(await createApiKey(ctx, request.project, { name: request.body.name, userId: requireAuth(request).userId }), API_KEY_MESSAGES.created);
    },
  });
  registerRoute(app, ctx, R.apiKeyList, {
    policy: 'project.settings',
    project: 'body',
    handler: async (request) => ok(await listApiKeys(ctx, request.project)),
  });
  registerRoute(app, ctx, R.apiKeyRevoke, {
    policy: 'project.settings',
    project: 'body',
    handler: async (request) => ok(await revokeApiKey(ctx, request.project, request.body.keyId), API_KEY_MESSAGES.revoked),
  });

  registerRoute(app, ctx, R.dynamicTranslate, {
    policy: 'public',
    config: { rateLimit: DYNAMIC_RATE_LIMIT },
    options: {
      bodyLimit: BODY_LIMIT,
      // Refused before the body is read: a clear message instead of the parser's.
      onRequest: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > BODY_LIMIT) throw new AppError('BAD_REQUEST', 'The JSON is larger than 20 MB.');
      },
    },
    handler: async (request) => {
      const header = request.headers[API_KEY_HEADER];
      const { key, project } = await authenticateApiKey(ctx, Array.isArray(header) ? header[0] : header);
      const bytes = Number(request.headers['content-length'] ?? 0);
      return ok(await translateDynamic(ctx, project, key.id, request.body, bytes));
    },
  });

  registerRoute(app, ctx, R.requestsList, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request) => ok(await listRequests(ctx.db, request.project.id, request.body)),
  });
  registerRoute(app, ctx, R.requestDetails, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request) => ok(await getRequest(ctx.db, request.project.id, request.body.requestId)),
  });
  registerRoute(app, ctx, R.requestDelete, {
    policy: 'translation.manage',
    project: 'body',
    handler: async (request) => ok(await deleteRequest(ctx.db, request.project.id, request.body.requestId), API_KEY_MESSAGES.requestDeleted),
  });
}
