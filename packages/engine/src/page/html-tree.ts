import { AttributeMode, NO_ATTRIBUTES, TagStream, escapeHtml } from '../extract/index.ts';
import { FastScanUnsupported } from '../extract/fast-scan.ts';

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

/**
 * The tree of a page, in one pass of the engine's fast scanner (the Tokenizer's events, as extraction
 * reads them), or of the Tokenizer for a page the scanner refuses: the same events either way.
 */
export function parseTree(html: string): ElementNode {
  try {
    return new TreeBuilder(html).build(true);
  } catch (error) {
    if (!(error instanceof FastScanUnsupported)) throw error;
    return new TreeBuilder(html).build(false);
  }
}

/** The tree's root: a nameless element spanning the whole page of `length` characters. */
export function documentRoot(length: number): ElementNode {
  return { kind: 'element', tag: '', attribs: {}, parent: undefined, children: [], start: 0, openEnd: 0, closeStart: length, end: length, selfClosing: false };
}

const NOTHING: ReadonlySet<string> = new Set();

/**
 * The engine's TagStream replays htmlparser2's Parser events (implied closes, void elements, `</p>`
 * and `</br>`, foreign content) with the same start and end indices, faster: the tree is built from
 * them exactly as it was from the Parser's.
 */
class TreeBuilder extends TagStream {
  private readonly root: ElementNode;
  private top: ElementNode;
  private atEnd = false;
  private inCloseTag = false;

  constructor(html: string) {
    super(html, NOTHING);
    this.root = documentRoot(html.length);
    this.top = this.root;
  }

  build(isFast: boolean): ElementNode {
    if (isFast) this.scan();
    else this.tokenize();
    return this.root;
  }

  protected attributeMode(): AttributeMode {
    return AttributeMode.All;
  }

  protected onOpen(tag: string, attribs: Record<string, string>): void {
    const { html } = this;
    const start = this.startIndex;
    // The Parser's implied opens: `</p>` without an open p and `</br>`, made by the close tag.
    const isImplied = this.inCloseTag;
    const openEnd = isImplied ? start : this.endIndex + 1;
    const el: ElementNode = {
      kind: 'element',
      tag,
      attribs: attribs === NO_ATTRIBUTES ? {} : attribs,
      parent: this.top,
      children: [],
      start,
      openEnd,
      closeStart: openEnd,
      end: openEnd,
      selfClosing: !isImplied && html.charCodeAt(this.endIndex - 1) === 47,
    };
    this.top.children.push(el);
    this.top = el;
  }

  protected onClose(_tag: string, isImplied: boolean): void {
    const el = this.top;
    if (this.atEnd) {
      el.closeStart = el.end = this.html.length;
    } else if (!isImplied) {
      el.closeStart = this.startIndex;
      el.end = this.endIndex + 1;
    } else {
      // Void elements close right after their open tag; others at the tag that implied the close.
      const at = this.startIndex >= el.openEnd ? this.startIndex : el.openEnd;
      el.closeStart = el.end = Math.max(at, lastEnd(el));
    }
    this.top = el.parent ?? this.root;
  }

  protected onTextRange(start: number, end: number): void {
    // The Parser's start of a text is where its previous event ended (after a close tag with junk
    // after its name, that is inside the tag): kept, so spliced ranges stay exactly as they were.
    this.addText(this.startIndex, end, this.html.slice(start, end));
  }

  protected onTextEntity(text: string): void {
    this.addText(this.startIndex, this.endIndex + 1, text);
  }

  private addText(start: number, end: number, data: string): void {
    const { children } = this.top;
    const last = children[children.length - 1];
    if (last?.kind === 'text' && last.end === start) {
      last.end = end;
      last.data += data;
    } else children.push({ kind: 'text', start, end, data });
  }

  override onclosetag(start: number, endIndex: number): void {
    this.inCloseTag = true;
    super.onclosetag(start, endIndex);
    this.inCloseTag = false;
  }

  override onend(): void {
    // Elements still open at the end close at the end of the document.
    this.atEnd = true;
    super.onend();
  }

  protected onEnd(): void {}
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
