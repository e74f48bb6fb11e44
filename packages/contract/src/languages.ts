import { z } from 'zod';

/** ISO 15924 codes of the scripts the languages below are written in. */
// prettier-ignore
export const SCRIPTS = [
  'Latn', 'Deva', 'Orya', 'Guru', 'Gujr', 'Telu', 'Taml', 'Beng', 'Mlym', 'Knda', 'Arab', 'Mtei', 'Olck',
  'Ethi', 'Armn', 'Cyrl', 'Mymr', 'Hans', 'Hant', 'Thaa', 'Geor', 'Grek', 'Hebr', 'Jpan', 'Khmr', 'Kore',
  'Laoo', 'Sinh', 'Thai',
] as const;
export type Script = (typeof SCRIPTS)[number];

// Direction follows the script, so it cannot drift from it entry by entry.
const RTL_SCRIPTS: ReadonlySet<Script> = new Set<Script>(['Arab', 'Hebr', 'Thaa']);

// One row per language: [code, name as the product shows it, native name, script, chart colour].
// The product uses `od` for odia (not ISO `or`), `ks` for Kashmiri in Devanagari and `kas-IN` for
// Kashmiri in Perso-Arabic script. English and the 12 primary languages come first with hand-picked,
// well-separated colours; the rest were spread around the hue circle.
const LANGUAGE_TABLE = [
  ['en', 'english', 'English', 'Latn', '#4e79a7'],
  ['hi', 'hindi', 'हिन्दी', 'Deva', '#e6194b'],
  ['od', 'odia', 'ଓଡ଼ିଆ', 'Orya', '#f58231'],
  ['pa', 'punjabi', 'ਪੰਜਾਬੀ', 'Guru', '#3cb44b'],
  ['gu', 'gujarati', 'ગુજરાતી', 'Gujr', '#911eb4'],
  ['mr', 'marathi', 'मराठी', 'Deva', '#ff7f0e'],
  ['te', 'telugu', 'తెలుగు', 'Telu', '#4363d8'],
  ['ta', 'tamil', 'தமிழ்', 'Taml', '#008080'],
  ['as', 'assamese', 'অসমীয়া', 'Beng', '#9a6324'],
  ['bn', 'bengali', 'বাংলা', 'Beng', '#800000'],
  ['ml', 'malayalam', 'മലയാളം', 'Mlym', '#f032e6'],
  ['kn', 'kannada', 'ಕನ್ನಡ', 'Knda', '#469990'],
  ['ur', 'urdu', 'اردو', 'Arab', '#000075'],
  ['brx', 'bodo', 'बड़ो', 'Deva', '#c32222'],
  ['doi', 'dogri', 'डोगरी', 'Deva', '#34b258'],
  ['ks', 'kashmiri', 'कॉशुर', 'Deva', '#8217cf'],
  ['kas-IN', 'kashmiri(arabic)', 'كٲشُر', 'Arab', '#98881b'],
  ['kok', 'konkani', 'कोंकणी', 'Deva', '#287a8a'],
  ['mai', 'maithili', 'मैथिली', 'Deva', '#a1125f'],
  ['mni', 'manipuri', 'মৈতৈলোন্', 'Beng', '#6edf49'],
  ['mni-Mtei', 'manipuri(mtei)', 'ꯃꯤꯇꯩꯂꯣꯟ', 'Mtei', '#5e59cf'],
  ['ne', 'nepali', 'नेपाली', 'Deva', '#ea783e'],
  ['sa', 'sanskrit', 'संस्कृतम्', 'Deva', '#157954'],
  ['sat', 'santali', 'ᱥᱟᱱᱛᱟᱲᱤ', 'Olck', '#68206f'],
  ['sd', 'sindhi', 'سنڌي', 'Arab', '#69810e'],
  ['af', 'afrikaans', 'Afrikaans', 'Latn', '#2272c3'],
  ['sq', 'albanian', 'Shqip', 'Latn', '#b2344e'],
  ['am', 'amharic', 'አማርኛ', 'Ethi', '#17cf27'],
  ['ar', 'arabic', 'العربية', 'Arab', '#4a1b98'],
  ['hy', 'armenian', 'Հայերեն', 'Armn', '#8a6a28'],
  ['az', 'azerbaijani', 'Azərbaycanca', 'Latn', '#12a19b'],
  ['eu', 'basque', 'Euskara', 'Latn', '#df49b9'],
  ['be', 'belarusian', 'Беларуская', 'Cyrl', '#8fcf59'],
  ['bs', 'bosnian', 'Bosanski', 'Latn', '#3e5aea'],
  ['bg', 'bulgarian', 'Български', 'Cyrl', '#792215'],
  ['my', 'burmese', 'မြန်မာ', 'Mymr', '#206f41'],
  ['ca', 'catalan', 'Català', 'Latn', '#600e81'],
  ['ceb', 'cebuano', 'Cebuano', 'Latn', '#c3c322'],
  ['ny', 'chichewa', 'Chichewa', 'Latn', '#348db2'],
  ['zh-CN', 'chinese(sim)', '简体中文', 'Hans', '#cf1763'],
  ['zh-TW', 'chinese(trad)', '繁體中文', 'Hant', '#2a981b'],
  ['co', 'corsican', 'Corsu', 'Latn', '#39288a'],
  ['hr', 'croatian', 'Hrvatski', 'Latn', '#a15412'],
  ['cs', 'czech', 'Čeština', 'Latn', '#49dfba'],
  ['da', 'danish', 'Dansk', 'Latn', '#cf59c9'],
  ['dv', 'dhivehi', 'ދިވެހި', 'Thaa', '#b0ea3e'],
  ['nl', 'dutch', 'Nederlands', 'Latn', '#153a79'],
  ['eo', 'esperanto', 'Esperanto', 'Latn', '#6f2026'],
  ['et', 'estonian', 'Eesti', 'Latn', '#0e8127'],
  ['fil', 'filipino', 'Filipino', 'Latn', '#7422c3'],
  ['fi', 'finnish', 'Suomi', 'Latn', '#b29834'],
  ['fr', 'french', 'Français', 'Latn', '#17becf'],
  ['fy', 'frisian', 'Frysk', 'Latn', '#981b68'],
  ['gl', 'galician', 'Galego', 'Latn', '#488a28'],
  ['ka', 'georgian', 'ქართული', 'Geor', '#1217a1'],
  ['de', 'german', 'Deutsch', 'Latn', '#df6f49'],
  ['el', 'greek', 'Ελληνικά', 'Grek', '#59cf99'],
  ['ht', 'haitian creole', 'Kreyòl ayisyen', 'Latn', '#ce3eea'],
  ['ha', 'hausa', 'Hausa', 'Latn', '#6c7915'],
  ['haw', 'hawaiian', 'ʻŌlelo Hawaiʻi', 'Latn', '#204d6f'],
  ['he', 'hebrew', 'עברית', 'Hebr', '#810e2f'],
  ['hmn', 'hmong', 'Hmoob', 'Latn', '#22c323'],
  ['hu', 'hungarian', 'Magyar', 'Latn', '#5934b2'],
  ['is', 'icelandic', 'Íslenska', 'Latn', '#cf8317'],
  ['ig', 'igbo', 'Igbo', 'Latn', '#1b9889'],
  ['id', 'indonesian', 'Bahasa Indonesia', 'Latn', '#8a2879'],
  ['ga', 'irish', 'Gaeilge', 'Latn', '#5ea112'],
  ['it', 'italian', 'Italiano', 'Latn', '#496ddf'],
  ['ja', 'japanese', '日本語', 'Jpan', '#cf5f59'],
  ['jv', 'javanese', 'Basa Jawa', 'Latn', '#3eea79'],
  ['kk', 'kazakh', 'Қазақ тілі', 'Cyrl', '#551579'],
  ['km', 'khmer', 'ខ្មែរ', 'Khmr', '#6f6920'],
  ['rw', 'kinyarwanda', 'Ikinyarwanda', 'Latn', '#0e6881'],
  ['ko', 'korean', '한국어', 'Kore', '#c32271'],
  ['ku', 'kurdish', 'Kurdî', 'Latn', '#4db234'],
  ['ky', 'kyrgyz', 'Кыргызча', 'Cyrl', '#2817cf'],
  ['lo', 'lao', 'ລາວ', 'Laoo', '#984b1b'],
  ['la', 'latin', 'Latina', 'Latn', '#288a6a'],
  ['lv', 'latvian', 'Latviešu', 'Latn', '#9c12a1'],
  ['lt', 'lithuanian', 'Lietuvių', 'Latn', '#b8df49'],
  ['lb', 'luxembourgish', 'Lëtzebuergesch', 'Latn', '#598ecf'],
  ['mk', 'macedonian', 'Македонски', 'Cyrl', '#ea3e59'],
  ['mg', 'malagasy', 'Malagasy', 'Latn', '#157923'],
  ['ms', 'malay', 'Bahasa Melayu', 'Latn', '#42206f'],
  ['mt', 'maltese', 'Malti', 'Latn', '#81600e'],
  ['mi', 'maori', 'Te Reo Māori', 'Latn', '#22c2c3'],
  ['mn', 'mongolian', 'Монгол', 'Cyrl', '#b2348c'],
  ['no', 'norwegian', 'Norsk', 'Latn', '#62cf17'],
  ['ps', 'pashto', 'پښتو', 'Arab', '#1b2998'],
  ['fa', 'persian', 'فارسی', 'Arab', '#8a3a28'],
  ['pl', 'polish', 'Polski', 'Latn', '#12a155'],
  ['pt', 'portuguese', 'Português', 'Latn', '#bb49df'],
  ['ro', 'romanian', 'Română', 'Latn', '#c9cf59'],
  ['ru', 'russian', 'Русский', 'Cyrl', '#3eafea'],
  ['sm', 'samoan', 'Gagana Sāmoa', 'Latn', '#79153a'],
  ['gd', 'scots gaelic', 'Gàidhlig', 'Latn', '#266f20'],
  ['sr', 'serbian', 'Српски', 'Cyrl', '#270e81'],
  ['st', 'sesotho', 'Sesotho', 'Latn', '#c37522'],
  ['sn', 'shona', 'chiShona', 'Latn', '#34b299'],
  ['si', 'sinhala', 'සිංහල', 'Sinh', '#cf17bd'],
  ['sk', 'slovak', 'Slovenčina', 'Latn', '#67981b'],
  ['sl', 'slovenian', 'Slovenščina', 'Latn', '#28488a'],
  ['so', 'somali', 'Soomaali', 'Latn', '#a11216'],
  ['es', 'spanish', 'Español', 'Latn', '#49df70'],
  ['es-MX', 'Mexican Spanish', 'Español (México)', 'Latn', '#9a59cf'],
  ['su', 'sundanese', 'Basa Sunda', 'Latn', '#eacf3e'],
  ['sw', 'swahili', 'Kiswahili', 'Latn', '#156c79'],
  ['sv', 'swedish', 'Svenska', 'Latn', '#6f204d'],
  ['tg', 'tajik', 'Тоҷикӣ', 'Cyrl', '#2e810e'],
  ['tt', 'tatar', 'Татарча', 'Cyrl', '#2422c3'],
  ['th', 'thai', 'ไทย', 'Thai', '#b25a34'],
  ['tr', 'turkish', 'Türkçe', 'Latn', '#17cf84'],
  ['tk', 'turkmen', 'Türkmençe', 'Latn', '#8a1b98'],
  ['uk', 'ukrainian', 'Українська', 'Cyrl', '#798a28'],
  ['ug', 'uyghur', 'ئۇيغۇرچە', 'Arab', '#125da1'],
  ['uz', 'uzbek', 'Oʻzbekcha', 'Latn', '#df496c'],
  ['vi', 'vietnamese', 'Tiếng Việt', 'Latn', '#59cf60'],
  ['cy', 'welsh', 'Cymraeg', 'Latn', '#7a3eea'],
  ['xh', 'xhosa', 'isiXhosa', 'Latn', '#795515'],
  ['yi', 'yiddish', 'ייִדיש', 'Hebr', '#206f69'],
  ['yo', 'yoruba', 'Yorùbá', 'Latn', '#810e67'],
  ['zu', 'zulu', 'isiZulu', 'Latn', '#70c322'],
] as const satisfies readonly (readonly [string, string, string, Script, string])[];

