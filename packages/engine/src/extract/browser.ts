/*
 * The part of the extractor that runs in a browser: element kinds, hashing, normalisation, the
 * ignore rule and marker syntax, without extract.ts and its htmlparser2. The snippet bundles this
 * entry (its size budget has no room for a parser); the server's DOM-level code imports the same
 * functions from the main entry. Nothing imported here may import htmlparser2.
 */
export { TRANSLATABLE_META, TagKind, isMarkedNoTranslate, tagKind, translatableAttributes } from './elements.ts';
export { fnv1a64 } from './hash.ts';
export { DEFAULT_IGNORE_PATTERNS, compileIgnorePatterns, isIgnorable } from './ignore.ts';
export type { IgnoreMatcher } from './ignore.ts';
export { escapeLiteral, plainText, tokenizeMarkers } from './markers.ts';
export type { MarkerToken } from './markers.ts';
export { hasLetter, normaliseText } from './normalise.ts';
