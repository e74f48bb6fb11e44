import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { phoneticPicks } from '../../db/schema/index.ts';

export type PhoneticPick = { lang: string; typed: string; chosen: string };

/** How many different spellings of one typed word are offered back from an organisation's picks. */
const PICKS_OFFERED = 3;

/** Typed words are matched case-insensitively (Namaste and namaste are one word). */
const typedKey = (typed: string): string => typed.trim().toLowerCase();

/** Counts one accepted spelling; returns how often the organisation has picked it for that word. */
export async function recordPhoneticPick(db: Db, organisationId: string, pick: PhoneticPick): Promise<number> {
  const [row] = await db
    .insert(phoneticPicks)
    .values({ organisationId, lang: pick.lang, typed: typedKey(pick.typed), chosen: pick.chosen.normalize('NFC') })
    .onConflictDoUpdate({
      target: [phoneticPicks.organisationId, phoneticPicks.lang, phoneticPicks.typed, phoneticPicks.chosen],
      set: { picks: sql`${phoneticPicks.picks} + 1`, updatedAt: sql`now()` },
    })
    .returning({ picks: phoneticPicks.picks });
  return row?.picks ?? 1;
}

/** The organisation's spellings of a typed word, most picked (then most recent) first. */
export async function findPhoneticPicks(db: Db, organisationId: string, lang: string, typed: string): Promise<string[]> {
  const rows = await db
    .select({ chosen: phoneticPicks.chosen })
    .from(phoneticPicks)
    .where(and(eq(phoneticPicks.organisationId, organisationId), eq(phoneticPicks.lang, lang), eq(phoneticPicks.typed, typedKey(typed))))
    .orderBy(desc(phoneticPicks.picks), desc(phoneticPicks.updatedAt))
    .limit(PICKS_OFFERED);
  return rows.map((r) => r.chosen);
}
