/*
 * The Android resource folder of a language (translation/getStringxmlFilePathByLanguage). Input is a
 * BCP 47 tag (the contract's toBcp47: Lipi's `od` is `or`). Two-letter languages with at most a
 * region use the old form `values-hi`, `values-zh-rTW`; three-letter languages, scripts and numeric
 * regions need the BCP 47 form `values-b+kok`, `values-b+ks+Arab`, which aapt2 requires for them.
 * Scripts that are the language's default (pa-Guru, sd-Arab, sat-Olck, mni-Beng) are dropped so the
 * folder matches what Android Studio writes; Kashmiri keeps its script because Lipi has both.
 */

const DEFAULT_SCRIPTS: Readonly<Record<string, string>> = {
  pa: 'Guru',
  sd: 'Arab',
  sat: 'Olck',
  mni: 'Beng',
  zh: '',
};

// Android (Java) still resolves the old ISO 639 codes for these.
const LEGACY: Readonly<Record<string, string>> = { he: 'iw', id: 'in', yi: 'ji' };

export function androidValuesFolder(bcp47: string): string {
  const [rawLanguage = '', ...rest] = bcp47.split('-');
  let language = rawLanguage.toLowerCase();
  language = LEGACY[language] ?? language;
  let script = rest.find((p) => /^[A-Za-z]{4}$/.test(p));
  const region = rest.find((p) => /^([A-Za-z]{2}|\d{3})$/.test(p))?.toUpperCase();
  const defaultScript = DEFAULT_SCRIPTS[language];
  // Chinese is told apart by region in the classic form (zh-rCN, zh-rTW), as most apps ship it.
  if (defaultScript !== undefined && (defaultScript === '' || script === defaultScript)) script = undefined;
  if (!/^[a-z]{2,3}$/.test(language)) throw new Error(`Not a language tag Android can use: ${bcp47}`);
  if (language.length === 2 && !script && (!region || /^[A-Z]{2}$/.test(region))) {
    return region ? `values-${language}-r${region}` : `values-${language}`;
  }
  return ['values-b+' + language, script ? script[0]!.toUpperCase() + script.slice(1).toLowerCase() : null, region ?? null].filter(Boolean).join('+');
}

/** The path of the translated file inside the app's res/ folder. */
export function androidStringsPath(bcp47: string, fileName = 'strings.xml'): string {
  return `${androidValuesFolder(bcp47)}/${fileName}`;
}
