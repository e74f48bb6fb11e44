/*
 * One w:p as a segment. Runs with the paragraph's most common formatting are plain text; runs
 * formatted otherwise become paired markers `<n>…</n>` (adjacent runs with the same properties
 * share one), containers (hyperlinks, simple fields, smart tags) become paired markers around
 * their runs, and everything that is not text (footnote references, field codes, drawings,
 * bookmarks, breaks) becomes a standalone `{n}`. Standalone pieces before the first text and
 * after the last stay outside the segment, so a translator never has to place them.
 */
import { escapeLiteral } from '../../extract/markers.ts';
import { decodeEntities } from '../../codecs/xml.ts';
import type { PartTokens } from './xml-tokens.ts';

/** A source range of the part; rendered later so text boxes inside it get their own translations. */
export type Range = { start: number; end: number };

export type DocxPlaceholder =
  | { id: number; kind: 'format'; rPr: string }
  | { id: number; kind: 'container'; name: string; open: string; close: string }
  /** Standalone: one or more adjacent pieces (a field's begin, code and separator are one). */
  | { id: number; kind: 'void'; pieces: { rPr: string | null; range: Range }[]; label: string };

type Piece =
  | { type: 'text'; rPr: string; text: string }
  | { type: 'open'; container: DocxPlaceholder & { kind: 'container' } }
  | { type: 'close'; container: DocxPlaceholder & { kind: 'container' } }
  | { type: 'void'; rPr: string | null; range: Range; label: string };

export type DocxParagraph = {
  /** Where the paragraph's runs start (after w:pPr) and end (before </w:p>). */
  body: Range;
  pPr: Range | null;
  baseRPr: string;
  /** Standalone pieces kept around the segment. */
  prefix: DocxPlaceholder[];
  suffix: DocxPlaceholder[];
  text: string;
  placeholders: DocxPlaceholder[];
};

const CONTAINERS = new Set(['w:hyperlink', 'w:fldSimple', 'w:smartTag', 'w:customXml']);
/** Marks that carry no content: dropped from a rewritten paragraph. */
const DROPPED = new Set(['w:proofErr', 'w:lastRenderedPageBreak', 'w:rPr', 'w:customXmlPr', 'w:smartTagPr']);

export function readParagraph(part: PartTokens, open: number): DocxParagraph | null {
  const { tokens, closeOf } = part;
  const close = closeOf[open] as number;
  if (close === open) return null;
  let i = open + 1;
  let pPr: Range | null = null;
  const first = nextElement(i, close);
  if (first !== -1 && name(first) === 'w:pPr') {
    pPr = { start: tokens[first]!.start, end: tokens[closeOf[first]!]!.end };
    i = closeOf[first]! + 1;
  }
  const body = { start: tokens[i]?.start ?? tokens[close]!.start, end: tokens[close]!.start };
  const pieces: Piece[] = [];
  readChildren(i, close);
  if (!pieces.some((p) => p.type === 'text' && p.text.trim())) return null;
  return buildSegment(body, pPr, pieces);

  function name(k: number): string {
    const t = tokens[k]!;
    return t.type === 'open' ? t.name : '';
  }
  function nextElement(from: number, to: number): number {
    for (let k = from; k < to; k++) if (tokens[k]!.type === 'open') return k;
    return -1;
  }
  function range(k: number): Range {
    return { start: tokens[k]!.start, end: tokens[closeOf[k]!]!.end };
  }
  function readChildren(from: number, to: number): void {
    for (let k = from; k < to; k++) {
      const t = tokens[k]!;
      if (t.type !== 'open') continue;
      const end = closeOf[k]!;
      if (t.name === 'w:r') readRun(k, end);
      else if (t.name === 'w:sdt' && !t.selfClosing && contentOf(k, end) !== -1) {
        // An inline content control: its properties and content wrapper are one paired marker.
        const content = contentOf(k, end);
        const container = {
          id: 0,
          kind: 'container' as const,
          name: 'w:sdt',
          open: part.text.slice(t.start, tokens[content]!.end),
          close: part.text.slice(tokens[closeOf[content]!]!.start, tokens[end]!.end),
        };
        pieces.push({ type: 'open', container });
        readChildren(content + 1, closeOf[content]!);
        pieces.push({ type: 'close', container });
      } else if (CONTAINERS.has(t.name) && !t.selfClosing) {
        const first = t.name === 'w:smartTag' || t.name === 'w:customXml' ? skipProps(k + 1, end) : k + 1;
        const container = {
          id: 0,
          kind: 'container' as const,
          name: t.name,
          open: part.text.slice(t.start, tokens[first]?.start ?? t.end),
          close: part.text.slice(tokens[end]!.start, tokens[end]!.end),
        };
        pieces.push({ type: 'open', container });
        readChildren(first, end);
        pieces.push({ type: 'close', container });
      } else if (!DROPPED.has(t.name)) pieces.push({ type: 'void', rPr: null, range: range(k), label: t.name });
      k = end;
    }
  }
  function contentOf(from: number, to: number): number {
    let k = from + 1;
    while (k < to) {
      const t = tokens[k]!;
      if (t.type !== 'open') k++;
      else if (t.name === 'w:sdtContent' && !t.selfClosing) return k;
      else k = closeOf[k]! + 1;
    }
    return -1;
  }
  function skipProps(from: number, to: number): number {
    const k = nextElement(from, to);
    return k !== -1 && name(k).endsWith('Pr') ? closeOf[k]! + 1 : from;
  }
  function readRun(open: number, close: number): void {
    let rPr = '';
    for (let k = open + 1; k < close; k++) {
      const t = tokens[k]!;
      if (t.type !== 'open') continue;
      const end = closeOf[k]!;
      if (t.name === 'w:rPr') rPr = part.text.slice(t.start, tokens[end]!.end);
      else if (t.name === 'w:t') addText(rPr, t.selfClosing ? '' : decodeEntities(part.text.slice(t.end, tokens[end]!.start)));
      else if (t.name === 'w:tab') addText(rPr, '\t');
      else if (t.name === 'w:noBreakHyphen') addText(rPr, '\u2011');
      else if (t.name === 'w:softHyphen') addText(rPr, '\u00AD');
      else if (!DROPPED.has(t.name)) pieces.push({ type: 'void', rPr, range: range(k), label: t.name });
      k = end;
    }
  }
  function addText(rPr: string, text: string): void {
    const last = pieces.at(-1);
    if (last?.type === 'text' && last.rPr === rPr) last.text += text;
    else if (text) pieces.push({ type: 'text', rPr, text });
  }
}

