import { escapeHtml } from '../extract/index.ts';
import { Parser } from 'htmlparser2';

/*
 * A light tree of an HTML document with source offsets, built from the same htmlparser2 events the
 * engine's extractor sees (so nesting and implied closes match its element paths). The proxy never
 * re-serialises the tree: it splices translations into the original bytes at these offsets, so
 * whatever it does not translate leaves exactly as the origin sent it.
 */

export interface TextNode {
  kind: 'text';
  start: number;
  end: number;
  /** Decoded text (entities resolved). */
  data: string;
}

export interface ElementNode {
  kind: 'element';
  tag: string;
  attribs: Record<string, string>;
  parent: ElementNode | undefined;
  children: TreeNode[];
  start: number;
  /** End of the open tag (exclusive). */
  openEnd: number;
  /** Start of the close tag, or where the element was implicitly closed. */
  closeStart: number;
  end: number;
  selfClosing: boolean;
}

export type TreeNode = TextNode | ElementNode;

export function parseTree(html: string): ElementNode {
  const root: ElementNode = {
    kind: 'element',
    tag: '',
    attribs: {},
    parent: undefined,
    children: [],
    start: 0,
    openEnd: 0,
    closeStart: html.length,
    end: html.length,
    selfClosing: false,
  };
  let top = root;
  let atEnd = false;
  const parser = new Parser(
    {
      onopentag(tag, attribs, isImplied) {
        const start = parser.startIndex;
        const openEnd = isImplied ? parser.startIndex : parser.endIndex + 1;
        const el: ElementNode = {
          kind: 'element',
          tag,
          attribs,
          parent: top,
          children: [],
          start,
          openEnd,
          closeStart: openEnd,
          end: openEnd,
          selfClosing: !isImplied && html[parser.endIndex - 1] === '/',
        };
        top.children.push(el);
        top = el;
      },
      onclosetag(_tag, isImplied) {
        const el = top;
        if (atEnd) {
          el.closeStart = el.end = html.length;
        } else if (!isImplied) {
          el.closeStart = parser.startIndex;
          el.end = parser.endIndex + 1;
        } else {
          // Void elements close right after their open tag; others at the tag that implied the close.
          const at = parser.startIndex >= el.openEnd ? parser.startIndex : el.openEnd;
          el.closeStart = el.end = Math.max(at, lastEnd(el));
        }
        top = el.parent ?? root;
      },
      ontext(data) {
        const start = parser.startIndex;
        const end = parser.endIndex + 1;
        const last = top.children[top.children.length - 1];
        if (last?.kind === 'text' && last.end === start) {
          last.end = end;
          last.data += data;
        } else top.children.push({ kind: 'text', start, end, data });
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  atEnd = true;
  parser.end();
  return root;
}

function lastEnd(el: ElementNode): number {
  const last = el.children[el.children.length - 1];
  return last ? last.end : el.openEnd;
}

/** The open tag of an element rebuilt from its (decoded) attributes with some replaced, values escaped. */
export function openTag(el: ElementNode, overrides: Record<string, string>): string {
  let out = `<${el.tag}`;
  const attrs = { ...el.attribs, ...overrides };
  for (const [name, value] of Object.entries(attrs)) out += ` ${name}="${escapeHtml(value)}"`;
  return `${out}${el.selfClosing ? ' /' : ''}>`;
}
