import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../projects/project-counts.ts';
import { ByteLru } from './page-memory.ts';
import { findPageTranslations } from './tm-lookup.ts';

/*
 * The proxy's translations of hot (organisation, language) pairs in memory: a cache-miss render asks
 * the database one index probe (the pair's newest updated_at) instead of ~2,000 hashes, and only the
 * hashes this process has not seen yet go to the TM. What keeps it right:
 *  - an edit anywhere (this instance or another) moves the pair's newest updated_at, and the probe
 *    runs before every use: a changed stamp drops the pair's memory;
 *  - an edit or delete through this instance drops it at once (clearPublicCaches → forgetRenderedPages);
 *  - a delete through another instance does not move the stamp: a pair's memory is dropped
 *    MEMORY_MAX_AGE_MS after it was filled, the delay the rendered pages in memory already have.
 */

/** The same delay as the rendered pages' recheck (render-cache.ts MEMORY_RECHECK_MS). */
export const TM_MEMORY_MAX_AGE_MS = 3_000;
// Per hash: the key and map slot (~100 bytes) plus the text, two bytes a character.
const HASH_BYTES = 100;

type PairMemory = {
  /** The pair's newest updated_at when it was filled, as the database writes it (microseconds). */
  stamp: string | null;
  filledAt: number;
  /** Hash → translation, or null: known to have none (not in the TM, or NO_TRANSLATION_AVAILABLE). */
  known: Map<string, string | null>;
  bytes: number;
};

const memory = new ByteLru<PairMemory>(16 * 1024 * 1024, 500);
const pairKey = (organisationId: string, lang: string) => `${organisationId}|${lang}`;
/** Moves on every forget: a lookup that started before one does not put back what it read. */
let generation = 0;

/** Drops every pair (after a TM write or delete through this instance). */
export function forgetTmMemory(): void {
  generation++;
  memory.deletePrefix();
}

async function newestChange(db: Db, organisationId: string, lang: string): Promise<string | null> {
  const [row] = await queryRows<{ stamp: string | null }>(
    db,
    sql`select max(updated_at)::text as stamp from translation_memory where organisation_id = ${organisationId}::uuid and target_lang = ${lang}`,
  );
  return row?.stamp ?? null;
}

/** findPageTranslations through the pair's memory: the same answer, one probe when every hash is known. */
export async function lookupPageTranslations(db: Db, organisationId: string, lang: string, hashes: string[], now: number): Promise<Map<string, string>> {
  const key = pairKey(organisationId, lang);
  const started = generation;
  // Read before the rows: a write landing in between moves the stamp past this one, so the next probe drops them.
  const stamp = await newestChange(db, organisationId, lang);
  let pair = memory.get(key);
  if (!pair || pair.stamp !== stamp || now - pair.filledAt >= TM_MEMORY_MAX_AGE_MS || now < pair.filledAt) {
    pair = { stamp, filledAt: now, known: new Map(), bytes: 0 };
  }
  const found = new Map<string, string>();
  const unknown: string[] = [];
  for (const hash of hashes) {
    const text = pair.known.get(hash);
    if (text === undefined) unknown.push(hash);
    else if (text !== null) found.set(hash, text);
  }
  if (unknown.length === 0) return found;
  const fetched = await findPageTranslations(db, organisationId, lang, unknown);
  for (const hash of unknown) {
    const text = fetched.get(hash);
    pair.known.set(hash, text ?? null);
    pair.bytes += HASH_BYTES + (text?.length ?? 0) * 2;
    if (text !== undefined) found.set(hash, text);
  }
  // Not kept when this instance wrote or deleted translations meanwhile: what was read may predate that.
  if (generation === started) memory.set(key, pair, pair.bytes);
  return found;
}
