import {
  deleteGlossaryEntriesReply,
  deleteTransliterationEntriesRequest,
  getTransliterationEntriesRequest,
  glossaryCsvRequest,
  glossaryUploadReply,
  TRANSLITERATION_GLOSSARY_CSV_FILENAME,
  TRANSLITERATION_LIMITS,
  TRANSLITERATION_MEMORY_CSV_FILENAME,
  transliterationEntriesReply,
  type TransliterationEntryKind,
} from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, replyOf } from '../../lib/envelope.ts';
import { csvAttachment, projectFor } from './glossary-access.ts';
import { readUpload } from './read-upload.ts';
import { readUploadedTable } from './table-file.ts';
import { deleteEntries, exportEntriesCsv, listEntries, parseEntryTable, saveEntries } from './transliteration-entries.service.ts';

const view = { policy: 'translation.view' } as const;
const manage = { policy: 'translation.manage' } as const;

type Paths = { upload: string; get: string; delete: string; csv: string; csvName: string; label: string };

/**
 * Spec 02 §7 paths: the memory under `transliteration/`, the glossary under `transliterationGlossary/`.
 * The spec downloads only the glossary; the memory's csv/get is ours, so neither list is upload-only.
 */
const PATHS: Record<TransliterationEntryKind, Paths> = {
  memory: {
    upload: '/api/transliteration/post',
    get: '/api/transliteration/get',
    delete: '/api/transliteration/delete',
    csv: '/api/transliteration/csv/get',
    csvName: TRANSLITERATION_MEMORY_CSV_FILENAME,
    label: 'transliteration memory',
  },
  glossary: {
    upload: '/api/transliterationGlossary/create',
    get: '/api/transliterationGlossary/get',
    delete: '/api/transliterationGlossary/delete',
    csv: '/api/transliterationGlossary/csv/get',
    csvName: TRANSLITERATION_GLOSSARY_CSV_FILENAME,
    label: 'transliteration glossary',
  },
};

/** The transliteration memory and glossary: a word and how it is written in a target script. */
export function registerTransliterationEntryRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const kind of ['memory', 'glossary'] as const) {
    const paths = PATHS[kind];
    api.post(paths.upload, { config: manage, schema: { response: replyOf(glossaryUploadReply) } }, async (request) => {
      const upload = await readUpload(request, TRANSLITERATION_LIMITS.uploadBytes);
      const project = await projectFor(ctx, request, upload.projectId);
      const entries = parseEntryTable(await readUploadedTable(upload.filename, upload.content, TRANSLITERATION_LIMITS.uploadRows));
      const result = await saveEntries(ctx, project, kind, entries);
      return ok(result, `${result.imported} entries added to the ${paths.label}`);
    });

    api.post(paths.get, { config: view, schema: { body: getTransliterationEntriesRequest, response: replyOf(transliterationEntriesReply) } }, async (request) => {
      const { projectId, ...query } = request.body;
      return ok(await listEntries(ctx, await projectFor(ctx, request, projectId), kind, query));
    });

    api.post(paths.delete, { config: manage, schema: { body: deleteTransliterationEntriesRequest, response: replyOf(deleteGlossaryEntriesReply) } }, async (request) => {
      const project = await projectFor(ctx, request, request.body.projectId);
      const result = await deleteEntries(ctx, project, kind, request.body.ids);
      return ok(result, `${result.deleted} entries deleted from the ${paths.label}`);
    });

    // The upload layout, so a download edited and uploaded again round-trips.
    api.post(paths.csv, { config: view, schema: { body: glossaryCsvRequest } }, async (request, reply) => {
      const project = await projectFor(ctx, request, request.body.projectId);
      const csv = await exportEntriesCsv(ctx, project, kind);
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', csvAttachment(paths.csvName)).send(csv);
    });
  }
}
