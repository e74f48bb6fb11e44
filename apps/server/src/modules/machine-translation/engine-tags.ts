import type { TranslationRow } from '@lipi/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { queryRows } from '../projects/project-counts.ts';

/** Transliteration keeps the word order, so markers stay on their words; an engine says so itself (MtAdapter.keepsTags). */
export function engineKeepsTags(ctx: Pick<AppContext, 'mt'>, engine: string): boolean {
  if (engine === 'transliteration') return true;
  return ctx.mt.get(engine)?.keepsTags ?? true;
}

/** A paired inline tag (`<1>…</1>`: bold text, a link) that an engine must carry to the right words. */
const PAIRED_TAG = /<[0-9]+>/;

/**
 * Marks the machine rows holding bold text or links whose translation came from an engine that
 * reorders words without moving tags (rule-based engines such as Apertium): the editor asks for a
 * look at them. Which engine wrote a row is its newest revision's origin (`nmt:<engine>`); one
 * bounded query for the page's candidates (an index range per row).
 */
export async function markFormattingChecks(
  ctx: Pick<AppContext, 'db' | 'mt'>,
  organisationId: string,
  targetLang: string,
  rows: TranslationRow[],
): Promise<TranslationRow[]> {
  const candidates = rows.filter((r) => r.translation?.type === 'MACHINE' && PAIRED_TAG.test(r.sourceText)).map((r) => r.sourceHash);
  if (candidates.length === 0) return rows;
  const origins = await queryRows<{ source_hash: string; origin: string }>(
    ctx.db,
    sql`select distinct on (source_hash) source_hash, origin from tm_revisions
        where organisation_id = ${organisationId} and target_lang = ${targetLang}
          and source_hash in (${sql.join(
            candidates.map((h) => sql`${h}`),
            sql`, `,
          )})
        order by source_hash, created_at desc`,
  );
  const movedBy = new Set(origins.filter((o) => o.origin.startsWith('nmt:') && !engineKeepsTags(ctx, o.origin.slice(4))).map((o) => o.source_hash));
  return rows.map((r) => (movedBy.has(r.sourceHash) ? { ...r, formattingCheck: true } : r));
}
