import { NUKTA, SILENT, VIRAMA } from './markers.ts';

/**
 * Santali's Ol Chiki is an alphabet: every vowel is a letter and a consonant carries none, so the
 * pronounced inherent vowel is written ᱚ and a silent one nothing. Sanscript's ol_chiki scheme
 * treats the script as an abugida and doubles vowels, hence this table. Aspirates are the
 * consonant followed by ᱷ, as Santali writes them; English f and z fall back to ph and j.
 */
const CONSONANTS: Readonly<Record<string, string>> = {
  क: 'ᱠ',
  ख: 'ᱠᱷ',
  ग: 'ᱜ',
  घ: 'ᱜᱷ',
  ङ: 'ᱝ',
  च: 'ᱪ',
  छ: 'ᱪᱷ',
  ज: 'ᱡ',
  झ: 'ᱡᱷ',
  ञ: 'ᱧ',
  ट: 'ᱴ',
  ठ: 'ᱴᱷ',
  ड: 'ᱰ',
  ढ: 'ᱰᱷ',
  ण: 'ᱬ',
  त: 'ᱛ',
  थ: 'ᱛᱷ',
  द: 'ᱫ',
  ध: 'ᱫᱷ',
  न: 'ᱱ',
  प: 'ᱯ',
  फ: 'ᱯᱷ',
  ब: 'ᱵ',
  भ: 'ᱵᱷ',
  म: 'ᱢ',
  य: 'ᱭ',
  र: 'ᱨ',
  ल: 'ᱞ',
  ळ: 'ᱞ',
  व: 'ᱣ',
  श: 'ᱥ',
  ष: 'ᱥ',
  स: 'ᱥ',
  ह: 'ᱦ',
  '\uE001': 'ᱣ',
};
const FLAPS: Readonly<Record<string, string>> = { ड: 'ᱲ', ढ: 'ᱲᱷ' };

const VOWELS: Readonly<Record<string, string>> = {
  अ: 'ᱚ',
  आ: 'ᱟ',
  'ा': 'ᱟ',
  इ: 'ᱤ',
  'ि': 'ᱤ',
  ई: 'ᱤ',
  'ी': 'ᱤ',
  उ: 'ᱩ',
  'ु': 'ᱩ',
  ऊ: 'ᱩ',
  'ू': 'ᱩ',
  ए: 'ᱮ',
  'े': 'ᱮ',
  ऐ: 'ᱮ',
  'ै': 'ᱮ',
  ओ: 'ᱳ',
  'ो': 'ᱳ',
  औ: 'ᱚᱩ',
  'ौ': 'ᱚᱩ',
  ऑ: 'ᱚ',
  'ॉ': 'ᱚ',
  ऍ: 'ᱮ',
  'ॅ': 'ᱮ',
  ऎ: 'ᱮ',
  'ॆ': 'ᱮ',
  ऒ: 'ᱳ',
  'ॊ': 'ᱳ',
  ऋ: 'ᱨᱤ',
  'ृ': 'ᱨᱤ',
};

const isConsonant = (c: string): boolean => c in CONSONANTS;

/** Nasal before a consonant: ᱝ before k and g, ᱢ before labials, ᱱ elsewhere; a nasal vowel ᱸ. */
function nasal(next: string | undefined): string {
  if (next === undefined || !isConsonant(next)) return 'ᱸ';
  if (/[कखगघ]/.test(next)) return 'ᱝ';
  return /[पफबभम]/.test(next) ? 'ᱢ' : 'ᱱ';
}

export function devanagariToOlChiki(word: string): string {
  const chars = [...word.normalize('NFC')];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] as string;
    if (isConsonant(c)) {
      const hasNukta = chars[i + 1] === NUKTA;
      if (hasNukta) i++;
      out += (hasNukta ? FLAPS[c] : undefined) ?? CONSONANTS[c];
      const next = chars[i + 1];
      if (next !== undefined && next in VOWELS && !/[अ-औ]/.test(next)) {
        out += VOWELS[next];
        i++;
      } else if (next !== VIRAMA && next !== SILENT) {
        out += 'ᱚ';
      } else {
        i++;
      }
    } else if (c in VOWELS) {
      out += VOWELS[c];
    } else if (c === 'ं' || c === 'ँ') {
      out += c === 'ँ' ? 'ᱸ' : nasal(chars[i + 1]);
    } else if (c === '।' || c === '॥') {
      out += '᱾';
    } else if (c !== VIRAMA && c !== SILENT && c !== NUKTA && c !== '\u200C') {
      out += c;
    }
  }
  return out;
}
