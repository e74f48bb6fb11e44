import { and, eq } from 'drizzle-orm';
import type { MtAdapter } from '../../adapters/mt/mt-adapter.ts';
import type { Db } from '../../db/client.ts';
import { transliterationEntries } from '../../db/schema/index.ts';

/** A Latin word, apostrophes and hyphens inside it included (don't, e-mail). */
const WORD = /[A-Za-z]+(?:['’-][A-Za-z]+)*/g;

/**
 * The project's own spellings by lower-cased word: the transliteration glossary wins over the
 * memory, which wins over the rule-based transliterator.
 */
export async function loadSpellings(db: Db, projectId: string, targetLang: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ kind: transliterationEntries.kind, source: transliterationEntries.source, target: transliterationEntries.target })
    .from(transliterationEntries)
    .where(and(eq(transliterationEntries.projectId, projectId), eq(transliterationEntries.targetLang, targetLang)));
  const spellings = new Map<string, string>();
  for (const kind of ['memory', 'glossary']) {
    for (const row of rows) if (row.kind === kind) spellings.set(row.source.toLowerCase(), row.target);
  }
  return spellings;
}

/**
 * The built-in transliteration engine with the project's spellings put in first, word by word:
 * a replaced word is already in the target script, which the transliterator passes through.
 */
export function withSpellings(base: MtAdapter, spellings: Map<string, string>): MtAdapter {
  if (spellings.size === 0) return base;
  return {
    id: base.id,
    maxBatch: base.maxBatch,
    maxChars: base.maxChars,
    supports: (source, target) => base.supports(source, target),
    translate: (request) =>
      base.translate({ ...request, texts: request.texts.map((text) => text.replace(WORD, (word) => spellings.get(word.toLowerCase()) ?? word)) }),
  };
}
