import {
  addGlossaryTermRequest,
  deleteGlossaryEntriesReply,
  deleteGlossaryRequest,
  getGlossaryRequest,
  GLOSSARY_CSV_FILENAME,
  GLOSSARY_LIMITS,
  glossaryCsvRequest,
  glossaryPageReply,
  glossaryTermSchema,
  glossaryUploadReply,
} from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, replyOf } from '../../lib/envelope.ts';
import { csvAttachment, projectFor } from './glossary-access.ts';
import { deleteTerms, exportGlossaryCsv, listTerms, parseGlossaryTable, saveTerms, toTerm } from './glossary.service.ts';
import { readUpload } from './read-upload.ts';
import { readUploadedTable } from './table-file.ts';
import { registerTransliterationEntryRoutes } from './transliteration-entries.routes.ts';

const view = { policy: 'translation.view' } as const;
const manage = { policy: 'translation.manage' } as const;

/** Glossary terms masked before machine translation, and the transliteration memory and glossary. */
export function registerGlossaryRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/glossary/add', { config: manage, schema: { body: addGlossaryTermRequest, response: replyOf(glossaryTermSchema) } }, async (request) => {
    const { projectId, ...term } = request.body;
    const project = await projectFor(ctx, request, projectId);
    const [saved] = await saveTerms(ctx, project, [term]);
    return ok(toTerm(saved!), 'Glossary term saved');
  });

  api.post('/api/glossary/upload', { config: manage, schema: { response: replyOf(glossaryUploadReply) } }, async (request) => {
    const upload = await readUpload(request, GLOSSARY_LIMITS.uploadBytes);
    const project = await projectFor(ctx, request, upload.projectId);
    const terms = parseGlossaryTable(await readUploadedTable(upload.filename, upload.content, GLOSSARY_LIMITS.uploadRows));
    const saved = await saveTerms(ctx, project, terms);
    return ok({ imported: saved.length }, `${saved.length} glossary terms uploaded`);
  });

  api.post('/api/glossary/get', { config: view, schema: { body: getGlossaryRequest, response: replyOf(glossaryPageReply) } }, async (request) => {
    const { projectId, ...query } = request.body;
    return ok(await listTerms(ctx, await projectFor(ctx, request, projectId), query));
  });

  api.post('/api/glossary/delete', { config: manage, schema: { body: deleteGlossaryRequest, response: replyOf(deleteGlossaryEntriesReply) } }, async (request) => {
    const project = await projectFor(ctx, request, request.body.projectId);
    const result = await deleteTerms(ctx, project, request.body.ids);
    return ok(result, `${result.deleted} glossary terms deleted`);
  });

  api.post('/api/glossary/csv/get', { config: view, schema: { body: glossaryCsvRequest } }, async (request, reply) => {
    const project = await projectFor(ctx, request, request.body.projectId);
    const csv = await exportGlossaryCsv(ctx, project);
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', csvAttachment(GLOSSARY_CSV_FILENAME)).send(csv);
  });

  registerTransliterationEntryRoutes(app, ctx);
}
