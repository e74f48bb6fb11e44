/*
 * Flutter ARB (JSON; `@key` metadata, `@@locale`, ICU messages). Each message string is a unit,
 * or one unit per case of an ICU plural/select; `{name}` placeholders are markers. Writing splices
 * the top-level string literals of the source, so untouched files come back byte-identical; a
 * target file gets `@@locale` set and each plural exactly the target's CLDR categories (explicit
 * `=N` cases kept).
 */
import { CodecError } from '../../codecs/errors.ts';
import { fnv1a64 } from '../../extract/hash.ts';
import { countWords } from '../../extract/words.ts';
import { pluralCategories } from '../android/plurals.ts';
import { parseIcuChoice, simpleBraces, writeIcuChoice, type IcuChoice } from './icu.ts';
import { ICU_ARGUMENT, checkSegment, fromSegment, mayDropNumber, toSegment } from './segment.ts';
import type { MobileUnit, MobileWriteResult, Rejected } from './types.ts';

type Member = { key: string; value: unknown; start: number; end: number };
type Message = { key: string; start: number; end: number; choice: IcuChoice | null; units: MobileUnit[] };
export type Arb = { source: string; members: Member[]; messages: Message[]; units: MobileUnit[] };

/** Top-level members with the extent of their value (JSON.parse has already accepted the text). */
function members(source: string): Member[] {
  const out: Member[] = [];
  const STRING = /"(?:[^"\\]|\\.)*"/y;
  let i = source.indexOf('{') + 1;
  const ws = () => {
    while (/\s/.test(source[i] ?? '')) i++;
  };
  for (;;) {
    ws();
    if (source[i] === '}') return out;
    if (source[i] === ',') i++;
    ws();
    STRING.lastIndex = i;
    const key = STRING.exec(source)![0];
    i = STRING.lastIndex;
    ws();
    i++; // the colon
    ws();
    const start = i;
    if (source[i] === '"') {
      STRING.lastIndex = i;
      STRING.exec(source);
      i = STRING.lastIndex;
    } else {
      let depth = 0;
      for (; i < source.length; i++) {
        const c = source[i];
        if (c === '"') {
          STRING.lastIndex = i;
          STRING.exec(source);
          i = STRING.lastIndex - 1;
        } else if (c === '{' || c === '[') depth++;
        else if (c === '}' || c === ']') {
          if (depth === 0) break;
          depth--;
        } else if (c === ',' && depth === 0) break;
      }
      while (/\s/.test(source[i - 1] ?? '')) i--;
    }
    out.push({ key: JSON.parse(key) as string, value: JSON.parse(source.slice(start, i)), start, end: i });
  }
}

