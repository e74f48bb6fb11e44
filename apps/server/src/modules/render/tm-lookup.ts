import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../projects/project-counts.ts';

const HASH = /^[0-9a-f]{1,64}$/;

/**
 * The translations the proxy applies: the organisation's current TM text of these segments in one
 * language, without NO_TRANSLATION_AVAILABLE rows (those stay in the source language). Only the
 * two columns it needs, in one round trip: a 200 KB page has about 2,000 segments, sent as one array
 * parameter (one bind value instead of 2,000 is most of the statement's time on PGlite).
 */
export async function findPageTranslations(db: Db, organisationId: string, lang: string, hashes: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  // Engine hashes are hex digits: anything else could not match, and must not reach the array literal.
  const list = hashes.filter((h) => HASH.test(h));
  if (list.length === 0) return found;
  const rows = await queryRows<{ hash: string; text: string }>(
    db,
    sql`select source_hash as hash, pre_processed_target as text from translation_memory
        where organisation_id = ${organisationId}::uuid and target_lang = ${lang}
          and source_hash = any(${`{${list.join(',')}}`}::text[]) and type <> 'NO_TRANSLATION_AVAILABLE'`,
  );
  for (const row of rows) found.set(row.hash, row.text);
  return found;
}
