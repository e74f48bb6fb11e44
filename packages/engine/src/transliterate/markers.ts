/**
 * The English path first writes a word in a "canonical" Devanagari spelling and only then turns it
 * into the target script. Canonical Devanagari is ordinary Hindi-style Devanagari plus a few marks that
 * keep information other scripts need and Hindi spelling throws away. These marks never leave the
 * module: every converter resolves them.
 */

/** After a consonant whose inherent vowel is not pronounced. Hindi writes such a consonant bare
 * (बैंक, पासवर्ड), Tamil and Telugu need a visible virama, Urdu and Ol Chiki simply write no vowel. */
export const SILENT = '\uE000';

/** English /w/. Devanagari has one letter (व) for /v/ and /w/, but Bengali writes /w/ as ওয় and /v/
 * as ভ, and Odia uses ୱ versus ଭ, so the difference is kept until the target is known. */
export const W_MARK = '\uE001';

export const VIRAMA = '\u094D';
export const NUKTA = '\u093C';
export const ANUSVARA = '\u0902';
export const ZWNJ = '\u200C';

/** A Devanagari consonant (including the W mark) with an optional nukta, as a regex source. */
export const CONSONANT = '[\\u0915-\\u0939\\u0958-\\u095F\\uE001]\\u093C?';

/** Dependent vowel signs, as a regex character class source. */
export const MATRA = '[\\u093E-\\u094C\\u0955-\\u0957\\u0962\\u0963]';
