import { plainText } from '@lipi/engine/extract';
import {
  ROMANISED_HINDI_WORDS,
  isInTargetScript,
  looksRomanisedHindi,
  sharedScriptLanguage,
  supportedTransliterationLanguages,
} from '@lipi/engine/transliterate';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../projects/project-counts.ts';
import { segmentOrder, segmentSource } from './segment-source.ts';
import type { TranslationScope } from './translation-access.ts';

/** Scripts told apart for the check; letters of any other script count as one 'other' script. */
const SCRIPTS: [string, RegExp][] = [
  ['latin', /\p{Script=Latin}/u],
  ['devanagari', /\p{Script=Devanagari}/u],
  ['bengali', /\p{Script=Bengali}/u],
  ['gurmukhi', /\p{Script=Gurmukhi}/u],
  ['gujarati', /\p{Script=Gujarati}/u],
  ['oriya', /\p{Script=Oriya}/u],
  ['tamil', /\p{Script=Tamil}/u],
  ['telugu', /\p{Script=Telugu}/u],
  ['kannada', /\p{Script=Kannada}/u],
  ['malayalam', /\p{Script=Malayalam}/u],
  ['arabic', /\p{Script=Arabic}/u],
  ['meetei', /\p{Script=Meetei_Mayek}/u],
  ['olchiki', /\p{Script=Ol_Chiki}/u],
];
const LETTER = /\p{L}/u;

/** The scripts of a text's letters (marks follow their letter and are not counted). */
export function scriptsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const ch of text) {
    if (!LETTER.test(ch)) continue;
    found.add(SCRIPTS.find(([, re]) => re.test(ch))?.[0] ?? 'other');
  }
  return found;
}

/** Languages whose script another language shares, and that other language. */
const SHARES_SCRIPT: Readonly<Record<string, string>> = { hi: 'mr', mr: 'hi', bn: 'as', as: 'bn' };

/**
 * 'target' when every letter is already in the target language's script (nothing to translate
 * or transliterate, it was written so), 'mixed' when letters of two or more scripts meet, when
 * Latin text reads as romanised Hindi ("Aapka order ship ho gaya hai": another language in the
 * source), or when text in the target's script is in the language that shares it (Marathi for a
 * Hindi target, Assamese for Bengali); else null. Languages without an Indic script only have 'mixed'.
 */
export function classifyScript(text: string, targetLang: string): 'target' | 'mixed' | null {
  const plain = plainText(text);
  const scripts = scriptsOf(plain);
  if (scripts.size >= 2) return 'mixed';
  if (scripts.size === 1 && scripts.has('latin') && looksRomanisedHindi(plain)) return 'mixed';
  if (scripts.size === 1 && supportedTransliterationLanguages.includes(targetLang) && isInTargetScript(plain, targetLang)) {
    return SHARES_SCRIPT[targetLang] !== undefined && sharedScriptLanguage(plain) === SHARES_SCRIPT[targetLang] ? 'mixed' : 'target';
  }
  return null;
}

/** Postgres word-boundary pattern for ASCII rows that may be romanised Hindi (checked again in JS). */
const ROMANISED_HINT = `\\m(${ROMANISED_HINDI_WORDS.join('|')})\\M`;

/**
 * `mixedLangContent/fetchPaginatedContent` and the analyze calls: the segments (in editor order)
 * whose source is in the target script or mixes scripts or languages. Text of ASCII only is one
 * script (Latin) and is skipped in SQL unless it has a romanised Hindi word; the rest is classified here.
 */
export async function listMixedContent(db: Db, scope: TranslationScope, input: { targetLang: string; pageNumber: number; pageSize: number }) {
  const rows = await queryRows<{ source_hash: string; text: string; kind: string; word_count: number }>(
    db,
    sql`select seg.source_hash, seg.text, seg.kind, seg.word_count from ${segmentSource(scope)} seg
        where (seg.text ~ ${'[^\\x01-\\x7f]'} or seg.text ~* ${ROMANISED_HINT}) order by ${segmentOrder}`,
  );
  const matches = rows.flatMap((r) => {
    const script = classifyScript(r.text, input.targetLang);
    return script ? [{ sourceHash: r.source_hash, sourceText: r.text, kind: r.kind, wordCount: r.word_count, script }] : [];
  });
  const start = (input.pageNumber - 1) * input.pageSize;
  return { mixedLangContent: matches.slice(start, start + input.pageSize), total: matches.length };
}
