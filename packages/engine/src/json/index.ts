export { JSON_LIMITS, JsonContentError, jsonDepth, parseJsonDocument, type JsonObject, type JsonValue } from './parse.ts';
export { fromSegmentText, isTranslatable, toSegmentText, type JsonSegmentText, type PlaceholderCode } from './placeholders.ts';
export { parseIcu, renderIcu, icuTexts, type IcuPiece } from './icu.ts';
export { pluralCategories, CATEGORY_ORDER } from './plurals.ts';
export {
  detectFormat,
  detectShape,
  documentSegments,
  jsonEntries,
  translateDocument,
  valueSegments,
  type JsonEntry,
  type JsonFormat,
  type JsonSegment,
  type JsonShape,
  type TranslatedDocument,
  type TranslationIssue,
} from './document.ts';
export { serialiseLike, zipTextFiles } from './serialise.ts';
