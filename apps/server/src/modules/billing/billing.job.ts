import type { AppContext } from '../../app-context.ts';
import { reconcilePendingOrders } from './reconcile.service.ts';
import { runRenewals } from './renewal.service.ts';

export const RECONCILE_JOB = 'billing.reconcile';
export const RENEWALS_JOB = 'billing.renewals';

/**
 * Scheduled in pg-boss (persistent: a restart or a second server does not lose or double a pass):
 * reconciliation of pending orders every 5 minutes, renewal reminders and expiries every hour.
 * Both are idempotent, so a pass that runs twice changes nothing more.
 */
export async function registerBillingJobs(ctx: AppContext) {
  await ctx.queue.schedule(RECONCILE_JOB, '*/5 * * * *', {});
  await ctx.queue.work(RECONCILE_JOB, async () => {
    const result = await reconcilePendingOrders(ctx);
    if (result.checked > 0) ctx.log.info(result, 'payments: reconciled pending orders');
  });
  await ctx.queue.schedule(RENEWALS_JOB, '17 * * * *', {});
  await ctx.queue.work(RENEWALS_JOB, async () => {
    const result = await runRenewals(ctx);
    if (result.reminded + result.expired > 0) ctx.log.info(result, 'billing: renewal reminders and expired plans');
  });
}
