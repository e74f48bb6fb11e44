import { CONSONANT, MATRA, SILENT, W_MARK } from './markers.ts';

/**
 * Spelling habits of single scripts that a letter-for-letter conversion cannot produce. "pre"
 * functions work on canonical Devanagari before Sanscript converts it, "post" ones on the result.
 */

const re = (source: string, flags = 'g'): RegExp => new RegExp(source, flags);
const YA_NUKTA = 'य\u093C';

/** Bengali and Assamese: v is ভ; the "-er" of computer is -ার (কম্পিউটার); yu is িউ; a lone য is
 * read /dʒ/, so a /j/ sound is য়, and at the start of a word ইয়/ইউ (ইউজার). */
export function preBengali(s: string, writesW: boolean, isEnglish: boolean): string {
  // Only English v is ভ; Indian words keep ব (ধন্যবাদ).
  let out = isEnglish ? s.replace(/व/g, 'भ') : s;
  if (writesW) {
    // Bengali spells /w/ with vowel letters: ওয়েবসাইট, পাসওয়ার্ড, উইন্ডো, সুইচ.
    out = out
      .replace(re(`्${W_MARK}([िी])`), 'ुइ')
      .replace(re(`्${W_MARK}`), 'ो' + YA_NUKTA)
      .replace(re(`${W_MARK}[िी]`), 'उइ')
      .replace(re(`${W_MARK}(?=${MATRA})`), 'ओ' + YA_NUKTA)
      .replace(re(W_MARK), 'ओ' + YA_NUKTA + 'ा');
  }
  if (isEnglish) out = out.replace(re(`(${CONSONANT})र${SILENT}$`, ''), '$1ार');
  return out
    .replace(/्य[ुू]/g, 'िउ')
    .replace(/^य[ुू]/, 'इउ')
    .replace(/^य(?!\u093C)/, 'इ' + YA_NUKTA)
    .replace(/(?<!्)य(?!\u093C)/g, YA_NUKTA);
}

/** Odia: English v is ଭ and w ୱ (marked here as व, fixed after conversion). ୟ is /j/ after a vowel
 * and in the ya-phala (ବ୍ୟାଙ୍କ); ଯ, read /dʒ/, stays only at the start of Indian words. */
export function preOdia(s: string, isEnglish: boolean): string {
  const out = isEnglish ? s.replace(/व/g, 'भ') : s;
  return out.replace(isEnglish ? /य(?!\u093C)/g : /(?<!^)य(?!\u093C)/g, YA_NUKTA);
}

/** A consonant doubled, or before its own aspirate (च्छ), which Punjabi writes with the addak (ਅੱਛਾ). */
const GEMINATE = /(?:क्(?=[कख])|ग्(?=[गघ])|च्(?=[चछ])|ज्(?=[जझ])|ट्(?=[टठ])|ड्(?=[डढ])|त्(?=[तथ])|द्(?=[दध])|प्(?=[पफ])|ब्(?=[बभ])|([नमलसर])्(?=\1))/g;
const ADHAK = '\uE020';

/** Punjabi writes most clusters without a virama (ਸਕੂਲ, ਡਾਕਟਰ) except the subscript r, v, h (ਪ੍ਰਿੰਟਰ),
 * and yu as ਿਊ (ਕੰਪਿਊਟਰ). Gurmukhi has no ष or ऋ. */
export function prePunjabi(s: string): string {
  return s
    .replace(GEMINATE, ADHAK)
    .replace(/ष/g, 'श')
    .replace(/ऋ/g, 'रि')
    .replace(/ृ/g, '्रि')
    .replace(/्यू/g, 'िऊ')
    .replace(/्यु/g, 'िउ')
    .replace(/्(?![रवह])/g, '');
}

export function postPunjabi(s: string): string {
  return s
    .replace(/([\u0A15-\u0A39\u0A59-\u0A5E\u0A05\u0A07\u0A09]\u0A3C?|[\u0A3F\u0A41])\u0A02/g, '$1\u0A70')
    .replace(/\u0A3E\u0A07/g, '\u0A3E\u0A08')
    .replace(/\u0A21\u0A3C/g, '\u0A5C')
    .replace(/\uE020/g, '\u0A71');
}

/** Tamil: sh is ஷ; f is ஃப (written here as visarga + फ, which Sanscript turns into ஃப). */
export function preTamil(s: string): string {
  return s.replace(/श/g, 'ष').replace(/फ\u093C/g, 'ःफ');
}

/** Tamil uses ந at the start of a word and before த, ன elsewhere (இன்டர்நெட் → இன்டர்நெட்). */
export function postTamil(s: string): string {
  return s.replace(/(?<!^)ந(?!்த)/g, 'ன');
}

const CHILLU_PLACEHOLDERS: Readonly<Record<string, string>> = {
  न: '\uE010',
  ल: '\uE011',
  र: '\uE012',
  ळ: '\uE013',
  ण: '\uE014',
};
const CHILLU: Readonly<Record<string, string>> = {
  '\uE010': 'ൻ',
  '\uE011': 'ൽ',
  '\uE012': 'ർ',
  '\uE013': 'ൾ',
  '\uE014': 'ൺ',
};

/** Malayalam ends a syllable in n, l, r with a chillu (ഓൺലൈൻ, ഡോക്ടർ), other consonants with a virama. */
export function preMalayalamSilent(s: string): string {
  return s
    .replace(re(`([नलरळण])${SILENT}|([रल])्(?=${CONSONANT})`), (_m, a?: string, b?: string) => {
      const c = a ?? b ?? '';
      return CHILLU_PLACEHOLDERS[c] ?? c;
    })
    .replace(re(SILENT), '्');
}

export function postMalayalam(s: string): string {
  return s.replace(/[\uE010-\uE014]/g, (c) => CHILLU[c] ?? c);
}

const LONSUM: Readonly<Record<string, string>> = {
  ꯀ: 'ꯛ',
  ꯂ: 'ꯜ',
  ꯃ: 'ꯝ',
  ꯄ: 'ꯞ',
  ꯅ: 'ꯟ',
  ꯇ: 'ꯠ',
  ꯉ: 'ꯡ',
  ꯏ: 'ꯢ',
};
const APUN = '\uABED';
/** Marks a consonant that closes its syllable (a silent inherent vowel) through the conversion. */
export const SYLLABLE_CLOSE = '\uE030';
const isMeeteiSign = (c: string | undefined): boolean => c !== undefined && c >= '\uABE3' && c <= '\uABEA';
const isMeeteiLetter = (c: string | undefined): boolean => c !== undefined && c >= '\uABC0' && c <= '\uABDA';

/** Meetei Mayek closes a syllable with a lonsum letter (ꯗꯣꯛꯇꯔ, ꯁ꯭ꯀꯨꯜ) where the consonant has one and
 * leaves it plain otherwise; the apun iyek stays only inside onset clusters (ꯁ꯭ꯀꯨꯜ). */
export function postMeetei(s: string): string {
  const chars = [...s];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] as string;
    const mark = chars[i + 1];
    const prev = chars[i - 1];
    const afterVowel = isMeeteiSign(prev) || prev === 'ꯑ' || (isMeeteiLetter(prev) && chars[i - 2] !== APUN);
    const closes = mark === SYLLABLE_CLOSE || (mark === APUN && afterVowel);
    if (!closes) {
      if (c !== SYLLABLE_CLOSE) out += c;
      continue;
    }
    out += LONSUM[c] ?? c;
    i++;
  }
  return out;
}
