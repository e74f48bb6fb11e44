import { and, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { organisations, subscriptions, users } from '../../db/schema/index.ts';
import { queueMail } from '../messaging/messaging.ts';
import { createNotification } from '../notifications/notifications.service.ts';
import { recordBillingEvent } from './billing-audit.ts';
import { FREE_PLAN } from './refund.service.ts';

/** The renewal reminder goes out this many days before a paid period ends. */
export const REMIND_DAYS_BEFORE = 7;

async function tellAdmins(ctx: AppContext, organisationId: string, title: string, message: string) {
  const admins = await ctx.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), inArray(users.role, ['organisationAdmin', 'freeOrgAdmin']), eq(users.isActive, true)));
  for (const admin of admins) {
    await createNotification(ctx, { userId: admin.id, type: 'PAYMENT', title, message });
    await queueMail(ctx, { to: admin.email, subject: `Lipi: ${title}`, text: `${message}\n\nRenew in Billing: ${ctx.config.PUBLIC_URL}/billing` });
  }
}

/**
 * One pass of the renewal job. A paid period ending within REMIND_DAYS_BEFORE days gets one
 * reminder (remembered per period end, so a later renewal's period gets its own); a period that has
 * ended moves the organisation to the free plan's limits, its data, projects and roles kept. Paying
 * again for the plan (Billing → Renew) starts a new period; paying before the end extends it.
 */
export async function runRenewals(ctx: AppContext, only?: { organisationId: string }) {
  // `only`: one organisation (tests on a shared database move the clock for theirs alone).
  const scope = only ? eq(subscriptions.organisationId, only.organisationId) : undefined;
  const now = ctx.clock.now();
  const soon = new Date(now.getTime() + REMIND_DAYS_BEFORE * 86_400_000);
  const current = and(eq(organisations.id, subscriptions.organisationId), eq(organisations.plan, subscriptions.planCode));
  const remind = await ctx.db
    .select({ sub: subscriptions })
    .from(subscriptions)
    .innerJoin(organisations, current)
    .where(
      and(
        gt(subscriptions.periodEnd, now),
        lte(subscriptions.periodEnd, soon),
        or(isNull(subscriptions.remindedFor), ne(subscriptions.remindedFor, subscriptions.periodEnd)),
        scope,
      ),
    );
  for (const { sub } of remind) {
    // Claimed with a conditional update: two workers never both send the reminder.
    const claimed = await ctx.db
      .update(subscriptions)
      .set({ remindedFor: sub.periodEnd })
      .where(
        and(
          eq(subscriptions.organisationId, sub.organisationId),
          eq(subscriptions.periodEnd, sub.periodEnd),
          or(isNull(subscriptions.remindedFor), ne(subscriptions.remindedFor, sub.periodEnd)),
        ),
      )
      .returning();
    if (claimed.length === 0) continue;
    const day = sub.periodEnd.toISOString().slice(0, 10);
    await tellAdmins(ctx, sub.organisationId, 'Your plan ends soon', `Your ${sub.planCode} plan ends on ${day}. Renew it in Billing to keep its limits.`);
  }
  const expired = await ctx.db
    .update(organisations)
    .set({ plan: FREE_PLAN })
    .from(subscriptions)
    .where(and(current, lte(subscriptions.periodEnd, now), ne(organisations.plan, FREE_PLAN), scope))
    .returning({ id: organisations.id, plan: sql<string>`${subscriptions.planCode}` });
  for (const org of expired) {
    await recordBillingEvent(ctx, null, {
      organisationId: org.id,
      action: 'plan.expired',
      targetType: 'organisation',
      targetId: org.id,
      before: { plan: org.plan },
      after: { plan: FREE_PLAN },
    });
    await tellAdmins(
      ctx,
      org.id,
      'Your plan has ended',
      `Your ${org.plan} plan has ended; the free plan's limits apply now. Your projects and translations are kept. Renew in Billing.`,
    );
  }
  return { reminded: remind.length, expired: expired.length };
}
