/*
 * The part of ICU MessageFormat that Flutter's gen_l10n messages use: a message that is one
 * `{arg, plural|select, case{…} …}` (explicit `=N` cases included) is split into its cases; a
 * message with simple `{name}` arguments only is plain. Anything else (nested plurals, `offset:`,
 * text around a plural) is reported as complex and left untranslated rather than risk breaking it.
 */
export type IcuChoice = { arg: string; type: 'plural' | 'select' | 'selectordinal'; cases: { key: string; text: string }[] };

const HEAD = /^\s*\{\s*([A-Za-z_]\w*)\s*,\s*(plural|select|selectordinal)\s*,/;

/** Index after the `}` that closes the `{` at `open`, or -1. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

export function parseIcuChoice(message: string): IcuChoice | 'complex' | null {
  const head = HEAD.exec(message);
  if (!head) return /\{\s*\w+\s*,/.test(message) || !simpleBraces(message) ? 'complex' : null;
  const end = closing(message, message.indexOf('{'));
  if (end < 0 || message.slice(end).trim() !== '') return 'complex';
  const body = message.slice(head[0].length, end - 1);
  const cases: IcuChoice['cases'] = [];
  let i = 0;
  const CASE = /\s*(=\d+|[A-Za-z_]\w*)\s*\{/y;
  while (i < body.length) {
    if (body.slice(i).trim() === '') break;
    CASE.lastIndex = i;
    const m = CASE.exec(body);
    if (!m) return 'complex';
    const open = CASE.lastIndex - 1;
    const close = closing(body, open);
    if (close < 0) return 'complex';
    const text = body.slice(open + 1, close - 1);
    if (!simpleBraces(text)) return 'complex';
    cases.push({ key: m[1]!, text });
    i = close;
  }
  if (!cases.some((c) => c.key === 'other')) return 'complex';
  return { arg: head[1]!, type: head[2] as IcuChoice['type'], cases };
}

/** Text whose braces are all simple `{name}` arguments. */
export function simpleBraces(text: string): boolean {
  return !/[{}]/.test(text.replace(/\{\s*[A-Za-z_]\w*\s*\}/g, ''));
}

export function writeIcuChoice(choice: IcuChoice): string {
  return `{${choice.arg}, ${choice.type}, ${choice.cases.map((c) => `${c.key}{${c.text}}`).join(' ')}}`;
}
