import { API_CONTENT_MESSAGES, API_TRANSLATION_ROUTES as R, PROJECT_MESSAGES, jsonUploadFields } from '@lipi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { registerRoute } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getProjectForCaller } from '../projects/project-access.ts';
import { requestProjectDelete } from '../projects/project-delete.ts';
import { attachment } from '../translation/translation-files.routes.ts';
import { describeApiItem, listApiData, listApiItems, listJsonFiles } from './api-list.service.ts';
import { assertApiProject, createApiProject } from './api-projects.service.ts';
import { exportJsonFile } from './json-export.service.ts';
import { deleteJsonFile, listKeys, uploadJsonFile } from './json-files.service.ts';
import { startStaticRun } from './static-runs.service.ts';
import { registerDynamicRoutes } from './dynamic.routes.ts';
import { registerApiEditorRoutes } from './api-editor.routes.ts';

/** API and JSON content: API projects, static JSON files, their texts, downloads and machine runs. */
export function registerApiContentRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, R.createApiProject, {
    policy: 'project.create',
    handler: async (request) => ok(await createApiProject(ctx, requireAuth(request), request.body), API_CONTENT_MESSAGES.created),
  });
  registerRoute(app, ctx, R.deleteApiProject, {
    policy: 'project.delete',
    project: 'body',
    handler: async (request) => {
      assertApiProject(request.project);
      return ok(await requestProjectDelete(ctx, requireAuth(request), request.body), PROJECT_MESSAGES.deleteRequested);
    },
  });

  // Multipart: the projectId is a form field, read with the file, so it is resolved here.
  registerRoute(app, ctx, R.jsonUpload, {
    policy: 'translation.manage',
    handler: async (request) => {
      const upload = await readJsonUpload(request);
      const fields = jsonUploadFields.safeParse(upload.fields);
      if (!fields.success) throw new AppError('VALIDATION_ERROR', fields.error.issues[0]?.message ?? 'Invalid request');
      const project = await getProjectForCaller(ctx, requireAuth(request), fields.data.projectId);
      assertApiProject(project);
      const item = await uploadJsonFile(ctx, project, upload);
      return ok(await describeApiItem(ctx.db, project, item), API_CONTENT_MESSAGES.uploaded(item.keyCount, item.segmentCount));
    },
  });
  registerRoute(app, ctx, R.jsonList, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request) => ok(await listJsonFiles(ctx.db, request.project)),
  });
  registerRoute(app, ctx, R.jsonFetch, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request, reply) => {
      const file = await exportJsonFile(ctx.db, request.project, request.body);
      // Values whose translation lost a placeholder went out in the source language; say how many.
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachment(file.filename))
        .header('x-lipi-placeholder-issues', String(file.issues.length))
        .send(Buffer.from(file.bytes));
    },
  });
  registerRoute(app, ctx, R.jsonDelete, {
    policy: 'translation.manage',
    project: 'body',
    handler: async (request) => ok(await deleteJsonFile(ctx, request.project.id, request.body.apiId), API_CONTENT_MESSAGES.fileDeleted),
  });
  registerRoute(app, ctx, R.keysList, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request) => ok(await listKeys(ctx.db, request.project.id, request.body)),
  });
  registerRoute(app, ctx, R.apiList, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request) => ok(await listApiItems(ctx.db, request.project, request.body)),
  });
  registerRoute(app, ctx, R.apiData, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request) => ok(await listApiData(ctx.db, request.project, request.body)),
  });
  for (const [route, kind] of [
    [R.staticNmt, 'nmt'],
    [R.staticTransliteration, 't13n'],
  ] as const) {
    registerRoute(app, ctx, route, {
      policy: 'translation.machine',
      project: 'body',
      handler: async (request) => ok(await startStaticRun(ctx, request.project, { ...request.body, kind, userId: requireAuth(request).userId })),
    });
  }
  registerDynamicRoutes(app, ctx);
  registerApiEditorRoutes(app, ctx);
}

/** The multipart form: a projectId field and one .json file (the app's 20 MB multipart cap applies). */
async function readJsonUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', API_CONTENT_MESSAGES.uploadFormat);
  const fields: Record<string, string> = {};
  let file: { filename: string; content: Buffer } | null = null;
  for await (const part of request.parts({ limits: { files: 1, fields: 10 } })) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    const content = await part.toBuffer().catch((err: { code?: string }) => {
      throw err.code === 'FST_REQ_FILE_TOO_LARGE' ? new AppError('BAD_REQUEST', 'The JSON is larger than 20 MB.') : err;
    });
    if (part.file.truncated) throw new AppError('BAD_REQUEST', 'The JSON is larger than 20 MB.');
    file = { filename: part.filename, content };
  }
  if (!file) throw new AppError('BAD_REQUEST', API_CONTENT_MESSAGES.uploadFormat);
  return { fields, ...file };
}
