import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';
import { type ScanSink, fastScan } from './fast-scan.ts';
import { lowerAttributeName, lowerTagName } from './tag-names.ts';
import { rulesOf } from './tree-rules.ts';

/*
 * htmlparser2's Parser, minus what extraction never reads. The Parser slices every text (script
 * and style bodies included) and builds an object of every attribute of every tag; on real pages
 * that garbage was a quarter of extraction's time. This drives the same Tokenizer and replays the
 * Parser's tree rules exactly (htmlparser2 8.0.2 Parser.js, HTML mode, lower-cased names: implied
 * closes, void elements, `</p>` and `</br>`, self-closing tags in svg/math, closes at the end),
 * including its start/end indices, so the events a subclass sees are the Parser's events. What it
 * leaves out: text arrives as buffer indices (sliced only when wanted), and a tag's attributes are
 * collected only as far as the subclass asks (attributeMode). A change of htmlparser2's major
 * version needs this file compared with its Parser again; the golden test would show a drift.
 * Extraction drives it with fast-scan.ts instead (scan(): the Tokenizer's events without its
 * per-character state machine), and with the Tokenizer (tokenize()) for pages the scanner refuses.
 */

/** How much of an element's attributes to collect. */
export const AttributeMode = {
  None: 0,
  /** Only names in the subclass's `wantedAttributes`. */
  Wanted: 1,
  All: 2,
} as const;
export type AttributeMode = (typeof AttributeMode)[keyof typeof AttributeMode];

const byLengthCache = new WeakMap<ReadonlySet<string>, (string[] | undefined)[]>();

function wantedByLength(names: ReadonlySet<string>): readonly (readonly string[] | undefined)[] {
  let table = byLengthCache.get(names);
  if (!table) {
    table = [];
    for (const name of names) {
      if (!/^[a-z-]+$/.test(name)) throw new Error(`wanted attribute names are lower-case ASCII letters and "-": ${name}`);
      (table[name.length] ??= []).push(name);
    }
    byLengthCache.set(names, table);
  }
  return table;
}

/** The attributes of a tag none of whose attributes were asked for (compare by identity to skip reading them). */
export const NO_ATTRIBUTES: Record<string, string> = Object.freeze({}) as Record<string, string>;

export abstract class TagStream implements TokenizerCallbacks, ScanSink {
  /** Start and end of the last event, as the Parser reports them. */
  protected startIndex = 0;
  protected endIndex = 0;
  protected readonly html: string;
  private tokenizer: Tokenizer | undefined;
  private openTagStart = 0;
  private tagname = '';
  private isTagVoid = false;
  private isOpenPending = false;
  private mode: AttributeMode = AttributeMode.None;
  private attribs: Record<string, string> | undefined;
  private attribname = '';
  private attribvalue = '';
  private isAttributeWanted = false;
  private readonly stack: string[] = [];
  private readonly foreignContext: boolean[] = [];
  private readonly wantedByLength: readonly (readonly string[] | undefined)[];

  protected constructor(
    html: string,
    private readonly wantedAttributes: ReadonlySet<string>,
  ) {
    this.html = html;
    this.wantedByLength = wantedByLength(wantedAttributes);
  }

  protected tokenize(): void {
    this.tokenizer = new Tokenizer({ decodeEntities: true }, this);
    this.tokenizer.write(this.html);
    this.tokenizer.end();
  }

  /**
   * The same events through fast-scan.ts; throws FastScanUnsupported (possibly after some events)
   * on input it does not reproduce, and the caller then starts over with a new stream on tokenize().
   */
  protected scan(): void {
    fastScan(this.html, this);
  }

  /** Called after the implied closes of the tag, before its attributes. */
  protected abstract attributeMode(tag: string): AttributeMode;
  /** `attribs` holds what attributeMode asked for; NO_ATTRIBUTES when nothing was kept. */
  protected abstract onOpen(tag: string, attribs: Record<string, string>): void;
  protected abstract onClose(tag: string, isImplied: boolean): void;
  /** Text between `start` and `end` of the source (no entity inside). */
  protected abstract onTextRange(start: number, end: number): void;
  /** A decoded character reference in text. */
  protected abstract onTextEntity(text: string): void;
  protected abstract onEnd(): void;

  ontext(start: number, endIndex: number): void {
    this.endIndex = endIndex - 1;
    this.onTextRange(start, endIndex);
    this.startIndex = endIndex;
  }

  ontextentity(codepoint: number): void {
    // Entities can be emitted on the character or directly after: the section start is exact.
    this.textEntityAt(codepoint, (this.tokenizer as Tokenizer).getSectionStart());
  }

  textEntityAt(codepoint: number, index: number): void {
    this.endIndex = index - 1;
    this.onTextEntity(String.fromCodePoint(codepoint));
    this.startIndex = index;
  }

  onopentagname(start: number, endIndex: number): void {
    this.endIndex = endIndex;
    this.emitOpenTag(lowerTagName(this.html, start, endIndex));
  }

  private emitOpenTag(name: string): void {
    this.openTagStart = this.startIndex;
    this.tagname = name;
    const rules = rulesOf(name);
    this.isTagVoid = rules.isVoid;
    const { impliesClose } = rules;
    if (impliesClose) {
      const { stack } = this;
      while (stack.length > 0 && impliesClose.has(stack[stack.length - 1] as string)) this.onClose(stack.pop() as string, true);
    }
    if (!rules.isVoid) {
      this.stack.push(name);
      if (rules.isForeignContext) this.foreignContext.push(true);
      else if (rules.isHtmlIntegration) this.foreignContext.push(false);
    }
    this.isOpenPending = true;
    this.mode = this.attributeMode(name);
    // Made by the first attribute kept: a tag without one (`<b>`, `<em>`) gets NO_ATTRIBUTES in every mode.
    this.attribs = undefined;
  }