export type LanguageCode = (typeof LANGUAGE_TABLE)[number][0];
export type LanguageName = (typeof LANGUAGE_TABLE)[number][1];
export type TextDirection = 'ltr' | 'rtl';

/**
 * The product's codes stay as the spec writes them inside Lipi (`od`, `kas-IN`, `mni-Mtei`…), but
 * every boundary that tells a browser, search engine, OS or file format the language (html lang,
 * hreflang, XLIFF/TMX, Android folders, MT providers) speaks BCP 47. Only codes whose tag differs
 * are listed; the rest are already valid tags. Scripts are explicit where the language is written in
 * more than one (Kashmiri, Manipuri, Santali, Sindhi, Punjabi) so a reader never has to guess.
 */
const BCP47_OVERRIDES: Readonly<Partial<Record<string, string>>> = {
  od: 'or',
  ks: 'ks-Deva',
  'kas-IN': 'ks-Arab',
  mni: 'mni-Beng',
  'mni-Mtei': 'mni-Mtei',
  sat: 'sat-Olck',
  sd: 'sd-Arab',
  pa: 'pa-Guru',
  'zh-CN': 'zh-Hans-CN',
  'zh-TW': 'zh-Hant-TW',
  no: 'nb',
};

export interface Language {
  readonly code: LanguageCode;
  /** The language's BCP 47 tag (what leaves Lipi); `code` is the product's own code. */
  readonly bcp47: string;
  readonly name: LanguageName;
  readonly nativeName: string;
  readonly script: Script;
  readonly direction: TextDirection;
  readonly colour: string;
}

