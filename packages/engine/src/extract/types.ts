import type { PageLinks } from './page-links.ts';

/** Where a segment's text comes from on the page. */
export type SegmentKind = 'text' | 'attribute' | 'title' | 'meta';

/**
 * An inline tag kept out of the translatable text. Paired tags appear in the text as `<n>…</n>`,
 * void ones (br, img, wbr) and opaque ones (untranslatable inline content such as `<code>` or a
 * `notranslate` span) as `{n}`, so a translation can move them without seeing any markup.
 */
export interface Placeholder {
  id: number;
  tag: string;
  /** The source attributes as written; applyTranslation filters them again on output. */
  attrs: Record<string, string>;
  isVoid: boolean;
  /** Verbatim source markup of an opaque placeholder (copied from the page, never from a translation). */
  html?: string;
}

export interface Segment {
  /** NFC, whitespace-folded text with placeholders; see markers.ts for the marker syntax. */
  text: string;
  /** FNV-1a 64 of `text` as 16 hex digits. */
  sourceHash: string;
  kind: SegmentKind;
  /** The attribute holding the text for 'attribute' and 'meta' segments ('content' for meta). */
  attribute?: string;
  /** For 'meta' segments: the meta name or property, e.g. 'description' or 'og:title'. */
  metaName?: string;
  /**
   * XPath-like locator of the element holding the text, with 1-based indices among siblings of the
   * same tag (`/html[1]/body[1]/p[2]`). A block whose text is interrupted by child blocks yields
   * several runs; the second and later ones get a `#n` suffix.
   */
  path?: string;
  placeholders: Placeholder[];
  wordCount: number;
}

export interface ExtractOptions {
  /** Simple CSS selectors of elements not to translate; see selectors.ts for what is supported. */
  noTranslateSelectors?: string[];
  /** Segments whose text is only made of matches of these are dropped. Defaults: DEFAULT_IGNORE_PATTERNS. */
  ignorePatterns?: RegExp[];
  /** The page's URL: also collect its links (page-links.ts) in the same pass, as the crawler needs both. */
  linksOf?: string;
}

export interface ExtractResult {
  segments: Segment[];
  /** Set when the options gave `linksOf`. */
  links?: PageLinks;
}
