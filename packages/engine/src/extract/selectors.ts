/*
 * The subset of CSS selectors a project can give as "no-translation nodes". Supported:
 *   tag, *, .class, #id, [attr], [attr=v], [attr~=v], [attr^=v], [attr$=v], [attr*=v], [attr|=v]
 *   (values bare or quoted), compounds of these (`div.foo#bar[data-x]`), the descendant combinator
 *   (`footer .price`) and lists (`a, b`).
 * Not supported, and rejected with a SelectorError rather than silently ignored so the settings
 * form can say so: `>`, `+`, `~`, pseudo-classes and pseudo-elements, namespaces, escapes.
 * Matching happens while streaming, so only ancestors are known, which is all these need.
 * Tag and attribute names are case-insensitive (HTML), class, id and values case-sensitive.
 */

export interface ElementLike {
  tag: string;
  attribs: Record<string, string>;
  parent?: ElementLike | undefined;
}

type AttrOp = '=' | '~=' | '^=' | '$=' | '*=' | '|=';
interface AttrTest {
  name: string;
  op?: AttrOp;
  value: string;
}
interface Compound {
  tag?: string;
  ids: string[];
  classes: string[];
  attrs: AttrTest[];
}
/** Compounds from left to right, joined by descendant combinators. */
export type CompiledSelector = Compound[];

export class SelectorError extends Error {
  override name = 'SelectorError';
}

const IDENT = /[-\w\u00a0-\uffff]+/y;
const ATTR = /\[\s*([-\w:\u00a0-\uffff]+)\s*(?:([~^$*|]?=)\s*(?:"([^"]*)"|'([^']*)'|([-\w\u00a0-\uffff]+))\s*)?\]/y;

function readIdent(source: string, at: number): string | undefined {
  IDENT.lastIndex = at;
  return IDENT.exec(source)?.[0];
}

function parseCompound(source: string, start: number, fail: (why: string) => never): [Compound, number] {
  const compound: Compound = { ids: [], classes: [], attrs: [] };
  let i = start;
  if (source[i] === '*') i++;
  else {
    const tag = readIdent(source, i);
    if (tag) {
      compound.tag = tag.toLowerCase();
      i += tag.length;
    }
  }
  while (i < source.length) {
    const ch = source[i] ?? '';
    if (ch === '.' || ch === '#') {
      const name = readIdent(source, i + 1);
      if (!name) fail(`a name must follow "${ch}"`);
      (ch === '.' ? compound.classes : compound.ids).push(name);
      i += 1 + name.length;
    } else if (ch === '[') {
      ATTR.lastIndex = i;
      const m = ATTR.exec(source);
      if (!m) fail('malformed attribute selector');
      const name = (m[1] ?? '').toLowerCase();
      compound.attrs.push({ name, op: m[2] as AttrOp | undefined, value: m[3] ?? m[4] ?? m[5] ?? '' });
      i = ATTR.lastIndex;
    } else if (/[\s,]/.test(ch)) break;
    else fail(ch === ':' ? 'pseudo-classes are not supported' : `unexpected "${ch}"`);
  }
  if (i === start) fail(`unexpected "${source[i]}"`);
  return [compound, i];
}

/** Compiles a list of selector strings; throws SelectorError naming the first unsupported one. */
export function compileSelectors(sources: readonly string[]): CompiledSelector[] {
  const compiled: CompiledSelector[] = [];
  for (const source of sources) {
    const fail = (why: string): never => {
      throw new SelectorError(`Unsupported selector "${source}": ${why}`);
    };
    let current: Compound[] = [];
    let i = 0;
    while (i < source.length) {
      const ch = source[i] ?? '';
      if (/\s/.test(ch)) i++;
      else if (ch === ',') {
        if (current.length === 0) fail('empty selector in list');
        compiled.push(current);
        current = [];
        i++;
      } else if (ch === '>' || ch === '+' || ch === '~') fail(`the "${ch}" combinator is not supported`);
      else {
        const [compound, next] = parseCompound(source, i, fail);
        current.push(compound);
        i = next;
      }
    }
    if (current.length === 0) fail('empty selector');
    compiled.push(current);
  }
  return compiled;
}

function matchesAttr(test: AttrTest, actual: string | undefined): boolean {
  if (actual === undefined) return false;
  const { op, value } = test;
  if (!op) return true;
  if (op === '=') return actual === value;
  if (op === '~=') return value !== '' && actual.split(/\s+/).includes(value);
  if (op === '^=') return value !== '' && actual.startsWith(value);
  if (op === '$=') return value !== '' && actual.endsWith(value);
  if (op === '*=') return value !== '' && actual.includes(value);
  return actual === value || actual.startsWith(`${value}-`);
}

function matchesCompound(compound: Compound, el: ElementLike): boolean {
  if (compound.tag && compound.tag !== el.tag) return false;
  for (const id of compound.ids) if (el.attribs.id !== id) return false;
  if (compound.classes.length > 0) {
    const classes = (el.attribs.class ?? '').split(/\s+/);
    for (const name of compound.classes) if (!classes.includes(name)) return false;
  }
  for (const test of compound.attrs) if (!matchesAttr(test, el.attribs[test.name])) return false;
  return true;
}

/** Does `el` match one of the selectors? Ancestors are reached through `parent`; an empty tag ends the chain. */
export function matchesSelectors(selectors: readonly CompiledSelector[], el: ElementLike): boolean {
  for (const selector of selectors) {
    let k = selector.length - 1;
    const last = selector[k];
    if (!last || !matchesCompound(last, el)) continue;
    // Greedy nearest-ancestor matching is exact when the only combinator is the descendant one.
    let node = el.parent;
    k--;
    while (k >= 0 && node && node.tag) {
      const compound = selector[k];
      if (compound && matchesCompound(compound, node)) k--;
      node = node.parent;
    }
    if (k < 0) return true;
  }
  return false;
}
