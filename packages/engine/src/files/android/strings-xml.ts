/*
 * Android strings.xml: read into units (one per <string>, per plural <item>, per <string-array>
 * <item>) that remember where their content sits in the file, and write a translated file by
 * replacing only those contents. Everything else (declaration, comments, other resources such as
 * <dimen> or <color>, attributes like tools:ignore, order, indentation) is copied byte for byte,
 * so writing without translations gives back the input exactly (a BOM included).
 */
import { XMLValidator } from 'fast-xml-parser';
import { CodecError, decodeText } from '../../codecs/errors.ts';
import { decodeEntities } from '../../codecs/xml.ts';
import { fnv1a64 } from '../../extract/hash.ts';
import { countWords } from '../../extract/words.ts';
import { readInner, type InnerContent } from './inner.ts';
import type { PluralCategory } from './plurals.ts';
import { scanXml, type XmlToken } from './scanner.ts';

export type AndroidUnitKind = 'string' | 'plural' | 'array';

export type AndroidUnit = {
  /** `name`, `name#quantity` for a plural item, `name[index]` for an array item. */
  id: string;
  name: string;
  kind: AndroidUnitKind;
  quantity?: PluralCategory;
  index?: number;
  translatable: boolean;
  /** The XML comment right before the resource, as a note for translators. */
  comment?: string;
  inner: InnerContent;
  sourceHash: string;
  wordCount: number;
  /** Offsets of the content in the source text. */
  start: number;
  end: number;
};

/** A resource element: its whole extent and, for plurals, where its items sit. */
export type AndroidResource = {
  name: string;
  kind: AndroidUnitKind;
  translatable: boolean;
  /** From the start of its line's indentation to the end of the closing tag. */
  outerStart: number;
  outerEnd: number;
  innerStart: number;
  innerEnd: number;
  /** formatted="false": a `%` is literal text, not a format argument. */
  formatted: boolean;
  comment?: string;
  units: AndroidUnit[];
};

export type StringsXml = { source: string; bom: boolean; resources: AndroidResource[]; units: AndroidUnit[] };

const MAX_BYTES = 20 * 1024 * 1024;
const KIND: Readonly<Record<string, AndroidUnitKind>> = { string: 'string', plurals: 'plural', 'string-array': 'array' };
const QUANTITIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

export function parseStringsXml(input: Uint8Array | string, sourceLang = 'en'): StringsXml {
  if (typeof input !== 'string' && input.byteLength > MAX_BYTES) throw new CodecError('The file is larger than 20 MB.');
  const decoded = typeof input === 'string' ? input : decodeText(input);
  const bom = typeof input === 'string' ? input.startsWith('\uFEFF') : input[0] === 0xef && input[1] === 0xbb && input[2] === 0xbf;
  const source = decoded.startsWith('\uFEFF') ? decoded.slice(1) : decoded;
  if (/<!DOCTYPE|<!ENTITY/i.test(source)) {
    throw new CodecError('The strings.xml contains a DOCTYPE or an entity declaration, which Android resources never need. Please upload a correct format.');
  }
  const valid = XMLValidator.validate(source, { allowBooleanAttributes: false });
  if (valid !== true)
    throw new CodecError(`The strings.xml is not well-formed XML (line ${valid.err.line}: ${valid.err.msg}). Please upload a correct format.`);

  const resources: AndroidResource[] = [];
  const units: AndroidUnit[] = [];
  const seen = new Set<string>();
  const stack: XmlToken[] = [];
  let lastComment: string | undefined;
  let current: AndroidResource | undefined;
  let item: { start: number; attrs: Record<string, string> } | undefined;
  let rootSeen = false;

  for (const t of scanXml(source)) {
    if (t.type === 'open') {
      if (stack.length === 0) {
        if (t.name !== 'resources') throw new CodecError('This is not an Android string resource file: the root element must be <resources>.');
        rootSeen = true;
      } else if (stack.length === 1 && KIND[t.name] && !t.selfClosing) {
        const kind = KIND[t.name] as AndroidUnitKind;
        const name = decodeEntities(t.attrs.name ?? '');
        if (!name) throw new CodecError(`A <${t.name}> has no name attribute.`);
        const key = `${kind}:${name}`;
        if (seen.has(key)) throw new CodecError(`The key "${name}" appears twice. Each <${t.name}> needs a unique name.`);
        seen.add(key);
        const lineStart = source.lastIndexOf('\n', t.start - 1) + 1;
        const outerStart = /^[ \t]*$/.test(source.slice(lineStart, t.start)) ? lineStart : t.start;
        current = {
          name,
          kind,
          translatable: t.attrs.translatable !== 'false',
          outerStart,
          outerEnd: 0,
          innerStart: t.end,
          innerEnd: 0,
          formatted: t.attrs.formatted !== 'false',
          comment: lastComment,
          units: [],
        };
      } else if (stack.length === 2 && current && current.kind !== 'string' && t.name === 'item' && !t.selfClosing) {
        item = { start: t.end, attrs: t.attrs };
      }
      lastComment = undefined;
      if (!t.selfClosing) stack.push(t);
      continue;
    }
    if (t.type === 'close') {
      stack.pop();
      if (current && stack.length === 1) {
        current.innerEnd = t.start;
        current.outerEnd = t.end;
        if (current.kind === 'string') addUnit(current, current.innerStart, t.start, {});
        resources.push(current);
        units.push(...current.units);
        current = undefined;
      } else if (current && item && stack.length === 2) {
        addUnit(current, item.start, t.start, item.attrs);
        item = undefined;
      }
      continue;
    }
    if (t.type === 'comment' && stack.length === 1) lastComment = source.slice(t.start + 4, t.end - 3).trim();
    else if (t.type !== 'text' || source.slice(t.start, t.end).trim()) lastComment = t.type === 'text' ? undefined : lastComment;
  }
  if (!rootSeen) throw new CodecError('This is not an Android string resource file: there is no <resources> element.');
  return { source, bom, resources, units };

  function addUnit(resource: AndroidResource, start: number, end: number, attrs: Record<string, string>): void {
    const inner = readInner(source, start, end, resource.formatted && attrs.formatted !== 'false');
    let id = resource.name;
    let quantity: PluralCategory | undefined;
    let index: number | undefined;
    if (resource.kind === 'plural') {
      const q = attrs.quantity ?? '';
      if (!QUANTITIES.has(q)) throw new CodecError(`The plurals "${resource.name}" has an item with quantity "${q}", which Android does not know.`);
      if (resource.units.some((u) => u.quantity === q)) throw new CodecError(`The plurals "${resource.name}" has two "${q}" items.`);
      quantity = q as PluralCategory;
      id = `${resource.name}#${q}`;
    } else if (resource.kind === 'array') {
      index = resource.units.length;
      id = `${resource.name}[${index}]`;
    }
    // A reference to another resource (@string/app_name, ?attr/x) is not text to translate.
    const isReference = /^\s*[@?][\w.:]+\/[\w.]+\s*$/.test(source.slice(start, end));
    const translatable = resource.translatable && attrs.translatable !== 'false' && inner.text.trim() !== '' && !isReference;
    resource.units.push({
      id,
      name: resource.name,
      kind: resource.kind,
      quantity,
      index,
      translatable,
      comment: resource.comment,
      inner,
      sourceHash: fnv1a64(inner.text),
      wordCount: translatable ? countWords(inner.text, sourceLang) : 0,
      start,
      end,
    });
  }
}
