/*
 * Placeholder markers inside segment text: `<n>` opens and `</n>` closes a paired inline tag, `{n}`
 * stands for a void or opaque one. Page text that merely looks like a marker (a docs page showing
 * "{1}") is escaped with a backslash, and backslashes right before a marker are doubled, so an odd
 * number of backslashes before a marker makes it literal and an even number leaves it real. Text
 * without marker-shaped sequences is never altered, so ordinary prose stays untouched for MT.
 */

export type MarkerToken = { type: 'text'; value: string } | { type: 'open' | 'close' | 'void'; id: number };

const MAY_NEED_ESCAPE = /[\\<{]/;
const MARKER_SHAPE = /(\\*)(<\/?\d+>|\{\d+\})/g;
const MARKER_WITH_ESCAPES = /(\\*)(?:<(\/?)(\d+)>|\{(\d+)\})/g;

/** Escapes literal page text; `beforeMarker` says whether a real marker follows it directly. */
export function escapeLiteral(text: string, beforeMarker: boolean): string {
  if (!MAY_NEED_ESCAPE.test(text)) return text;
  let out = text.replace(MARKER_SHAPE, (_m, slashes: string, marker: string) => `${slashes}${slashes}\\${marker}`);
  if (beforeMarker) out = out.replace(/\\+$/, (slashes) => slashes + slashes);
  return out;
}

/** Splits segment (or translated) text into literal text and markers, undoing the escapes. */
export function tokenizeMarkers(text: string): MarkerToken[] {
  const tokens: MarkerToken[] = [];
  let literal = '';
  let last = 0;
  for (const m of text.matchAll(MARKER_WITH_ESCAPES)) {
    const slashes = m[1] ?? '';
    const index = m.index ?? 0;
    literal += text.slice(last, index) + '\\'.repeat(slashes.length >> 1);
    last = index + m[0].length;
    if (slashes.length % 2 === 1) {
      literal += m[0].slice(slashes.length);
      continue;
    }
    if (literal) tokens.push({ type: 'text', value: literal });
    literal = '';
    const id = Number(m[3] ?? m[4]);
    tokens.push({ type: m[4] !== undefined ? 'void' : m[2] ? 'close' : 'open', id });
  }
  literal += text.slice(last);
  if (literal) tokens.push({ type: 'text', value: literal });
  return tokens;
}

/**
 * The visible text of a segment: paired markers vanish (`Hello<1>world</1>` renders as one word)
 * while void ones become a space, since a `<br>` or an image separates words.
 */
export function plainText(text: string): string {
  if (!text.includes('<') && !text.includes('{')) return text;
  let out = '';
  for (const token of tokenizeMarkers(text)) {
    if (token.type === 'text') out += token.value;
    else if (token.type === 'void') out += ' ';
  }
  return out;
}
