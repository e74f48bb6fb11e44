import { englishWordToCanonical } from './english-word.ts';
import { normaliseLanguage, toNativeDigits, transliterationScriptOf } from './languages.ts';
import { canonicalToTarget } from './to-script.ts';
import { pronunciations } from './pronounce.ts';
import { properNounIn } from './proper-noun-spellings.ts';
import { tokenize } from './tokenize.ts';

export interface TransliterationOptions {
  /** Write 0-9 in the target script's own digits (० ০ ੦ ૦ ୦ ௦ ౦ ೦ ൦ ꯰ ᱐ ۰). Off by default, since
   * most Indian sites keep international digits. */
  readonly nativeDigits?: boolean;
}

/**
 * English text in the script of `targetLang`, offline: each English word is pronounced with the
 * CMU dictionary (or spelling rules when it is missing), spelt in Devanagari the way Hindi spells
 * loanwords, then converted to the target script with that language's loanword habits.
 * Placeholders, tags, URLs, punctuation and text already in another script pass through unchanged.
 */
export function transliterateEnglish(text: string, targetLang: string, options: TransliterationOptions = {}): string {
  const lang = normaliseLanguage(targetLang);
  const script = transliterationScriptOf(lang);
  return tokenize(text)
    .map((token) => {
      if (token.kind === 'word')
        return properNoun(token.text, lang) ?? canonicalToTarget(englishWordToCanonical(token.text.replace(/’/g, "'")), lang, 'english');
      if (token.kind === 'number' && options.nativeDigits) return toNativeDigits(token.text, script);
      return token.text;
    })
    .join('');
}

/** Indian names and places (proper-nouns.ts) when capitalised, or in any case when English does not
 * know the word; "Ram" is the name, "ram" the English word. */
function properNoun(word: string, lang: string): string | undefined {
  const capitalised = /^[A-Z][a-z]+$/.test(word);
  if (!capitalised && pronunciations(word.toLowerCase()).length > 0) return undefined;
  return properNounIn(word, lang);
}
