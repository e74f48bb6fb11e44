/*
 * Segment text for iOS and Flutter strings: plain text with its format arguments (`%@`, `%1$@`,
 * `%d`, `{name}`) as void markers `{n}` (see extract/markers.ts), so memory, MT and QA treat them
 * as the editor's placeholder chips. Leading and trailing whitespace stays outside the segment.
 */
import { escapeLiteral, tokenizeMarkers } from '../../extract/markers.ts';

export type MobilePlaceholder = { id: number; raw: string };

export type SegmentInner = {
  text: string;
  placeholders: MobilePlaceholder[];
  /** Format arguments in source order (not `%%`). */
  formatArgs: string[];
  lead: string;
  trail: string;
};

/** Apple's format specifiers (printf plus `%@`, length modifiers, `%#@var@` of .stringsdict). */
export const APPLE_FORMAT = /%#@[A-Za-z_]\w*@|%(?:\d+\$)?[-#+ 0']*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|q|z|t|j|L)?[@dDiuUxXoOfFeEgGcCsSpaA%]/g;
/** A simple ICU argument `{name}` (Flutter ARB placeholders). */
export const ICU_ARGUMENT = /\{\s*[A-Za-z_][\w]*\s*\}/g;

export function toSegment(plain: string, pattern: RegExp): SegmentInner {
  const lead = /^\s*/.exec(plain)?.[0] ?? '';
  const body = plain.slice(lead.length);
  const trail = /\s*$/.exec(body)?.[0] ?? '';
  const core = body.slice(0, body.length - trail.length);
  const placeholders: MobilePlaceholder[] = [];
  const formatArgs: string[] = [];
  let text = '';
  let last = 0;
  for (const m of core.matchAll(pattern)) {
    text += escapeLiteral(core.slice(last, m.index), true);
    placeholders.push({ id: placeholders.length + 1, raw: m[0] });
    if (m[0] !== '%%') formatArgs.push(m[0].replace(/\s+/g, ''));
    text += `{${placeholders.length}}`;
    last = (m.index ?? 0) + m[0].length;
  }
  text += escapeLiteral(core.slice(last), false);
  return { text, placeholders, formatArgs, lead, trail };
}

/** The plain string for a segment text; unknown markers are dropped (checkSegment reports them first). */
export function fromSegment(inner: SegmentInner, text: string): string {
  const byId = new Map(inner.placeholders.map((p) => [p.id, p.raw]));
  let out = '';
  for (const token of tokenizeMarkers(text)) {
    if (token.type === 'text') out += token.value;
    else out += byId.get(token.id) ?? '';
  }
  return inner.lead + out + inner.trail;
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/**
 * Why a translation cannot be written, or null. `mayDropArgs`: a plural's zero/one/two (or `=N`)
 * form may leave the number out ("एक वस्तु"); every other string keeps all its arguments.
 */
export function checkSegment(inner: SegmentInner, translation: string, mayDropArgs = false): string | null {
  if (translation.trim() === '') return 'The translation is empty.';
  if (CONTROL.test(translation)) return 'The translation contains control characters.';
  const byId = new Map(inner.placeholders.map((p) => [p.id, p.raw]));
  const got: string[] = [];
  for (const token of tokenizeMarkers(translation)) {
    if (token.type === 'text') continue;
    const raw = byId.get(token.id);
    if (raw === undefined || token.type !== 'void') return `The translation has a placeholder that the source does not have.`;
    if (raw !== '%%') got.push(raw.replace(/\s+/g, ''));
  }
  const expected = inner.formatArgs;
  const missing = [...new Set(expected.filter((a) => !got.includes(a)))];
  const extra = [...new Set(got.filter((a) => !expected.includes(a)))];
  if (extra.length) return `The translation has format arguments the source does not have: ${extra.join(' ')}.`;
  if (missing.length && !mayDropArgs) return `The translation lost the format argument${missing.length > 1 ? 's' : ''} ${missing.join(' ')}.`;
  // Arguments without a position (%@ %d) are filled in order: a repeat or a swap shifts the values.
  const inOrder = (args: string[]) => args.filter((a) => a.startsWith('%') && !a.includes('$') && !a.startsWith('%#@'));
  const [want, have] = [inOrder(expected), inOrder(got)];
  if (have.length > want.length) return 'The translation repeats a format argument.';
  if (have.length === want.length && have.some((a, i) => a !== want[i]))
    return 'The translation changes the order of format arguments; use numbered ones (%1$@, %2$d) to reorder.';
  return null;
}

/** Whether a plural category's form may leave out the number. */
export const mayDropNumber = (category: string) => category === 'zero' || category === 'one' || category === 'two' || category.startsWith('=');
