import type { QaWarning } from './types.ts';
import { baseLanguage } from './scripts.ts';

// Languages that end sentences with a danda (।): Hindi, Sanskrit, Nepali and Maithili in
// Devanagari, Bengali, Assamese, Odia and Punjabi in Gurmukhi. Marathi, Konkani, Gujarati and the
// Dravidian languages end them with a Latin full stop in current usage; Urdu and Kashmiri in
// Perso-Arabic use the Urdu full stop (۔).
const DANDA_LANGUAGES = new Set(['hi', 'sa', 'ne', 'mai', 'bn', 'as', 'od', 'or', 'pa']);
const FULL_STOP_LANGUAGES = new Set(['mr', 'kok', 'gu', 'ta', 'te', 'kn', 'ml']);
const URDU_STOP_LANGUAGES = new Set(['ur', 'kas-in']);

// A Latin full stop ending a sentence: at the end (before closing quotes or brackets), or followed
// by a space and a letter. Ellipses, decimals and abbreviations such as "Dr." are not sentence ends.
const LATIN_SENTENCE_END = /(?<![.\p{N}]|\b\p{Lu}\p{Ll}{0,2}|\b\p{Lu})\.(?=["'”’)\]\s]*$|\s+\p{L})/u;

// Abbreviations written with a full stop in danda languages (डॉ. शर्मा, श्री., रु. 500, ডা., ਡਾ.).
const INDIC_ABBREVIATIONS = [
  'डॉ',
  'डा',
  'श्री',
  'श्रीमती',
  'सुश्री',
  'कु',
  'प्रो',
  'सं',
  'पृ',
  'रु',
  'कि',
  'मी',
  'ग्रा',
  'मि',
  'लि',
  'प्रा',
  'ई',
  'पू',
  'नं',
  'क्र',
  'वि',
  'ডা',
  'ডঃ',
  'শ্রী',
  'শ্রীমতী',
  'নং',
  'কি',
  'মি',
  'লি',
  'ড',
  'ଡା',
  'ଶ୍ରୀ',
  'ਡਾ',
  'ਸ੍ਰੀ',
  'ਸ੍ਰੀਮਤੀ',
  'ਨੰ',
  'ਕਿ',
  'ਮੀ',
];
const ABBREVIATION_DOT = new RegExp(`(?<![\\p{L}\\p{M}])(${INDIC_ABBREVIATIONS.join('|')})\\.`, 'gu');
// The last part of a dotted chain (कि.मी., ई.पू.): a short word right after another dot.
const CHAIN_DOT = /(?<=\.[\p{L}\p{M}]{1,4})\./gu;

/** The text with abbreviation full stops replaced, so that they are not read as sentence ends. */
function withoutAbbreviationDots(text: string): string {
  return text.replace(ABBREVIATION_DOT, '$1\u2024').replace(CHAIN_DOT, '\u2024');
}

export function checkSentenceEnd(target: string, targetLang: string): QaWarning[] {
  const lang = baseLanguage(targetLang);
  const text = withoutAbbreviationDots(target.trimEnd());
  if (DANDA_LANGUAGES.has(lang) && LATIN_SENTENCE_END.test(text)) {
    return [{ code: 'DANDA_EXPECTED', message: 'This language ends sentences with a danda (।), not a full stop (.).' }];
  }
  if (URDU_STOP_LANGUAGES.has(lang) && LATIN_SENTENCE_END.test(text)) {
    return [{ code: 'URDU_FULL_STOP_EXPECTED', message: 'Urdu ends sentences with the Urdu full stop (۔), not a Latin full stop (.).' }];
  }
  if (FULL_STOP_LANGUAGES.has(lang) && /[।॥]/u.test(text)) {
    return [{ code: 'FULL_STOP_EXPECTED', message: 'This language ends sentences with a full stop (.), not a danda (।).' }];
  }
  return [];
}
