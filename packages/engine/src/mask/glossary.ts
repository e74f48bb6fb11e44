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
const WORD_CHAR = '[\\p{L}\\p{M}\\p{N}_]';

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

// Case-insensitive terms spell each letter as a class (`[Cc]`) rather than using the `i` flag, so
// case-sensitive and insensitive terms share one longest-first alternation.
function termPattern(term: GlossaryTerm): string {
  if (term.isCaseSensitive) return escapeRegex(term.term);
  let out = '';
  for (const ch of term.term) {
    const lower = ch.toLowerCase();
    const upper = ch.toUpperCase();
    const isSimple = [...lower].length === 1 && [...upper].length === 1 && lower !== upper;
    out += isSimple ? `[${lower}${upper}]` : escapeRegex(ch);
  }
  return out;
}

/** Leftmost, then longest, non-overlapping whole-word occurrences of the glossary's terms. */
export function findGlossaryTerms(text: string, glossary: readonly GlossaryTerm[]): GlossaryMatch[] {
  const terms = glossary.filter((t) => t.term.trim() !== '').sort((a, b) => b.term.length - a.term.length);
  if (terms.length === 0 || text === '') return [];
  // At each position the alternation tries longer terms first; exec scans leftmost first.
  const pattern = new RegExp(
    `(?<!${WORD_CHAR})(?:${terms.map((t) => `(${termPattern(t)})`).join('|')})(?!${WORD_CHAR})`,
    'gu',
  );
  const matches: GlossaryMatch[] = [];
  for (const m of text.matchAll(pattern)) {
    const groupIndex = m.slice(1).findIndex((g) => g !== undefined);
    const term = terms[groupIndex] as GlossaryTerm;
    matches.push({ start: m.index, end: m.index + m[0].length, text: m[0], term });
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
