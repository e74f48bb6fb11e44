import {
  SCOPE_LIMITS,
  SCOPE_MESSAGES,
  flushReply,
  flushRequest,
  resyncReply,
  scopeAddReply,
  scopeAddRequest,
  scopeProjectRequest,
  scopeToggleRequest,
  scopeUrlReply,
  scopeUrlRequest,
  trackingToggleRequest,
} from '@lipi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, replyOf } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { addMessage, addUrls, parseUrlFile } from './scope-add.service.ts';
import { scopeFor } from './scope-access.ts';
import { flushUrl, resyncProject, setTracking, toggleScope } from './scope-edit.service.ts';
import { toScopeUrl } from './scope-queries.ts';

const edit = { policy: 'scope.edit' } as const;

/** The scope calls that change it. */
export function registerScopeEditRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/scope/add', { config: edit, schema: { body: scopeAddRequest, response: replyOf(scopeAddReply) } }, async (request) => {
    const { project } = await scopeFor(ctx, request, request.body.projectId);
    const result = await addUrls(ctx, project, request.body.urls, 'manual');
    return ok(result, addMessage(result));
  });

  api.post('/api/scope/upload', { config: edit, schema: { response: replyOf(scopeAddReply) } }, async (request) => {
    const { projectId, content } = await readUpload(request);
    const { project } = await scopeFor(ctx, request, projectId);
    const urls = parseUrlFile(content);
    if (!urls || urls.length === 0) throw new AppError('BAD_REQUEST', SCOPE_MESSAGES.uploadFormat);
    const result = await addUrls(ctx, project, urls, 'upload');
    return ok(result, SCOPE_MESSAGES.uploaded);
  });

  api.post('/api/scope/toggle', { config: edit, schema: { body: scopeToggleRequest, response: replyOf(scopeUrlReply) } }, async (request) => {
    const { projectId, urlId, url, isInScope } = request.body;
    const { project, visible } = await scopeFor(ctx, request, projectId);
    const row = await toggleScope(ctx, project, visible, { urlId, url }, isInScope);
    return ok(toScopeUrl(row), isInScope ? 'Url added to scope' : 'Url removed from scope');
  });

  api.post('/api/scope/tracking/toggle', { config: edit, schema: { body: trackingToggleRequest, response: replyOf(scopeUrlReply) } }, async (request) => {
    const { projectId, urlId, url, isTracked } = request.body;
    const { visible } = await scopeFor(ctx, request, projectId);
    const row = await setTracking(ctx, visible, { urlId, url }, isTracked);
    return ok(toScopeUrl(row), isTracked ? 'Url tracking enabled' : 'Url tracking disabled');
  });

  api.post('/api/scope/enableUrlTrack', { config: edit, schema: { body: scopeUrlRequest, response: replyOf(scopeUrlReply) } }, async (request) => {
    const { visible } = await scopeFor(ctx, request, request.body.projectId);
    return ok(toScopeUrl(await setTracking(ctx, visible, { url: request.body.url }, true)), 'Url tracking enabled');
  });

  api.post('/api/scope/project/resync', { config: edit, schema: { body: scopeProjectRequest, response: replyOf(resyncReply) } }, async (request) => {
    const { project } = await scopeFor(ctx, request, request.body.projectId);
    return ok(await resyncProject(ctx, project), SCOPE_MESSAGES.uploaded);
  });

  api.post('/api/scope/flush/start', { config: edit, schema: { body: flushRequest, response: replyOf(flushReply) } }, async (request) => {
    const { project, visible } = await scopeFor(ctx, request, request.body.projectId);
    return ok(await flushUrl(ctx, project, visible, request.body.url), 'Flush started. The page will be fetched again shortly');
  });
}

/**
 * The multipart form: a projectId field (or ?projectId=) and one file, read with a cap just
 * above the limit so an oversized upload is refused without being held in memory whole.
 */
async function readUpload(request: FastifyRequest): Promise<{ projectId: string; content: Buffer }> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', SCOPE_MESSAGES.uploadFormat);
  let projectId = String((request.query as Record<string, unknown>).projectId ?? '');
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
