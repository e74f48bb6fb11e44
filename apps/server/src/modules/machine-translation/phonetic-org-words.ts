import { plainText } from '@lipi/engine/extract';
import { countScriptWords } from '@lipi/engine/transliterate';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { translationMemory } from '../../db/schema/index.ts';

/**
 * Words an organisation has used in a language (its translation memory's current targets), counted,
 * for phonetic typing to rank like words seen in running text (docs/transliteration-quality.md).
 * Never read on the request path beyond a Map lookup: the first request for a pair schedules a build
 * and answers without it; a pair older than the TTL is answered from the old counts while rebuilt.
 */
export type OrgWordsLimits = {
  /** Newest translation-memory rows read per (organisation, language): tm_lang_updated_idx. */
  rowLimit?: number;
  /** Most-used distinct words kept per pair. */
  maxWords?: number;
};

export type OrgWordsOptions = OrgWordsLimits & {
  ttlMs?: number;
  /** Pairs kept per instance, least recently asked dropped first. */
  maxPairs?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
};

// PGlite serves one statement at a time: 20,000 rows held the statements behind it ~0.1–0.2 s (load 5.5).
const ROW_LIMIT = 5_000;
const MAX_WORDS = 10_000;
const TTL_MS = 10 * 60_000;
const MAX_PAIRS = 64;
/** Rows counted between yields to the event loop, so a build never holds it for long. */
const CHUNK = 1_000;

export async function buildOrgWordCounts(db: Db, organisationId: string, lang: string, limits: OrgWordsLimits = {}): Promise<Map<string, number>> {
  const tm = translationMemory;
  const rows = await db
    .select({ target: tm.preProcessedTarget })
    .from(tm)
    .where(and(eq(tm.organisationId, organisationId), eq(tm.targetLang, lang), ne(tm.type, 'NO_TRANSLATION_AVAILABLE')))
    .orderBy(desc(tm.updatedAt))
    .limit(limits.rowLimit ?? ROW_LIMIT);
  const counts = new Map<string, number>();
  for (let i = 0; i < rows.length; i++) {
    if (i > 0 && i % CHUNK === 0) await new Promise((resolve) => setImmediate(resolve));
    countScriptWords(plainText(rows[i]!.target), lang, counts);
  }
  const maxWords = limits.maxWords ?? MAX_WORDS;
  if (counts.size <= maxWords) return counts;
  return new Map([...counts].sort((a, b) => b[1] - a[1]).slice(0, maxWords));
}

/** Builds in flight across instances, so tests can wait for them (orgWordBuildsSettled). */
const inFlight = new Set<Promise<void>>();

export async function orgWordBuildsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all(inFlight);
}

export type OrgWords = { find: (organisationId: string, lang: string) => ReadonlyMap<string, number> | undefined };

export function createOrgWords(db: Db, options: OrgWordsOptions = {}): OrgWords {
  const { ttlMs = TTL_MS, maxPairs = MAX_PAIRS, now = Date.now, onError } = options;
  const entries = new Map<string, { words: ReadonlyMap<string, number>; builtAt: number }>();
  const building = new Set<string>();

  const schedule = (key: string, organisationId: string, lang: string): void => {
    if (building.has(key)) return;
    building.add(key);
    const run = new Promise((resolve) => setImmediate(resolve))
      .then(() => buildOrgWordCounts(db, organisationId, lang, options))
      .then(
        (words) => {
          entries.delete(key);
          entries.set(key, { words, builtAt: now() });
          for (const oldest of entries.keys()) {
            if (entries.size <= maxPairs) break;
            entries.delete(oldest);
          }
        },
        (error: unknown) => onError?.(error),
      )
      .finally(() => {
        building.delete(key);
        inFlight.delete(run);
      });
    inFlight.add(run);
  };

  return {
    find(organisationId, lang) {
      const key = `${organisationId}\n${lang}`;
      const entry = entries.get(key);
      if (entry) {
        entries.delete(key);
        entries.set(key, entry);
      }
      if (!entry || now() - entry.builtAt > ttlMs) schedule(key, organisationId, lang);
      return entry?.words;
    },
  };
}
