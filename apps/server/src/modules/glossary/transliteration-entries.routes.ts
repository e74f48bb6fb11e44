import {
  TRANSLITERATION_GLOSSARY_CSV_FILENAME,
  TRANSLITERATION_LIMITS,
  TRANSLITERATION_MEMORY_CSV_FILENAME,
  TRANSLITERATION_ROUTES as R,
  type TransliterationEntryKind,
} from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';
import { csvAttachment, projectFor } from './glossary-access.ts';
import { readUpload } from './read-upload.ts';
import { readUploadedTable } from './table-file.ts';
import { deleteEntries, exportEntriesCsv, listEntries, parseEntryTable, saveEntries } from './transliteration-entries.service.ts';

/**
 * Spec 02 §7 paths: the memory under `transliteration/`, the glossary under `transliterationGlossary/`.
 * The spec downloads only the glossary; the memory's csv/get is ours, so neither list is upload-only.
 */
const CALLS = {
  memory: {
    upload: R.memoryUpload,
    get: R.memoryGet,
    delete: R.memoryDelete,
    csv: R.memoryCsv,
    csvName: TRANSLITERATION_MEMORY_CSV_FILENAME,
    label: 'transliteration memory',
  },
  glossary: {
    upload: R.glossaryUpload,
    get: R.glossaryGet,
    delete: R.glossaryDelete,
    csv: R.glossaryCsv,
    csvName: TRANSLITERATION_GLOSSARY_CSV_FILENAME,
    label: 'transliteration glossary',
  },
} as const satisfies Record<TransliterationEntryKind, unknown>;

/** The transliteration memory and glossary: a word and how it is written in a target script. */
export function registerTransliterationEntryRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const kind of ['memory', 'glossary'] as const) {
    const calls = CALLS[kind];
    // Multipart: the projectId is a form field, read with the file, so it is resolved here.
    registerRoute(app, ctx, calls.upload, {
      policy: 'translation.manage',
      handler: async (request) => {
        const upload = await readUpload(request, TRANSLITERATION_LIMITS.uploadBytes);
        const project = await projectFor(ctx, request, upload.projectId);
        const entries = parseEntryTable(await readUploadedTable(upload.filename, upload.content, TRANSLITERATION_LIMITS.uploadRows));
        const result = await saveEntries(ctx, project, kind, entries);
        return ok(result, `${result.imported} entries added to the ${calls.label}`);
      },
    });

    registerRoute(app, ctx, calls.get, {
      policy: 'translation.view',
      project: 'body',
      handler: async (request) => {
        const { projectId: _projectId, ...query } = request.body;
        return ok(await listEntries(ctx, request.project, kind, query));
      },
    });

    registerRoute(app, ctx, calls.delete, {
      policy: 'translation.manage',
      project: 'body',
      handler: async (request) => {
        const result = await deleteEntries(ctx, request.project, kind, request.body.ids);
        return ok(result, `${result.deleted} entries deleted from the ${calls.label}`);
      },
    });

    // The upload layout, so a download edited and uploaded again round-trips.
    registerRoute(app, ctx, calls.csv, {
      policy: 'translation.view',
      project: 'body',
      handler: async (request, reply) => {
        const csv = await exportEntriesCsv(ctx, request.project, kind);
        return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', csvAttachment(calls.csvName)).send(csv);
      },
    });
  }
}
