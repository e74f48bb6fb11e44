import { QUOTA_MESSAGES, type ErrorType } from '@lipi/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { segments, topupBalances } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { queryRows } from '../projects/project-counts.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { refuse } from './billing-audit.ts';
import { planOfOrganisation } from './plans.service.ts';
import { findOrganisationUsage, monthOf } from './usage.ts';

type Ctx = Pick<AppContext, 'db' | 'clock'>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A refused quota: thrown inside a transaction, recorded in the audit log once it has rolled back (auditQuotaRefusal). */
export class QuotaRefusal extends AppError {
  constructor(
    message: string,
    readonly organisationId: string,
    readonly what: string,
    readonly details: Record<string, unknown>,
    code: ErrorType = 'CONFLICT',
  ) {
    super(code, message);
  }
}

/** Runs `work`; a quota refusal it throws is put in the audit log (outside the failed transaction) and rethrown. */
export async function auditQuotaRefusal<T>(ctx: Ctx, auth: AuthInfo | null, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof QuotaRefusal)) throw err;
    throw await refuse(
      ctx,
      auth,
      {
        action: 'quota.refused',
        organisationId: err.organisationId,
        targetType: 'organisation',
        targetId: err.organisationId,
        reason: err.what,
        details: err.details,
      },
      err,
    );
  }
}

async function quotaRefusal(ctx: Ctx, auth: AuthInfo | null, organisationId: string, what: string, details: Record<string, unknown>, message: string) {
  return auditQuotaRefusal(ctx, auth, () => Promise.reject(new QuotaRefusal(message, organisationId, what, details))).catch((err: unknown) => err as AppError);
}

/**
 * One more project (inside the creating transaction): refused at the plan's limit, so exactly at
 * the allowance is the last one allowed. `message` lets the free trial keep its own words.
 */
export async function assertProjectQuota(tx: Db | Tx, organisationId: string, message?: string) {
  const plan = await planOfOrganisation(tx as Db, organisationId);
  if (plan.projects === null) return;
  const usage = await findOrganisationUsage(tx as Db, organisationId, monthOf(new Date()));
  if (usage.projects >= plan.projects)
    throw new QuotaRefusal(message ?? QUOTA_MESSAGES.projects(plan.projects), organisationId, 'projects', { limit: plan.projects, used: usage.projects });
}

/** A project's languages (target languages, the source not counted) within the plan's limit. */
export async function assertLanguageQuota(ctx: Ctx, auth: AuthInfo | null, organisationId: string, languages: readonly string[]) {
  const plan = await planOfOrganisation(ctx.db, organisationId);
  if (plan.languages === null || languages.length <= plan.languages) return;
  throw await quotaRefusal(
    ctx,
    auth,
    organisationId,
    'languages',
    { limit: plan.languages, requested: languages.length },
    QUOTA_MESSAGES.languages(plan.languages),
  );
}

/** One more active user in the organisation. */
export async function assertSeatQuota(ctx: Ctx, auth: AuthInfo | null, organisationId: string) {
  const plan = await planOfOrganisation(ctx.db, organisationId);
  if (plan.seats === null) return;
  const usage = await findOrganisationUsage(ctx.db, organisationId, monthOf(ctx.clock.now()));
  if (usage.seats >= plan.seats)
    throw await quotaRefusal(ctx, auth, organisationId, 'seats', { limit: plan.seats, used: usage.seats }, QUOTA_MESSAGES.seats(plan.seats));
}

/** A new project's crawl limit when nobody has set one. */
export const DEFAULT_PAGE_LIMIT = 500;

/** The highest crawl page limit a project of this organisation may have (null: no limit). */
export async function pageLimitOf(db: Db, organisationId: string): Promise<number | null> {
  return (await planOfOrganisation(db, organisationId)).pages;
}

/** A new project starts at the default crawl limit, or lower when the plan allows fewer pages. */
export async function newProjectPageLimit(db: Db, organisationId: string): Promise<number> {
  const pages = await pageLimitOf(db, organisationId);
  return pages === null ? DEFAULT_PAGE_LIMIT : Math.min(DEFAULT_PAGE_LIMIT, pages);
}

export async function topupBalance(db: Db | Tx, organisationId: string, kind: string): Promise<number> {
  const [row] = await db
    .select()
    .from(topupBalances)
    .where(and(eq(topupBalances.organisationId, organisationId), eq(topupBalances.kind, kind)))
    .limit(1);
  return row ? row.bought - row.spent : 0;
}

/** Characters a machine-translation run of these segments sends (what engine_usage will count). */
export async function charactersOf(db: Db, projectId: string, hashes: readonly string[]): Promise<number> {
  let total = 0;
  for (let i = 0; i < hashes.length; i += 1000) {
    const chunk = hashes.slice(i, i + 1000);
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select coalesce(sum(char_length(${segments.text})), 0) as n from ${segments} where ${segments.projectId} = ${projectId} and ${segments.sourceHash} in ${chunk}`,
    );
    total += Number(row?.n ?? 0);
  }
  return total;
}

/**
 * A run that needs `needed` characters: allowed when this month's plan allowance plus the top-up
 * balance covers it, refused up front with the numbers otherwise. What goes beyond the monthly
 * allowance is taken from the top-up balance now (top-ups do not expire with the month).
 */
export async function spendMtCharacters(ctx: Ctx, auth: AuthInfo | null, organisationId: string, needed: number) {
  const plan = await planOfOrganisation(ctx.db, organisationId);
  if (plan.mtCharacters === null || needed <= 0) return;
  const usage = await findOrganisationUsage(ctx.db, organisationId, monthOf(ctx.clock.now()));
  const monthly = Math.max(0, plan.mtCharacters - usage.mtCharacters);
  const topup = await topupBalance(ctx.db, organisationId, 'mtCharacters');
  if (needed > monthly + topup) {
    throw await quotaRefusal(ctx, auth, organisationId, 'mtCharacters', { needed, monthly, topup }, QUOTA_MESSAGES.mtCharacters(needed, monthly + topup));
  }
  const fromTopup = needed - Math.min(needed, monthly);
  if (fromTopup > 0) {
    await ctx.db
      .update(topupBalances)
      .set({ spent: sql`${topupBalances.spent} + ${fromTopup}` })
      .where(and(eq(topupBalances.organisationId, organisationId), eq(topupBalances.kind, 'mtCharacters')));
  }
}
