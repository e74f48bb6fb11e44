/*
 * Xcode String Catalog (`.xcstrings`, Xcode 15+): one JSON file holding every language. Each key of
 * `strings` is a unit (source: the `sourceLanguage` localization, or the key itself when it has
 * none, as Xcode does); a plural variation gives one unit per category. Writing splices: only the
 * objects of keys that receive a translation are rebuilt, in Xcode's JSON style (2-space indent,
 * `"key" : value`); every other byte is copied, so an untouched file comes back byte-identical.
 * Not offered (kept as they are, with a note): `shouldTranslate: false`, device variations and
 * substitutions (`%#@name@`).
 */
import { CodecError } from '../../codecs/errors.ts';
import { fnv1a64 } from '../../extract/hash.ts';
import { countWords } from '../../extract/words.ts';
import { PLURAL_ORDER, pluralCategories } from '../android/plurals.ts';
import { APPLE_FORMAT, checkSegment, fromSegment, mayDropNumber, toSegment } from './segment.ts';
import type { MobileUnit, MobileWriteResult, Rejected } from './types.ts';

/** A JSON value with the extent of its text in the source. */
type JNode =
  | { type: 'object'; start: number; end: number; members: { key: string; keyStart: number; value: JNode }[] }
  | { type: 'array'; start: number; end: number; items: JNode[] }
  | { type: 'string'; start: number; end: number; value: string }
  | { type: 'other'; start: number; end: number; value: unknown };
type JObject = Extract<JNode, { type: 'object' }>;

type Entry = { key: string; node: JObject; units: MobileUnit[]; plural: boolean };
export type XcStrings = { source: string; sourceLanguage: string; entries: Entry[]; units: MobileUnit[]; escapeSlash: boolean };

const MAX_DEPTH = 32;
const CATEGORIES = new Set<string>(PLURAL_ORDER);
const bad = (what: string) => new CodecError(`The .xcstrings file is not a valid String Catalog (${what}). Please upload the file from the Xcode project.`);

/** A small JSON reader that keeps positions, refuses duplicate keys and limits nesting. */
function readJson(source: string): JNode {
  let i = 0;
  const ws = () => {
    while (i < source.length && (source[i] === ' ' || source[i] === '\n' || source[i] === '\r' || source[i] === '\t')) i++;
  };
  const SCALAR = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;
  const where = () => `line ${source.slice(0, i).split('\n').length}`;
  // A loop rather than a regular expression: a regex over a string of megabytes overflows V8's stack.
  const str = (): { value: string; start: number; end: number } => {
    if (source[i] !== '"') throw bad(`expected a string at ${where()}`);
    const start = i;
    for (i++; i < source.length && source[i] !== '"'; i++) {
      if (source.charCodeAt(i) < 0x20) throw bad(`a control character in a string at ${where()}`);
      if (source[i] === '\\') i++;
    }
    if (i >= source.length) throw bad('a string is not closed');
    i++;
    try {
      return { value: JSON.parse(source.slice(start, i)) as string, start, end: i };
    } catch {
      throw bad(`a bad escape in a string at ${where()}`);
    }
  };
  const value = (depth: number): JNode => {
    if (depth > MAX_DEPTH) throw bad(`nested more than ${MAX_DEPTH} levels`);
    ws();
    const start = i;
    const c = source[i];
    if (c === '{') {
      i++;
      const members: JObject['members'] = [];
      const seen = new Set<string>();
      ws();
      if (source[i] === '}') return { type: 'object', start, end: ++i, members };
      for (;;) {
        ws();
        const key = str();
        if (seen.has(key.value)) throw bad(`the key "${key.value}" appears twice at ${where()}`);
        seen.add(key.value);
        ws();
        if (source[i++] !== ':') throw bad(`expected ":" at ${where()}`);
        members.push({ key: key.value, keyStart: key.start, value: value(depth + 1) });
        ws();
        if (source[i] === ',') i++;
        else if (source[i] === '}') return { type: 'object', start, end: ++i, members };
        else throw bad(`expected "," or "}" at ${where()}`);
      }
    }
    if (c === '[') {
      i++;
      const items: JNode[] = [];
      ws();
      if (source[i] === ']') return { type: 'array', start, end: ++i, items };
      for (;;) {
        items.push(value(depth + 1));
        ws();
        if (source[i] === ',') i++;
        else if (source[i] === ']') return { type: 'array', start, end: ++i, items };
        else throw bad(`expected "," or "]" at ${where()}`);
      }
    }
    if (c === '"') return { type: 'string', ...str() };
    SCALAR.lastIndex = i;
    const m = SCALAR.exec(source);
    if (!m) throw bad(`unexpected "${source.slice(i, i + 10)}" at ${where()}`);
    i = SCALAR.lastIndex;
    return { type: 'other', start, end: i, value: JSON.parse(m[0]) as unknown };
  };
  const root = value(0);
  ws();
  if (i !== source.length) throw bad(`unexpected text after the end at ${where()}`);
  return root;
}

