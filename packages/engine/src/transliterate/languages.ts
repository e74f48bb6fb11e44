/** The scripts the module writes. */
export type TargetScript =
  | 'devanagari'
  | 'bengali'
  | 'assamese'
  | 'gurmukhi'
  | 'gujarati'
  | 'oriya'
  | 'tamil'
  | 'telugu'
  | 'kannada'
  | 'malayalam'
  | 'meetei'
  | 'ol_chiki'
  | 'urdu'
  | 'sindhi';

/**
 * The 22 scheduled languages by the product's codes (`od` for Odia, `ks` for Kashmiri in Devanagari
 * and `kas-IN` for Kashmiri in Perso-Arabic). Dogri, Bodo, Konkani, Maithili and Sanskrit are
 * officially written in Devanagari; Santali in Ol Chiki; Manipuri as the product's language table has
 * it: `mni` in Bengali script and `mni-Mtei` in Meetei Mayek (its official script since 2021); Sindhi in its Perso-Arabic alphabet, which most Sindhi publishing uses.
 */
const SCRIPTS: Readonly<Record<string, TargetScript>> = {
  as: 'assamese',
  bn: 'bengali',
  brx: 'devanagari',
  doi: 'devanagari',
  gu: 'gujarati',
  hi: 'devanagari',
  kn: 'kannada',
  ks: 'devanagari',
  'kas-IN': 'urdu',
  kok: 'devanagari',
  mai: 'devanagari',
  ml: 'malayalam',
  mni: 'bengali',
  'mni-Mtei': 'meetei',
  mr: 'devanagari',
  ne: 'devanagari',
  od: 'oriya',
  pa: 'gurmukhi',
  sa: 'devanagari',
  sat: 'ol_chiki',
  sd: 'sindhi',
  ta: 'tamil',
  te: 'telugu',
  ur: 'urdu',
};

export const supportedTransliterationLanguages: readonly string[] = Object.freeze(Object.keys(SCRIPTS));

/** ISO 639-1 `or` is accepted for Odia alongside the product's `od`; codes are case-insensitive. */
export function normaliseLanguage(code: string): string {
  const lower = code.trim().toLowerCase();
  if (lower === 'or') return 'od';
  if (lower === 'kas-in') return 'kas-IN';
  if (lower === 'mni-mtei') return 'mni-Mtei';
  if (!(lower in SCRIPTS)) {
    throw new RangeError(`Transliteration is not available for "${code}"; supported: ${supportedTransliterationLanguages.join(', ')}`);
  }
  return lower;
}

export function transliterationScriptOf(code: string): TargetScript {
  return SCRIPTS[normaliseLanguage(code)] as TargetScript;
}

/** Zero of each script's own digits; Perso-Arabic scripts use the extended Arabic-Indic digits (۰). */
const ZERO: Readonly<Record<TargetScript, number>> = {
  devanagari: 0x966,
  bengali: 0x9e6,
  assamese: 0x9e6,
  gurmukhi: 0xa66,
  gujarati: 0xae6,
  oriya: 0xb66,
  tamil: 0xbe6,
  telugu: 0xc66,
  kannada: 0xce6,
  malayalam: 0xd66,
  meetei: 0xabf0,
  ol_chiki: 0x1c50,
  urdu: 0x6f0,
  sindhi: 0x6f0,
};

export function toNativeDigits(digits: string, script: TargetScript): string {
  return digits.replace(/[0-9]/g, (d) => String.fromCodePoint(ZERO[script] + Number(d)));
}

/** Unicode blocks of each script, for checks that a text is written in its target script. */
export const SCRIPT_RANGES: Readonly<Record<TargetScript, readonly (readonly [number, number])[]>> = {
  devanagari: [
    [0x900, 0x97f],
    [0xa8e0, 0xa8ff],
  ],
  bengali: [[0x980, 0x9ff]],
  assamese: [[0x980, 0x9ff]],
  gurmukhi: [[0xa00, 0xa7f]],
  gujarati: [[0xa80, 0xaff]],
  oriya: [[0xb00, 0xb7f]],
  tamil: [[0xb80, 0xbff]],
  telugu: [[0xc00, 0xc7f]],
  kannada: [[0xc80, 0xcff]],
  malayalam: [[0xd00, 0xd7f]],
  meetei: [
    [0xabc0, 0xabff],
    [0xaae0, 0xaaff],
  ],
  ol_chiki: [[0x1c50, 0x1c7f]],
  urdu: [
    [0x600, 0x6ff],
    [0x750, 0x77f],
    [0xfb50, 0xfdff],
    [0xfe70, 0xfeff],
  ],
  sindhi: [
    [0x600, 0x6ff],
    [0x750, 0x77f],
    [0xfb50, 0xfdff],
    [0xfe70, 0xfeff],
  ],
};

/** True when every letter and combining mark of `text` belongs to the script of `lang`. */
export function isInTargetScript(text: string, lang: string): boolean {
  const ranges = SCRIPT_RANGES[transliterationScriptOf(lang)];
  for (const ch of text) {
    if (!/[\p{L}\p{M}]/u.test(ch)) continue;
    const cp = ch.codePointAt(0) ?? 0;
    if (!ranges.some(([lo, hi]) => cp >= lo && cp <= hi)) return false;
  }
  return true;
}
