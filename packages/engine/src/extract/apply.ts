import { TagKind, tagKind } from './elements.ts';
import { tokenizeMarkers } from './markers.ts';
import type { Placeholder } from './types.ts';

/*
 * Turns a translation back into HTML. Translations come from MT engines, translators and imported
 * files, so they are treated as hostile: their text is always escaped, and markup can only come
 * from the source segment's own placeholders, each used at most once, rebuilt from an allow-list
 * of tags and attributes. Opaque placeholders (code, notranslate...) put back their verbatim source
 * markup: it was copied from the very page being translated, never from the translation.
 */

const URL_ATTRIBUTES = new Set(['href', 'src', 'cite']);
const SAFE_ATTRIBUTES = new Set(
  (
    'href src srcset sizes cite alt title class id lang dir style width height target rel hreflang ' +
    'download name role tabindex datetime value loading decoding translate for color face size itemprop'
  ).split(' '),
);
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const ATTRIBUTE_NAME = /^[a-z][a-z0-9-]*$/;
const UNSAFE_STYLE = /expression|javascript:|url\s*\(|@import|behavior|-moz-binding/i;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for use in element content and in double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

function isSafeUrl(value: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  let compact = '';
  for (const c of value) {
    const code = c.charCodeAt(0);
    if (code > 0x20 && (code < 0x7f || code > 0x9f)) compact += c.toLowerCase();
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  return scheme === undefined || SAFE_SCHEMES.has(scheme);
}

function isSafeAttribute(name: string, value: string): boolean {
  if (!ATTRIBUTE_NAME.test(name)) return false;
  if (!SAFE_ATTRIBUTES.has(name) && !name.startsWith('data-') && !name.startsWith('aria-')) return false;
  if (URL_ATTRIBUTES.has(name)) return isSafeUrl(value);
  if (name === 'srcset') return value.split(',').every((candidate) => isSafeUrl(candidate.trim()));
  if (name === 'style') return !UNSAFE_STYLE.test(value);
  return true;
}

function openTag(p: Placeholder): string {
  let out = `<${p.tag}`;
  for (const [rawName, value] of Object.entries(p.attrs)) {
    const name = rawName.toLowerCase();
    if (isSafeAttribute(name, value)) out += ` ${name}="${escapeHtml(value)}"`;
  }
  return `${out}>`;
}

/**
 * HTML for `translatedText` (segment-text syntax: `<n>…</n>`, `{n}`) using the placeholders of the
 * source segment `segmentText`. Unknown or repeated markers are dropped, crossed or unclosed tags
 * are closed so the output is always balanced, and tags outside the inline allow-list lose their
 * markup but keep their text.
 */
export function applyTranslation(segmentText: string, translatedText: string, placeholders: readonly Placeholder[]): string {
  const inSource = new Set<number>();
  for (const token of tokenizeMarkers(segmentText)) if (token.type !== 'text') inSource.add(token.id);
  const byId = new Map(placeholders.filter((p) => inSource.has(p.id)).map((p) => [p.id, p]));
  const used = new Set<number>();
  const open: Array<{ id: number; closing: string }> = [];
  let out = '';
  for (const token of tokenizeMarkers(translatedText)) {
    if (token.type === 'text') {
      out += escapeHtml(token.value);
      continue;
    }
    const p = byId.get(token.id);
    if (token.type === 'close') {
      const at = open.findIndex((o) => o.id === token.id);
      if (at < 0) continue;
      for (const o of open.splice(at).reverse()) out += o.closing;
      continue;
    }
    if (!p || used.has(p.id) || p.isVoid !== (token.type === 'void')) continue;
    used.add(p.id);
    if (p.html !== undefined) out += p.html;
    else if (token.type === 'void') out += tagKind(p.tag) === TagKind.InlineVoid ? openTag(p) : '';
    else {
      const isSafeTag = tagKind(p.tag) === TagKind.Inline;
      if (isSafeTag) out += openTag(p);
      open.push({ id: p.id, closing: isSafeTag ? `</${p.tag}>` : '' });
    }
  }
  for (const o of open.reverse()) out += o.closing;
  return out;
}
