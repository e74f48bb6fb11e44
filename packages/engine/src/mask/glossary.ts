import { transliterateEnglish } from '../transliterate/index.ts';

export type GlossaryRule = 'never' | 'always' | 'transliterate';

export type GlossaryTerm = {
  term: string;
  rule: GlossaryRule;
  translations: Record<string, string>;
  isCaseSensitive: boolean;
};

export type GlossaryMatch = { start: number; end: number; text: string; term: GlossaryTerm };

// A term is a whole word when no letter, combining mark, digit or underscore touches it, so Indic
// text (where marks follow letters) and terms ending in symbols ("C++") both behave.
const WORD_CHAR = /[\p{L}\p{M}\p{N}_]/u;

/** Terms sharing a first word: their lengths, longest first, and the terms by folded text. */
type Bucket = { lengths: number[]; byText: Map<string, GlossaryTerm[]> };
type Index = Map<string, Bucket>;

// A run masks thousands of segments with one glossary array: index it once, by the term's first
// word (or first character when it starts with a symbol), so each word of a text is one lookup,
// then one map lookup per distinct term length.
const indexes = new WeakMap<readonly GlossaryTerm[], Index>();

const fold = (text: string): string => text.toLowerCase();
const LEADING_WORD = /[\p{L}\p{M}\p{N}_]+/uy;

function keyAt(text: string, at: number): string {
  LEADING_WORD.lastIndex = at;
  const word = LEADING_WORD.exec(text)?.[0];
  return fold(word ?? String.fromCodePoint(text.codePointAt(at) ?? 0));
}

function indexOf(glossary: readonly GlossaryTerm[]): Index {
  const cached = indexes.get(glossary);
  if (cached) return cached;
  const index: Index = new Map();
  for (const term of glossary) {
    if (term.term.trim() === '') continue;
    const key = keyAt(term.term, 0);
    const bucket: Bucket = index.get(key) ?? { lengths: [], byText: new Map() };
    const folded = fold(term.term);
    bucket.byText.set(folded, [...(bucket.byText.get(folded) ?? []), term]);
    if (!bucket.lengths.includes(term.term.length)) bucket.lengths.push(term.term.length);
    index.set(key, bucket);
  }
  for (const bucket of index.values()) bucket.lengths.sort((a, b) => b - a);
  indexes.set(glossary, index);
  return index;
}

function isWordCharBefore(text: string, at: number): boolean {
  if (at === 0) return false;
  const low = text.charCodeAt(at - 1);
  const start = low >= 0xdc00 && low <= 0xdfff && at >= 2 ? at - 2 : at - 1;
  return WORD_CHAR.test(String.fromCodePoint(text.codePointAt(start) ?? 0));
}

function isWordCharAt(text: string, at: number): boolean {
  return at < text.length && WORD_CHAR.test(String.fromCodePoint(text.codePointAt(at) ?? 0));
}

function longestAt(text: string, at: number, bucket: Bucket): GlossaryTerm | undefined {
  for (const length of bucket.lengths) {
    const end = at + length;
    if (end > text.length || isWordCharAt(text, end)) continue;
    const slice = text.slice(at, end);
    const term = bucket.byText.get(fold(slice))?.find((t) => !t.isCaseSensitive || t.term === slice);
    if (term) return term;
  }
  return undefined;
}

/**
 * Leftmost, then longest, non-overlapping whole-word occurrences of the glossary's terms. The index
 * is cached per glossary array, so callers must not mutate an array they reuse.
 */
export function findGlossaryTerms(text: string, glossary: readonly GlossaryTerm[]): GlossaryMatch[] {
  const index = indexOf(glossary);
  const matches: GlossaryMatch[] = [];
  if (index.size === 0) return matches;
  let at = 0;
  while (at < text.length) {
    const cp = text.codePointAt(at) ?? 0;
    const width = cp > 0xffff ? 2 : 1;
    const bucket = isWordCharBefore(text, at) ? undefined : index.get(keyAt(text, at));
    const found = bucket && longestAt(text, at, bucket);
    if (!found) {
      at += width;
      continue;
    }
    const end = at + found.term.length;
    matches.push({ start: at, end, text: text.slice(at, end), term: found });
    at = end;
  }
  return matches;
}

/** A term's translation for a language, trying `hi-IN` then `hi`, case-insensitively. */
export function translationFor(term: GlossaryTerm, targetLang: string): string | undefined {
  const wanted = [targetLang.toLowerCase(), targetLang.toLowerCase().split(/[-_]/)[0]];
  for (const code of wanted) {
    for (const [lang, value] of Object.entries(term.translations)) {
      if (lang.toLowerCase() === code && value.trim() !== '') return value;
    }
  }
  return undefined;
}

/** What the page shows for a glossary match in the target language. */
export function glossaryReplacement(match: GlossaryMatch, targetLang: string): string {
  if (match.term.rule === 'always') return translationFor(match.term, targetLang) ?? match.text;
  if (match.term.rule === 'transliterate') {
    try {
      return transliterateEnglish(match.text, targetLang);
    } catch {
      // Languages without transliteration (English, or a code we do not know) keep the term.
      return match.text;
    }
  }
  return match.text;
}
