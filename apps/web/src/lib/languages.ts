import { DEFAULT_LANGUAGES, getLanguage, isLanguageCode, LANGUAGE_CODE_BY_NAME, LANGUAGE_COLOUR_BY_CODE, LANGUAGES } from '@lipi/contract';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A stored language as a code of the table. Some records hold the name instead (the free-trial
 * form sends names such as 'hindi'); both are shown the same way.
 */
function toCode(value: string): string {
  if (isLanguageCode(value)) return value;
  const byName = (LANGUAGE_CODE_BY_NAME as Record<string, string>)[value.toLowerCase()];
  return byName ?? value;
}

/** 'Hindi' for 'hi'; an unknown code is shown as it is. */
export function languageName(value: string): string {
  const code = toCode(value);
  return isLanguageCode(code) ? capitalise(getLanguage(code).name) : value;
}

/** 'Hindi · हिन्दी' for 'hi'. */
export function languageLabel(value: string): string {
  const code = toCode(value);
  if (!isLanguageCode(code)) return value;
  const language = getLanguage(code);
  return `${capitalise(language.name)} · ${language.nativeName}`;
}

export function languageColour(value: string): string {
  const code = toCode(value);
  return isLanguageCode(code) ? LANGUAGE_COLOUR_BY_CODE[code] : '#8c8aa3';
}

/** The 12 default Indian languages in the product's order, then every other language by name. */
export const DEFAULT_LANGUAGE_CODES: readonly string[] = DEFAULT_LANGUAGES.map((name) => LANGUAGE_CODE_BY_NAME[name]);
export const OTHER_LANGUAGE_CODES: readonly string[] = LANGUAGES.filter((l) => !DEFAULT_LANGUAGE_CODES.includes(l.code))
  .sort((a, b) => a.name.localeCompare(b.name))
  .map((l) => l.code);
