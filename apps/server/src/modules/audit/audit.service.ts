import type { AuditAction } from '@lipi/contract';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

/** Who made a change: kept as they were then, so the log reads the same after a rename or deletion. */
export type AuditActor = { id: string; email: string; role: string };

export type AuditRecord = {
  /** The organisation the change belongs to: its admins read the row. */
  organisationId: string | null;
  action: AuditAction;
  targetType: 'user' | 'organisation' | (string & {});
  targetId: string;
  targetLabel?: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/**
 * Records one administrative change. Call it with the transaction that makes the change, so the
 * change and its record commit (or roll back) together. Values must never hold secrets: pass only
 * the fields that changed (a password change records that it happened, not the hash).
 */
export async function recordAudit(tx: Db, actor: AuditActor, at: Date, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    organisationId: record.organisationId,
    actorId: actor.id,
    actorEmail: actor.email,
    actorRole: actor.role,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    targetLabel: record.targetLabel ?? '',
    before: record.before ?? null,
    after: record.after ?? null,
    createdAt: at,
  });
}

/** Only the fields whose value differs, as before/after pairs for the log. */
export function changedFields<T extends Record<string, unknown>>(before: T, patch: Partial<T>): { before: Partial<T>; after: Partial<T> } | null {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(patch) as (keyof T)[]) {
    if (patch[key] === undefined || patch[key] === before[key]) continue;
    was[key] = before[key];
    now[key] = patch[key];
  }
  return Object.keys(now).length ? { before: was, after: now } : null;
}