export const LANGUAGES: readonly Language[] = Object.freeze(
  LANGUAGE_TABLE.map(([code, name, nativeName, script, colour]) =>
    Object.freeze({
      code,
      bcp47: BCP47_OVERRIDES[code] ?? code,
      name,
      nativeName,
      script,
      direction: RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr',
      colour,
    } satisfies Language),
  ),
);

export const LANGUAGE_CODES: readonly LanguageCode[] = Object.freeze(LANGUAGES.map(({ code }) => code));
export const LANGUAGE_NAMES: readonly LanguageName[] = Object.freeze(LANGUAGES.map(({ name }) => name));

export const LANGUAGE_NAME_BY_CODE = Object.freeze(Object.fromEntries(LANGUAGES.map(({ code, name }) => [code, name]))) as Readonly<
  Record<LanguageCode, LanguageName>
>;

export const LANGUAGE_CODE_BY_NAME = Object.freeze(Object.fromEntries(LANGUAGES.map(({ code, name }) => [name, code]))) as Readonly<
  Record<LanguageName, LanguageCode>
>;

export const LANGUAGE_COLOUR_BY_CODE = Object.freeze(Object.fromEntries(LANGUAGES.map(({ code, colour }) => [code, colour]))) as Readonly<
  Record<LanguageCode, string>
