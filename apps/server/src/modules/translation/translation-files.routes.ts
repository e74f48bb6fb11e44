import { TRANSLATION_MESSAGES, reportReply, reportRequest } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, replyOf } from '../../lib/envelope.ts';
import { withFailureMessage } from './failure-message.ts';
import { translationScope } from './translation-access.ts';
import { buildReport, reportCsv } from './translation-report.service.ts';

const view = { policy: 'translation.view' } as const;

export const attachment = (filename: string) => `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`;

/** The project report, as rows (generateReport) or as a CSV file (/report/download). */
export function registerTranslationFileRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/translation/generateReport', { config: view, schema: { body: reportRequest, response: replyOf(reportReply) } }, async (request) => {
    const scope = await translationScope(ctx, request, request.body);
    return ok({ report: await withFailureMessage(ctx, TRANSLATION_MESSAGES.reportFailed, () => buildReport(ctx.db, scope, request.body.targetLang)) });
  });

  api.post('/api/report/download', { config: view, schema: { body: reportRequest } }, async (request, reply) => {
    const scope = await translationScope(ctx, request, request.body);
    const rows = await withFailureMessage(ctx, TRANSLATION_MESSAGES.reportFailed, () => buildReport(ctx.db, scope, request.body.targetLang));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachment(`translation-report-${scope.project.hostname}.csv`))
      .send(reportCsv(rows));
  });
}
