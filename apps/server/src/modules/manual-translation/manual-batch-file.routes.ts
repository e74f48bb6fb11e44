import { BATCH_FILE_LIMITS, BATCH_FILE_MESSAGES as M, batchFileUploadFields, MANUAL_TRANSLATION_ROUTES as R } from '@lipi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { registerRoute } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { attachment } from '../translation/translation-files.routes.ts';
import { downloadBatchFile, uploadBatchFile } from './manual-batch-file.ts';

/** Offline work on a task: its sub-batch as XLIFF, and the file back as drafts. */
export function registerBatchFileRoutes(app: FastifyInstance, ctx: AppContext, policy: 'manualTranslation.work') {
  registerRoute(app, ctx, R.downloadBatchFile, {
    policy,
    handler: async (request, reply) => {
      const file = await downloadBatchFile(ctx, requireAuth(request), request.body.subBatchId, request.body.version);
      return reply.header('content-type', 'application/xliff+xml; charset=utf-8').header('content-disposition', attachment(file.filename)).send(file.bytes);
    },
  });
  registerRoute(app, ctx, R.uploadBatchFile, {
    policy,
    handler: async (request) => {
      const upload = await readUpload(request);
      const fields = batchFileUploadFields.safeParse(upload.fields);
      if (!fields.success) throw new AppError('VALIDATION_ERROR', fields.error.issues[0]?.message ?? 'Invalid request');
      const result = await uploadBatchFile(ctx, requireAuth(request), fields.data.subBatchId, upload.content);
      return ok(result, M.uploaded(result.saved, result.refused.length));
    },
  });
}

/** The multipart form: the subBatchId field and one file, capped while it is read. */
export async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', M.uploadFormat);
  const fields: Record<string, string> = {};
  let content: Buffer | null = null;
  for await (const part of request.parts({ limits: { fileSize: BATCH_FILE_LIMITS.uploadBytes, files: 1, fields: 5 } })) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    content = await part.toBuffer().catch((err: { code?: string }) => {
      throw err.code === 'FST_REQ_FILE_TOO_LARGE' ? new AppError('BAD_REQUEST', M.uploadFormat) : err;
    });
    if (part.file.truncated) throw new AppError('BAD_REQUEST', M.uploadFormat);
  }
  if (!content) throw new AppError('BAD_REQUEST', M.uploadFormat);
  return { fields, content };
}