  private endOpenTag(): void {
    this.startIndex = this.openTagStart;
    if (this.isOpenPending) {
      this.isOpenPending = false;
      const attribs = this.attribs ?? NO_ATTRIBUTES;
      this.attribs = undefined;
      this.onOpen(this.tagname, attribs);
    }
    if (this.isTagVoid) this.onClose(this.tagname, true);
    this.tagname = '';
    this.isTagVoid = false;
  }

  onopentagend(endIndex: number): void {
    this.endIndex = endIndex;
    this.endOpenTag();
    this.startIndex = endIndex + 1;
  }

  onclosetag(start: number, endIndex: number): void {
    this.endIndex = endIndex;
    const name = lowerTagName(this.html, start, endIndex);
    const rules = rulesOf(name);
    if (rules.isForeignContext || rules.isHtmlIntegration) this.foreignContext.pop();
    if (!rules.isVoid) {
      const { stack } = this;
      const pos = stack.lastIndexOf(name);
      if (pos !== -1) {
        let count = stack.length - pos;
        while (count--) this.onClose(stack.pop() as string, count !== 0);
      } else if (name === 'p') {
        // `</p>` without an open p: an empty paragraph, opened and closed here.
        this.emitOpenTag('p');
        this.closeCurrentTag(true);
      }
    } else if (name === 'br') {
      // `</br>` is a `<br>` that opens without closing anything first.
      this.onOpen('br', {});
      this.onClose('br', false);
    }
    this.startIndex = endIndex + 1;
  }

  onselfclosingtag(endIndex: number): void {
    this.endIndex = endIndex;
    if (this.foreignContext[this.foreignContext.length - 1]) {
      this.closeCurrentTag(false);
      this.startIndex = endIndex + 1;
    } else this.onopentagend(endIndex);
  }

  private closeCurrentTag(isOpenImplied: boolean): void {
    const name = this.tagname;
    this.endOpenTag();
    if (this.stack[this.stack.length - 1] === name) {
      this.onClose(name, !isOpenImplied);
      this.stack.pop();
    }
  }

  onattribname(start: number, endIndex: number): void {
    this.startIndex = start;
    if (this.mode === AttributeMode.None) return;
    if (this.mode === AttributeMode.Wanted) {
      // Most attributes (href, src, id, style) are not wanted: say so without slicing their name.
      const name = this.wantedName(start, endIndex);
      this.isAttributeWanted = name !== undefined;
      if (name !== undefined) this.attribname = name;
      return;
    }
    this.attribname = this.html.slice(start, endIndex).toLowerCase();
    this.isAttributeWanted = true;
  }

  /** The lower-case name if it is one of wantedAttributes (exactly as slice + toLowerCase + has). */
  private wantedName(start: number, end: number): string | undefined {
    const candidates = this.wantedByLength[end - start];
    if (candidates === undefined) return undefined;
    const { html } = this;
    for (let i = start; i < end; i++) {
      // Non-ASCII names lower-case in ways a code-unit comparison cannot follow (U+212A is "k").
      if (html.charCodeAt(i) >= 0x80) {
        const name = html.slice(start, end).toLowerCase();
        return this.wantedAttributes.has(name) ? name : undefined;
      }
    }
    for (const name of candidates) {
      let i = 0;
      // c | 0x20 lower-cases A-Z; the only other code unit it maps onto a wanted name's character
      // (letters and "-") is CR, which cannot be inside an attribute name.
      while (i < name.length && (html.charCodeAt(start + i) | 0x20) === name.charCodeAt(i)) i++;
      if (i === name.length) return name;
    }
    return undefined;
  }

  wantedAttribute(start: number, end: number): string | undefined {
    if (this.mode === AttributeMode.None) return undefined;
    if (this.mode === AttributeMode.Wanted) return this.wantedName(start, end);
    return lowerAttributeName(this.html, start, end);
  }

  keepAttribute(name: string, value: string): void {
    const attribs = (this.attribs ??= {});
    if (!Object.prototype.hasOwnProperty.call(attribs, name)) attribs[name] = value;
  }

  onattribdata(start: number, endIndex: number): void {
    if (this.mode !== AttributeMode.None && this.isAttributeWanted) this.attribvalue += this.html.slice(start, endIndex);
  }

  onattribentity(codepoint: number): void {
    if (this.mode !== AttributeMode.None && this.isAttributeWanted) this.attribvalue += String.fromCodePoint(codepoint);
  }

  onattribend(_quote: number, endIndex: number): void {
    this.endIndex = endIndex;
    if (this.mode === AttributeMode.None || !this.isAttributeWanted) return;
    const attribs = (this.attribs ??= {});
    // The first of duplicate attributes wins, as in browsers.
    if (!Object.prototype.hasOwnProperty.call(attribs, this.attribname)) attribs[this.attribname] = this.attribvalue;
    this.attribvalue = '';
  }

  ondeclaration(_start: number, endIndex: number): void {
    this.skipped(endIndex);
  }

  onprocessinginstruction(_start: number, endIndex: number): void {
    this.skipped(endIndex);
  }

  oncomment(_start: number, endIndex: number): void {
    this.skipped(endIndex);
  }

  oncdata(_start: number, endIndex: number): void {
    this.skipped(endIndex);
  }

  private skipped(endIndex: number): void {
    this.endIndex = endIndex;
    this.startIndex = endIndex + 1;
  }

  onend(): void {
    this.endIndex = this.startIndex;
    for (let index = this.stack.length; index > 0;) this.onClose(this.stack[--index] as string, true);
    this.onEnd();
  }
}
