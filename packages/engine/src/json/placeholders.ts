import { escapeLiteral, plainText, tokenizeMarkers } from '../extract/markers.ts';

/**
 * i18n placeholders become the segment markers of the translation core (`{n}` void, `<n>…</n>`
 * paired), so memory, engines, masking, quality checks and the editor treat them exactly as the
 * inline tags of a web page: an engine never sees `{{name}}`, and a translation that loses,
 * doubles or invents one is refused. The codes keep the original spelling for the way back.
 */
export type PlaceholderCode = { id: number; open: string; close?: string };
export type JsonSegmentText = { text: string; codes: PlaceholderCode[] };

const PLACEHOLDER = new RegExp(
  [
    /\{\{-?\s*[^{}]+?\}\}/.source, // i18next {{name}}, {{- raw}}, {{count, number}}
    /\$t\([^()]*(?:\([^()]*\)[^()]*)*\)/.source, // i18next nesting $t(key) and $t(key, { "count": 2 })
    /<\/?[A-Za-z0-9][\w.-]*(?:\s[^<>]*?)?\s*\/?>/.source, // react-i18next <1>…</1>, <0/>, <br/>, <strong>
    /%(?:\d+\$)?[-+ 0#]*\d*(?:\.\d+)?(?:l{0,2}|h{0,2})[sdifuxXoeEgGcp@]|%\([\w.]+\)[sdif]|%%/.source, // printf
    /\{\s*[\w.]+\s*(?:,\s*(?:number|date|time|spellout|ordinal|duration)\s*(?:,\s*[^{}]*)?)?\}/.source, // ICU {name}, {n, number}
  ].join('|'),
  'g',
);

type Token = { kind: 'text'; value: string } | { kind: 'code'; original: string; role: 'void' | 'open' | 'close'; name: string };

const TAG = /^<(\/?)([A-Za-z0-9][\w.-]*)(?:\s[^<>]*?)?\s*(\/?)>$/;

function scan(value: string, pluralHash: boolean): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  const pattern = pluralHash ? new RegExp(`${PLACEHOLDER.source}|#`, 'g') : PLACEHOLDER;
  pattern.lastIndex = 0;
  for (const m of value.matchAll(pattern)) {
    if (m.index > last) tokens.push({ kind: 'text', value: value.slice(last, m.index) });
    const tag = TAG.exec(m[0]);
    if (tag && !tag[3]) tokens.push({ kind: 'code', original: m[0], role: tag[1] ? 'close' : 'open', name: tag[2]! });
    else tokens.push({ kind: 'code', original: m[0], role: 'void', name: '' });
    last = m.index + m[0].length;
  }
  if (last < value.length) tokens.push({ kind: 'text', value: value.slice(last) });
  return tokens;
}

/** A JSON string (one text piece of it) as segment text with markers, and the codes to restore it. */
export function toSegmentText(value: string, opts: { pluralHash?: boolean } = {}): JsonSegmentText {
  const tokens = scan(value, opts.pluralHash ?? false);
  // Pair tags: an open tag closed later by the same name is a paired marker; anything else is void.
  const pairOf = new Map<number, number>();
  const stack: number[] = [];
  tokens.forEach((t, i) => {
    if (t.kind !== 'code') return;
    if (t.role === 'open') stack.push(i);
    if (t.role !== 'close') return;
    const at = stack.findLastIndex((j) => (tokens[j] as { name: string }).name === t.name);
    if (at < 0) return;
    const openIndex = stack[at]!;
    stack.splice(at);
    pairOf.set(openIndex, i);
    pairOf.set(i, openIndex);
  });
  const codes: PlaceholderCode[] = [];
  const idOf = new Map<number, number>();
  const pieces: string[] = [];
  tokens.forEach((t, i) => {
    if (t.kind === 'text') return pieces.push(t.value);
    const partner = pairOf.get(i);
    if (partner !== undefined && partner < i) return pieces.push(`</${idOf.get(partner)}>`);
    const id = codes.length + 1;
    idOf.set(i, id);
    if (partner !== undefined) {
      codes.push({ id, open: t.original, close: (tokens[partner] as { original: string }).original });
      return pieces.push(`<${id}>`);
    }
    codes.push({ id, open: t.original });
    return pieces.push(`{${id}}`);
  });
  // Literal text that looks like a marker is escaped, as the page extractor does.
  let text = '';
  pieces.forEach((piece, i) => {
    const isMarker = /^(?:<\/?\d+>|\{\d+\})$/.test(piece) && tokens[i]?.kind === 'code';
    text += isMarker ? piece : escapeLiteral(piece, i + 1 < pieces.length && tokens[i + 1]?.kind === 'code');
  });
  return { text, codes };
}

/** Whether a piece has anything to translate (letters outside its placeholders). */
export function isTranslatable(segment: JsonSegmentText): boolean {
  return /\p{L}/u.test(plainText(segment.text));
}

/**
 * Puts the original placeholders back into a translation. Every placeholder of the source must
 * come back exactly once, paired ones still paired: otherwise the value is refused with a message
 * naming the placeholder (the caller keeps the source text and reports the key).
 */
export function fromSegmentText(translated: string, codes: readonly PlaceholderCode[]): { text: string } | { error: string } {
  const byId = new Map(codes.map((c) => [c.id, c]));
  const seen = new Map<string, number>();
  let out = '';
  for (const token of tokenizeMarkers(translated)) {
    if (token.type === 'text') {
      out += token.value;
      continue;
    }
    const code = byId.get(token.id);
    const paired = token.type !== 'void';
    if (!code || paired !== (code.close !== undefined)) return { error: `The translation has a placeholder the source does not have (marker ${token.id}).` };
    const use = `${token.type}:${token.id}`;
    seen.set(use, (seen.get(use) ?? 0) + 1);
    out += token.type === 'close' ? code.close! : code.open;
  }
  for (const code of codes) {
    const uses = code.close === undefined ? [`void:${code.id}`] : [`open:${code.id}`, `close:${code.id}`];
    for (const use of uses) {
      const n = seen.get(use) ?? 0;
      const name = use.startsWith('close') ? code.close : code.open;
      if (n === 0) return { error: `The placeholder ${name} is missing from the translation.` };
      if (n > 1) return { error: `The placeholder ${name} appears ${n} times in the translation.` };
    }
  }
  return { text: out };
}
