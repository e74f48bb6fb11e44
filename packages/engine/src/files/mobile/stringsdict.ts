/*
 * iOS `.stringsdict` (XML property list of plural rules). Each top-level key has a
 * NSStringLocalizedFormatKey (a unit when it holds words besides its `%#@var@`) and, per variable
 * of type NSStringPluralRuleType, one unit per category. Writing splices: untranslated strings
 * and all other bytes are copied; for a target language a variable's categories are rebuilt to
 * exactly the target's CLDR set (plus `zero` when the source has it: iOS applies it in every
 * language).
 * Safety: the standard Apple plist DOCTYPE (public identifier, no internal subset) is blanked
 * before parsing and never resolved; any other DOCTYPE or an ENTITY is refused, so there is no
 * external entity and no entity expansion.
 */
import { XMLValidator } from 'fast-xml-parser';
import { CodecError } from '../../codecs/errors.ts';
import { decodeEntities, escapeXml } from '../../codecs/xml.ts';
import { fnv1a64 } from '../../extract/hash.ts';
import { countWords } from '../../extract/words.ts';
import { PLURAL_ORDER, pluralCategories } from '../android/plurals.ts';
import { scanXml } from '../android/scanner.ts';
import { APPLE_FORMAT, checkSegment, fromSegment, mayDropNumber, toSegment } from './segment.ts';
import type { MobileUnit, MobileWriteResult, Rejected } from './types.ts';

type PString = { type: 'string'; text: string; start: number; end: number; innerStart: number; innerEnd: number };
type PDict = { type: 'dict'; entries: { key: string; keyStart: number; keyEnd: number; value: PNode }[]; start: number; end: number };
type PNode = PString | PDict | { type: 'other'; start: number; end: number };

type Slot = { unit: MobileUnit; node: PString };
type Variable = { dict: PDict; categories: { name: string; keyStart: number; node: PString; unit: MobileUnit }[] };
export type StringsDict = { source: string; slots: Slot[]; variables: Variable[]; units: MobileUnit[] };

const APPLE_DOCTYPE =
  /<!DOCTYPE\s+plist\s+PUBLIC\s+"-\/\/Apple(?: Computer)?\/\/DTD PLIST 1\.0\/\/EN"\s+"http:\/\/www\.apple\.com\/DTDs\/PropertyList-1\.0\.dtd"\s*>/;
const CATEGORIES = new Set<string>(PLURAL_ORDER);

function parsePlist(source: string): PDict {
  const blanked = source.replace(APPLE_DOCTYPE, (m) => ' '.repeat(m.length));
  if (/<!DOCTYPE|<!ENTITY/i.test(blanked))
    throw new CodecError('The .stringsdict contains a DOCTYPE or entity declaration other than Apple’s plist one, which is refused for safety.');
  const valid = XMLValidator.validate(blanked);
  if (valid !== true) throw new CodecError(`The .stringsdict is not well-formed XML (line ${valid.err.line}: ${valid.err.msg}).`);
  const stack: {
    node: PDict | PString | { type: 'other'; start: number; end: number };
    name: string;
    key?: { key: string; keyStart: number; keyEnd: number };
  }[] = [];
  let root: PDict | undefined;
  let pendingKey: { key: string; keyStart: number; keyEnd: number } | undefined;
  let keyOpen: { start: number; text: string } | undefined;
  let text = '';
  for (const t of scanXml(blanked)) {
    if (t.type === 'text' || t.type === 'cdata') {
      const raw = blanked.slice(t.start, t.end);
      const piece = t.type === 'cdata' ? raw.slice(9, -3) : decodeEntities(raw);
      if (keyOpen) keyOpen.text += piece;
      else text += piece;
      continue;
    }
    if (t.type === 'open') {
      if (t.name === 'key' && !t.selfClosing) {
        keyOpen = { start: t.start, text: '' };
        continue;
      }
      const node: PNode =
        t.name === 'dict'
          ? { type: 'dict', entries: [], start: t.start, end: t.end }
          : t.name === 'string'
            ? { type: 'string', text: '', start: t.start, end: t.end, innerStart: t.end, innerEnd: t.end }
            : { type: 'other', start: t.start, end: t.end };
      const parent = stack.at(-1)?.node;
      if (parent?.type === 'dict') {
        if (!pendingKey) throw new CodecError('The .stringsdict has a value without a <key>.');
        parent.entries.push({ ...pendingKey, value: node });
        pendingKey = undefined;
      }
      if (node.type === 'dict' && !root && t.name === 'dict') root = node;
      text = '';
      if (!t.selfClosing) stack.push({ node, name: t.name });
      continue;
    }
    if (t.type === 'close') {
      if (t.name === 'key' && keyOpen) {
        pendingKey = { key: keyOpen.text, keyStart: keyOpen.start, keyEnd: t.end };
        keyOpen = undefined;
        continue;
      }
      const top = stack.pop();
      if (!top) continue;
      top.node.end = t.end;
      if (top.node.type === 'string') {
        top.node.text = text;
        top.node.innerEnd = t.start;
      }
      text = '';
    }
  }
  if (!root || !source.includes('<plist')) throw new CodecError('This is not a .stringsdict: there is no <plist> with a <dict>.');
  return root;
}

