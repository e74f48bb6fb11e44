import { QUOTA_MESSAGES } from '@lipi/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { segments, topupBalances, wordUsage } from '../../db/schema/index.ts';
import { queryRows } from '../projects/project-counts.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { planOfOrganisation } from './plans.service.ts';
import { auditQuotaRefusal, QuotaRefusal } from './quota.ts';
import { monthOf } from './usage.ts';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** Words of these segments' source text (runs of non-space characters), what a machine-translation run spends. */
export async function wordsOf(db: Db, projectId: string, hashes: readonly string[]): Promise<number> {
  let total = 0;
  for (let i = 0; i < hashes.length; i += 1000) {
    const chunk = hashes.slice(i, i + 1000);
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select coalesce(sum(array_length(regexp_split_to_array(btrim(${segments.text}), '\\s+'), 1)), 0) as n
        from ${segments} where ${segments.projectId} = ${projectId} and ${segments.sourceHash} in ${chunk} and btrim(${segments.text}) <> ''`,
    );
    total += Number(row?.n ?? 0);
  }
  return total;
}

/** Words spent this month (machine and professional translation), for the usage bars. */
export async function wordsUsed(db: Db, organisationId: string, month: string): Promise<number> {
  const [row] = await db
    .select({ words: wordUsage.words })
    .from(wordUsage)
    .where(and(eq(wordUsage.organisationId, organisationId), eq(wordUsage.month, month)));
  return row?.words ?? 0;
}

/**
 * Charges `needed` words to the organisation, or refuses (envelope type WORDS_EXHAUSTED, with the
 * numbers) when the month's allowance plus word top-ups cannot cover them. The month's usage row and
 * the top-up row are locked in one transaction, so two runs started together are charged one after
 * the other and never both spend the last words. Beyond the monthly allowance, top-ups are spent.
 * A plan without a words limit only counts.
 */
export async function spendWords(ctx: Ctx, auth: AuthInfo | null, organisationId: string, needed: number): Promise<void> {
  if (needed <= 0) return;
  const month = monthOf(ctx.clock.now());
  await auditQuotaRefusal(ctx, auth, () =>
    ctx.db.transaction(async (tx) => {
      await tx.insert(wordUsage).values({ organisationId, month, words: 0 }).onConflictDoNothing();
      const [usage] = await tx
        .select()
        .from(wordUsage)
        .where(and(eq(wordUsage.organisationId, organisationId), eq(wordUsage.month, month)))
        .for('update');
      const plan = await planOfOrganisation(tx as unknown as Db, organisationId);
      let fromTopup = 0;
      if (plan.words !== null) {
        const monthly = Math.max(0, plan.words - usage!.words);
        const [top] = await tx
          .select()
          .from(topupBalances)
          .where(and(eq(topupBalances.organisationId, organisationId), eq(topupBalances.kind, 'words')))
          .for('update');
        const topup = top ? top.bought - top.spent : 0;
        if (needed > monthly + topup) {
          throw new QuotaRefusal(QUOTA_MESSAGES.words(needed, monthly + topup), organisationId, 'words', { needed, monthly, topup }, 'WORDS_EXHAUSTED');
        }
        fromTopup = needed - Math.min(needed, monthly);
      }
      await tx
        .update(wordUsage)
        .set({ words: sql`${wordUsage.words} + ${needed}` })
        .where(and(eq(wordUsage.organisationId, organisationId), eq(wordUsage.month, month)));
      if (fromTopup > 0) {
        await tx
          .update(topupBalances)
          .set({ spent: sql`${topupBalances.spent} + ${fromTopup}` })
          .where(and(eq(topupBalances.organisationId, organisationId), eq(topupBalances.kind, 'words')));
      }
    }),
  );
}
