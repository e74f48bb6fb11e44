import { AUDIT_CSV_COLUMNS, AUDIT_CSV_MAX_ROWS, type AuditEntry, type auditFilterSchema } from '@lipi/contract';
import { writeCsv } from '@lipi/engine/codecs';
import { and, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';

type Filter = z.output<typeof auditFilterSchema>;
type Ctx = Pick<AppContext, 'db'>;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Organisation admins read their own organisation's log whatever organisationId they send; super
 * admins read any organisation's, or every row when they name none.
 */
function whereOf(auth: AuthInfo, filter: Filter): SQL | undefined {
  const conditions: SQL[] = [];
  if (auth.role !== 'superAdmin') conditions.push(auth.organisationId ? eq(auditLog.organisationId, auth.organisationId) : sql`false`);
  else if (filter.organisationId) conditions.push(eq(auditLog.organisationId, filter.organisationId));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.from) conditions.push(gte(auditLog.createdAt, new Date(filter.from)));
  if (filter.to) conditions.push(lte(auditLog.createdAt, new Date(filter.to)));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(or(ilike(auditLog.actorEmail, pattern), ilike(auditLog.targetLabel, pattern))!);
  }
  return and(...conditions);
}

type AuditRow = typeof auditLog.$inferSelect;
const toEntry = (row: AuditRow): AuditEntry => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function listAudit(ctx: Ctx, auth: AuthInfo, input: Filter & { pageNumber: number; pageSize: number }) {
  const where = whereOf(auth, input);
  const rows = await ctx.db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(input.pageSize)
    .offset((input.pageNumber - 1) * input.pageSize);
  const [total] = await ctx.db.select({ n: count() }).from(auditLog).where(where);
  return { entries: rows.map(toEntry), totalEntries: total?.n ?? 0 };
}

const json = (value: unknown) => (value ? JSON.stringify(value) : '');

/** The filtered log as CSV through the engine's writer (cells that look like formulas are neutralised). */
export async function auditCsv(ctx: Ctx, auth: AuthInfo, filter: Filter): Promise<string> {
  const rows = await ctx.db.select().from(auditLog).where(whereOf(auth, filter)).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(AUDIT_CSV_MAX_ROWS);
  return writeCsv([
    [...AUDIT_CSV_COLUMNS],
    ...rows.map((r) => [
      r.createdAt.toISOString(),
      r.actorEmail,
      r.actorRole,
      r.action,
      r.targetType,
      r.targetLabel || r.targetId,
      json(r.before),
      json(r.after),
    ]),
  ]);
}