const member = (node: JNode | undefined, key: string): JNode | undefined =>
  node?.type === 'object' ? node.members.find((m) => m.key === key)?.value : undefined;
const stringAt = (node: JNode | undefined, ...path: string[]): string | undefined => {
  let n = node;
  for (const k of path) n = member(n, k);
  return n?.type === 'string' ? n.value : undefined;
};

export function parseXcStrings(source: string, projectSourceLang = 'en'): XcStrings {
  if (!source.trimStart().startsWith('{')) throw bad('it is not a JSON object');
  const root = readJson(source);
  const strings = member(root, 'strings');
  const sourceLanguage = stringAt(root, 'sourceLanguage');
  if (!sourceLanguage || strings?.type !== 'object') throw bad('"sourceLanguage" and "strings" are required');
  const entries: Entry[] = [];
  const units: MobileUnit[] = [];
  const make = (id: string, name: string, kind: MobileUnit['kind'], text: string, ok: boolean, comment?: string, quantity?: string): MobileUnit => {
    const inner = toSegment(text, APPLE_FORMAT);
    const translatable = ok && inner.text.replace(/\{\d+\}/g, '').trim() !== '';
    const unit: MobileUnit = {
      id,
      name,
      kind,
      quantity,
      translatable,
      comment,
      inner,
      sourceHash: fnv1a64(inner.text),
      wordCount: translatable ? countWords(inner.text, projectSourceLang) : 0,
    };
    units.push(unit);
    return unit;
  };
  for (const { key, value } of strings.members) {
    if (value.type !== 'object') throw bad(`the entry "${key}" is not an object`);
    const comment = stringAt(value, 'comment');
    const should = member(value, 'shouldTranslate');
    const loc = member(member(value, 'localizations'), sourceLanguage);
    const own: MobileUnit[] = [];
    let plural = false;
    const keep = (note: string) =>
      own.push(make(key, key, 'string', stringAt(loc, 'stringUnit', 'value') ?? key, false, comment ? `${comment} (${note})` : note));
    if (should?.type === 'other' && should.value === false) keep('Marked “Don’t translate” in Xcode');
    else if (member(value, 'substitutions') || member(loc, 'substitutions')) keep('Has substitutions (%#@name@): kept as it is, not offered');
    else if (member(loc, 'variations')) {
      const pl = member(member(loc, 'variations'), 'plural');
      const vars = member(loc, 'variations');
      if (pl?.type === 'object' && vars?.type === 'object' && vars.members.length === 1) {
        plural = true;
        for (const c of pl.members) {
          const text = stringAt(c.value, 'stringUnit', 'value');
          if (!CATEGORIES.has(c.key) || text === undefined) continue;
          own.push(make(`${key}#${c.key}`, key, 'plural', text, true, comment, c.key));
        }
        if (!own.some((u) => u.quantity === 'other')) throw bad(`the plural "${key}" has no "other" form`);
      } else keep('Device or nested variations: kept as they are, not offered');
    } else own.push(make(key, key, 'string', stringAt(loc, 'stringUnit', 'value') ?? key, true, comment));
    entries.push({ key, node: value, units: own, plural });
  }
  return { source, sourceLanguage, entries, units, escapeSlash: source.includes('\\/') };
}

