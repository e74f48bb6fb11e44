/**
 * Splits text into what gets transliterated (Latin words, digits) and what must come out
 * byte-for-byte: placeholders of every common i18n format, markup tags, URLs, e-mail addresses,
 * punctuation, spaces and text already in another script.
 */
export type TokenKind = 'word' | 'number' | 'protected' | 'other';

export interface Token {
  readonly kind: TokenKind;
  readonly text: string;
}

const PROTECTED = [
  /<\/?[A-Za-z0-9_:-]+(?:\s[^<>]*)?\/?>/.source, // <1>, </1>, <b>, <br/>, <a href="...">
  /\{\{[^{}]*\}\}/.source, // {{name}}
  /\{[^{}\s]*\}/.source, // {2}, {name}, ICU argument names
  /\$\{[^{}]*\}/.source, // ${name}
  // %s, %1$s, %.2f; not a percentage ("7.25% interest": a % after a digit) and no space flag ("% interest").
  /(?<![\d.])%(?:\d+\$)?[-+0#]*\d*(?:\.\d+)?[sdifuxXeEgGc@]/.source,
  /https?:\/\/[^\s<>"]*[^\s<>".,;:!?)'\]]/.source,
  /www\.[^\s<>"]*[^\s<>".,;:!?)'\]]/.source,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.source,
].join('|');

const TOKEN = new RegExp(`(${PROTECTED})|([A-Za-z]+(?:['’][A-Za-z]+)*)|([0-9]+)`, 'g');

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > last) tokens.push({ kind: 'other', text: text.slice(last, match.index) });
    const kind: TokenKind = match[1] !== undefined ? 'protected' : match[2] !== undefined ? 'word' : 'number';
    tokens.push({ kind, text: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) tokens.push({ kind: 'other', text: text.slice(last) });
  return tokens;
}
