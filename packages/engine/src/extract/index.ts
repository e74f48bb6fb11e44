export type { ExtractOptions, ExtractResult, Placeholder, Segment, SegmentKind } from './types.ts';
export { extractSegments } from './extract.ts';
export { countWords } from './words.ts';
export {
  DEFAULT_IGNORE_PATTERNS,
  TRANSLATABLE_META,
  TagKind,
  compileIgnorePatterns,
  escapeLiteral,
  fnv1a64,
  hasLetter,
  isIgnorable,
  isMarkedNoTranslate,
  normaliseText,
  plainText,
  tagKind,
  tokenizeMarkers,
  translatableAttributes,
} from './browser.ts';
export type { IgnoreMatcher, MarkerToken } from './browser.ts';
export { SelectorError, compileSelectors } from './selectors.ts';
export { applyTranslation, escapeHtml } from './apply.ts';
export { summariseCounts } from './counts.ts';
export type { CountSummary, CountedSegment, PageWordCounts, WordCounts } from './counts.ts';
