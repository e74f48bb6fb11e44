import { BATCH_FILE_MESSAGES as BM, MANUAL_TMS_ROUTES as R, TMS_MESSAGES as T, wholeBatchUploadFields } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { registerRoute } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { attachment } from '../translation/translation-files.routes.ts';
import { readUpload } from './manual-batch-file.routes.ts';
import { downloadWholeBatch, uploadWholeBatch } from './manual-batch-whole.ts';
import { handleTmsWebhook } from './manual-tms-webhook.ts';
import { sendToTms } from './manual-tms.ts';

/** The manager's whole-batch files and the external TMS (docs/professional-translation.md). */
export async function registerManualTmsRoutes(app: FastifyInstance, ctx: AppContext) {
  const manage = 'manualTranslation.manage' as const;
  registerRoute(app, ctx, R.downloadWholeBatch, {
    policy: manage,
    handler: async (request, reply) => {
      const file = await downloadWholeBatch(ctx, requireAuth(request), request.body.batchId, request.body.version);
      return reply.header('content-type', 'application/xliff+xml; charset=utf-8').header('content-disposition', attachment(file.filename)).send(file.bytes);
    },
  });
  registerRoute(app, ctx, R.uploadWholeBatch, {
    policy: manage,
    handler: async (request) => {
      const upload = await readUpload(request);
      const fields = wholeBatchUploadFields.safeParse(upload.fields);
      if (!fields.success) throw new AppError('VALIDATION_ERROR', fields.error.issues[0]?.message ?? 'Invalid request');
      const result = await uploadWholeBatch(ctx, requireAuth(request), fields.data.batchId, upload.content, fields.data.complete === 'true');
      return ok(result, BM.uploaded(result.saved, result.refused.length));
    },
  });
  registerRoute(app, ctx, R.sendToTms, {
    policy: manage,
    handler: async (request) => {
      const result = await sendToTms(ctx, requireAuth(request), request.body);
      return ok(result, T.queued(result.queued));
    },
  });
  // Its own scope: the JSON body stays raw bytes, since the signature covers exactly those.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 6 * 1024 * 1024 }, (_request, body, done) => done(null, body));
    registerRoute(scope, ctx, R.tmsWebhook, {
      policy: 'public',
      handler: async (request) => ok(await handleTmsWebhook(ctx, request.body as unknown as Buffer, request.headers)),
    });
  });
}