/** A JSON string as Xcode writes it. */
function quote(text: string, escapeSlash: boolean): string {
  const json = JSON.stringify(text);
  return escapeSlash ? json.replace(/\//g, '\\/') : json;
}

/** A fresh stringUnit localization, indented for a member at `indent`. */
function stringUnit(value: string, indent: string, escapeSlash: boolean): string {
  const [a, b] = [`${indent}  `, `${indent}    `];
  return `{\n${a}"stringUnit" : {\n${b}"state" : "translated",\n${b}"value" : ${quote(value, escapeSlash)}\n${a}}\n${indent}}`;
}

/** An object in Xcode's style from members whose values are already written at this depth. */
function object(members: [string, string][], indent: string, escapeSlash: boolean): string {
  if (!members.length) return `{\n\n${indent}}`;
  return `{\n${members.map(([k, v]) => `${indent}  ${quote(k, escapeSlash)} : ${v}`).join(',\n')}\n${indent}}`;
}

/** The indentation of the line `pos` is on. */
const indentAt = (source: string, pos: number) => /^[ \t]*/.exec(source.slice(source.lastIndexOf('\n', pos - 1) + 1, pos))?.[0] ?? '';

const membersOf = (source: string, node: JObject): [string, string][] => node.members.map((m) => [m.key, source.slice(m.value.start, m.value.end)]);

/** `key` set to `text`; a new key goes in its sorted place, as Xcode orders keys. */
function setMember(members: [string, string][], key: string, text: string): [string, string][] {
  const out = [...members];
  const at = out.findIndex(([k]) => k === key);
  if (at >= 0) out[at] = [key, text];
  else {
    const after = out.findIndex(([k]) => k > key);
    out.splice(after < 0 ? out.length : after, 0, [key, text]);
  }
  return out;
}

/**
 * The catalog with the given languages' localizations filled (state `translated`); other
 * languages, keys, comments and unknown fields are copied. `byLang`: BCP 47 tag → unit id → text.
 */
export function writeXcStrings(doc: XcStrings, byLang: ReadonlyMap<string, ReadonlyMap<string, string>>): MobileWriteResult {
  const rejected: Rejected[] = [];
  let translated = 0;
  const edits: { start: number; end: number; text: string }[] = [];
  const { source, escapeSlash } = doc;
  for (const entry of doc.entries) {
    if (!entry.units.some((u) => u.translatable)) continue;
    const locs = new Map<string, string>();
    const entryIndent = indentAt(source, entry.node.start);
    const locIndent = `${entryIndent}    `;
    for (const [lang, translations] of byLang) {
      if (lang === doc.sourceLanguage) continue;
      const accept = (unit: MobileUnit): string | null => {
        const t = translations.get(unit.id);
        if (t === undefined) return null;
        const reason = checkSegment(unit.inner, t, unit.quantity !== undefined && mayDropNumber(unit.quantity));
        if (reason) {
          rejected.push({ id: unit.id, reason });
          return null;
        }
        translated++;
        return fromSegment(unit.inner, t);
      };
      if (!entry.plural) {
        const text = accept(entry.units[0]!);
        if (text !== null) locs.set(lang, stringUnit(text, locIndent, escapeSlash));
        continue;
      }
      const written = new Map(entry.units.map((u) => [u.quantity!, accept(u)]));
      const other = written.get('other');
      if (other == null) continue; // Without `other` the plural is left to Xcode's fallback (the source).
      const names = [...(written.has('zero') ? ['zero'] : []), ...pluralCategories(lang).filter((c) => c !== 'zero')];
      const catIndent = `${locIndent}      `;
      const cats = names.map((n): [string, string] => [n, stringUnit(written.get(n) ?? other, catIndent, escapeSlash)]);
      const plural = object(cats, `${locIndent}    `, escapeSlash);
      locs.set(lang, object([['variations', object([['plural', plural]], `${locIndent}  `, escapeSlash)]], locIndent, escapeSlash));
    }
    if (!locs.size) continue;
    const existing = member(entry.node, 'localizations');
    let membersText = existing?.type === 'object' ? membersOf(source, existing) : [];
    for (const [lang, text] of locs) membersText = setMember(membersText, lang, text);
    const entryMembers = setMember(membersOf(source, entry.node), 'localizations', object(membersText, `${entryIndent}  `, escapeSlash));
    edits.push({ start: entry.node.start, end: entry.node.end, text: object(entryMembers, entryIndent, escapeSlash) });
  }
  let out = '';
  let last = 0;
  for (const e of edits) {
    out += source.slice(last, e.start) + e.text;
    last = e.end;
  }
  return { text: out + source.slice(last), rejected, translated };
}