function buildSegment(body: Range, pPr: Range | null, pieces: Piece[]): DocxParagraph {
  // The formatting that covers most characters is the paragraph's own: it needs no marker.
  const weight = new Map<string, number>();
  for (const p of pieces) if (p.type === 'text') weight.set(p.rPr, (weight.get(p.rPr) ?? 0) + p.text.length);
  const baseRPr = [...weight.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  const placeholders: DocxPlaceholder[] = [];
  const firstText = pieces.findIndex((p) => p.type !== 'void');
  let lastText = pieces.length - 1;
  while (pieces[lastText]?.type === 'void') lastText--;
  const toVoid = (p: Piece & { type: 'void' }): DocxPlaceholder & { kind: 'void' } => ({
    id: 0,
    kind: 'void',
    pieces: [{ rPr: p.rPr, range: p.range }],
    label: p.label,
  });
  let lastVoid: (DocxPlaceholder & { kind: 'void' }) | null = null;
  const prefix = pieces.slice(0, firstText).map((p) => toVoid(p as Piece & { type: 'void' }));
  const suffix = pieces.slice(lastText + 1).map((p) => toVoid(p as Piece & { type: 'void' }));

  type Out = { marker: string } | { literal: string };
  const out: Out[] = [];
  let lastMarker: Out | null = null;
  // Held in an object: TypeScript does not see a closure resetting a plain variable.
  const state: { format: { rPr: string; id: number } | null } = { format: null };
  const closeFormat = (): void => {
    if (state.format) out.push({ marker: `</${state.format.id}>` });
    state.format = null;
  };
  const add = (p: DocxPlaceholder): number => {
    p.id = placeholders.length + 1;
    placeholders.push(p);
    return p.id;
  };
  for (const p of pieces.slice(firstText, lastText + 1)) {
    if (p.type === 'void' && lastVoid && out.at(-1) === lastMarker) {
      lastVoid.pieces.push({ rPr: p.rPr, range: p.range });
      if (!lastVoid.label.endsWith(p.label)) lastVoid.label += ` ${p.label}`;
      continue;
    }
    lastVoid = null;
    if (p.type === 'text') {
      if (state.format?.rPr !== p.rPr) closeFormat();
      if (p.rPr !== baseRPr && !state.format) {
        const id = add({ id: 0, kind: 'format', rPr: p.rPr });
        state.format = { rPr: p.rPr, id };
        out.push({ marker: `<${id}>` });
      }
      out.push({ literal: p.text });
    } else if (p.type === 'void') {
      // A break or a footnote reference inside bold text stays inside the bold marker.
      if (state.format && p.rPr !== state.format.rPr) closeFormat();
      const placeholder = toVoid(p);
      lastVoid = placeholder;
      lastMarker = { marker: `{${add(placeholder)}}` };
      out.push(lastMarker);
    } else {
      closeFormat();
      if (p.type === 'open') out.push({ marker: `<${add(p.container)}>` });
      else out.push({ marker: `</${p.container.id}>` });
    }
  }
  closeFormat();
  const text = out.map((o, k) => ('literal' in o ? escapeLiteral(o.literal, out[k + 1] !== undefined && 'marker' in out[k + 1]!) : o.marker)).join('');
  return { body, pPr, baseRPr, prefix, suffix, text, placeholders };
}
