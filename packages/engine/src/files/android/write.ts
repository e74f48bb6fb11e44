/*
 * Writing a translated strings.xml. Only unit contents change; for a target language the file
 * also drops resources marked translatable="false" (Android lint flags them as extra translations
 * in values-xx) and gives each <plurals> exactly the target language's CLDR categories. A
 * translation that Android would reject or that breaks the string's format arguments is not
 * written: the source text stays in its place and the unit is reported.
 */
import { tokenizeMarkers } from '../../extract/markers.ts';
import { writeInner } from './inner.ts';
import { pluralCategories } from './plurals.ts';
import type { AndroidResource, AndroidUnit, StringsXml } from './strings-xml.ts';

export type Rejected = { id: string; reason: string };
export type WriteOptions = { /** BCP 47 tag of the target; omitted: write the source language file. */ targetLang?: string };
export type WriteResult = { text: string; rejected: Rejected[]; translated: number };

// Characters XML 1.0 cannot hold at all (machine translation sometimes returns them).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const ILLEGAL_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/** Why this translation cannot be written into the unit, or null when it can. */
export function checkAndroidTranslation(unit: AndroidUnit, translation: string): string | null {
  if (translation.trim() === '') return 'The translation is empty.';
  if (ILLEGAL_XML.test(translation)) return 'The translation contains control characters that XML cannot hold.';
  const byId = new Map(unit.inner.placeholders.map((p) => [p.id, p]));
  const open: number[] = [];
  const args: string[] = [];
  for (const token of tokenizeMarkers(translation)) {
    if (token.type === 'text') continue;
    const p = byId.get(token.id);
    if (!p) return `The translation has a placeholder {${token.id}} that the source does not have.`;
    if (token.type === 'open') open.push(token.id);
    else if (token.type === 'close' && open.pop() !== token.id) return 'The tags of the translation are not properly nested.';
    else if (token.type === 'void' && p.kind === 'arg' && p.raw !== '%%') args.push(p.raw);
  }
  if (open.length) return 'The translation opens a tag it does not close.';
  const expected = [...unit.inner.formatArgs].sort();
  const got = args.sort();
  // A plural's one/zero/two form may leave the number out ("एक गाना"); every other string keeps all.
  const mayDrop = unit.kind === 'plural' && unit.quantity !== 'other' && unit.quantity !== 'many' && unit.quantity !== 'few';
  const missing = expected.filter((a) => !got.includes(a));
  const extra = got.filter((a) => !expected.includes(a));
  if (extra.length) return `The translation has format arguments the source does not have: ${extra.join(' ')}.`;
  if (missing.length && !mayDrop) return `The translation lost the format argument${missing.length > 1 ? 's' : ''} ${missing.join(' ')}.`;
  if (got.length !== new Set(got).size && expected.length === new Set(expected).size) return 'The translation repeats a format argument.';
  return null;
}

export function writeStringsXml(doc: StringsXml, translations: ReadonlyMap<string, string>, options: WriteOptions = {}): WriteResult {
  const edits: { start: number; end: number; text: string }[] = [];
  const rejected: Rejected[] = [];
  let translated = 0;
  const contentOf = (unit: AndroidUnit): string | null => {
    const t = unit.translatable ? translations.get(unit.id) : undefined;
    if (t === undefined) return null;
    const reason = checkAndroidTranslation(unit, t);
    if (reason) {
      rejected.push({ id: unit.id, reason });
      return null;
    }
    translated++;
    return writeInner(unit.inner, t);
  };
  for (const resource of doc.resources) {
    if (options.targetLang && !resource.translatable) {
      const after = /^\r?\n/.exec(doc.source.slice(resource.outerEnd))?.[0] ?? '';
      edits.push({ start: resource.outerStart, end: resource.outerEnd + after.length, text: '' });
      continue;
    }
    if (resource.kind === 'plural' && options.targetLang) {
      const rebuilt = rebuildPlural(doc.source, resource, options.targetLang, contentOf);
      if (rebuilt !== null) edits.push({ start: resource.innerStart, end: resource.innerEnd, text: rebuilt });
      continue;
    }
    for (const unit of resource.units) {
      const content = contentOf(unit);
      if (content !== null) edits.push({ start: unit.start, end: unit.end, text: content });
    }
  }
  let out = doc.bom ? '\uFEFF' : '';
  let last = 0;
  for (const edit of edits) {
    out += doc.source.slice(last, edit.start) + edit.text;
    last = edit.end;
  }
  out += doc.source.slice(last);
  return { text: out, rejected, translated };
}

/** The items of a <plurals> for the target's categories, or null when nothing changes. */
function rebuildPlural(source: string, resource: AndroidResource, targetLang: string, contentOf: (u: AndroidUnit) => string | null): string | null {
  const categories = pluralCategories(targetLang);
  const byQuantity = new Map(resource.units.map((u) => [u.quantity, u]));
  const fallback = byQuantity.get('other') ?? resource.units.at(-1);
  if (!fallback) return null;
  const written = new Map<AndroidUnit, string | null>(resource.units.map((u) => [u, contentOf(u)]));
  const sameSet = categories.length === resource.units.length && categories.every((c) => byQuantity.has(c));
  if (sameSet && [...written.values()].every((v) => v === null)) return null;
  const inner = source.slice(resource.innerStart, resource.innerEnd);
  const lead = /^\s*/.exec(inner)?.[0] ?? '';
  const tail = /\s*$/.exec(inner)?.[0] ?? '';
  const items = categories.map((c) => {
    const own = byQuantity.get(c);
    const content = (own && written.get(own)) ?? written.get(fallback) ?? source.slice((own ?? fallback).start, (own ?? fallback).end);
    return `<item quantity="${c}">${content}</item>`;
  });
  return lead + items.join(lead || '\n') + tail;
}
