/**
 * Devanagari to Perso-Arabic letters for Urdu (also used for Kashmiri) and Sindhi. Sanscript's own
 * "urdu" scheme writes every inherent vowel as a zabar and misses the retroflex flap and nukta
 * letters, so the module keeps its own tables.
 */
export interface PersoArabicAlphabet {
  readonly consonants: Readonly<Record<string, string>>;
  /** Letter for ī and medial e/ai. */
  readonly yeh: string;
  /** Letter for a word-final e/ai (Urdu bari ye). */
  readonly finalE: string;
  readonly alef: string;
  readonly alefMadda: string;
  readonly waw: string;
  readonly hamzaYeh: string;
  readonly hamzaWaw: string;
  readonly noonGhunna: string;
}

/** Keys are NFC-normalised, which splits क़ into क + nukta just as the converter's input is split. */
const normaliseKeys = (table: Record<string, string>): Readonly<Record<string, string>> =>
  Object.fromEntries(Object.entries(table).map(([k, v]) => [k.normalize('NFC'), v]));

const URDU_CONSONANTS = normaliseKeys({
  क: 'ک',
  ख: 'کھ',
  ग: 'گ',
  घ: 'گھ',
  ङ: 'ن',
  च: 'چ',
  छ: 'چھ',
  ज: 'ج',
  झ: 'جھ',
  ञ: 'ن',
  ट: 'ٹ',
  ठ: 'ٹھ',
  ड: 'ڈ',
  ढ: 'ڈھ',
  ण: 'ن',
  त: 'ت',
  थ: 'تھ',
  द: 'د',
  ध: 'دھ',
  न: 'ن',
  प: 'پ',
  फ: 'پھ',
  ब: 'ب',
  भ: 'بھ',
  म: 'م',
  य: 'ی',
  र: 'ر',
  ल: 'ل',
  ळ: 'ل',
  व: 'و',
  श: 'ش',
  ष: 'ش',
  स: 'س',
  ह: 'ہ',
  क़: 'ق',
  ख़: 'خ',
  ग़: 'غ',
  ज़: 'ز',
  फ़: 'ف',
  ड़: 'ڑ',
  ढ़: 'ڑھ',
  य़: 'ی',
  '\uE001': 'و',
});

export const URDU: PersoArabicAlphabet = {
  consonants: URDU_CONSONANTS,
  yeh: 'ی',
  finalE: 'ے',
  alef: 'ا',
  alefMadda: 'آ',
  waw: 'و',
  hamzaYeh: 'ئ',
  hamzaWaw: 'ؤ',
  noonGhunna: 'ں',
};

/** Sindhi has its own letters for implosive-free aspirates and retroflexes (ٽ ڊ ڙ ڀ ٿ ڦ ڪ). */
export const SINDHI: PersoArabicAlphabet = {
  consonants: normaliseKeys({
    ...URDU_CONSONANTS,
    क: 'ڪ',
    ख: 'ک',
    घ: 'گھ',
    ङ: 'ڱ',
    छ: 'ڇ',
    ञ: 'ڃ',
    ट: 'ٽ',
    ठ: 'ٺ',
    ड: 'ڊ',
    ढ: 'ڍ',
    ण: 'ڻ',
    थ: 'ٿ',
    ध: 'ڌ',
    फ: 'ڦ',
    भ: 'ڀ',
    य: 'ي',
    ह: 'ه',
    य़: 'ي',
  }),
  yeh: 'ي',
  finalE: 'ي',
  alef: 'ا',
  alefMadda: 'آ',
  waw: 'و',
  hamzaYeh: 'ئ',
  hamzaWaw: 'ؤ',
  noonGhunna: 'ں',
};

/** Vowel signs after a consonant: short i and u are not written, as in ordinary Urdu print. */
export function vowelSignLetters(sign: string, alphabet: PersoArabicAlphabet, isFinal: boolean): string {
  switch (sign) {
    case 'ा':
    case 'ॉ':
      return alphabet.alef;
    case 'ी':
      return alphabet.yeh;
    case 'े':
    case 'ै':
    case 'ॅ':
    case 'ॆ':
      return isFinal ? alphabet.finalE : alphabet.yeh;
    case 'ू':
    case 'ो':
    case 'ौ':
    case 'ॊ':
      return alphabet.waw;
    case 'ृ':
      return 'ر';
    default:
      return '';
  }
}

/** Independent vowels: at the start of a word on an alef, after another vowel on a hamza seat. */
export function independentVowelLetters(vowel: string, alphabet: PersoArabicAlphabet, afterVowel: boolean, isFinal: boolean): string {
  const { alef, alefMadda, yeh, finalE, waw, hamzaYeh, hamzaWaw } = alphabet;
  const e = isFinal ? finalE : yeh;
  if (afterVowel) {
    const hiatus: Record<string, string> = {
      इ: hamzaYeh,
      ई: hamzaYeh + yeh,
      उ: hamzaWaw,
      ऊ: hamzaWaw,
      ए: hamzaYeh + e,
      ऐ: hamzaYeh + e,
      ऎ: hamzaYeh + e,
      ओ: hamzaWaw,
      औ: hamzaWaw,
      ऒ: hamzaWaw,
      अ: alef,
      आ: alef,
      ऑ: alef,
      ऍ: hamzaYeh + e,
    };
    return hiatus[vowel] ?? '';
  }
  const initial: Record<string, string> = {
    अ: alef,
    आ: alefMadda,
    इ: alef,
    ई: alef + yeh,
    उ: alef,
    ऊ: alef + waw,
    ए: alef + e,
    ऐ: alef + e,
    ऎ: alef + e,
    ओ: alef + waw,
    औ: alef + waw,
    ऒ: alef + waw,
    ऑ: alefMadda,
    ऍ: alef + e,
    ऋ: 'رِ',
  };
  return initial[vowel] ?? '';
}
