/*
 * How each element takes part in segmentation. Anything not listed is block-level: unknown and
 * custom elements end a segment, because merging the texts of two widgets into one sentence is
 * worse than splitting a rare inline custom element out of its sentence.
 */

/** How an element takes part in segmentation; see tagKind. */
export const TagKind = {
  /** Ends the current segment; its content forms new ones. */
  Block: 0,
  /** Phrasing element that stays inside its sentence as a `<n>…</n>` placeholder. */
  Inline: 1,
  /** br, img, wbr: `{n}` placeholders. */
  InlineVoid: 2,
  /** Dropped with its content wherever it is, without a placeholder. */
  Invisible: 3,
  /** Shown but not translated, inside a sentence: an opaque `{n}` placeholder. */
  OpaqueInline: 4,
  /** Shown but not translated, as a block. */
  OpaqueBlock: 5,
  /**
   * A form control (input, select, button): ends the segment like a block, and the inline
   * elements open around it become containers too, so `<label>Email <input></label>` gives the
   * segment `Email` at the label, not `<1>Email </1>` (issue #17).
   */
  Control: 6,
} as const;
export type TagKind = (typeof TagKind)[keyof typeof TagKind];

const KINDS = new Map<string, TagKind>();
const define = (kind: TagKind, tags: string): void => {
  for (const tag of tags.split(' ')) KINDS.set(tag, kind);
};

define(TagKind.Inline, 'a abbr b bdi bdo big cite data del dfn em font i ins label mark q rb rp rt ruby s small span strike strong sub sup time tt u');
define(TagKind.InlineVoid, 'br img wbr');
/*
 * Invisible: never shown as text, so dropped even mid-sentence (a translator would see a marker
 * for nothing). iframe, object, canvas, audio and video hold only fallback content; textarea
 * holds what the visitor types. meta, link and friends are here so microdata `<meta itemprop>`
 * inside a paragraph does not cut its sentence in two.
 */
define(TagKind.Invisible, 'script style noscript template iframe object canvas audio video textarea meta link base source track param');
/*
 * Opaque: inline ones carry their source markup so "Run <code>npm i</code> now" stays one segment
 * ("Run {1} now"). `pre` is skipped: on real sites it is overwhelmingly code or ASCII art, and
 * whitespace folding would destroy what is left. kbd, samp and var are code-like as well. svg and
 * math are markup, not prose (an svg's <title> is not the page title).
 */
define(TagKind.OpaqueInline, 'code kbd samp var svg math');
define(TagKind.OpaqueBlock, 'pre');
define(TagKind.Control, 'button input select');

/** One map lookup per element: this runs for every tag of every crawled page. */
export function tagKind(tag: string): TagKind {
  return KINDS.get(tag) ?? TagKind.Block;
}

const NONE: readonly string[] = [];

/** Attributes whose text is shown to visitors (or read by screen readers), per element. */

export function translatableAttributes(tag: string, attribs: Record<string, string>): readonly string[] {
  // Most elements have attributes (class, href) but none of these: answer without allocating.
  if (!attribs.title && !attribs['aria-label'] && !attribs.alt && !attribs.placeholder && !(tag === 'input' && attribs.value)) return NONE;
  const names: string[] = [];
  if (attribs.title) names.push('title');
  if (attribs['aria-label']) names.push('aria-label');
  if (attribs.alt && (tag === 'img' || tag === 'area' || tag === 'input')) names.push('alt');
  if (attribs.placeholder && (tag === 'input' || tag === 'textarea')) names.push('placeholder');
  if (tag === 'input' && attribs.value) {
    const type = (attribs.type ?? '').toLowerCase();
    if (type === 'button' || type === 'submit' || type === 'reset') names.push('value');
  }
  return names;
}

/** meta name/property values whose content is a translatable text. */
export const TRANSLATABLE_META: ReadonlySet<string> = new Set(['description', 'og:title', 'og:description', 'twitter:title', 'twitter:description']);

/** The no-translation markers every page can use without project settings. */
export function isMarkedNoTranslate(attribs: Record<string, string>): boolean {
  if (attribs.translate !== undefined && attribs.translate.trim().toLowerCase() === 'no') return true;
  if (attribs['data-lipi-no-translate'] !== undefined) return true;
  const cls = attribs.class;
  return cls !== undefined && hasClassName(cls, 'notranslate');
}

/** `cls.split(/\s+/).includes(name)` without splitting: an occurrence bounded by whitespace or the ends. */
function hasClassName(cls: string, name: string): boolean {
  for (let at = cls.indexOf(name); at >= 0; at = cls.indexOf(name, at + 1)) {
    const end = at + name.length;
    if ((at === 0 || WHITESPACE.test(cls.charAt(at - 1))) && (end === cls.length || WHITESPACE.test(cls.charAt(end)))) return true;
  }
  return false;
}
const WHITESPACE = /\s/;
