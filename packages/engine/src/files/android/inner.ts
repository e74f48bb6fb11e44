/*
 * The content of one <string> or <item> as a segment: Android escapes undone, inline markup as
 * markers (see extract/markers.ts) and back. `<b>`, `<i>`, `<u>`, `<a>`… become paired markers
 * `<n>…</n>`; `<xliff:g>` (text that must not be translated), format arguments (`%1$s`, `%d`,
 * `%%`) and comments become void markers `{n}` whose source markup is copied verbatim on write.
 * HTML inside CDATA is treated the same way. Leading and trailing whitespace is kept outside the
 * segment (so it is not part of the memory key) and written back, quoted, as Android needs.
 */
import { escapeLiteral, tokenizeMarkers } from '../../extract/markers.ts';
import { decodeEntities, escapeXml } from '../../codecs/xml.ts';
import { escapeAndroid, needsQuotes, unescapeAndroid, type UnescapeState } from './escapes.ts';
import { scanXml } from './scanner.ts';

export type AndroidPlaceholder = {
  id: number;
  /** What the placeholder is: a format argument, protected text (xliff:g, comment) or inline tag. */
  kind: 'arg' | 'protected' | 'tag';
  /** Markup written for the marker (for a paired tag, the opening tag). */
  raw: string;
  /** The closing tag of a paired placeholder. */
  close?: string;
};

export type InnerContent = {
  text: string;
  placeholders: AndroidPlaceholder[];
  /** Whitespace Android keeps (the string was quoted) around the segment. */
  lead: string;
  trail: string;
  /** The whole content was one CDATA section: written back as one. */
  cdata: boolean;
  /** Format arguments in source order (`%1$s`, `%d`; not `%%`). */
  formatArgs: string[];
};

export const FORMAT_ARG = /%(?:\d+\$)?[-#+ 0,(<]*\d*(?:\.\d+)?(?:[bBhHsScCdoxXeEfgGaA%n]|[tT][a-zA-Z])/g;
const HTML_TAG = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>/g;
// Content made only of CDATA sections (a `]]>` in the text splits one section into two).
const ONLY_CDATA = /^\s*(?:<!\[CDATA\[(?:(?!\]\]>)[\s\S])*\]\]>)+\s*$/;
const CDATA_SECTION = /<!\[CDATA\[((?:(?!\]\]>)[\s\S])*)\]\]>/g;

class Builder {
  text = '';
  placeholders: AndroidPlaceholder[] = [];
  formatArgs: string[] = [];
  private stack: { id: number; name: string }[] = [];
  constructor(private readonly formatted: boolean) {}

  /** Literal text not yet escaped: how depends on whether a marker follows it (see markers.ts). */
  private pending = '';

  literal(plain: string): void {
    if (!plain) return;
    if (!this.formatted || !plain.includes('%')) {
      this.pending += plain;
      return;
    }
    let last = 0;
    for (const m of plain.matchAll(FORMAT_ARG)) {
      this.pending += plain.slice(last, m.index);
      this.void('arg', m[0]);
      if (m[0] !== '%%') this.formatArgs.push(m[0]);
      last = (m.index ?? 0) + m[0].length;
    }
    this.pending += plain.slice(last);
  }
  private flush(beforeMarker: boolean): void {
    this.text += escapeLiteral(this.pending, beforeMarker);
    this.pending = '';
  }
  void(kind: AndroidPlaceholder['kind'], raw: string): void {
    this.flush(true);
    const id = this.placeholders.length + 1;
    this.placeholders.push({ id, kind, raw });
    this.text += `{${id}}`;
  }
  open(name: string, raw: string): void {
    this.flush(true);
    const id = this.placeholders.length + 1;
    this.placeholders.push({ id, kind: 'tag', raw });
    this.stack.push({ id, name });
    this.text += `<${id}>`;
  }
  close(name: string, raw: string): void {
    const top = this.stack.at(-1);
    if (!top || top.name !== name) {
      // HTML in CDATA may be unbalanced; keep the stray tag as a void placeholder.
      this.void('tag', raw);
      return;
    }
    this.flush(true);
    this.stack.pop();
    const p = this.placeholders[top.id - 1] as AndroidPlaceholder;
    p.close = raw;
    this.text += `</${top.id}>`;
  }
  finish(): void {
    this.flush(false);
    // Unclosed paired tags (only possible in CDATA HTML) become void placeholders.
    for (const { id } of this.stack) this.text = this.text.replace(`<${id}>`, `{${id}}`);
  }
}

