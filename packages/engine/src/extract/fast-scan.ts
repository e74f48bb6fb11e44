import { type ScanSink, ScanState, indexOrEnd, unsupported } from './scan-state.ts';

export { FastScanUnsupported, type ScanSink } from './scan-state.ts';

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

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const EQ = 0x3d;
const DQ = 0x22;
const SQ = 0x27;

const isWhitespace = (c: number) => c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0c || c === 0x0d;
const isEndOfTagSection = (c: number) => c === SLASH || c === GT || isWhitespace(c);
const isAsciiAlpha = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
const RAW_TEXT = ['script', 'style', 'title'] as const;
type RawText = (typeof RAW_TEXT)[number] | undefined;

export function fastScan(html: string, sink: ScanSink): void {
  new FastScanner(html, sink).run();
}

class FastScanner extends ScanState {
  private hasQuirkCharacters: boolean | undefined;

  constructor(html: string, sink: ScanSink) {
    super(html, sink);
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
