/*
 * Lower-case tag and attribute names without slicing the source: a name that equals a common tag (ASCII letters in
 * any case, other characters exactly) comes back as the one constant string, so the tag stream
 * allocates nothing for it and later Map/Set lookups hash an internalised string. Anything else
 * is sliced and lower-cased as before (that also covers names whose non-ASCII characters
 * lower-case to ASCII, such as U+212A KELVIN SIGN to "k": they never match here).
 */
const COMMON_TAGS =
  'a abbr address area article aside b base bdi bdo blockquote body br button caption cite code col colgroup dd del details dfn div dl dt em embed fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 head header hr html i iframe img input ins kbd label legend li link main mark math meta nav noscript object ol optgroup option p param path picture pre q rp rt ruby s samp script section select small source span strong style sub summary sup svg table tbody td template textarea tfoot th thead time title tr u ul var video wbr g use symbol defs';

const COMMON_ATTRIBUTES =
  'id class href src title alt style type name value rel lang dir role content property target width height for action method placeholder tabindex hidden translate aria-label aria-hidden data-lipi-no-translate';

// Indexed by length * 32 + the lower-cased first letter's low bits (an array index is cheaper than a Map key).
function byKey(names: string): (string[] | undefined)[] {
  const table: (string[] | undefined)[] = [];
  for (const name of names.split(' ')) (table[name.length * 32 + (name.charCodeAt(0) & 31)] ??= []).push(name);
  return table;
}
const TAGS = byKey(COMMON_TAGS);
const ATTRIBUTES = byKey(COMMON_ATTRIBUTES);

const isLetter = (c: number) => c >= 0x61 && c <= 0x7a;

/** Exactly `html.slice(start, end).toLowerCase()`. */
export function lowerTagName(html: string, start: number, end: number): string {
  return lowerName(TAGS, html, start, end);
}

/** Exactly `html.slice(start, end).toLowerCase()`. */
export function lowerAttributeName(html: string, start: number, end: number): string {
  return lowerName(ATTRIBUTES, html, start, end);
}

function lowerName(table: readonly (string[] | undefined)[], html: string, start: number, end: number): string {
  const first = html.charCodeAt(start) | 0x20;
  if (isLetter(first)) {
    const candidates = table[(end - start) * 32 + (first & 31)];
    if (candidates !== undefined) {
      for (const name of candidates) if (matches(html, start, name)) return name;
    }
  }
  return html.slice(start, end).toLowerCase();
}

function matches(html: string, start: number, name: string): boolean {
  for (let k = 0; k < name.length; k++) {
    const expected = name.charCodeAt(k);
    const c = html.charCodeAt(start + k);
    // c | 0x20 lower-cases A-Z, but also maps control characters onto digits and `-`: those exactly.
    if (isLetter(expected) ? (c | 0x20) !== expected : c !== expected) return false;
  }
  return true;
}
