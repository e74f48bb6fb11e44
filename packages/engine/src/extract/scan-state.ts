import { BinTrieFlags, determineBranch, htmlDecodeTree, replaceCodePoint } from 'entities/lib/decode.js';

/*
 * What fast-scan.ts's scanner keeps between steps (the input, the sink, the Tokenizer's section
 * start) and htmlparser2 8.0.2's character-reference states, transcribed: the same trie walk
 * (entities' determineBranch over htmlDecodeTree), the same legacy rule (references without `;`
 * decoded in text, not in attributes) and the same points where text before a reference is cut.
 */

export class FastScanUnsupported extends Error {}

/** What the scanner reports; the Tokenizer's callbacks, with attributes asked for by name. */
export interface ScanSink {
  ontext(start: number, end: number): void;
  /** A decoded character reference in text; `sectionEnd` is the Tokenizer's section start after it. */
  textEntityAt(codepoint: number, sectionEnd: number): void;
  onopentagname(start: number, end: number): void;
  /** The lower-case name if the open tag's attribute between start and end is to be kept. */
  wantedAttribute(start: number, end: number): string | undefined;
  keepAttribute(name: string, value: string): void;
  onopentagend(index: number): void;
  onselfclosingtag(index: number): void;
  onclosetag(start: number, end: number): void;
  oncomment(start: number, end: number): void;
  oncdata(start: number, end: number): void;
  ondeclaration(start: number, end: number): void;
  onprocessinginstruction(start: number, end: number): void;
  onend(): void;
}

const AMP = 0x26;
const SEMI = 0x3b;
const HASH = 0x23;

export function unsupported(): never {
  throw new FastScanUnsupported();
}

export function indexOrEnd(html: string, what: string, from: number): number {
  const at = html.indexOf(what, from);
  return at === -1 ? html.length : at;
}

export abstract class ScanState {
  /** Where the Tokenizer's current section (text or attribute value) starts. */
  protected sectionStart = 0;
  /** Value of the attribute being decoded (attribute mode of the entity routine). */
  protected value = '';
  protected readonly n: number;
  private nextAmp = -1;

  protected constructor(
    protected readonly html: string,
    protected readonly sink: ScanSink,
  ) {
    this.n = html.length;
  }

  /** The first `&` at or after i (n if none); positions asked for only grow, so the page is searched once. */
  protected ampFrom(i: number): number {
    if (this.nextAmp < i) this.nextAmp = indexOrEnd(this.html, '&', i);
    return this.nextAmp;
  }

  protected at(i: number): number {
    return i < this.n ? this.html.charCodeAt(i) : unsupported();
  }

  /**
   * BeforeEntity at `amp` + 1 (the Tokenizer's entity states, literally): emits the text before a
   * decoded reference and the reference, moving sectionStart past it. In attribute mode (not
   * isText) legacy references without `;` are not decoded and pieces go to `value`. Returns where
   * the base state resumes.
   */
  protected entity(amp: number, isText: boolean, limit: number): number {
    let i = amp + 1;
    let c = this.at(i);
    // `&&`: the last `&` starts the reference.
    while (c === AMP) c = this.at(++i);
    if (limit !== -1 && i >= limit) return i;
    if (c === HASH) return this.numericEntity(i + 1, isText);
    let excess = 1;
    let result = 0;
    let trieIndex = 0;
    let trieCurrent = htmlDecodeTree[0] as number;
    for (; ; i++) {
      c = this.at(i);
      excess++;
      trieIndex = determineBranch(htmlDecodeTree, trieCurrent, trieIndex + 1, c);
      if (trieIndex < 0) {
        this.emitNamed(result, isText);
        return i;
      }
      trieCurrent = htmlDecodeTree[trieIndex] as number;
      const masked = trieCurrent & BinTrieFlags.VALUE_LENGTH;
      if (masked) {
        const valueLength = (masked >> 14) - 1;
        if (!isText && c !== SEMI) trieIndex += valueLength;
        else {
          const entityStart = i - excess + 1;
          if (entityStart > this.sectionStart) this.emitPartial(this.sectionStart, entityStart, isText);
          result = trieIndex;
          trieIndex += valueLength;
          excess = 0;
          this.sectionStart = i + 1;
          if (valueLength === 0) {
            this.emitNamed(result, isText);
            return i + 1;
          }
        }
      }
    }
  }

  private emitNamed(result: number, isText: boolean): void {
    if (result === 0) return;
    const node = htmlDecodeTree[result] as number;
    const valueLength = (node & BinTrieFlags.VALUE_LENGTH) >> 14;
    if (valueLength === 1) this.emitCodePoint(node & ~BinTrieFlags.VALUE_LENGTH, isText);
    else if (valueLength === 2) this.emitCodePoint(htmlDecodeTree[result + 1] as number, isText);
    else if (valueLength === 3) {
      this.emitCodePoint(htmlDecodeTree[result + 1] as number, isText);
      this.emitCodePoint(htmlDecodeTree[result + 2] as number, isText);
    }
  }

  /** BeforeNumericEntity at `at` (just after `&#`). */
  private numericEntity(at: number, isText: boolean): number {
    let i = at;
    let excess = 1;
    const isHex = (this.at(i) | 0x20) === 0x78;
    if (isHex) {
      excess++;
      i++;
    }
    let result = 0;
    for (; ; i++) {
      const c = this.at(i);
      if (c === SEMI) {
        this.emitNumeric(i, excess, isHex, result, true, isText);
        return i + 1;
      }
      if (c >= 0x30 && c <= 0x39) result = result * (isHex ? 16 : 10) + (c - 0x30);
      else if (isHex && (c | 0x20) >= 0x61 && (c | 0x20) <= 0x66) result = result * 16 + ((c | 0x20) - 0x61 + 10);
      else {
        if (isText) this.emitNumeric(i, excess, isHex, result, false, isText);
        return i;
      }
      excess++;
    }
  }

  private emitNumeric(index: number, excess: number, isHex: boolean, result: number, isStrict: boolean, isText: boolean): void {
    const entityStart = index - excess - 1;
    const numberStart = entityStart + 2 + Number(isHex);
    if (numberStart === index) return;
    if (entityStart > this.sectionStart) this.emitPartial(this.sectionStart, entityStart, isText);
    this.sectionStart = index + Number(isStrict);
    this.emitCodePoint(replaceCodePoint(result), isText);
  }

  private emitPartial(start: number, end: number, isText: boolean): void {
    if (isText) this.sink.ontext(start, end);
    else this.value += this.html.slice(start, end);
  }

  private emitCodePoint(codepoint: number, isText: boolean): void {
    if (isText) this.sink.textEntityAt(codepoint, this.sectionStart);
    else this.value += String.fromCodePoint(codepoint);
  }
}