export function parseArb(source: string, sourceLang = 'en'): Arb {
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch (err) {
    throw new CodecError(`The ARB file is not valid JSON (${(err as Error).message}). Please upload a correct format.`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new CodecError('The ARB file must be a JSON object of messages.');
  const all = members(source);
  const seen = new Set<string>();
  for (const m of all) {
    if (seen.has(m.key)) throw new CodecError(`The key "${m.key}" appears twice.`);
    seen.add(m.key);
  }
  const meta = new Map(all.filter((m) => m.key.startsWith('@') && !m.key.startsWith('@@')).map((m) => [m.key.slice(1), m.value as Record<string, unknown>]));
  const messages: Message[] = [];
  const units: MobileUnit[] = [];
  for (const m of all) {
    if (m.key.startsWith('@') || typeof m.value !== 'string') continue;
    const description = meta.get(m.key)?.description;
    const comment = typeof description === 'string' ? description : undefined;
    const make = (id: string, kind: MobileUnit['kind'], text: string, quantity?: string, translatable = true): MobileUnit => {
      const inner = toSegment(text, ICU_ARGUMENT);
      const ok = translatable && inner.text.replace(/\{\d+\}/g, '').trim() !== '';
      return {
        id,
        name: m.key,
        kind,
        quantity,
        translatable: ok,
        comment,
        inner,
        sourceHash: fnv1a64(inner.text),
        wordCount: ok ? countWords(inner.text, sourceLang) : 0,
      };
    };
    const choice = parseIcuChoice(m.value);
    const message: Message = { key: m.key, start: m.start, end: m.end, choice: null, units: [] };
    if (choice === 'complex') {
      message.units.push({ ...make(m.key, 'string', m.value, undefined, false), comment: 'Nested or mixed ICU message: not offered for translation.' });
    } else if (choice) {
      message.choice = choice;
      const kind = choice.type === 'select' ? 'select' : 'plural';
      for (const c of choice.cases) message.units.push(make(`${m.key}#${c.key}`, kind, c.text, c.key));
    } else message.units.push(make(m.key, 'string', m.value));
    messages.push(message);
    units.push(...message.units);
  }
  return { source, members: all, messages, units };
}

/** The locale as Flutter writes it in file names and `@@locale` (hi, zh_TW, ks_Arab). */
export const flutterLocale = (bcp47: string) => bcp47.replace(/-/g, '_');

export function writeArb(doc: Arb, translations: ReadonlyMap<string, string>, targetLang?: string): MobileWriteResult {
  const rejected: Rejected[] = [];
  let translated = 0;
  const edits: { start: number; end: number; text: string }[] = [];
  const textOf = (unit: MobileUnit, inCase: boolean): string | null => {
    const t = unit.translatable ? translations.get(unit.id) : undefined;
    if (t === undefined) return null;
    let reason = checkSegment(unit.inner, t, unit.kind === 'plural' && mayDropNumber(unit.quantity ?? ''));
    const plain = fromSegment(unit.inner, t);
    if (!reason && !simpleBraces(plain)) reason = 'The translation has braces that would break the ICU message.';
    if (!reason && inCase && /[{}]/.test(plain.replace(/\{\s*[A-Za-z_]\w*\s*\}/g, ''))) reason = 'The translation breaks the ICU message.';
    if (reason) {
      rejected.push({ id: unit.id, reason });
      return null;
    }
    translated++;
    return plain;
  };
  for (const m of doc.messages) {
    if (!m.choice) {
      const text = textOf(m.units[0]!, false);
      if (text !== null) edits.push({ start: m.start, end: m.end, text: JSON.stringify(text) });
      continue;
    }
    const byKey = new Map(m.units.map((u) => [u.quantity!, u]));
    const texts = new Map(m.units.map((u) => [u.quantity!, textOf(u, true)]));
    let keys = m.choice.cases.map((c) => c.key);
    if (m.choice.type === 'plural' && targetLang) keys = [...keys.filter((k) => k.startsWith('=')), ...pluralCategories(targetLang)];
    const same = keys.length === m.choice.cases.length && keys.every((k, i) => k === m.choice!.cases[i]!.key);
    if (same && [...texts.values()].every((t) => t === null)) continue;
    const source = new Map(m.choice.cases.map((c) => [c.key, c.text]));
    const cases = keys.map((key) => ({ key, text: texts.get(key) ?? (byKey.has(key) ? source.get(key)! : (texts.get('other') ?? source.get('other')!)) }));
    edits.push({ start: m.start, end: m.end, text: JSON.stringify(writeIcuChoice({ ...m.choice, cases })) });
  }
  if (targetLang) {
    const locale = doc.members.find((x) => x.key === '@@locale');
    if (locale) edits.push({ start: locale.start, end: locale.end, text: JSON.stringify(flutterLocale(targetLang)) });
  }
  edits.sort((a, b) => a.start - b.start);
  let out = '';
  let last = 0;
  for (const e of edits) {
    out += doc.source.slice(last, e.start) + e.text;
    last = e.end;
  }
  return { text: out + doc.source.slice(last), rejected, translated };
}
