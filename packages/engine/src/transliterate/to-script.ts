import { canonicalToBrahmic } from './brahmic.ts';
import { transliterationScriptOf } from './languages.ts';
import { resolveEnglishMarkers } from './loanword-habits.ts';
import { devanagariToOlChiki } from './ol-chiki.ts';
import { devanagariToPersoArabic } from './perso-arabic.ts';

/** Sanscript walks its scheme tables on every call, and pages repeat the same words, so results are
 * remembered (bounded, cleared when full). */
const CACHE_LIMIT = 50_000;
const cache = new Map<string, string>();

function convert(canonical: string, lang: string, source: 'english' | 'indic'): string {
  const script = transliterationScriptOf(lang);
  if (script === 'urdu' || script === 'sindhi')
    return devanagariToPersoArabic(resolveEnglishMarkers(canonical, lang, source === 'english'), lang).normalize('NFC');
  if (script === 'ol_chiki') return devanagariToOlChiki(resolveEnglishMarkers(canonical, lang, source === 'english')).normalize('NFC');
  return canonicalToBrahmic(canonical, lang, source === 'english');
}

/** Converts one word of canonical Devanagari (see markers.ts) for a normalised language code;
 * `source` tells English loanwords from romanised Indian words, which some scripts spell differently. */
export function canonicalToTarget(canonical: string, lang: string, source: 'english' | 'indic'): string {
  const key = `${lang}\u0000${source}\u0000${canonical}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const result = convert(canonical, lang, source);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, result);
  return result;
}
