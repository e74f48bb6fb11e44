import { z } from 'zod';
import { LANGUAGE_TABLE, type LanguageCode, type LanguageName, type Script } from './language-table.ts';

export { SCRIPTS, type LanguageCode, type LanguageName, type Script } from './language-table.ts';

// Direction follows the script, so it cannot drift from it entry by entry.
const RTL_SCRIPTS: ReadonlySet<Script> = new Set<Script>(['Arab', 'Hebr', 'Thaa']);
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
