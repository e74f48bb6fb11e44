/*
 * Writing a translated .docx. A translated paragraph keeps its w:pPr (style, list numbering,
 * alignment) and gets new runs: text in the paragraph's own formatting, `<n>…</n>` in the
 * formatting or container it stood for, `{n}` as the original piece. A standalone piece may hold
 * a text box whose paragraphs have their own translations, so pieces are rendered recursively
 * from the source with the nested paragraphs' edits applied. A translation that would lose a
 * footnote reference or break the structure is not written: the source paragraph stays and the
 * unit is reported.
 */
import { escapeXml } from '../../codecs/xml.ts';
import { tokenizeMarkers } from '../../extract/markers.ts';
import type { DocxDocument, DocxPart } from './docx.ts';
import { paragraphPropertiesFor, runPropertiesFor, stylesFor, docxTarget, type DocxTarget } from './language.ts';
import type { DocxParagraph, DocxPlaceholder, Range } from './paragraph.ts';
import { writeZipInOrder } from './safe-zip.ts';

export type DocxRejected = { id: string; reason: string };
export type DocxWriteOptions = { /** Product language code of the target (`hi`, `ur`); omitted: no language marks. */ targetLang?: string; csFont?: string };
export type DocxWriteResult = { bytes: Uint8Array; rejected: DocxRejected[]; translated: number };

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const ILLEGAL_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/** Why this translation cannot replace the paragraph, or null when it can. */
export function checkDocxTranslation(paragraph: DocxParagraph, translation: string): string | null {
  if (translation.trim() === '') return 'The translation is empty.';
  if (ILLEGAL_XML.test(translation)) return 'The translation contains control characters that XML cannot hold.';
  const byId = new Map(paragraph.placeholders.map((p) => [p.id, p]));
  const open: number[] = [];
  const seen = new Set<number>();
  for (const token of tokenizeMarkers(translation)) {
    if (token.type === 'text') continue;
    const p = byId.get(token.id);
    if (!p) return `The translation has a placeholder ${token.id} that the source does not have.`;
    if ((token.type === 'void') !== (p.kind === 'void')) return `Placeholder ${token.id} is used in the wrong form.`;
    if (token.type === 'open') {
      if (seen.has(token.id)) return `The translation repeats placeholder ${token.id}.`;
      open.push(token.id);
    } else if (token.type === 'close' && open.pop() !== token.id) return 'The tags of the translation are not properly nested.';
    if (token.type === 'void' && seen.has(token.id)) return `The translation repeats placeholder {${token.id}}.`;
    seen.add(token.id);
  }
  if (open.length) return 'The translation opens a tag it does not close.';
  const lost = paragraph.placeholders.flatMap((p) =>
    seen.has(p.id) || p.kind === 'format' ? [] : [p.kind === 'void' ? `{${p.id}} (${p.label})` : `<${p.id}> (${p.name})`],
  );
  if (lost.length) return `The translation lost ${lost.join(', ')}.`;
  return null;
}

export function writeDocx(doc: DocxDocument, translations: ReadonlyMap<string, string>, options: DocxWriteOptions = {}): DocxWriteResult {
  const target = options.targetLang ? docxTarget(options.targetLang, options.csFont) : null;
  const rejected: DocxRejected[] = [];
  let translated = 0;
  const replaced = new Map<string, Uint8Array>();
  for (const part of doc.parts) {
    const edits: { range: Range; paragraph: DocxParagraph; translation: string }[] = [];
    for (const [id, paragraph] of part.paragraphs) {
      const translation = translations.get(id);
      if (translation === undefined) continue;
      const reason = checkDocxTranslation(paragraph, translation);
      if (reason) rejected.push({ id, reason });
      else edits.push({ range: { start: paragraph.pPr?.start ?? paragraph.body.start, end: paragraph.body.end }, paragraph, translation });
    }
    if (!edits.length) continue;
    translated += edits.length;
    edits.sort((a, b) => a.range.start - b.range.start);
    replaced.set(part.name, encodePart(doc, part, renderPart(part, edits, target)));
  }
  if (target && translated > 0) {
    const styles = doc.zip.files.get('word/styles.xml');
    if (styles) replaced.set('word/styles.xml', new TextEncoder().encode(stylesFor(new TextDecoder().decode(styles), target)));
  }
  return { bytes: writeZipInOrder(doc.zip, replaced), rejected, translated };
}

type Edit = { range: Range; paragraph: DocxParagraph; translation: string };

function renderPart(part: DocxPart, edits: Edit[], target: DocxTarget | null): string {
  const source = part.tokens.text;
  return renderRange({ start: 0, end: source.length });

  /** The source between two offsets with the outermost paragraph edits inside it applied. */
  function renderRange(range: Range): string {
    let out = '';
    let at = range.start;
    let k = firstEditAt(range.start);
    while (k < edits.length && edits[k]!.range.end <= range.end) {
      const edit = edits[k]!;
      out += source.slice(at, edit.range.start) + renderParagraph(edit);
      at = edit.range.end;
      while (k < edits.length && edits[k]!.range.start < at) k++;
    }
    return out + source.slice(at, range.end);
  }
  function firstEditAt(offset: number): number {
    let lo = 0;
    let hi = edits.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (edits[mid]!.range.start < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
  function renderParagraph({ paragraph, translation }: Edit): string {
    const pPr = paragraph.pPr ? source.slice(paragraph.pPr.start, paragraph.pPr.end) : null;
    let out = paragraphPropertiesFor(pPr, target) ?? '';
    const byId = new Map(paragraph.placeholders.map((p) => [p.id, p]));
    const formats: string[] = [];
    const renderVoid = (p: DocxPlaceholder & { kind: 'void' }): string =>
      p.pieces.map(({ rPr, range }) => (rPr === null ? renderRange(range) : `<w:r>${rPr}${renderRange(range)}</w:r>`)).join('');
    for (const p of paragraph.prefix) out += renderVoid(p as DocxPlaceholder & { kind: 'void' });
    for (const token of tokenizeMarkers(translation)) {
      if (token.type === 'text') {
        out += textRuns(token.value, runPropertiesFor(formats.at(-1) ?? paragraph.baseRPr, target));
        continue;
      }
      const p = byId.get(token.id)!;
      if (p.kind === 'void') out += renderVoid(p);
      else if (p.kind === 'format') {
        if (token.type === 'open') formats.push(p.rPr);
        else formats.pop();
      } else out += token.type === 'open' ? p.open : p.close;
    }
    for (const p of paragraph.suffix) out += renderVoid(p as DocxPlaceholder & { kind: 'void' });
    return out;
  }
}

/** A run per stretch of text; tabs become w:tab, since w:t cannot hold a tab Word would show. */
function textRuns(text: string, rPr: string): string {
  const pieces = text.split('\t').map((t) => (t ? `<w:t xml:space="preserve">${escapeXml(t)}</w:t>` : ''));
  return `<w:r>${rPr}${pieces.join('<w:tab/>')}</w:r>`;
}

function encodePart(doc: DocxDocument, part: DocxPart, text: string): Uint8Array {
  const original = doc.zip.files.get(part.name)!;
  const bom = original[0] === 0xef && original[1] === 0xbb && original[2] === 0xbf;
  return new TextEncoder().encode((bom ? '\uFEFF' : '') + text);
}
