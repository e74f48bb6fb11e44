export type { ExtractOptions, ExtractResult, Placeholder, Segment, SegmentKind } from './types.ts';
export { extractSegments } from './extract.ts';
export { extractLinks } from './page-links.ts';
export type { PageLinks } from './page-links.ts';
export { countWords } from './words.ts';
// Everything the browser entry offers (element rules, hashing, normalisation, ignore rule, markers).
export * from './browser.ts';
export { SelectorError, compileSelectors } from './selectors.ts';
export { applyTranslation, escapeHtml } from './apply.ts';
export { summariseCounts } from './counts.ts';
export type { CountSummary, CountedSegment, PageWordCounts, WordCounts } from './counts.ts';
// The tokenizer-driven event stream, for the proxy's page tree (packages/engine/src/page/html-tree.ts).
export { AttributeMode, NO_ATTRIBUTES, TagStream } from './tag-stream.ts';
