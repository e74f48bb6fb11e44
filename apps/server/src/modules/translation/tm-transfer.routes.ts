import { TRANSLATION_LIMITS, TRANSLATION_MESSAGES, TRANSLATION_ROUTES as R, tmImportFields } from '@lipi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { registerRoute } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getProjectForCaller } from '../projects/project-access.ts';
import { exportTm, importTm } from './tm-transfer.service.ts';
import { translationScope } from './translation-access.ts';
import { attachment } from './translation-files.routes.ts';

/** Translation memory as a file: export answers the file itself (attachment), import reports counts. */
export function registerTmTransferRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, R.tmExport, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request, reply) => {
      const scope = await translationScope(ctx, request, request.project, request.body);
      const file = await exportTm(ctx.db, scope, request.body);
      return reply.header('content-type', file.contentType).header('content-disposition', attachment(file.filename)).send(Buffer.from(file.bytes));
    },
  });

  // Multipart: the projectId is a form field, read with the file, so it is resolved here.
  registerRoute(app, ctx, R.tmImport, {
    policy: 'translation.manage',
    handler: async (request) => {
      const upload = await readTmUpload(request);
      const fields = tmImportFields.safeParse(upload.fields);
      if (!fields.success) throw new AppError('VALIDATION_ERROR', fields.error.issues[0]?.message ?? 'Invalid request');
      const project = await getProjectForCaller(ctx, requireAuth(request), fields.data.projectId);
      const scope = await translationScope(ctx, request, project, fields.data);
      const result = await importTm(ctx.db, scope, { targetLang: fields.data.targetLang, filename: upload.filename, bytes: upload.content });
      return ok(result, TRANSLATION_MESSAGES.importSummary(result));
    },
  });
}

/** The multipart form: projectId and targetLang fields and one file, capped while it is read. */
async function readTmUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', TRANSLATION_MESSAGES.uploadFormat);
  const fields: Record<string, string> = {};
  let file: { filename: string; content: Buffer } | null = null;
  for await (const part of request.parts({ limits: { fileSize: TRANSLATION_LIMITS.importBytes, files: 1, fields: 10 } })) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    const content = await part.toBuffer().catch((err: { code?: string }) => {
      throw err.code === 'FST_REQ_FILE_TOO_LARGE' ? new AppError('BAD_REQUEST', TRANSLATION_MESSAGES.uploadFormat) : err;
    });
    if (part.file.truncated) throw new AppError('BAD_REQUEST', TRANSLATION_MESSAGES.uploadFormat);
    file = { filename: part.filename, content };
  }
  if (!file) throw new AppError('BAD_REQUEST', TRANSLATION_MESSAGES.uploadFormat);
  return { fields, ...file };
}
