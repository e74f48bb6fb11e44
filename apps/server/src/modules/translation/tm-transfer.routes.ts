import { TRANSLATION_LIMITS, TRANSLATION_MESSAGES, tmExportRequest, tmImportFields, tmImportReply } from '@lipi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, replyOf } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { exportTm, importTm } from './tm-transfer.service.ts';
import { translationScope } from './translation-access.ts';
import { attachment } from './translation-files.routes.ts';

const view = { policy: 'translation.view' } as const;
const manage = { policy: 'translation.manage' } as const;

/** Translation memory as a file: export answers the file itself (attachment), import reports counts. */
export function registerTmTransferRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/translation/tm/export', { config: view, schema: { body: tmExportRequest } }, async (request, reply) => {
    const scope = await translationScope(ctx, request, request.body);
    const file = await exportTm(ctx.db, scope, request.body);
    return reply.header('content-type', file.contentType).header('content-disposition', attachment(file.filename)).send(Buffer.from(file.bytes));
  });

  api.post('/api/translation/tm/import', { config: manage, schema: { response: replyOf(tmImportReply) } }, async (request) => {
    const upload = await readTmUpload(request);
    const fields = tmImportFields.safeParse(upload.fields);
    if (!fields.success) throw new AppError('VALIDATION_ERROR', fields.error.issues[0]?.message ?? 'Invalid request');
    const scope = await translationScope(ctx, request, fields.data);
    const result = await importTm(ctx.db, scope, { targetLang: fields.data.targetLang, filename: upload.filename, bytes: upload.content });
    return ok(result, TRANSLATION_MESSAGES.imported(result.imported));
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
