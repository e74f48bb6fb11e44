import Sanscript from '@indic-transliteration/sanscript';
import { hinglishToItrans } from './hinglish.ts';
import { normaliseLanguage, toNativeDigits, transliterationScriptOf } from './languages.ts';
import { SILENT } from './markers.ts';
import type { Lexicon } from './lexicon.ts';
import { phoneticCandidates, type CandidateOptions } from './phonetic-candidates.ts';
import { canonicalToTarget } from './to-script.ts';
import { hasWordList } from './word-lists.ts';
import { tokenize } from './tokenize.ts';

export interface PhoneticOptions {
  /** `hinglish` (default): the lenient scheme described in hinglish.ts; `itrans`: strict ITRANS. */
  readonly scheme?: 'hinglish' | 'itrans';
  readonly nativeDigits?: boolean;
  /** Rank candidate spellings with the language's word list (default true); false gives the plain
   * lenient reading, as before the lists existed. */
  readonly useWordList?: boolean;
  /** The language's dictionary (lexicon.ts), which the server loads; without it the hand list ranks alone. */
  readonly lexicon?: Lexicon;
}

/** Romanised Indian words typed phonetically ("namaste", "dhanyavaad") in the target script. */
export function phoneticToIndic(romanised: string, targetLang: string, options: PhoneticOptions = {}): string {
  const lang = normaliseLanguage(targetLang);
  const script = transliterationScriptOf(lang);
  return tokenize(romanised)
    .map((token) => {
      if (token.kind === 'number' && options.nativeDigits) return toNativeDigits(token.text, script);
      if (token.kind !== 'word') return token.text;
      // With a word list, the best-ranked candidate (pani पानी, hain हैं); otherwise the lenient reading.
      if (options.scheme !== 'itrans' && options.useWordList !== false && (hasWordList(lang) || options.lexicon)) {
        return phoneticCandidates(token.text, lang, 1, { lexicon: options.lexicon })[0] ?? token.text;
      }
      const itrans = options.scheme === 'itrans' ? token.text : hinglishToItrans(token.text.replace(/['’]/g, ''));
      // A word typed without a final vowel ends in a virama in ITRANS: that consonant is silent,
      // which Hindi leaves unwritten (धन्यवाद) and Tamil shows (தன்யவாத்).
      const devanagari = Sanscript.t(itrans, 'itrans', 'devanagari').replace(/्$/, SILENT);
      return canonicalToTarget(devanagari, lang, 'indic');
    })
    .join('');
}

/** Up to `limit` spellings of a single typed word, best first (phonetic-candidates.ts: an
 * organisation's picks, then the word lists); for longer text, the one reading of phoneticToIndic. */
export function phoneticSuggestions(romanised: string, targetLang: string, limit = 5, options: CandidateOptions = {}): string[] {
  const words = tokenize(romanised).filter((t) => t.kind === 'word');
  if (words.length !== 1 || words[0]?.text !== romanised.trim()) return [phoneticToIndic(romanised, targetLang, { lexicon: options.lexicon })];
  return phoneticCandidates(romanised.trim(), targetLang, limit, options);
}
