import { tokenizeMarkers, type MarkerToken } from '../extract/markers.ts';
import { findGlossaryTerms, type GlossaryTerm } from '../mask/glossary.ts';
import { CodecError, decodeText } from './errors.ts';
import { decodeInline, InlineIds } from './inline.ts';
import { childElements, descendants, escapeAttr, escapeXml, findElements, parseXml, type XmlElement } from './xml.ts';

/*
 * Offline batch files of professional translation: one sub-batch as XLIFF 2.1 (default) or 1.2.
 * Unlike the TM export, the inline codes carry their original data (the marker text Lipi keeps:
 * `<1>`, `</1>`, `{2}`), so a CAT tool can show it, and the file names its request and sub-batch in
 * attributes of our namespace so an upload can be checked against where it came from.
 */
export const BATCH_NS = 'urn:lipi:batch:1';
export type BatchXliffVersion = '2.1' | '1.2';
export type BatchSegmentState = 'initial' | 'translated' | 'reviewed';

export type BatchFileUnit = { id: string; source: string; target: string; state: BatchSegmentState; note?: string };
export type BatchFile = {
  requestId: string;
  subBatchId: string;
  sourceLang: string;
  targetLang: string;
  /** Shown to the linguist as the file's note (project, step, due date). */
  note?: string;
  units: readonly BatchFileUnit[];
  /** Glossary terms that stay as they are (rule "never"): marked translate="no" (2.1) or mtype="protected" (1.2). */
  keepTerms?: readonly GlossaryTerm[];
};
export type ReadBatchFile = { requestId: string; subBatchId: string; targetLang: string; units: { id: string; source: string; target: string }[] };

/** True when every close matches the innermost open marker, so `<pc>`/`<g>`-style wrapping is possible. */
function wellNested(tokens: readonly MarkerToken[]): boolean {
  const stack: number[] = [];
  for (const t of tokens) {
    if (t.type === 'open') stack.push(t.id);
    if (t.type === 'close' && stack.pop() !== t.id) return false;
  }
  return stack.length === 0;
}

const markerText = (t: MarkerToken) => (t.type === 'open' ? `<${t.id}>` : t.type === 'close' ? `</${t.id}>` : t.type === 'void' ? `{${t.id}}` : '');
const dataId = (t: MarkerToken) => `d${t.type === 'open' ? 's' : t.type === 'close' ? 'e' : 'p'}${'id' in t ? t.id : ''}`;

/** Escaped text with the glossary's keep-as-is terms wrapped; `next` numbers 2.1 `<mrk>` ids within a unit. */
function textWithTerms(text: string, terms: readonly GlossaryTerm[], version: BatchXliffVersion, next: () => number): string {
  const matches = terms.length ? findGlossaryTerms(text, terms) : [];
  let out = '';
  let at = 0;
  for (const m of matches) {
    const open = version === '2.1' ? `<mrk id="m${next()}" translate="no">` : '<mrk mtype="protected">';
    out += escapeXml(text.slice(at, m.start)) + open + escapeXml(m.text) + '</mrk>';
    at = m.end;
  }
  return out + escapeXml(text.slice(at));
}

type Marking = { terms: readonly GlossaryTerm[]; next: () => number };
const NO_TERMS: Marking = { terms: [], next: () => 0 };

/** XLIFF 2.1 inline content: `<pc>`/`<ph>` pointing at originalData; `<sc>`/`<ec>` when markers cross. */
function encode2(text: string, marking: Marking = NO_TERMS): string {
  const tokens = tokenizeMarkers(text);
  const nested = wellNested(tokens);
  return tokens
    .map((t) => {
      if (t.type === 'text') return textWithTerms(t.value, marking.terms, '2.1', marking.next);
      if (t.type === 'void') return `<ph id="${t.id}" dataRef="${dataId(t)}"/>`;
      const start = `ds${t.id}`;
      const end = `de${t.id}`;
      if (nested) return t.type === 'open' ? `<pc id="${t.id}" dataRefStart="${start}" dataRefEnd="${end}">` : '</pc>';
      return t.type === 'open' ? `<sc id="${t.id}" dataRef="${start}"/>` : `<ec startRef="${t.id}" dataRef="${end}"/>`;
    })
    .join('');
}

/** XLIFF 1.2 inline content: native-code elements holding the marker text (`<bpt>`, `<ept>`, `<ph>`). */
function encode12(text: string, marking: Marking = NO_TERMS): string {
  return tokenizeMarkers(text)
    .map((t) => {
      if (t.type === 'text') return textWithTerms(t.value, marking.terms, '1.2', marking.next);
      const kind = t.type === 'open' ? 'bpt' : t.type === 'close' ? 'ept' : 'ph';
      return `<${kind} id="${t.type === 'close' ? `e${t.id}` : t.id}"${t.type === 'void' ? '' : ` rid="${t.id}"`}>${escapeXml(markerText(t))}</${kind}>`;
    })
    .join('');
}

function originalData(unit: BatchFileUnit): string {
  const seen = new Map<string, string>();
  for (const t of [...tokenizeMarkers(unit.source), ...tokenizeMarkers(unit.target)]) if (t.type !== 'text') seen.set(dataId(t), markerText(t));
  if (!seen.size) return '';
  const data = [...seen].map(([id, value]) => `<data id="${id}">${escapeXml(value)}</data>`).join('');
  return `<originalData>${data}</originalData>`;
}

