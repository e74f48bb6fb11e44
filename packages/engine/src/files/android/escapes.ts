/*
 * Android string resource escaping (aapt2's rules, as translate-toolkit's aresource module also
 * implements them). Reading: `\'` `\"` `\@` `\?` `\\` `\n` `\t` `\uXXXX`; an unescaped `"` toggles
 * quoting; outside quotes runs of whitespace collapse to one space; an unknown escape drops the
 * backslash. Writing escapes only what Android needs, so the output reads back to the same text.
 */

export type UnescapeState = { quoted: boolean };

const NEEDS_UNESCAPE = /[\\"\t\r\n]| {2}/;
const isSpace = (ch: string) => ch === ' ' || ch === '\n' || ch === '\t' || ch === '\r';

const SIMPLE: Readonly<Record<string, string>> = { n: '\n', t: '\t', "'": "'", '"': '"', '@': '@', '?': '?', '\\': '\\' };

/**
 * Unescapes one piece of a string's text. The quoting state is carried between pieces because a
 * quote opened before an inline tag (`"Hello <b>world</b> "`) still holds after it.
 */
export function unescapeAndroid(raw: string, state: UnescapeState = { quoted: false }): string {
  // Most strings have nothing to undo: no escapes, quotes or whitespace beyond single spaces.
  if (!NEEDS_UNESCAPE.test(raw)) return raw;
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i] as string;
    if (ch === '\\') {
      const next = raw[i + 1];
      if (next === undefined) break;
      if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(raw.slice(i + 2, i + 6))) {
        out += String.fromCharCode(parseInt(raw.slice(i + 2, i + 6), 16));
        i += 5;
        continue;
      }
      out += SIMPLE[next] ?? next;
      i++;
      continue;
    }
    if (ch === '"') {
      state.quoted = !state.quoted;
      continue;
    }
    if (!state.quoted && isSpace(ch)) {
      if (!out.endsWith(' ')) out += ' ';
      while (isSpace(raw[i + 1] ?? '')) i++;
      continue;
    }
    out += ch;
  }
  return out;
}

/** Trims the collapsed whitespace Android drops at both ends of an unquoted string. */
export function needsQuotes(text: string): boolean {
  return /^\s|\s$|\s\s|[\t\r]/.test(text);
}

/**
 * Escapes a piece of text for an Android string. `atStart` says whether the piece opens the
 * string, where `@` and `?` would otherwise be read as resource and theme references.
 */
const NEEDS_ESCAPE = /[\\\n\t'"]/;

export function escapeAndroid(text: string, atStart: boolean): string {
  let out = NEEDS_ESCAPE.test(text) ? text.replace(/[\\\n\t'"]/g, (ch) => (ch === '\n' ? '\\n' : ch === '\t' ? '\\t' : `\\${ch}`)) : text;
  if (atStart && (out.startsWith('@') || out.startsWith('?'))) out = `\\${out}`;
  return out;
}