/** Reads the raw XML between a unit's tags. */
export function readInner(source: string, start: number, end: number, formatted: boolean): InnerContent {
  const raw = source.slice(start, end);
  const single = ONLY_CDATA.test(raw) ? [...raw.matchAll(CDATA_SECTION)].map((m) => m[1]).join('') : null;
  const b = new Builder(formatted);
  const state: UnescapeState = { quoted: false };
  if (single === null && !raw.includes('<') && !raw.includes('&')) {
    b.literal(unescapeAndroid(raw, state));
  } else if (single) {
    readHtml(single, b, state, (tag) => tag);
  } else {
    let depth = 0;
    let protectedStart = -1;
    for (const t of scanXml(source, start, end)) {
      const tokenRaw = source.slice(t.start, t.end);
      if (protectedStart >= 0) {
        if (t.type === 'open' && !t.selfClosing) depth++;
        if (t.type === 'close' && --depth === 0) {
          b.void('protected', source.slice(protectedStart, t.end));
          protectedStart = -1;
        }
        continue;
      }
      if (t.type === 'text') b.literal(unescapeAndroid(decodeEntities(tokenRaw), state));
      else if (t.type === 'cdata') readHtml(tokenRaw.slice(9, -3), b, state, (tag) => `<![CDATA[${tag}]]>`);
      else if (t.type === 'comment' || t.type === 'pi') b.void('protected', tokenRaw);
      else if (t.type === 'open' && t.name === 'xliff:g' && !t.selfClosing) {
        protectedStart = t.start;
        depth = 1;
      } else if (t.type === 'open') {
        if (t.selfClosing || t.name === 'xliff:g') b.void(t.name === 'xliff:g' ? 'protected' : 'tag', tokenRaw);
        else b.open(t.name, tokenRaw);
      } else if (t.type === 'close') b.close(t.name, tokenRaw);
    }
  }
  b.finish();
  const text = b.text;
  const lead = /^\s*/.exec(text)?.[0] ?? '';
  const trimmed = text.slice(lead.length);
  const trail = /\s*$/.exec(trimmed)?.[0] ?? '';
  return { text: trimmed.slice(0, trimmed.length - trail.length), placeholders: b.placeholders, lead, trail, cdata: single !== null, formatArgs: b.formatArgs };
}

/**
 * CDATA content is HTML for Html.fromHtml: after Android's own unescaping, character references
 * and the basic entities are text (`&lt;` is a literal `<`); other named entities are left as written.
 */
const HTML_ENTITY = /&(?:#(\d+)|#x([0-9a-fA-F]+)|(lt|gt|amp|quot|apos));/g;
const NAMED_HTML: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
function decodeHtmlText(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(HTML_ENTITY, (whole, dec?: string, hex?: string, named?: string) => {
    if (named) return NAMED_HTML[named] as string;
    const cp = dec ? Number(dec) : parseInt(hex ?? '', 16);
    return cp > 0 && cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff) ? String.fromCodePoint(cp) : whole;
  });
}
const escapeHtmlText = (text: string) => text.replace(/[&<>]/g, (ch) => (ch === '&' ? '&amp;' : ch === '<' ? '&lt;' : '&gt;'));

function readHtml(html: string, b: Builder, state: UnescapeState, wrap: (tag: string) => string): void {
  let last = 0;
  for (const m of html.matchAll(HTML_TAG)) {
    b.literal(decodeHtmlText(unescapeAndroid(html.slice(last, m.index), state)));
    const tag = wrap(m[0]);
    if (m[4] === '/') b.void('tag', tag);
    else if (m[1] === '/') b.close(m[2] as string, tag);
    else if (/^(br|img|hr|wbr)$/i.test(m[2] as string)) b.void('tag', tag);
    else b.open(m[2] as string, tag);
    last = (m.index ?? 0) + m[0].length;
  }
  b.literal(decodeHtmlText(unescapeAndroid(html.slice(last), state)));
}

/**
 * Writes a segment text (source or translation) back as the content of the unit. Markers the
 * unit does not know are dropped (checkAndroidTranslation reports them before this is called).
 */
export function writeInner(inner: InnerContent, text: string): string {
  const byId = new Map(inner.placeholders.map((p) => [p.id, p]));
  const whole = inner.lead + text + inner.trail;
  let plainSoFar = '';
  let out = '';
  for (const token of tokenizeMarkers(whole)) {
    if (token.type === 'text') {
      if (inner.cdata) out += escapeAndroid(escapeHtmlText(token.value), plainSoFar === '');
      else out += escapeXml(escapeAndroid(token.value, plainSoFar === ''));
      plainSoFar += token.value;
      continue;
    }
    const p = byId.get(token.id);
    if (!p) continue;
    if (token.type === 'close') out += p.close ?? '';
    else out += p.raw;
    if (p.kind === 'arg') plainSoFar += p.raw;
  }
  // Markers stand for non-space content, so the marked-up text tells where whitespace would collapse.
  if (needsQuotes(whole)) out = `"${out}"`;
  return inner.cdata ? `<![CDATA[${out}]]>` : out;
}