export function parseStringsDict(source: string, sourceLang = 'en'): StringsDict {
  const root = parsePlist(source);
  const slots: Slot[] = [];
  const variables: Variable[] = [];
  const units: MobileUnit[] = [];
  const make = (id: string, name: string, kind: MobileUnit['kind'], text: string, quantity?: string): MobileUnit => {
    const inner = toSegment(text, APPLE_FORMAT);
    const words = inner.text.replace(/\{\d+\}/g, '').trim();
    const translatable = words !== '';
    const unit: MobileUnit = {
      id,
      name,
      kind,
      quantity,
      translatable,
      inner,
      sourceHash: fnv1a64(inner.text),
      wordCount: translatable ? countWords(inner.text, sourceLang) : 0,
    };
    units.push(unit);
    return unit;
  };
  const seen = new Set<string>();
  for (const entry of root.entries) {
    if (entry.value.type !== 'dict') continue;
    if (seen.has(entry.key)) throw new CodecError(`The key "${entry.key}" appears twice.`);
    seen.add(entry.key);
    const format = entry.value.entries.find((e) => e.key === 'NSStringLocalizedFormatKey');
    if (format?.value.type === 'string') slots.push({ unit: make(entry.key, entry.key, 'string', format.value.text), node: format.value });
    const plurals = entry.value.entries.filter(
      (e) =>
        e.value.type === 'dict' &&
        e.value.entries.some((x) => x.key === 'NSStringFormatSpecTypeKey' && x.value.type === 'string' && x.value.text === 'NSStringPluralRuleType'),
    );
    for (const v of plurals) {
      const dict = v.value as PDict;
      const variable: Variable = { dict, categories: [] };
      for (const c of dict.entries) {
        if (!CATEGORIES.has(c.key) || c.value.type !== 'string') continue;
        const id = plurals.length === 1 ? `${entry.key}#${c.key}` : `${entry.key}:${v.key}#${c.key}`;
        const unit = make(id, entry.key, 'plural', c.value.text, c.key);
        variable.categories.push({ name: c.key, keyStart: c.keyStart, node: c.value, unit });
        slots.push({ unit, node: c.value });
      }
      if (!variable.categories.some((c) => c.name === 'other')) throw new CodecError(`The plural "${entry.key}" has no "other" form, which iOS needs.`);
      variables.push(variable);
    }
  }
  return { source, slots, variables, units };
}

export function writeStringsDict(doc: StringsDict, translations: ReadonlyMap<string, string>, targetLang?: string): MobileWriteResult {
  const rejected: Rejected[] = [];
  let translated = 0;
  const contentOf = (unit: MobileUnit): string | null => {
    const t = unit.translatable ? translations.get(unit.id) : undefined;
    if (t === undefined) return null;
    const reason = checkSegment(unit.inner, t, unit.quantity !== undefined && mayDropNumber(unit.quantity));
    if (reason) {
      rejected.push({ id: unit.id, reason });
      return null;
    }
    translated++;
    return escapeXml(fromSegment(unit.inner, t));
  };
  const edits: { start: number; end: number; text: string }[] = [];
  const inVariable = new Set(doc.variables.flatMap((v) => v.categories.map((c) => c.unit)));
  for (const slot of doc.slots) {
    if (targetLang && inVariable.has(slot.unit)) continue;
    const content = contentOf(slot.unit);
    if (content !== null) edits.push({ start: slot.node.innerStart, end: slot.node.innerEnd, text: content });
  }
  if (targetLang) for (const v of doc.variables) rebuildVariable(doc.source, v, targetLang, contentOf, edits);
  edits.sort((a, b) => a.start - b.start);
  let out = '';
  let last = 0;
  for (const e of edits) {
    out += doc.source.slice(last, e.start) + e.text;
    last = e.end;
  }
  return { text: out + doc.source.slice(last), rejected, translated };
}

function rebuildVariable(
  source: string,
  v: Variable,
  targetLang: string,
  contentOf: (u: MobileUnit) => string | null,
  edits: { start: number; end: number; text: string }[],
): void {
  const have = new Map(v.categories.map((c) => [c.name, c]));
  const wanted = pluralCategories(targetLang).filter((c) => c !== 'zero');
  const names = [...(have.has('zero') ? ['zero'] : []), ...wanted];
  const written = new Map(v.categories.map((c) => [c.name, contentOf(c.unit)]));
  const same = names.length === v.categories.length && names.every((n) => have.has(n));
  if (same) {
    for (const c of v.categories) {
      const content = written.get(c.name);
      if (content != null) edits.push({ start: c.node.innerStart, end: c.node.innerEnd, text: content });
    }
    return;
  }
  const first = v.categories[0]!;
  const lastCat = v.categories.at(-1)!;
  const other = have.get('other')!;
  const sep = /\s*$/.exec(source.slice(0, first.keyStart))?.[0] || '\n';
  const between = source.slice(source.indexOf('</key>', first.keyStart) + 6, first.node.start);
  const items = names.map((n) => {
    const own = have.get(n);
    const content = (own && written.get(n)) ?? written.get('other') ?? source.slice((own ?? other).node.innerStart, (own ?? other).node.innerEnd);
    return `<key>${n}</key>${between}<string>${content}</string>`;
  });
  // Everything between the first category key and the last category string is rebuilt.
  edits.push({ start: first.keyStart, end: lastCat.node.end, text: items.join(sep) });
}
