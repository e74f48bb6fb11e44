/*
 * The snippet's own words (switcher, suggestion and feedback dialogs, live-region messages) in
 * English and in the languages we could translate with confidence. The server sends the visitor's
 * language's set inside the page-translations reply, so the snippet bundles only the English one
 * (esbuild drops the unused table). The English set is in snippet-strings-en.ts, the translations in
 * snippet-translations.ts; the three import nothing else (like switcher.ts): the snippet bundles them.
 * Placeholders: {language} (a language's native name) and {text} (the original text).
 */
import { SNIPPET_STRINGS_EN, type SnippetStrings } from './snippet-strings-en.ts';
import { SNIPPET_STRINGS } from './snippet-translations.ts';

export { SNIPPET_STRINGS_EN, formatSnippetString, type SnippetStringKey, type SnippetStrings } from './snippet-strings-en.ts';
export { SNIPPET_STRINGS } from './snippet-translations.ts';

/**
 * Languages whose visitors see the snippet in English for now: we could not write these with
 * enough confidence (docs/snippet.md lists them). The contract test makes every language of the
 * table either translated (snippet-translations.ts) or listed here.
 */
// prettier-ignore
export const SNIPPET_ENGLISH_ONLY: readonly string[] = [
  'as', 'brx', 'doi', 'ks', 'kas-IN', 'kok', 'mai', 'mni', 'mni-Mtei', 'sa', 'sat', 'sd',
  'af', 'sq', 'am', 'ar', 'hy', 'az', 'eu', 'be', 'bs', 'bg', 'my', 'ca', 'ceb', 'ny', 'zh-CN', 'zh-TW', 'co', 'hr',
  'cs', 'da', 'dv', 'nl', 'eo', 'et', 'fil', 'fi', 'fy', 'gl', 'ka', 'el', 'ht', 'ha', 'haw', 'he', 'hmn', 'hu',
  'is', 'ig', 'id', 'ga', 'it', 'ja', 'jv', 'kk', 'km', 'rw', 'ko', 'ku', 'ky', 'lo', 'la', 'lv', 'lt', 'lb', 'mk',
  'mg', 'ms', 'mt', 'mi', 'mn', 'no', 'ps', 'fa', 'pl', 'pt', 'ro', 'ru', 'sm', 'gd', 'sr', 'st', 'sn', 'si', 'sk',
  'sl', 'so', 'su', 'sw', 'sv', 'tg', 'tt', 'th', 'tr', 'tk', 'uk', 'ug', 'uz', 'vi', 'cy', 'xh', 'yi', 'yo', 'zu',
];

/** The set to show for a language code, and the code it is written in (`en` when not translated). */
export function snippetStringsFor(code: string): { code: string; strings: SnippetStrings } {
  const strings = SNIPPET_STRINGS[code];
  return strings ? { code, strings } : { code: 'en', strings: SNIPPET_STRINGS_EN };
}
