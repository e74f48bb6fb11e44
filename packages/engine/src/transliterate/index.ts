export { transliterateEnglish, type TransliterationOptions } from './transliterate-english.ts';
export { phoneticToIndic, type PhoneticOptions } from './phonetic.ts';
export {
  supportedTransliterationLanguages,
  transliterationScriptOf,
  isInTargetScript,
  type TargetScript,
} from './languages.ts';
