/*
 * iOS `Localizable.strings` (old-style plist of `"key" = "value";` pairs with C comments), UTF-8
 * or UTF-16 with BOM. Read into one unit per pair remembering where the value literal sits; write
 * by replacing only translated value literals, so everything else (comments, spacing, order, the
 * spelling of untranslated escapes) is copied as it is.
 */
import { CodecError } from '../../codecs/errors.ts';
import { fnv1a64 } from '../../extract/hash.ts';
import { countWords } from '../../extract/words.ts';
import { APPLE_FORMAT, checkSegment, fromSegment, toSegment } from './segment.ts';
import type { MobileUnit, MobileWriteResult, Rejected } from './types.ts';

export type IosStringsEntry = { unit: MobileUnit; valueStart: number; valueEnd: number };
export type IosStrings = { source: string; entries: IosStringsEntry[]; units: MobileUnit[] };

const UNQUOTED = /[A-Za-z0-9_.$:/-]+/y;

export function unescapeStrings(raw: string): string {
  return raw.replace(/\\(U[0-9a-fA-F]{4}|u[0-9a-fA-F]{4}|[0-7]{1,3}|[\s\S])/g, (_m, e: string) => {
    if (e[0] === 'U' || e[0] === 'u') return String.fromCharCode(parseInt(e.slice(1), 16));
    if (/^[0-7]/.test(e)) return String.fromCharCode(parseInt(e, 8));
    return e === 'n' ? '\n' : e === 't' ? '\t' : e === 'r' ? '\r' : e;
  });
}

export const escapeStrings = (text: string) => text.replace(/[\\"\n\t\r]/g, (c) => (c === '\n' ? '\\n' : c === '\t' ? '\\t' : c === '\r' ? '\\r' : `\\${c}`));

export function parseIosStrings(source: string, sourceLang = 'en'): IosStrings {
  const entries: IosStringsEntry[] = [];
  const seen = new Set<string>();
  let i = 0;
  let comment: string | undefined;
  const fail = (what: string): never => {
    const line = source.slice(0, i).split('\n').length;
    throw new CodecError(`The .strings file is not valid (line ${line}: ${what}). Please upload a correct format.`);
  };
  const skip = (): void => {
    for (;;) {
      const ws = /\s*/y;
      ws.lastIndex = i;
      ws.exec(source);
      i = ws.lastIndex;
      if (source.startsWith('/*', i)) {
        const end = source.indexOf('*/', i + 2);
        if (end < 0) fail('a comment is not closed');
        comment = source.slice(i + 2, end).trim();
        i = end + 2;
      } else if (source.startsWith('//', i)) {
        const end = source.indexOf('\n', i);
        comment = source.slice(i + 2, end < 0 ? source.length : end).trim();
        i = end < 0 ? source.length : end;
      } else return;
    }
  };
  const literal = (): { raw: string; start: number; end: number; quoted: boolean } => {
    const start = i;
    if (source[i] === '"') {
      const re = /"((?:[^"\\]|\\[\s\S])*)"/y;
      re.lastIndex = i;
      const m = re.exec(source);
      if (!m) return fail('a quoted string is not closed');
      i = re.lastIndex;
      return { raw: m[1]!, start, end: i, quoted: true };
    }
    UNQUOTED.lastIndex = i;
    const m = UNQUOTED.exec(source);
    if (!m) return fail(`expected a quoted string, found "${source.slice(i, i + 10)}"`);
    i = UNQUOTED.lastIndex;
    return { raw: m[0], start, end: i, quoted: false };
  };
  for (skip(); i < source.length; skip()) {
    const note = comment;
    const key = literal();
    skip();
    const name = key.quoted ? unescapeStrings(key.raw) : key.raw;
    if (seen.has(name)) fail(`the key "${name}" appears twice`);
    seen.add(name);
    let value = { raw: key.raw, start: key.start, end: key.end, quoted: key.quoted };
    let valueOwn = false;
    if (source[i] === '=') {
      i++;
      skip();
      value = literal();
      valueOwn = true;
      skip();
    }
    if (source[i] !== ';') fail('expected ";" after the entry');
    i++;
    comment = undefined;
    const plain = value.quoted ? unescapeStrings(value.raw) : value.raw;
    const inner = toSegment(plain, APPLE_FORMAT);
    const translatable = valueOwn && inner.text.replace(/\{\d+\}/g, '').trim() !== '';
    const unit: MobileUnit = {
      id: name,
      name,
      kind: 'string',
      translatable,
      comment: note,
      inner,
      sourceHash: fnv1a64(inner.text),
      wordCount: translatable ? countWords(inner.text, sourceLang) : 0,
    };
    entries.push({ unit, valueStart: value.start, valueEnd: value.end });
  }
  return { source, entries, units: entries.map((e) => e.unit) };
}

export function writeIosStrings(doc: IosStrings, translations: ReadonlyMap<string, string>): MobileWriteResult {
  const rejected: Rejected[] = [];
  let translated = 0;
  let out = '';
  let last = 0;
  for (const { unit, valueStart, valueEnd } of doc.entries) {
    const t = unit.translatable ? translations.get(unit.id) : undefined;
    if (t === undefined) continue;
    const reason = checkSegment(unit.inner, t);
    if (reason) {
      rejected.push({ id: unit.id, reason });
      continue;
    }
    translated++;
    out += doc.source.slice(last, valueStart) + `"${escapeStrings(fromSegment(unit.inner, t))}"`;
    last = valueEnd;
  }
  return { text: out + doc.source.slice(last), rejected, translated };
}
