import { NUKTA, SILENT, VIRAMA } from './markers.ts';
import { SINDHI, URDU, independentVowelLetters, vowelSignLetters, type PersoArabicAlphabet } from './perso-arabic-letters.ts';

const isConsonant = (c: string): boolean => /[\u0915-\u0939\u0958-\u095F\uE001]/.test(c);
const isVowelSign = (c: string): boolean => /[\u093E-\u094C\u0962\u0963]/.test(c);
const isIndependentVowel = (c: string): boolean => /[\u0904-\u0914\u0960\u0961\u0972]/.test(c);
const LABIALS = /[पफबभम]/;

/**
 * Writes one word of (canonical) Devanagari in Perso-Arabic letters. Inherent and short vowels are
 * left unwritten, long vowels become alef, waw and ye, the anusvara is nun (mim before p and b:
 * کمپیوٹر), and a final nasal vowel the nun ghunna.
 */
export function devanagariToPersoArabic(word: string, lang: string): string {
  const alphabet: PersoArabicAlphabet = lang === 'sd' ? SINDHI : URDU;
  const chars = [...word.normalize('NFC')];
  // Urdu and Sindhi put an alef before an initial s + stop or m: اسکول, اسٹیشن, اسمارٹ.
  let out = chars[0] === 'स' && chars[1] === VIRAMA && /[कटपतम]/.test(chars[2] ?? '') ? alphabet.alef : '';
  let afterVowel = false;
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] as string;
    const isFinalPosition = (at: number): boolean => chars.slice(at + 1).every((x) => x === SILENT || x === VIRAMA);
    if (isConsonant(c)) {
      const withNukta = chars[i + 1] === NUKTA ? c + NUKTA : c;
      if (withNukta !== c) i++;
      const letter = alphabet.consonants[withNukta] ?? alphabet.consonants[c] ?? '';
      const next = chars[i + 1] ?? '';
      // A doubled consonant is written once (اچھا for अच्छा); the shadda is optional in print.
      const following = next === VIRAMA ? alphabet.consonants[chars[i + 2] ?? ''] : undefined;
      if (!following?.startsWith(letter)) out += letter;
      afterVowel = false;
      if (isVowelSign(next)) {
        out += vowelSignLetters(next, alphabet, isFinalPosition(i + 1));
        afterVowel = true;
        i++;
      } else if (next !== VIRAMA && next !== SILENT) {
        afterVowel = true;
      }
    } else if (isIndependentVowel(c)) {
      out += independentVowelLetters(c, alphabet, afterVowel, isFinalPosition(i));
      afterVowel = true;
    } else if (c === 'ं' || c === 'ँ') {
      const next = chars[i + 1] ?? '';
      if (next === '' || !isConsonant(next)) out += alphabet.noonGhunna;
      else out += LABIALS.test(next) ? 'م' : 'ن';
    } else if (c === '।' || c === '॥') {
      out += '۔';
    } else if (c !== VIRAMA && c !== SILENT && c !== NUKTA && c !== '\u200C' && c !== '\u200D') {
      out += c;
    }
  }
  return out;
}
