/**
 * ICU MessageFormat plural and select blocks inside a value (`{count, plural, one {# item} other
 * {# items}}`). Each branch's text is its own piece to translate; the block itself is structure,
 * regenerated for the target language's plural categories on the way out.
 */
export type IcuPiece = { type: 'text'; text: string; inPlural: boolean } | IcuBlock;
export type IcuBlock = {
  type: 'block';
  arg: string;
  kind: 'plural' | 'select' | 'selectordinal';
  offset: string;
  options: { selector: string; body: IcuPiece[] }[];
};

const BLOCK_HEAD = /^\{\s*([\w.]+)\s*,\s*(plural|select|selectordinal)\s*,\s*(offset:\s*\d+\s*)?/;

/** The index just after the brace that closes the one at `start`, or -1 when it never closes. */
function matchingBrace(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

function parseOptions(body: string, depth: number): IcuBlock['options'] | null {
  const options: IcuBlock['options'] = [];
  let i = 0;
  while (i < body.length) {
    const m = /^\s*(=\d+|[\w-]+)\s*\{/.exec(body.slice(i));
    if (!m) return /^\s*$/.test(body.slice(i)) && options.length > 0 ? options : null;
    const open = i + m[0].length - 1;
    const end = matchingBrace(body, open);
    if (end < 0) return null;
    options.push({ selector: m[1]!, body: parseIcu(body.slice(open + 1, end - 1), depth + 1, true) });
    i = end;
  }
  return options.length > 0 ? options : null;
}

/** Splits a value into text and plural/select blocks; anything that is not a well-formed block stays text. */
export function parseIcu(value: string, depth = 0, inPlural = false): IcuPiece[] {
  const pieces: IcuPiece[] = [];
  let text = '';
  let i = 0;
  while (i < value.length) {
    const head = depth < 10 && value[i] === '{' && value[i + 1] !== '{' ? BLOCK_HEAD.exec(value.slice(i)) : null;
    const end = head ? matchingBrace(value, i) : -1;
    const options = head && end > 0 ? parseOptions(value.slice(i + head[0].length, end - 1), depth) : null;
    if (!head || !options) {
      text += value[i];
      i++;
      continue;
    }
    if (text) pieces.push({ type: 'text', text, inPlural });
    text = '';
    pieces.push({ type: 'block', arg: head[1]!, kind: head[2] as IcuBlock['kind'], offset: head[3]?.trim() ?? '', options });
    i = end;
  }
  if (text) pieces.push({ type: 'text', text, inPlural });
  return pieces;
}

export type CategoriesOf = (kind: 'plural' | 'selectordinal') => readonly string[];

/**
 * Writes pieces back as a message. Plural blocks get the target's categories: a category the
 * source wrote is kept, one it lacks takes the `other` branch, one the target has not is dropped;
 * exact selectors (`=0`) and select blocks are kept as they are.
 */
export function renderIcu(pieces: IcuPiece[], renderText: (text: string, inPlural: boolean) => string, categoriesOf: CategoriesOf): string {
  return pieces
    .map((piece) => {
      if (piece.type === 'text') return renderText(piece.text, piece.inPlural);
      const body = (options: IcuBlock['options']) => options.map((o) => `${o.selector} {${renderIcu(o.body, renderText, categoriesOf)}}`).join(' ');
      const head = `{${piece.arg}, ${piece.kind},${piece.offset ? ` ${piece.offset}` : ''} `;
      if (piece.kind === 'select') return `${head}${body(piece.options)}}`;
      const exact = piece.options.filter((o) => o.selector.startsWith('='));
      const other = piece.options.find((o) => o.selector === 'other') ?? piece.options[piece.options.length - 1]!;
      const regenerated = categoriesOf(piece.kind).map((category) => ({
        selector: category,
        body: (piece.options.find((o) => o.selector === category) ?? other).body,
      }));
      return `${head}${body([...exact, ...regenerated])}}`;
    })
    .join('');
}

/** Every text piece, depth first, in document order (what becomes segments). */
export function icuTexts(pieces: IcuPiece[]): { text: string; inPlural: boolean }[] {
  return pieces.flatMap((p) => (p.type === 'text' ? [{ text: p.text, inPlural: p.inPlural }] : p.options.flatMap((o) => icuTexts(o.body))));
}
