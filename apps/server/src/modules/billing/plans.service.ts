import { BILLING_MESSAGES, type Plan } from '@lipi/contract';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { organisations, plans } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { getUser } from '../users/users.service.ts';
import { refuse } from './billing-audit.ts';
import { findHighestUsage } from './usage.ts';

type PlanRow = typeof plans.$inferSelect;

export const toPlan = (row: PlanRow): Plan => ({
  code: row.code,
  name: row.name,
  priceMonthly: row.priceMonthly,
  priceYearly: row.priceYearly,
  words: row.words,
  pages: row.pages,
  projects: row.projects,
  languages: row.languages,
  mtCharacters: row.mtCharacters,
  seats: row.seats,
  snippet: row.snippet,
  proxy: row.proxy,
  isTrial: row.isTrial,
  sortOrder: row.sortOrder,
});

/** Plans not in the table ('internal', older codes) have no limits: an organisation the operator runs. */
export const UNLIMITED_PLAN: Plan = {
  code: 'internal',
  name: 'Internal',
  priceMonthly: null,
  priceYearly: null,
  words: null,
  pages: null,
  projects: null,
  languages: null,
  mtCharacters: null,
  seats: null,
  snippet: true,
  proxy: true,
  isTrial: false,
  sortOrder: 99,
};

export async function listPlans(db: Db): Promise<Plan[]> {
  return (await db.select().from(plans).orderBy(asc(plans.sortOrder)).limit(50)).map(toPlan);
}

export async function findPlan(db: Db, code: string): Promise<Plan | null> {
  const [row] = await db.select().from(plans).where(eq(plans.code, code)).limit(1);
  return row ? toPlan(row) : null;
}

/** The plan an organisation is on (its limits are what quotas enforce). */
export async function planOfOrganisation(db: Db, organisationId: string): Promise<Plan> {
  const [row] = await db
    .select({ plan: plans, code: organisations.plan })
    .from(organisations)
    .leftJoin(plans, eq(plans.code, organisations.plan))
    .where(eq(organisations.id, organisationId))
    .limit(1);
  if (!row) throw notFound('Organisation not found');
  return row.plan ? toPlan(row.plan) : { ...UNLIMITED_PLAN, code: row.code };
}

type PlanPatch = Partial<Omit<Plan, 'code' | 'isTrial' | 'sortOrder'>> & { code: string };
const LIMIT_KEYS = ['projects', 'seats', 'languages', 'pages'] as const;

/**
 * plan/update (super admin). A limit may not drop below what an organisation on the plan already
 * uses (projects, seats, languages of a project, pages of a project): refused, with the numbers.
 */
export async function updatePlan(ctx: Pick<AppContext, 'db' | 'clock'>, auth: AuthInfo, patch: PlanPatch): Promise<Plan> {
  const before = await findPlan(ctx.db, patch.code);
  if (!before) throw notFound('Plan not found');
  const highest = await findHighestUsage(ctx.db, patch.code);
  for (const key of LIMIT_KEYS) {
    const limit = patch[key];
    if (limit === undefined || limit === null || limit >= highest[key]) continue;
    throw await refuse(
      ctx,
      auth,
      {
        action: 'plan.updated',
        organisationId: null,
        targetType: 'plan',
        targetId: patch.code,
        reason: 'below usage',
        details: { [key]: limit, inUse: highest[key] },
      },
      new AppError('CONFLICT', BILLING_MESSAGES.downgradeBelowUsage(key, highest[key], limit)),
    );
  }
  const { code, ...values } = patch;
  const now = ctx.clock.now();
  const user = await getUser(ctx, auth.userId);
  const actor = { id: user.id, email: user.email, role: user.role };
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(plans)
      .set({ ...values, updatedAt: now })
      .where(eq(plans.code, code))
      .returning();
    const changed = Object.fromEntries(Object.entries(values).filter(([k, v]) => v !== undefined && v !== before[k as keyof Plan]));
    const was = Object.fromEntries(Object.keys(changed).map((k) => [k, before[k as keyof Plan]]));
    await recordAudit(tx, actor, now, {
      organisationId: null,
      action: 'plan.updated',
      targetType: 'plan',
      targetId: code,
      targetLabel: row!.name,
      before: was,
      after: changed,
    });
    return toPlan(row!);
  });
}
