import { TRANSLATION_MESSAGES, TRANSLATION_ROUTES as R } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';
import { withFailureMessage } from './failure-message.ts';
import { translationScope } from './translation-access.ts';
import { buildReport, reportCsv } from './translation-report.service.ts';

export const attachment = (filename: string) => `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`;

/** The project report, as rows (generateReport) or as a CSV file (/report/download). */
export function registerTranslationFileRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, R.report, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request) => {
      const scope = await translationScope(ctx, request, request.project, request.body);
      return ok({ report: await withFailureMessage(ctx, TRANSLATION_MESSAGES.reportFailed, () => buildReport(ctx.db, scope, request.body.targetLang)) });
    },
  });

  registerRoute(app, ctx, R.reportDownload, {
    policy: 'translation.view',
    project: 'body',
    handler: async (request, reply) => {
      const scope = await translationScope(ctx, request, request.project, request.body);
      const rows = await withFailureMessage(ctx, TRANSLATION_MESSAGES.reportFailed, () => buildReport(ctx.db, scope, request.body.targetLang));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(`translation-report-${scope.project.hostname}.csv`))
        .send(reportCsv(rows));
    },
  });
}
