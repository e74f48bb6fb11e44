/**
 * How each Brahmic-script language spells the English sounds that canonical Devanagari keeps apart.
 * These follow the prevailing loanword spellings of each language's press:
 * - /æ/ (ॅ): Hindi बैंक; Marathi and Konkani बँक, ॲप; Bengali ব্যাংক, Odia ବ୍ୟାଙ୍କ, Telugu బ్యాంక్,
 *   Kannada ಬ್ಯಾಂಕ್, Nepali ब्याङ्क with a ya-phala; Gujarati બેંક, Tamil பேங்க் with e; Malayalam ബാങ്ക്.
 * - /ɒ/ (ॉ): Hindi and Marathi keep ॉ (डॉक्टर); Gujarati its own ૉ; Bengali, Assamese, Odia and Nepali
 *   read their inherent vowel as [ɔ] (ডক্টর); Punjabi and the South write ā (ਡਾਕਟਰ, டாக்டர்);
 *   Malayalam and Manipuri ō (ഡോക്ടർ).
 * - silent final consonants: northern scripts leave them bare; Tamil, Telugu, Kannada and Malayalam
 *   mark them with a virama (Malayalam with a chillu for n, l, r), as their spellings do (ఆన్‌లైన్).
 */
export interface BrahmicStyle {
  readonly scheme: string;
  readonly ae: 'ai' | 'candra' | 'ya' | 'e' | 'aa';
  /** Independent vowel for /æ/ at the start of a word (app). */
  readonly aeInitial: string;
  readonly ao: 'keep' | 'aa' | 'o' | 'inherent';
  /** Keep short e/o (ॆ ॊ) apart from long ones: only the Dravidian scripts have both. */
  readonly shortE: boolean;
  /** f and z: keep the nukta (Devanagari, Gurmukhi ਫ਼ ਜ਼), drop it, or Tamil's ஃப for f. */
  readonly nukta: 'keep' | 'drop' | 'tamil';
  readonly silent: 'drop' | 'virama' | 'virama-zwnj' | 'chillu' | 'lonsum';
  /** Write a nasal before a consonant as a full nasal letter instead of the anusvara. */
  readonly homorganicNasal: 'no' | 'dental' | 'retroflex';
}

const HINDI: BrahmicStyle = {
  scheme: 'devanagari',
  ae: 'ai',
  aeInitial: 'ऐ',
  ao: 'keep',
  shortE: false,
  nukta: 'keep',
  silent: 'drop',
  homorganicNasal: 'no',
};
// Marathi prints loanwords without the nukta (फोन) and writes z as झ (रिझल्ट, see loanword-habits.ts).
const MARATHI: BrahmicStyle = { ...HINDI, ae: 'candra', aeInitial: 'ॲ', nukta: 'drop' };
const BENGALI: BrahmicStyle = {
  ...HINDI,
  scheme: 'bengali',
  ae: 'ya',
  aeInitial: 'अ्या',
  ao: 'inherent',
  nukta: 'drop',
  homorganicNasal: 'dental',
};
const DRAVIDIAN: BrahmicStyle = {
  ...HINDI,
  ae: 'ya',
  aeInitial: 'या',
  ao: 'aa',
  shortE: true,
  nukta: 'drop',
  silent: 'virama-zwnj',
};

export const BRAHMIC_STYLES: Readonly<Record<string, BrahmicStyle>> = {
  hi: HINDI,
  mai: HINDI,
  sa: HINDI,
  doi: HINDI,
  brx: HINDI,
  ks: HINDI,
  mr: MARATHI,
  kok: MARATHI,
  // Nepali prints loanwords without the nukta (फोन, फिल्म).
  ne: { ...HINDI, ae: 'ya', aeInitial: 'ए', ao: 'inherent', nukta: 'drop' },
  bn: BENGALI,
  // Assamese writes /æ/ as e (বেংক, মেনেজাৰ, টেক্সি).
  as: { ...BENGALI, scheme: 'assamese', ae: 'e', aeInitial: 'ए' },
  // Odia spells a nasal before a consonant as its own letter (ବ୍ୟାଙ୍କ, ଇଣ୍ଟରନେଟ, ନମ୍ବର) and /æ/ at the start as ଆ (ଆପ).
  od: { ...BENGALI, scheme: 'oriya', aeInitial: 'आ', homorganicNasal: 'retroflex' },
  gu: { ...HINDI, scheme: 'gujarati', ae: 'e', aeInitial: 'ए', nukta: 'drop' },
  pa: { ...HINDI, scheme: 'gurmukhi', ao: 'aa' },
  ta: {
    ...DRAVIDIAN,
    scheme: 'tamil',
    ae: 'e',
    aeInitial: 'आ',
    nukta: 'tamil',
    silent: 'virama',
    homorganicNasal: 'retroflex',
  },
  te: { ...DRAVIDIAN, scheme: 'telugu' },
  kn: { ...DRAVIDIAN, scheme: 'kannada', aeInitial: 'आ' },
  ml: { ...DRAVIDIAN, scheme: 'malayalam', ae: 'aa', aeInitial: 'आ', ao: 'o', silent: 'chillu', homorganicNasal: 'retroflex' },
  // Manipuri in Bengali script (the product's `mni`) spells loanwords as Bengali does.
  mni: BENGALI,
  'mni-Mtei': { ...HINDI, scheme: 'manipuri', ae: 'e', aeInitial: 'ए', ao: 'o', nukta: 'drop', silent: 'lonsum' },
};
