import type { AuditAction } from '@lipi/contract';
import type { AppContext } from '../../app-context.ts';
import { auditLog } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit, type AuditActor, type AuditRecord } from '../audit/audit.service.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { getUser } from '../users/users.service.ts';

/** A billing event in the audit log; `actor` null: the payment gateway (a webhook). */
export async function recordBillingEvent(ctx: Pick<AppContext, 'db' | 'clock'>, actor: AuditActor | null, record: AuditRecord) {
  if (actor) return recordAudit(ctx.db, actor, ctx.clock.now(), record);
  await ctx.db.insert(auditLog).values({
    organisationId: record.organisationId,
    actorId: null,
    actorEmail: 'payment-gateway',
    actorRole: 'system',
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    targetLabel: record.targetLabel ?? '',
    after: record.after ?? null,
    createdAt: ctx.clock.now(),
  });
}

type Refusal = { action: AuditAction; organisationId: string | null; targetType: string; targetId: string; reason: string; details?: Record<string, unknown> };

/**
 * Records a refused payment, top-up, quota or plan change in the audit log, outside any rolled-back
 * transaction, then returns the error to throw: nothing is granted, and the attempt is on record.
 */
export async function refuse(ctx: Pick<AppContext, 'db' | 'clock'>, auth: AuthInfo | null, refusal: Refusal, error: AppError): Promise<AppError> {
  const after = { reason: refusal.reason, ...refusal.details };
  // Webhooks have no signed-in person: the gateway is the actor.
  const user = auth ? await getUser(ctx, auth.userId) : null;
  await recordBillingEvent(ctx, user && { id: user.id, email: user.email, role: user.role }, {
    organisationId: refusal.organisationId,
    action: refusal.action,
    targetType: refusal.targetType,
    targetId: refusal.targetId,
    after,
  });
  return error;
}
