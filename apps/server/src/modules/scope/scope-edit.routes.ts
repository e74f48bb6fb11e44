import { PROJECT_ROUTES, SCOPE_LIMITS, SCOPE_MESSAGES, SCOPE_ROUTES as R } from '@lipi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { registerRoute } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getProjectForCaller } from '../projects/project-access.ts';
import { addMessage, addUrls, parseUrlFile, replaceScope } from './scope-add.service.ts';
import { scopeOf } from './scope-access.ts';
import { flushUrl, resyncProject, setTracking, toggleScope } from './scope-edit.service.ts';
import { toScopeUrl } from './scope-queries.ts';

const edit = { policy: 'scope.edit', project: 'body' } as const;

/** The scope calls that change it. */
export function registerScopeEditRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, R.add, {
    ...edit,
    handler: async (request) => {
      const result = await addUrls(ctx, request.project, request.body.urls, 'manual');
      return ok(result, addMessage(result));
    },
  });

  // Multipart: the projectId is a form field (or ?projectId=), read with the file, so this one
  // resolves its project itself once the form is read.
  registerRoute(app, ctx, R.upload, {
    policy: 'scope.edit',
    handler: async (request) => {
      const { projectId, content } = await readUpload(request);
      const project = await getProjectForCaller(ctx, requireAuth(request), projectId);
      const urls = parseUrlFile(content);
      if (!urls || urls.length === 0) throw new AppError('BAD_REQUEST', SCOPE_MESSAGES.uploadFormat);
      const result = await addUrls(ctx, project, urls, 'upload');
      return ok(result, SCOPE_MESSAGES.uploaded);
    },
  });

  // The same form as scope/upload; the file's URLs become the whole scope.
  registerRoute(app, ctx, PROJECT_ROUTES.scope, {
    policy: 'scope.edit',
    handler: async (request) => {
      const { projectId, content } = await readUpload(request);
      const project = await getProjectForCaller(ctx, requireAuth(request), projectId);
      const urls = parseUrlFile(content);
      if (!urls || urls.length === 0) throw new AppError('BAD_REQUEST', SCOPE_MESSAGES.uploadFormat);
      const result = await replaceScope(ctx, project, urls);
      return ok(result, SCOPE_MESSAGES.scopeReplaced(result.added, result.removed));
    },
  });

  registerRoute(app, ctx, R.toggle, {
    ...edit,
    handler: async (request) => {
      const { urlId, url, isInScope } = request.body;
      const { project, visible } = await scopeOf(ctx, request);
      const row = await toggleScope(ctx, project, visible, { urlId, url }, isInScope);
      return ok(toScopeUrl(row), isInScope ? 'Url added to scope' : 'Url removed from scope');
    },
  });

  registerRoute(app, ctx, R.trackingToggle, {
    ...edit,
    handler: async (request) => {
      const { urlId, url, isTracked } = request.body;
      const { visible } = await scopeOf(ctx, request);
      const row = await setTracking(ctx, visible, { urlId, url }, isTracked);
      return ok(toScopeUrl(row), isTracked ? 'Url tracking enabled' : 'Url tracking disabled');
    },
  });

  registerRoute(app, ctx, R.enableUrlTrack, {
    ...edit,
    handler: async (request) => {
      const { visible } = await scopeOf(ctx, request);
      return ok(toScopeUrl(await setTracking(ctx, visible, { url: request.body.url }, true)), 'Url tracking enabled');
    },
  });

  registerRoute(app, ctx, R.resync, { ...edit, handler: async (request) => ok(await resyncProject(ctx, request.project), SCOPE_MESSAGES.uploaded) });

  registerRoute(app, ctx, R.flush, {
    ...edit,
    handler: async (request) => {
      const { project, visible } = await scopeOf(ctx, request);
      return ok(await flushUrl(ctx, project, visible, request.body.url), 'Flush started. The page will be fetched again shortly');
    },
  });
}

/**
 * The multipart form: a projectId field (or ?projectId=) and one file, read with a cap just
 * above the limit so an oversized upload is refused without being held in memory whole.
 */
async function readUpload(request: Pick<FastifyRequest, 'isMultipart' | 'parts'> & { query: unknown }): Promise<{ projectId: string; content: Buffer }> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', SCOPE_MESSAGES.uploadFormat);
  let projectId = String(((request.query ?? {}) as Record<string, unknown>).projectId ?? '');
  let content: Buffer | null = null;
  for await (const part of request.parts({ limits: { fileSize: SCOPE_LIMITS.uploadBytes, files: 1, fields: 10 } })) {
    if (part.type === 'field') {
      if (part.fieldname === 'projectId') projectId = String(part.value);
      continue;
    }
    content = await part.toBuffer().catch((err: { code?: string }) => {
      throw err.code === 'FST_REQ_FILE_TOO_LARGE' ? new AppError('BAD_REQUEST', SCOPE_MESSAGES.uploadTooLarge) : err;
    });
    if (part.file.truncated) throw new AppError('BAD_REQUEST', SCOPE_MESSAGES.uploadTooLarge);
  }
  if (!content) throw new AppError('BAD_REQUEST', SCOPE_MESSAGES.uploadFormat);
  if (!projectId) throw new AppError('BAD_REQUEST', 'projectId is required');
  return { projectId, content };
}
