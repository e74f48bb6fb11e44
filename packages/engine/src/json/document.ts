import { fnv1a64 } from '../extract/hash.ts';
import { countWords } from '../extract/words.ts';
import { icuTexts, parseIcu, renderIcu } from './icu.ts';
import type { JsonObject, JsonValue } from './parse.ts';
import { fromSegmentText, isTranslatable, toSegmentText, type PlaceholderCode } from './placeholders.ts';
import { pluralCategories } from './plurals.ts';

export type JsonShape = 'nested' | 'flat';
export type JsonFormat = 'i18next' | 'icu' | 'plain';

/** One translatable piece of a value: what becomes a segment of the translation core. */
export type JsonSegment = { key: string; text: string; codes: PlaceholderCode[]; sourceHash: string; words: number };

export type JsonEntry = { key: string; value: string };

/** i18next plural keys: `item_one`, `item_other`, `place_ordinal_two`. */
const PLURAL_KEY = /^(.+?)(_ordinal)?_(zero|one|two|few|many|other)$/;

/** Key paths: segments joined by dots; a dot or backslash inside a key is escaped in nested files. */
const keySegment = (key: string | number, escape: boolean) => (escape ? String(key).replace(/[\\.]/g, (c) => `\\${c}`) : String(key));

export function detectShape(doc: JsonObject | JsonValue[]): JsonShape {
  if (Array.isArray(doc)) return 'nested';
  return Object.values(doc).every((v) => typeof v !== 'object' || v === null) ? 'flat' : 'nested';
}

export function detectFormat(entries: readonly JsonEntry[]): JsonFormat {
  if (entries.some((e) => /\{\{[^{}]+\}\}|\$t\(/.test(e.value) || PLURAL_KEY.test(e.key))) return 'i18next';
  if (entries.some((e) => /\{\s*[\w.]+\s*(?:,[^{}]*)?\}/.test(e.value))) return 'icu';
  return 'plain';
}

/** Every string value with its key path, in document order. Numbers, booleans and null are not text. */
export function jsonEntries(doc: JsonObject | JsonValue[]): JsonEntry[] {
  const escape = detectShape(doc) === 'nested';
  const out: JsonEntry[] = [];
  const walk = (value: JsonValue, path: string) => {
    if (typeof value === 'string') out.push({ key: path, value });
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, path ? `${path}.${i}` : String(i)));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${keySegment(k, escape)}` : keySegment(k, escape));
  };
  walk(doc, '');
  return out;
}

/** The segments of one value: each text piece outside and inside ICU blocks, trimmed, placeholders as markers. */
export function valueSegments(key: string, value: string): JsonSegment[] {
  return icuTexts(parseIcu(value)).flatMap(({ text, inPlural }) => {
    const trimmed = text.trim();
    if (!trimmed) return [];
    const segment = toSegmentText(trimmed, { pluralHash: inPlural });
    if (!isTranslatable(segment)) return [];
    return [{ key, ...segment, sourceHash: fnv1a64(segment.text), words: countWords(segment.text) }];
  });
}

export function documentSegments(doc: JsonObject | JsonValue[]): JsonSegment[] {
  return jsonEntries(doc).flatMap((e) => valueSegments(e.key, e.value));
}

export type TranslationIssue = { key: string; message: string };
export type TranslatedDocument = { document: JsonObject | JsonValue[]; translated: number; total: number; issues: TranslationIssue[] };

/**
 * The document in a target language, in the input's shape: same key order, same nesting or
 * flatness, non-text values untouched. `lookup` answers a segment text's translation (segment
 * markers included) or undefined; untranslated pieces stay in the source language. i18next plural
 * keys and ICU plural branches are regenerated for the target language's categories.
 */
export function translateDocument(doc: JsonObject | JsonValue[], targetLang: string, lookup: (segmentText: string) => string | undefined): TranslatedDocument {
  const escape = detectShape(doc) === 'nested';
  const result = { translated: 0, total: 0, issues: [] as TranslationIssue[] };
  const categoriesOf = (kind: 'plural' | 'selectordinal') => pluralCategories(targetLang, kind === 'plural' ? 'cardinal' : 'ordinal');

  const translateValue = (key: string, value: string): string =>
    renderIcu(
      parseIcu(value),
      (text, inPlural) => {
        const lead = /^\s*/.exec(text)![0];
        const trail = /\s*$/.exec(text.slice(lead.length))![0];
        const core = text.slice(lead.length, text.length - trail.length);
        if (!core) return text;
        const segment = toSegmentText(core, { pluralHash: inPlural });
        if (!isTranslatable(segment)) return text;
        result.total++;
        const target = lookup(segment.text);
        if (target === undefined) return text;
        const restored = fromSegmentText(target, segment.codes);
        if ('error' in restored) {
          result.issues.push({ key, message: restored.error });
          return text;
        }
        result.translated++;
        return lead + restored.text + trail;
      },
      categoriesOf,
    );

  const walk = (value: JsonValue, path: string): JsonValue => {
    if (typeof value === 'string') return translateValue(path, value);
    if (Array.isArray(value)) return value.map((v, i) => walk(v, path ? `${path}.${i}` : String(i)));
    if (!value || typeof value !== 'object') return value;
    const child = (k: string) => (path ? `${path}.${keySegment(k, escape)}` : keySegment(k, escape));
    const out: JsonObject = {};
    const done = new Set<string>();
    for (const [k, v] of Object.entries(value)) {
      if (done.has(k)) continue;
      const plural = PLURAL_KEY.exec(k);
      const ordinal = plural?.[2] ?? '';
      const otherKey = plural ? `${plural[1]}${ordinal}_other` : '';
      if (!plural || typeof v !== 'string' || typeof value[otherKey] !== 'string') {
        out[k] = walk(v, child(k));
        continue;
      }
      // The group of sibling keys of one i18next plural, rewritten at the first one's place.
      const base = `${plural[1]}${ordinal}`;
      const source = new Map<string, string>();
      for (const category of ['zero', 'one', 'two', 'few', 'many', 'other']) {
        const sibling = value[`${base}_${category}`];
        if (typeof sibling === 'string') {
          source.set(category, sibling);
          done.add(`${base}_${category}`);
        }
      }
      const wanted = [...pluralCategories(targetLang, ordinal ? 'ordinal' : 'cardinal')];
      // i18next's `_zero` is its own rule (count 0), not a CLDR category: kept when the source has it.
      if (source.has('zero') && !wanted.includes('zero')) wanted.unshift('zero');
      for (const category of wanted) {
        const from = source.has(category) ? category : 'other';
        out[`${base}_${category}`] = translateValue(child(`${base}_${from}`), source.get(from)!);
      }
    }
    return out;
  };
  return { document: walk(doc, '') as JsonObject | JsonValue[], ...result };
}
