import { type TokenizerCallbacks } from 'htmlparser2';
/** How much of an element's attributes to collect. */
export declare const AttributeMode: {
  readonly None: 0;
  /** Only names in the subclass's `wantedAttributes`. */
  readonly Wanted: 1;
  readonly All: 2;
};
export type AttributeMode = (typeof AttributeMode)[keyof typeof AttributeMode];
export declare abstract class TagStream implements TokenizerCallbacks {
  private readonly wantedAttributes;
  /** Start and end of the last event, as the Parser reports them. */
  protected startIndex: number;
  protected endIndex: number;
  protected readonly html: string;
  private readonly tokenizer;
  private openTagStart;
  private tagname;
  private isOpenPending;
  private mode;
  private attribs;
  private attribname;
  private attribvalue;
  private isAttributeWanted;
  private readonly stack;
  private readonly foreignContext;
  private readonly wantedByLength;
  protected constructor(html: string, wantedAttributes: ReadonlySet<string>);
  protected tokenize(): void;
  /** Called after the implied closes of the tag, before its attributes. */
  protected abstract attributeMode(tag: string): AttributeMode;
  /** `attribs` holds what attributeMode asked for; a frozen empty object when nothing was kept. */
  protected abstract onOpen(tag: string, attribs: Record<string, string>): void;
  protected abstract onClose(tag: string, isImplied: boolean): void;
  /** Text between `start` and `end` of the source (no entity inside). */
  protected abstract onTextRange(start: number, end: number): void;
  /** A decoded character reference in text. */
  protected abstract onTextEntity(text: string): void;
  protected abstract onEnd(): void;
  ontext(start: number, endIndex: number): void;
  ontextentity(codepoint: number): void;
  onopentagname(start: number, endIndex: number): void;
  private emitOpenTag;
  private endOpenTag;
  onopentagend(endIndex: number): void;
  onclosetag(start: number, endIndex: number): void;
  onselfclosingtag(endIndex: number): void;
  private closeCurrentTag;
  onattribname(start: number, endIndex: number): void;
  /** The lower-case name if it is one of wantedAttributes (exactly as slice + toLowerCase + has). */
  private wantedName;
  onattribdata(start: number, endIndex: number): void;
  onattribentity(codepoint: number): void;
  onattribend(_quote: number, endIndex: number): void;
  ondeclaration(_start: number, endIndex: number): void;
  onprocessinginstruction(_start: number, endIndex: number): void;
  oncomment(_start: number, endIndex: number): void;
  oncdata(_start: number, endIndex: number): void;
  private skipped;
  onend(): void;
}
