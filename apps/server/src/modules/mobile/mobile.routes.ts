import { MOBILE_MESSAGES, MOBILE_ROUTES as R, toBcp47 } from '@lipi/contract';
import { detectMobileFormat, mobileFilePath } from '@lipi/engine/files/mobile';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { badRequest } from '../../lib/errors.ts';
import { registerRoute } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getProjectForCaller } from '../projects/project-access.ts';
import { contentTypeOf, listMobileKeys, projectResourcesZip, translatedStringFile } from './mobile-export.service.ts';
import { addMobileLanguages, assertMobile, getMobileFile, listStringFiles, resyncStringFile, uploadStringFile } from './mobile.service.ts';
import { readMobileUpload } from './read-mobile-upload.ts';
import { listMobileCollaborators, setMobileCollaborators } from './mobile-collaborators.service.ts';

const attachment = (name: string) => `attachment; filename="${name.replace(/[^\w.+-]/g, '_')}"`;

/** Mobile app projects: string files in, translated Android resource folders out. */
export function registerMobileRoutes(app: FastifyInstance, ctx: AppContext) {
  // Multipart: the projectId (when adding a file to a project) comes with the file, so it is resolved here.
  registerRoute(app, ctx, R.upload, {
    policy: 'project.create',
    handler: async (request) => {
      const auth = requireAuth(request);
      const upload = await readMobileUpload(request);
      const project = upload.projectId ? await getProjectForCaller(ctx, auth, upload.projectId) : null;
      const result = await uploadStringFile(ctx, auth, upload, project);
      return ok(result, MOBILE_MESSAGES.uploaded(result.translatable));
    },
  });

  registerRoute(app, ctx, R.files, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request) => ok(await listStringFiles(ctx, request.project)),
  });

  registerRoute(app, ctx, R.path, {
    policy: 'translation.view',
    handler: async (request) => {
      const bcp47 = toBcp47(request.body.targetLang);
      const format = detectMobileFormat(request.body.fileName);
      if (!format) throw badRequest(MOBILE_MESSAGES.unknownFormat);
      const path = mobileFilePath(format, bcp47, request.body.fileName);
      return ok({ language: request.body.targetLang, folder: path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '', path });
    },
  });

  registerRoute(app, ctx, R.addLanguages, {
    policy: 'project.update',
    project: 'body',
    handler: async (request) => ok(await addMobileLanguages(ctx, request.project, request.body.languages), MOBILE_MESSAGES.languagesAdded),
  });

  registerRoute(app, ctx, R.resync, {
    policy: 'project.update',
    handler: async (request) => {
      const upload = await readMobileUpload(request);
      if (!upload.projectId) throw badRequest('projectId is required');
      const project = await getProjectForCaller(ctx, requireAuth(request), upload.projectId);
      request.project = project;
      const result = await resyncStringFile(ctx, project, upload);
      return ok(result, MOBILE_MESSAGES.resynced(result.added, result.changed, result.removed));
    },
  });

  registerRoute(app, ctx, R.download, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request, reply) => {
      const file = await getMobileFile(ctx, request.project, request.body.fileId);
      const written = await translatedStringFile(ctx, request.project, file, request.body.targetLang);
      return reply
        .header('content-type', contentTypeOf(file))
        .header('content-disposition', attachment(written.path.split('/').pop() ?? file.fileName))
        .header('x-resource-path', written.path)
        .header('x-rejected-translations', String(written.rejected.length))
        .send(Buffer.from(written.bytes));
    },
  });

  registerRoute(app, ctx, R.zip, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request, reply) => {
      assertMobile(request.project);
      const zip = await projectResourcesZip(ctx, request.project);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachment(`${request.project.name}-res.zip`))
        .send(Buffer.from(zip));
    },
  });

  registerRoute(app, ctx, R.keys, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request) => {
      assertMobile(request.project);
      const file = await getMobileFile(ctx, request.project, request.body.fileId);
      return ok(await listMobileKeys(ctx, request.project, file, request.body));
    },
  });

  // The same people who assign collaborators to a website's domains assign them to an app.
  registerRoute(app, ctx, R.collaborators, {
    policy: 'domain.view',
    project: 'body',
    handler: async (request) => ok(await listMobileCollaborators(ctx, request.project)),
  });

  registerRoute(app, ctx, R.assignCollaborators, {
    policy: 'domain.assign',
    project: 'body',
    handler: async (request) => ok(await setMobileCollaborators(ctx, request.project, request.body.userIds), MOBILE_MESSAGES.collaboratorsSaved),
  });
}
