import { z } from 'zod';
import { pageRequest } from './projects.ts';

/**
 * What the audit log records. Other modules add their own (KYC decisions, demo ids) by extending
 * this list; the server writes them through recordAudit in the same transaction as the change.
 */
export const AUDIT_ACTIONS = [
  'user.created',
  'user.updated',
  'user.roleChanged',
  'user.statusChanged',
  'user.categoriesChanged',
  'user.passwordChanged',
  'organisation.created',
  'organisation.edited',
  'kyc.uploaded',
  'kyc.reviewed',
  'demo.created',
  'demo.edited',
  'demo.deleted',
  'plan.updated',
  'payment.succeeded',
  'payment.refused',
  'payment.dismissed',
  'payment.failed',
  'topup.refused',
  'quota.refused',
  'organisation.upgraded',
  'payment.reconciled',
  'payment.refunded',
  'plan.expired',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const auditActionSchema = z.enum(AUDIT_ACTIONS);

export const AUDIT_CSV_FILE_NAME = 'auditLog.csv';
export const AUDIT_CSV_COLUMNS = ['When (UTC)', 'Who', 'Role', 'Action', 'Target type', 'Target', 'Before', 'After'] as const;
/** The CSV holds at most this many rows (newest first); narrow the filter for older ones. */
export const AUDIT_CSV_MAX_ROWS = 10_000;

export const auditEntrySchema = z.object({
  id: z.string(),
  organisationId: z.string().nullable(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  actorRole: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  targetLabel: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditFilterSchema = z.object({
  action: auditActionSchema.optional(),
  /** Part of the actor's email or of the target's label. */
  search: z.string().trim().max(200).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  /** Super admins only; everyone else reads their own organisation's log. */
  organisationId: z.string().uuid().optional(),
});
export const auditListRequest = pageRequest.extend(auditFilterSchema.shape);
export const auditListReply = z.object({ entries: z.array(auditEntrySchema), totalEntries: z.number().int() });
export const auditCsvRequest = auditFilterSchema;
