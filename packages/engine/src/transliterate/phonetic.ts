import Sanscript from '@indic-transliteration/sanscript';
import { hinglishToItrans } from './hinglish.ts';
import { normaliseLanguage, toNativeDigits, transliterationScriptOf } from './languages.ts';
import { SILENT } from './markers.ts';
import { canonicalToTarget } from './to-script.ts';
import { tokenize } from './tokenize.ts';

export interface PhoneticOptions {
  /** `hinglish` (default): the lenient scheme described in hinglish.ts; `itrans`: strict ITRANS. */
  readonly scheme?: 'hinglish' | 'itrans';
  readonly nativeDigits?: boolean;
}

/** Romanised Indian words typed phonetically ("namaste", "dhanyavaad") in the target script. */
export function phoneticToIndic(romanised: string, targetLang: string, options: PhoneticOptions = {}): string {
  const lang = normaliseLanguage(targetLang);
  const script = transliterationScriptOf(lang);
  return tokenize(romanised)
    .map((token) => {
      if (token.kind === 'number' && options.nativeDigits) return toNativeDigits(token.text, script);
      if (token.kind !== 'word') return token.text;
      const itrans = options.scheme === 'itrans' ? token.text : hinglishToItrans(token.text.replace(/['’]/g, ''));
      // A word typed without a final vowel ends in a virama in ITRANS: that consonant is silent,
      // which Hindi leaves unwritten (धन्यवाद) and Tamil shows (தன்யவாத்).
      const devanagari = Sanscript.t(itrans, 'itrans', 'devanagari').replace(/्$/, SILENT);
      return canonicalToTarget(devanagari, lang, 'indic');
    })
    .join('');
}
