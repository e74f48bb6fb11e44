import { BinTrieFlags, determineBranch, htmlDecodeTree, replaceCodePoint } from 'entities/lib/decode.js';

/*
 * A scanner that produces exactly the events htmlparser2 8.0.2's Tokenizer (HTML mode, entities
 * decoded) produces, with the same indices, for what real pages contain — without a state machine
 * stepping through every character: text runs to the next `<` or `&` by indexOf, comments, doctype
 * and script/style bodies are skipped by searching for their end, and an attribute is only sliced
 * and decoded when the sink wants it. Each branch mirrors the Tokenizer state it replaces (named
 * in the comments). Constructs it does not reproduce (input ending inside a tag, comment, entity or
 * raw text; a title holding both `<` and `&`; the control characters 0x0F and 0x1C, which the
 * Tokenizer's case-folding compare mistakes for `/` and `<` near raw-text end tags) throw
 * FastScanUnsupported before or after some events: the caller starts the page again on the
 * Tokenizer, so its output never depends on this file being complete.
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
const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const EQ = 0x3d;
const SEMI = 0x3b;
const HASH = 0x23;
const DQ = 0x22;
const SQ = 0x27;

const isWhitespace = (c: number) => c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0c || c === 0x0d;
const isEndOfTagSection = (c: number) => c === SLASH || c === GT || isWhitespace(c);
const isAsciiAlpha = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
const RAW_TEXT = ['script', 'style', 'title'] as const;
type RawText = (typeof RAW_TEXT)[number] | undefined;

function unsupported(): never {
  throw new FastScanUnsupported();
}

export function fastScan(html: string, sink: ScanSink): void {
  new FastScanner(html, sink).run();
}

class FastScanner {
  private sectionStart = 0;
  /** Value of the attribute being decoded (attribute mode of the entity routine). */
  private value = '';
  private readonly n: number;
  private hasQuirkCharacters: boolean | undefined;
  private nextAmp = -1;

  constructor(
    private readonly html: string,
    private readonly sink: ScanSink,
  ) {
    this.n = html.length;
  }

  run(): void {
    const { html, n, sink } = this;
    let i = 0;
    // Next `<` and `&` at or after i; n when there is none.
    let lt = -1;
    while (i < n) {
      // State Text.
      if (lt < i) lt = indexOrEnd(html, '<', i);
      const amp = this.ampFrom(i);
      if (amp < lt) {
        i = this.entity(amp, true, -1);
        continue;
      }
      if (lt === n) break;
      if (lt > this.sectionStart) sink.ontext(this.sectionStart, lt);
      this.sectionStart = lt;
      i = this.afterLt(lt);
    }
    if (this.sectionStart < n) sink.ontext(this.sectionStart, n);
    sink.onend();
  }

  /** The first `&` at or after i (n if none); positions asked for only grow, so the page is searched once. */
  private ampFrom(i: number): number {
    if (this.nextAmp < i) this.nextAmp = indexOrEnd(this.html, '&', i);
    return this.nextAmp;
  }

  private at(i: number): number {
    return i < this.n ? this.html.charCodeAt(i) : unsupported();
  }

  /** State BeforeTagName at lt + 1; returns where state Text resumes. */
  private afterLt(lt: number): number {
    const c = this.at(lt + 1);
    if (isAsciiAlpha(c)) return this.openTag(lt + 1);
    if (c === SLASH) return this.closeTag(lt + 2);
    if (c === 0x21) return this.declaration(lt + 2);
    if (c === 0x3f) {
      // InProcessingInstruction: the `?` itself is not reconsidered.
      const end = this.find('>', lt + 2);
      this.sink.onprocessinginstruction(lt + 2, end);
      return this.resumeText(end + 1);
    }
    // Not a tag: the `<` stays in the text section, which resumes at it (reconsumed as text).
    return lt + 1;
  }

  private find(what: string, from: number): number {
    const at = this.html.indexOf(what, from);
    return at === -1 ? unsupported() : at;
  }

  private resumeText(at: number): number {
    this.sectionStart = at;
    return at;
  }

  private declaration(start: number): number {
    const { sink } = this;
    const c = this.at(start);
    if (c === 0x5b) {
      // CDATASequence: `CDATA[` exactly, else a declaration from the first mismatch (reconsumed).
      const cdata = 'CDATA[';
      for (let k = 0; k < cdata.length; k++) {
        if (this.at(start + 1 + k) !== cdata.charCodeAt(k)) return this.declarationTo(start, this.find('>', start + 1 + k));
      }
      const from = start + 7;
      const end = this.find(']]>', from) + 2;
      sink.oncdata(from, end);
      return this.resumeText(end + 1);
    }
    if (c !== 0x2d) return this.declarationTo(start, this.find('>', start + 1));
    if (this.at(start + 1) !== 0x2d) return this.declarationTo(start, this.find('>', start + 2));
    // InCommentLike with `--` already matched: `<!-->` and `<!--->` are whole comments.
    const from = start + 2;
    let end: number;
    const first = this.at(from);
    if (first === GT) end = from;
    else if (first === 0x2d && this.at(from + 1) === GT) end = from + 1;
    else end = this.find('-->', from) + 2;
    sink.oncomment(from, end);
    return this.resumeText(end + 1);
  }

  private declarationTo(start: number, end: number): number {
    this.sink.ondeclaration(start, end);
    return this.resumeText(end + 1);
  }

  /** BeforeClosingTagName at `from`. */
  private closeTag(from: number): number {
    let p = from;
    let c = this.at(p);
    while (isWhitespace(c)) c = this.at(++p);
    // `</>`: nothing is emitted and the text section still starts at the `<`.
    if (c === GT) return p + 1;
    if (!isAsciiAlpha(c)) {
      // InSpecialComment: a bogus comment to the next `>`.
      const end = this.find('>', p + 1);
      this.sink.oncomment(p, end);
      return this.resumeText(end + 1);
    }
    let q = p + 1;
    while (!((c = this.at(q)) === GT || isWhitespace(c))) q++;
    return this.endCloseTag(p, q);
  }

  /** InClosingTagName ended at q, then AfterClosingTagName to the next `>`. */
  private endCloseTag(nameStart: number, q: number): number {
    this.sink.onclosetag(nameStart, q);
    const end = this.html.charCodeAt(q) === GT ? q : this.find('>', q + 1);
    return this.resumeText(end + 1);
  }

  private openTag(start: number): number {
    const { html, sink } = this;
    let q = start + 1;
    while (!isEndOfTagSection(this.at(q))) q++;
    const raw = rawTextOf(html, start, q);
    sink.onopentagname(start, q);
    let p = q;
    for (;;) {
      // BeforeAttributeName.
      let c = this.at(p);
      if (c === GT) {
        sink.onopentagend(p);
        return raw ? this.rawText(raw, p + 1) : this.resumeText(p + 1);
      }
      if (c === SLASH) {
        // InSelfClosingTag.
        do c = this.at(++p);
        while (isWhitespace(c));
        if (c === GT) {
          sink.onselfclosingtag(p);
          return this.resumeText(p + 1);
        }
        continue;
      }
      if (isWhitespace(c)) {
        p++;
        continue;
      }
      p = this.attribute(p);
    }
  }

  /** InAttributeName at `start` (its first character whatever it is); returns where BeforeAttributeName resumes. */
  private attribute(start: number): number {
    let p = start + 1;
    let c: number;
    while (!((c = this.at(p)) === EQ || isEndOfTagSection(c))) p++;
    const name = this.sink.wantedAttribute(start, p);
    // AfterAttributeName.
    while (isWhitespace(c)) c = this.at(++p);
    if (c !== EQ) {
      if (name !== undefined) this.sink.keepAttribute(name, '');
      // `/`, `>` are reconsumed by BeforeAttributeName; another character starts the next name there too.
      return p;
    }
    // BeforeAttributeValue.
    do c = this.at(++p);
    while (isWhitespace(c));
    let valueStart: number;
    let valueEnd: number;
    let next: number;
    if (c === DQ || c === SQ) {
      valueStart = p + 1;
      valueEnd = this.find(c === DQ ? '"' : "'", valueStart);
      next = valueEnd + 1;
    } else {
      valueStart = p;
      while (!((c = this.at(p)) === GT || isWhitespace(c))) p++;
      valueEnd = p;
      next = p;
    }
    if (name !== undefined) this.sink.keepAttribute(name, this.decodeAttribute(valueStart, valueEnd));
    return next;
  }

  private decodeAttribute(start: number, end: number): string {
    const { html } = this;
    let amp = this.ampFrom(start);
    if (amp >= end) return html.slice(start, end);
    const saved = this.sectionStart;
    this.sectionStart = start;
    this.value = '';
    let i = start;
    while (amp < end) {
      i = this.entity(amp, false, end);
      amp = this.ampFrom(i);
    }
    const value = this.value + html.slice(this.sectionStart, end);
    this.sectionStart = saved;
    return value;
  }

  /** InSpecialTag from `from`: the body runs to `</name` followed by `>` or whitespace. */
  private rawText(name: NonNullable<RawText>, from: number): number {
    const { html } = this;
    let k = from;
    for (;;) {
      k = this.find('<', k);
      if (this.at(k + 1) === SLASH && matchesLower(html, k + 2, name)) {
        const c = this.at(k + 2 + name.length);
        if (c === GT || isWhitespace(c)) break;
      }
      k++;
    }
    if ((this.hasQuirkCharacters ??= html.indexOf('\x0f') !== -1 || html.indexOf('\x1c') !== -1)) unsupported();
    this.sectionStart = from;
    if (name === 'title') {
      let amp = this.ampFrom(from);
      if (amp < k) {
        // Inside a title a `<` that starts a partial end tag suspends entity decoding: not reproduced.
        if (indexBefore(html, LT, from, k) < k) unsupported();
        while (amp < k) {
          const i = this.entity(amp, true, k);
          amp = this.ampFrom(i);
        }
      }
    }
    if (this.sectionStart < k) this.sink.ontext(this.sectionStart, k);
    return this.endCloseTag(k + 2, k + 2 + name.length);
  }

  /**
   * BeforeEntity at `amp` + 1 (the Tokenizer's entity states, literally): emits the text before a
   * decoded reference and the reference, moving sectionStart past it. In attribute mode (not
   * isText) legacy references without `;` are not decoded and pieces go to `value`. Returns where
   * the base state resumes.
   */
  private entity(amp: number, isText: boolean, limit: number): number {
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

function indexOrEnd(html: string, what: string, from: number): number {
  const at = html.indexOf(what, from);
  return at === -1 ? html.length : at;
}

/** The first `code` in [from, end), or end: for short ranges, where indexOf could run far past the end. */
function indexBefore(html: string, code: number, from: number, end: number): number {
  let i = from;
  while (i < end && html.charCodeAt(i) !== code) i++;
  return i;
}

function matchesLower(html: string, at: number, name: string): boolean {
  for (let k = 0; k < name.length; k++) if ((html.charCodeAt(at + k) | 0x20) !== name.charCodeAt(k)) return false;
  return true;
}

/** SpecialStartSequence: script, style or title (any case) followed by the end of the name. */
function rawTextOf(html: string, start: number, end: number): RawText {
  const length = end - start;
  if (length !== 5 && length !== 6) return undefined;
  for (const name of RAW_TEXT) if (name.length === length && matchesLower(html, start, name)) return name;
  return undefined;
}
