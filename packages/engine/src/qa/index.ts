/*
 * Translation checks shown as warnings in the editor. Codes (stable, for filters and tests):
 * - EMPTY_TARGET: the translation has no visible text while the source has some (no other checks run).
 * - TAG_MISSING / TAG_EXTRA: inline-tag markers (`<1>`, `</1>`, `{2}`) lost or invented.
 * - TAG_NESTING: same markers as the source, but paired ones cross or close before they open.
 * - NUMBER_MISSING: a number of the source is not in the target. Native digits (१२३, ১২৩, ௧௨௩…)
 *   count as their value and grouping is ignored, so 1,00,000 matches 100,000 and १००००० alike.
 * - GLOSSARY_NOT_KEPT: a "never translate" term of the source is not in the target as written.
 * - GLOSSARY_NOT_USED: an "always" term's translation for the target language is not in the target.
 * - GLOSSARY_NOT_TRANSLITERATED: a "transliterate" term is in the target neither transliterated nor as written.
 * - JOINER_LOST: a ZWJ or ZWNJ of the source is gone (they change how conjuncts are written).
 * - STARTS_WITH_MARK / DANGLING_MARK / REPEATED_MARK (Indian scripts): the target, or a word of it,
 *   starts with a vowel sign, virama or other combining mark, or a mark is written twice in a row.
 * - MIXED_SCRIPT (Indian scripts): Latin or another script's letters inside the target, apart from
 *   URLs, e-mail addresses, placeholders, glossary terms and translations, and name-like Latin words
 *   copied from the source (UPI, iPhone, 4G).
 * - DANDA_EXPECTED / FULL_STOP_EXPECTED / URDU_FULL_STOP_EXPECTED: the sentence-end mark does not
 *   fit the language (see punctuation.ts for which language uses which).
 */
export { checkTranslation, type CheckTranslationInput } from './check-translation.ts';
export { unifyCanonicalSpellings } from './canonical-spelling.ts';
export type { QaWarning } from './types.ts';
export type { GlossaryTerm } from '../mask/glossary.ts';