const STATE_12: Readonly<Record<BatchSegmentState, string>> = { initial: 'needs-translation', translated: 'translated', reviewed: 'signed-off' };

export function writeBatchXliff(doc: BatchFile, version: BatchXliffVersion): string {
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n';
  const terms = doc.keepTerms ?? [];
  const markingFor = (): Marking => {
    let n = 0;
    return { terms, next: () => ++n };
  };
  const fileAttrs = `lipi:request="${escapeAttr(doc.requestId)}" lipi:sub-batch="${escapeAttr(doc.subBatchId)}"`;
  if (version === '1.2') {
    const units = doc.units.map((u) => {
      const mark = markingFor();
      const note = u.note ? `<note from="lipi">${escapeXml(u.note)}</note>` : '';
      const target = u.target ? `<target state="${STATE_12[u.state]}">${encode12(u.target, mark)}</target>` : `<target state="${STATE_12.initial}"/>`;
      return `<trans-unit id="${escapeAttr(u.id)}" resname="${escapeAttr(u.id)}" xml:space="preserve"><source>${encode12(u.source, mark)}</source>${target}${note}</trans-unit>\n`;
    });
    const header = doc.note ? `<header><note from="lipi">${escapeXml(doc.note)}</note></header>\n` : '';
    return (
      `${head}<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:lipi="${BATCH_NS}">\n` +
      `<file original="lipi-batch-${escapeAttr(doc.subBatchId)}" datatype="plaintext" source-language="${escapeAttr(doc.sourceLang)}" ` +
      `target-language="${escapeAttr(doc.targetLang)}" ${fileAttrs}>\n${header}<body>\n${units.join('')}</body>\n</file>\n</xliff>\n`
    );
  }
  const units = doc.units.map((u) => {
    const mark = markingFor();
    const notes = u.note ? `<notes><note category="location">${escapeXml(u.note)}</note></notes>` : '';
    return (
      `<unit id="${escapeAttr(u.id)}" name="${escapeAttr(u.id)}">${notes}${originalData(u)}<segment state="${u.state}">` +
      `<source xml:space="preserve">${encode2(u.source, mark)}</source><target xml:space="preserve">${encode2(u.target, mark)}</target></segment></unit>\n`
    );
  });
  const notes = doc.note ? `<notes><note category="context">${escapeXml(doc.note)}</note></notes>\n` : '';
  return (
    `${head}<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" xmlns:lipi="${BATCH_NS}" version="2.1" ` +
    `srcLang="${escapeAttr(doc.sourceLang)}" trgLang="${escapeAttr(doc.targetLang)}">\n` +
    `<file id="f1" original="lipi-batch-${escapeAttr(doc.subBatchId)}" ${fileAttrs}>\n${notes}${units.join('')}</file>\n</xliff>\n`
  );
}

/** The request and sub-batch named by a file's `<file>`: our namespace's attributes, under whatever prefix. */
function origin(file: XmlElement): { requestId: string; subBatchId: string } {
  const attr = (name: string) => Object.entries(file.attrs).find(([k]) => k.endsWith(`:${name}`))?.[1] ?? '';
  const requestId = attr('request');
  const subBatchId = attr('sub-batch');
  if (!requestId || !subBatchId) throw new CodecError('This XLIFF file was not downloaded from a Lipi batch (it names no request and sub-batch).');
  return { requestId, subBatchId };
}

/** Reads a batch file back (XLIFF 1.2 or 2.x, detected from the root). XML rules of parseXml: no DTD subset, no entities. */
export function readBatchXliff(bytes: Uint8Array): ReadBatchFile {
  const root = parseXml(decodeText(bytes), 'xliff');
  const files = childElements(root, 'file');
  if (files.length !== 1) throw new CodecError('A batch file holds exactly one <file>. Please upload the file as it was downloaded.');
  const file = files[0] as XmlElement;
  const { requestId, subBatchId } = origin(file);
  const v2 = (root.attrs.version ?? '').startsWith('2.');
  const targetLang = (v2 ? root.attrs.trgLang : file.attrs['target-language']) ?? '';
  const units = findElements(file, v2 ? 'unit' : 'trans-unit').map((el) => {
    const ids = new InlineIds(descendants(el));
    const id = el.attrs.id ?? '';
    const holder = v2 ? childElements(el, 'segment') : [el];
    if (holder.length !== 1) throw new CodecError(`Unit ${id} must hold exactly one segment. Please do not split or join segments.`);
    const segment = holder[0] as XmlElement;
    const read = (name: string) => {
      const node = childElements(segment, name)[0];
      return node ? decodeInline(node.children, ids) : '';
    };
    return { id, source: read('source'), target: read('target') };
  });
  return { requestId, subBatchId, targetLang, units };
}

/** The inline markers of a text as a sorted list, to compare a target's tags with its source's. */
export function markerSignature(text: string): string {
  return tokenizeMarkers(text)
    .filter((t) => t.type !== 'text')
    .map(markerText)
    .sort()
    .join(' ');
}
