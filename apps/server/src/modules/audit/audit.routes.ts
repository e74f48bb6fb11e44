import { AUDIT_CSV_FILE_NAME, AUDIT_ROUTES } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { auditCsv, listAudit } from './audit-query.service.ts';

/** The audit log: read and download (docs/audit-log.md). Writing happens in each module through recordAudit. */
export function registerAuditRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, AUDIT_ROUTES.list, {
    policy: 'audit.view',
    handler: async (request) => ok(await listAudit(ctx, requireAuth(request), request.body)),
  });

  registerRoute(app, ctx, AUDIT_ROUTES.csv, {
    policy: 'audit.view',
    handler: async (request, reply) => {
      const csv = await auditCsv(ctx, requireAuth(request), request.body);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${AUDIT_CSV_FILE_NAME}"`)
        .header('x-content-type-options', 'nosniff')
        .send(csv);
    },
  });
}
