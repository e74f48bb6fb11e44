export { transliterateEnglish, type TransliterationOptions } from './transliterate-english.ts';
export { phoneticSuggestions, phoneticToIndic, type PhoneticOptions } from './phonetic.ts';
export { supportedTransliterationLanguages, transliterationScriptOf, isInTargetScript, type TargetScript } from './languages.ts';
export { looksRomanisedHindi, sharedScriptLanguage, ROMANISED_HINDI_WORDS } from './detect-language.ts';
export { parseLexicon, hasLexiconFile, LEXICON_LANGUAGES, type Lexicon } from './lexicon.ts';
export type { CandidateOptions } from './phonetic-candidates.ts';
export { countScriptWords } from './script-words.ts';
