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

/** After a consonant (or अ) with English /ʌ/ (bus, update): Hindi writes the inherent vowel, but
 * Bengali reads its inherent vowel as /ɔ/ and needs ा (বাস, আপডেট). */
export const STRUT = '\uE002';

/** A vowel sign for an unstressed vowel that Indian spellings write as e after the English letter
 * (ticket, payment, balance): Hindi े, Tamil, Telugu and Kannada the short ॆ (டிக்கெட், పేమెంట్). */
export const WRITTEN_E = '\uE003';

/** After ि of an unstressed /iː/ (recharge): Hindi रि, the Dravidian scripts the long ī (రీఛార్జ్). */
export const LONG_I = '\uE004';

/** After ि (or इ) of an unstressed first syllable spelt e (delivery, security): Hindi डि, the
 * southern scripts and Bengali e (డెలివరీ, ডেলিভারি). */
export const E_FOR_I = '\uE005';

/** After ो of British /jɔː/ (security): Hindi सिक्योरिटी, most other scripts ū (సెక్యూరిటీ). */
export const YU_O = '\uE006';

/** A vowel sign for an unstressed vowel spelt e before r (camera) or a final m (system): Hindi writes
 * the inherent vowel (कैमरा), Bengali, Telugu, Kannada, Gujarati and Marathi e (ক্যামেরা, కెమెరా). */
export const WEAK_E = '\uE007';

/** After ि (or इ) of a short i in an open syllable right before the main stress (design, university,
 * emergency): Urdu writes it with ye (ڈیزائن, یونیورسٹی, ایمرجنسی), the other scripts as a short i. */
export const OPEN_I = '\uE008';

export const VIRAMA = '\u094D';
export const NUKTA = '\u093C';
export const ANUSVARA = '\u0902';
export const ZWNJ = '\u200C';

/** A Devanagari consonant (including the W mark) with an optional nukta, as a regex source. */
export const CONSONANT = '[\\u0915-\\u0939\\u0958-\\u095F\\uE001]\\u093C?';

/** Dependent vowel signs, as a regex character class source. */
export const MATRA = '[\\u093E-\\u094C\\u0955-\\u0957\\u0962\\u0963]';