>;

const LANGUAGE_BY_CODE: ReadonlyMap<string, Language> = new Map(LANGUAGES.map((language) => [language.code, language]));

export const languageCodeSchema = z.enum(LANGUAGE_CODES);
export const languageNameSchema = z.enum(LANGUAGE_NAMES);

export function isLanguageCode(value: string): value is LanguageCode {
  return LANGUAGE_BY_CODE.has(value);
}

/** The language with this code; throws for a code outside the table. */
export function getLanguage(code: LanguageCode): Language {
  const language = LANGUAGE_BY_CODE.get(code);
  if (!language) throw new Error(`Unknown language code: ${code}`);
  return language;
}

export function isRtl(code: LanguageCode): boolean {
  return LANGUAGE_BY_CODE.get(code)?.direction === 'rtl';
}

/** Text direction of any code (unknown codes read left to right): the only direction table. */
export const directionOf = (code: string): TextDirection => LANGUAGE_BY_CODE.get(code)?.direction ?? 'ltr';

/** The BCP 47 tag of a product code; codes outside the table are passed through unchanged. */
export const toBcp47 = (code: string): string => LANGUAGE_BY_CODE.get(code)?.bcp47 ?? code;

/**
 * The Android resource folder for a product code, from its BCP 47 tag: `values-hi`, `values-or`
 * for Odia, `values-pt-rBR` for a two-letter language with a region, and the `values-b+…` form for
 * everything older Android qualifiers cannot say (three-letter languages, scripts: `values-b+sat+Olck`,
 * `values-b+ks+Arab`, `values-b+kok`).
 */
