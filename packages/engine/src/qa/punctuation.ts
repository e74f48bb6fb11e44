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

export function checkSentenceEnd(target: string, targetLang: string): QaWarning[] {
  const lang = baseLanguage(targetLang);
  const text = target.trimEnd();
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
