/** ISO 15924 script of each Indian language target, as the product's language list spells the codes. */
const SCRIPT_OF: Readonly<Record<string, string>> = {
  hi: 'Deva',
  mr: 'Deva',
  ne: 'Deva',
  sa: 'Deva',
  kok: 'Deva',
  mai: 'Deva',
  brx: 'Deva',
  doi: 'Deva',
  ks: 'Deva',
  bn: 'Beng',
  as: 'Beng',
  mni: 'Beng',
  'mni-mtei': 'Mtei',
  pa: 'Guru',
  gu: 'Gujr',
  od: 'Orya',
  or: 'Orya',
  ta: 'Taml',
  te: 'Telu',
  kn: 'Knda',
  ml: 'Mlym',
  ur: 'Arab',
  'kas-in': 'Arab',
  sd: 'Arab',
  sat: 'Olck',
};

const SCRIPT_NAMES: Readonly<Record<string, string>> = {
  Latn: 'Latin',
  Deva: 'Devanagari',
  Beng: 'Bengali',
  Guru: 'Gurmukhi',
  Gujr: 'Gujarati',
  Orya: 'Odia',
  Taml: 'Tamil',
  Telu: 'Telugu',
  Knda: 'Kannada',
  Mlym: 'Malayalam',
  Mtei: 'Meetei Mayek',
  Olck: 'Ol Chiki',
  Arab: 'Perso-Arabic',
};

const SCRIPT_TESTS = Object.keys(SCRIPT_NAMES).map((code) => [code, new RegExp(`\\p{scx=${code}}`, 'u')] as const);

/** Lower-cased code, keeping the product's `kas-IN` and `mni-Mtei` apart and dropping other regions (`hi-IN`). */
export function baseLanguage(lang: string): string {
  const lower = lang.trim().toLowerCase();
  return lower in SCRIPT_OF ? lower : (lower.split(/[-_]/)[0] ?? lower);
}

/** The script an Indian target language is written in, or undefined for other languages. */
export function indicScriptOf(lang: string): string | undefined {
  return SCRIPT_OF[baseLanguage(lang)];
}

export function scriptName(code: string): string {
  return SCRIPT_NAMES[code] ?? code;
}

/** Which of the scripts this module knows a letter or mark belongs to (the target's first when shared). */
export function scriptOfChar(ch: string, preferred: string): string | undefined {
  const preferredTest = SCRIPT_TESTS.find(([code]) => code === preferred);
  if (preferredTest?.[1].test(ch)) return preferred;
  return SCRIPT_TESTS.find(([, re]) => re.test(ch))?.[0];
}