export function androidResourceFolder(code: string): string {
  const tag = toBcp47(code);
  const parts = tag.split('-');
  const [language = '', ...rest] = parts;
  if (language.length === 2 && rest.length === 0) return `values-${language}`;
  if (language.length === 2 && rest.length === 1 && /^[A-Z]{2}$/i.test(rest[0] ?? '')) return `values-${language}-r${(rest[0] ?? '').toUpperCase()}`;
  return `values-b+${parts.join('+')}`;
}

const CODE_BY_TAG: ReadonlyMap<string, LanguageCode> = new Map(
  LANGUAGES.flatMap((l) => [[l.bcp47.toLowerCase(), l.code] as const, [l.code.toLowerCase(), l.code] as const]),
);

/**
 * The product code of a BCP 47 tag read from outside (a file's xml:lang, a browser's language):
 * exact tag first, then without region, then without script (`or-IN` → `od`, `ks-Arab` → `kas-IN`).
 */
export function fromBcp47(tag: string): LanguageCode | null {
  const lower = tag.trim().replace(/_/g, '-').toLowerCase();
  const exact = CODE_BY_TAG.get(lower);
  if (exact) return exact;
  const parts = lower.split('-');
  for (let n = parts.length - 1; n >= 1; n--) {
    const hit = CODE_BY_TAG.get(parts.slice(0, n).join('-'));
    if (hit) return hit;
  }
  return null;
}

/** The language projects are written in unless they say otherwise. */
export const DEFAULT_SOURCE_LANG = 'en' satisfies LanguageCode;

/** The 12 primary Indian languages, in the order the product lists them. */
// prettier-ignore
export const PRIMARY_LANGUAGES = [
  'hi', 'od', 'pa', 'gu', 'mr', 'te', 'ta', 'as', 'bn', 'ml', 'kn', 'ur',
] as const satisfies readonly LanguageCode[];
export type PrimaryLanguageCode = (typeof PRIMARY_LANGUAGES)[number];

/** Language names preselected on forms, in the product's order. */
// prettier-ignore
export const DEFAULT_LANGUAGES = [
  'hindi', 'marathi', 'gujarati', 'malayalam', 'punjabi', 'telugu',
  'tamil', 'bengali', 'odia', 'assamese', 'kannada', 'urdu',
] as const satisfies readonly LanguageName[];

/** The 22 languages of the Eighth Schedule of the Constitution of India. */
// prettier-ignore
export const SCHEDULED_LANGUAGES = [
  'as', 'bn', 'brx', 'doi', 'gu', 'hi', 'kn', 'ks', 'kok', 'mai', 'ml',
  'mni', 'mr', 'ne', 'od', 'pa', 'sa', 'sat', 'sd', 'ta', 'te', 'ur',
] as const satisfies readonly LanguageCode[];
export type ScheduledLanguageCode = (typeof SCHEDULED_LANGUAGES)[number];

/** Languages the transliteration keyboard (swalekh) can type. */
// prettier-ignore
export const KEYBOARD_LANGUAGES = [
  'hi', 'od', 'pa', 'gu', 'mr', 'te', 'ta', 'as', 'bn', 'ml', 'kn', 'ur',
  'mai', 'sa', 'kok', 'ks', 'mni', 'brx', 'doi', 'ne', 'sd', 'sat', 'kas-IN',
] as const satisfies readonly LanguageCode[];
export type KeyboardLanguageCode = (typeof KEYBOARD_LANGUAGES)[number];
export const keyboardLanguageSchema = z.enum(KEYBOARD_LANGUAGES);

export const TRANSLITERATION_LANGUAGES = ['en', ...KEYBOARD_LANGUAGES] as const satisfies readonly LanguageCode[];
export type TransliterationLanguageCode = (typeof TRANSLITERATION_LANGUAGES)[number];
export const transliterationLanguageSchema = z.enum(TRANSLITERATION_LANGUAGES);
