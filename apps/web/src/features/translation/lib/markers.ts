/*
 * Inline markers of segment text, as the engine writes them (packages/engine/src/extract/markers.ts):
 * `<n>` opens and `</n>` closes a paired inline tag, `{n}` stands for a void or opaque one, and an
 * odd number of backslashes before a marker makes it literal text. The web app does not bundle the
 * engine (htmlparser2 and friends), so this small reader mirrors its rules for display and checks.
 */
export type MarkerToken = { type: 'text'; value: string } | { type: 'open' | 'close' | 'void'; id: number; raw: string };

const MARKER = /(\\*)(?:<(\/?)(\d+)>|\{(\d+)\})/g;

export function tokenizeMarkers(text: string): MarkerToken[] {
  const tokens: MarkerToken[] = [];
  let literal = '';
  let last = 0;
  for (const m of text.matchAll(MARKER)) {
    const slashes = m[1] ?? '';
    const index = m.index ?? 0;
    literal += text.slice(last, index) + '\\'.repeat(slashes.length >> 1);
    last = index + m[0].length;
    const raw = m[0].slice(slashes.length);
    if (slashes.length % 2 === 1) {
      literal += raw;
      continue;
    }
    if (literal) tokens.push({ type: 'text', value: literal });
    literal = '';
    const id = Number(m[3] ?? m[4]);
    tokens.push({ type: m[4] !== undefined ? 'void' : m[2] ? 'close' : 'open', id, raw });
  }
  literal += text.slice(last);
  if (literal) tokens.push({ type: 'text', value: literal });
  return tokens;
}

/** The markers of a text in order, as written (`<1>`, `</1>`, `{2}`). */
export function markersOf(text: string): string[] {
  return tokenizeMarkers(text).flatMap((t) => (t.type === 'text' ? [] : [t.raw]));
}

export function hasMarkers(text: string): boolean {
  return markersOf(text).length > 0;
}

export type MarkerCheck = { missing: string[]; extra: string[] };

/**
 * Which markers of the source a target lacks, and which it has that the source does not (or has
 * twice). Order may change (languages order words differently); each marker belongs once.
 */
export function checkMarkers(source: string, target: string): MarkerCheck {
  const left = new Map<string, number>();
  for (const raw of markersOf(source)) left.set(raw, (left.get(raw) ?? 0) + 1);
  const extra: string[] = [];
  for (const raw of markersOf(target)) {
    const count = left.get(raw) ?? 0;
    if (count > 0) left.set(raw, count - 1);
    else extra.push(raw);
  }
  const missing = [...left.entries()].flatMap(([raw, count]) => Array<string>(count).fill(raw));
  return { missing, extra };
}

/** Readable words for a marker in labels and messages: '<1>' → 'start of tag 1'. */
export function describeMarker(raw: string): string {
  const m = /^<(\/?)(\d+)>$|^\{(\d+)\}$/.exec(raw);
  if (!m) return raw;
  if (m[3] !== undefined) return `element ${m[3]}`;
  return m[1] ? `end of tag ${m[2]}` : `start of tag ${m[2]}`;
}
