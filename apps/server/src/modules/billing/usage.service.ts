import type { Usage } from '@lipi/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { subscriptions } from '../../db/schema/index.ts';
import { requireOrganisation } from '../projects/project-create.service.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { planOfOrganisation } from './plans.service.ts';
import { topupBalance } from './quota.ts';
import { findOrganisationUsage, monthOf } from './usage.ts';
import { wordsUsed } from './words.ts';

/** transaction/usage: the plan, what is used of each allowance this month, and the top-up balances. */
export async function getUsage(ctx: Pick<AppContext, 'db' | 'clock'>, auth: AuthInfo): Promise<Usage> {
  const organisationId = requireOrganisation(auth);
  const month = monthOf(ctx.clock.now());
  const [plan, used, [sub], mtTopup, wordTopup, words] = await Promise.all([
    planOfOrganisation(ctx.db, organisationId),
    findOrganisationUsage(ctx.db, organisationId, month),
    ctx.db.select().from(subscriptions).where(eq(subscriptions.organisationId, organisationId)).limit(1),
    topupBalance(ctx.db, organisationId, 'mtCharacters'),
    topupBalance(ctx.db, organisationId, 'words'),
    wordsUsed(ctx.db, organisationId, month),
  ]);
  const item = (u: number, limit: number | null, topup = 0) => ({ used: u, limit, topup });
  return {
    plan,
    billingCycle: (sub?.billingCycle as 'monthly' | 'yearly' | undefined) ?? null,
    periodEnd: sub?.periodEnd.toISOString() ?? null,
    month,
    usage: {
      projects: item(used.projects, plan.projects),
      seats: item(used.seats, plan.seats),
      mtCharacters: item(used.mtCharacters, plan.mtCharacters, mtTopup),
      // Words spent by machine-translation runs and professional requests this month (billing/words.ts).
      words: item(words, plan.words, wordTopup),
      languages: item(used.languages, plan.languages),
      pages: item(used.pages, plan.pages),
    },
  };
}
