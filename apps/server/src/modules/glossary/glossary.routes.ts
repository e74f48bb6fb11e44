import { GLOSSARY_CSV_FILENAME, GLOSSARY_LIMITS, GLOSSARY_ROUTES as R } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';
import { csvAttachment, projectFor } from './glossary-access.ts';
import { deleteTerms, exportGlossaryCsv, listTerms, parseGlossaryTable, saveTerms, toTerm } from './glossary.service.ts';
import { readUpload } from './read-upload.ts';
import { readUploadedTable } from './table-file.ts';
import { registerTransliterationEntryRoutes } from './transliteration-entries.routes.ts';

/** Glossary terms masked before machine translation, and the transliteration memory and glossary. */
export function registerGlossaryRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, R.add, {
    policy: 'translation.manage',
    project: 'body',
    handler: async (request) => {
      const { projectId: _projectId, ...term } = request.body;
      const [saved] = await saveTerms(ctx, request.project, [term]);
      return ok(toTerm(saved!), 'Glossary term saved');
    },
  });

  // Multipart: the projectId is a form field, read with the file, so it is resolved here.
  registerRoute(app, ctx, R.upload, {
    policy: 'translation.manage',
    handler: async (request) => {
      const upload = await readUpload(request, GLOSSARY_LIMITS.uploadBytes);
      const project = await projectFor(ctx, request, upload.projectId);
      const terms = parseGlossaryTable(await readUploadedTable(upload.filename, upload.content, GLOSSARY_LIMITS.uploadRows));
      const saved = await saveTerms(ctx, project, terms);
      return ok({ imported: saved.length }, `${saved.length} glossary terms uploaded`);
    },
  });

  registerRoute(app, ctx, R.get, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request) => {
      const { projectId: _projectId, ...query } = request.body;
      return ok(await listTerms(ctx, request.project, query));
    },
  });

  registerRoute(app, ctx, R.delete, {
    policy: 'translation.manage',
    project: 'body',
    handler: async (request) => {
      const result = await deleteTerms(ctx, request.project, request.body.ids);
      return ok(result, `${result.deleted} glossary terms deleted`);
    },
  });

  registerRoute(app, ctx, R.csv, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request, reply) => {
      const csv = await exportGlossaryCsv(ctx, request.project);
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', csvAttachment(GLOSSARY_CSV_FILENAME)).send(csv);
    },
  });

  registerTransliterationEntryRoutes(app, ctx);
}
