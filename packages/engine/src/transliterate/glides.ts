import { isVowel, type Phone } from './phones.ts';
import type { VowelSpelling } from './spelling.ts';

/**
 * Consonant-side rules of the English path (vowel-rules.ts calls them for each consonant phone): the
 * glide /j/ written, dropped or added, the plural s, and prefix consonants written loosely.
 */

/** A final -s after a consonant or r is written स even where it sounds /z/ (यूज़र्स, जॉब्स), while
 * after a vowel the z stays (न्यूज़). */
export function isPluralS(word: string, phones: readonly Phone[], i: number): boolean {
  const prev = phones[i - 1];
  return phones[i]?.p === 'Z' && i === phones.length - 1 && word.endsWith('s') && prev !== undefined && (!isVowel(prev.p) || prev.p === 'ER');
}

/** ambulance, regular, popular: the /j/ before an unstressed u is not written (एम्बुलेंस, रेगुलर,
 * পপুলার), nor after a palatal (एजुकेशन); a stressed /juː/ keeps it (कंप्यूटर). */
export function isSwallowedYod(phones: readonly Phone[], i: number, spelling: VowelSpelling | undefined): boolean {
  const next = phones[i + 1];
  if (phones[i]?.p !== 'Y' || i === 0) return false;
  // education एजुकेशन: no y after a palatal, which already has it.
  if (/^(JH|CH|SH)$/.test(phones[i - 1]?.p ?? '') && next !== undefined && isVowel(next.p)) return true;
  // figure, configure: -gure is -गर (फ़िगर, कॉन्फ़िगर).
  if (phones[i - 1]?.p === 'G' && next?.p === 'ER' && next.stress === 0 && spelling?.letters === 'u') return true;
  return next?.p === 'AH' && next.stress === 0 && spelling?.letters === 'u';
}

/** duty, tube, introduce, during: British /tjuː, djuː/ where American says /tuː, duː/ (ड्यूटी, ट्यूब,
 * इंट्रोड्यूस, ड्यूरिंग); not after s (student स्टूडेंट, studio) nor for oo, o (tool, do). */
export function hasBritishYod(phones: readonly Phone[], i: number, spelling: VowelSpelling | undefined): boolean {
  const next = phones[i + 1];
  if ((phones[i]?.p !== 'T' && phones[i]?.p !== 'D') || phones[i - 1]?.p === 'S') return false;
  return (next?.p === 'UW' || next?.p === 'UH') && /^(?:u|ue|ew)$/.test(spelling?.letters ?? '');
}

/** million, union, senior, genius, brilliant: a /j/ after a consonant, spelt i before an unstressed
 * vowel letter, is written as a syllable of its own (मिलियन, यूनियन, सीनियर, जीनियस, ब्रिलियंट). */
export function isSpelledIGlide(phones: readonly Phone[], i: number, spelling: VowelSpelling | undefined): boolean {
  const [prev, next] = [phones[i - 1], phones[i + 1]];
  if (phones[i]?.p !== 'Y' || prev === undefined || isVowel(prev.p) || next === undefined || !isVowel(next.p)) return false;
  return (next.stress ?? 0) === 0 && next.p !== 'UW' && /^i[aeou]/.test(spelling?.letters ?? '');
}

/** input, income, inside, encoding: the n of an in-/en- prefix before a stressed syllable that starts
 * with one consonant is a letter of its own (इनपुट, इनकम, इनसाइड, एनकोडिंग), not the anusvara of
 * install, instant, index (इंस्टॉल, इंडेक्स); before a palatal or g it stays the anusvara (इंजेक्शन, एंगेज). */
export function isPrefixN(word: string, phones: readonly Phone[], i: number): boolean {
  // The s of trans- before a consonant likewise (ट्रांसपोर्ट, ट्रांसफ़र).
  if (i === 4 && word.startsWith('trans') && /^[SZ]$/.test(phones[4]?.p ?? '')) return phones[5] !== undefined && !isVowel(phones[5].p);
  if (i !== 1 || phones[1]?.p !== 'N' || !/^[ei]n[^aeiouy]/.test(word) || !/^(?:IH|EH)$/.test(phones[0]?.p ?? '')) return false;
  const [c, v] = [phones[2], phones[3]];
  if (c === undefined || isVowel(c.p) || /^(?:JH|CH|SH|ZH|G)$/.test(c.p)) return false;
  return v !== undefined && isVowel(v.p) && (v.stress ?? 0) > 0;
}
