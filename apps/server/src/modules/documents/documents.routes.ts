import { DOCUMENT_MESSAGES, DOCUMENT_ROUTES as R, isLanguageCode } from '@lipi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { registerRoute } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getProjectForCaller } from '../projects/project-access.ts';
import { documentViewerOf } from './documents-access.ts';
import { exportDocument } from './documents-export.service.ts';
import { previewDocument } from './documents-preview.service.ts';
import { mapTranslatedDocument, sendDocumentToPrabandhak, translateDocument } from './documents-translate.service.ts';
import { uploadDocument } from './documents-upload.service.ts';
import { handleDocumentWebhook } from './documents-webhook.ts';
import { addDocumentLanguages, deleteDocuments, editDocument, getDocument, listCategories, listDocuments } from './documents.service.ts';
import { readDocumentUpload } from './read-document-upload.ts';

// RFC 6266: an ASCII fallback plus the UTF-8 name, since document names are often Hindi.
const attachment = (name: string) => `attachment; filename="${name.replace(/[^\w.+-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Document projects: Word files in, translated Word files out (spec 02 §7 Files). */
export function registerDocumentRoutes(app: FastifyInstance, ctx: AppContext) {
  // Who sees which document (the parliament houses, a translator's categories): every call below passes it on.
  const viewerOf = (request: FastifyRequest) => documentViewerOf(ctx, requireAuth(request));

  // Multipart: the projectId (when adding to a project) comes with the file, so it is resolved here.
  registerRoute(app, ctx, R.upload, {
    policy: 'document.upload',
    handler: async (request) => {
      const auth = requireAuth(request);
      const viewer = await documentViewerOf(ctx, auth);
      const upload = await readDocumentUpload(request);
      const project = upload.fields.projectId ? await getProjectForCaller(ctx, auth, upload.fields.projectId) : null;
      const { projectId, file } = await uploadDocument(ctx, auth, viewer, upload, project);
      // A document is machine-translated on upload (issue 15) unless the form says not to; a
      // refusal (no engine allowance, quota) leaves it NEW_URL for the user to start by hand.
      if (upload.fields.translate !== 'false') {
        const target = await getProjectForCaller(ctx, auth, projectId);
        await translateDocument(ctx, auth, target, viewer, file.id, {}).catch((err: unknown) => {
          if (!(err instanceof AppError)) throw err;
        });
      }
      const target = await getProjectForCaller(ctx, auth, projectId);
      return ok({ projectId, file: await getDocument(ctx, target, viewer, file.id) }, DOCUMENT_MESSAGES.uploaded(file.unitCount));
    },
  });

  for (const route of [R.filesList, R.fetchDocs]) {
    registerRoute(app, ctx, route, {
      policy: 'translation.view',
      project: 'body',
      handler: async (request) => ok(await listDocuments(ctx, request.project, await viewerOf(request), request.body)),
    });
  }
  registerRoute(app, ctx, R.processedFilesList, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request) => ok(await listDocuments(ctx, request.project, await viewerOf(request), request.body, true)),
  });
  registerRoute(app, ctx, R.fetchFiles, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request) => ok(await getDocument(ctx, request.project, await viewerOf(request), request.body.fileId)),
  });
  registerRoute(app, ctx, R.categories, { policy: 'translation.view', handler: async () => ok(listCategories()) });

  registerRoute(app, ctx, R.nmtAuto, {
    policy: 'translation.machine',
    project: 'body',
    handler: async (request) => {
      const result = await translateDocument(ctx, requireAuth(request), request.project, await viewerOf(request), request.body.fileId, request.body);
      return ok(result, DOCUMENT_MESSAGES.translationStarted(result.runs.length));
    },
  });
  registerRoute(app, ctx, R.addLanguages, {
    policy: 'project.update',
    project: 'body',
    handler: async (request) =>
      ok(
        await addDocumentLanguages(ctx, request.project, await viewerOf(request), request.body.fileId, request.body.languages),
        DOCUMENT_MESSAGES.languagesAdded,
      ),
  });
  registerRoute(app, ctx, R.edit, {
    policy: 'project.update',
    project: 'body',
    handler: async (request) => ok(await editDocument(ctx, request.project, await viewerOf(request), request.body), DOCUMENT_MESSAGES.updated),
  });
  registerRoute(app, ctx, R.delete, {
    policy: 'project.update',
    project: 'body',
    handler: async (request) => {
      const result = await deleteDocuments(ctx, request.project, await viewerOf(request), request.body.fileIds);
      return ok(result, DOCUMENT_MESSAGES.deleted(result.deleted));
    },
  });
  registerRoute(app, ctx, R.sendPrabandhak, {
    policy: 'manualTranslation.manage',
    project: 'body',
    handler: async (request) =>
      ok(await sendDocumentToPrabandhak(ctx, requireAuth(request), request.project, await viewerOf(request), request.body), DOCUMENT_MESSAGES.sent),
  });
  registerRoute(app, ctx, R.mapTranslated, {
    policy: 'translation.edit',
    handler: async (request) => {
      const auth = requireAuth(request);
      const upload = await readDocumentUpload(request);
      const { projectId = '', fileId = '', targetLang = '' } = upload.fields;
      if (!isLanguageCode(targetLang)) throw badRequest('Unknown language code');
      const project = await getProjectForCaller(ctx, auth, projectId);
      const result = await mapTranslatedDocument(ctx, auth, project, await documentViewerOf(ctx, auth), fileId, targetLang, upload.content);
      return ok(result, DOCUMENT_MESSAGES.mapped(result.pairs));
    },
  });
  registerRoute(app, ctx, R.preview, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request) => ok(await previewDocument(ctx, request.project, await viewerOf(request), request.body.fileId, request.body.targetLang)),
  });
  registerRoute(app, ctx, R.export, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request, reply) => {
      const file = await exportDocument(ctx, request.project, await viewerOf(request), request.body.fileId, request.body.targetLang);
      return reply
        .header('content-type', file.type)
        .header('content-disposition', attachment(file.name))
        .header('x-rejected-translations', String(file.rejected))
        .send(file.bytes);
    },
  });
}

/** The webhook in its own scope: its JSON body is kept as raw bytes, since the signature covers exactly those. */
export async function registerDocumentWebhook(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    registerRoute(scope, ctx, R.webhook, {
      policy: 'public',
      handler: async (request) => ok(await handleDocumentWebhook(ctx, request.body as unknown as Buffer, request.headers)),
    });
  });
}
