import { TagKind, applyTranslation, escapeHtml, plainText, tagKind, type ExtractOptions, type Placeholder } from '../extract/index.ts';
import { openTag, parseTree, type ElementNode, type TreeNode } from './html-tree.ts';
import { collectSegments, type AttributeTarget, type RunTarget } from './page-runs.ts';

/*
 * Server-side translation of one HTML page with the engine. Runs of inline content and elements
 * with translatable attributes are found in the tree and handed to the engine in one batch
 * (page-runs.ts), so its segments and hashes are exactly the crawler's. A run is replaced by
 * applyTranslation's output, so translations stay text and inline markup comes only from the
 * source; attribute values are written escaped. Everything else is copied byte for byte.
 */

export type PageHead = {
  /** The product's language code (the rendered-page marker). */
  lang: string;
  /** Its BCP 47 tag, for `<html lang>`. */
  tag: string;
  dir: 'ltr' | 'rtl';
  /** hreflang → URL, x-default included. */
  alternates: Array<{ hreflang: string; href: string }>;
  canonical: string;
  /** Markup of the caller's own (trusted, already escaped) written at the end of `<head>`: fonts. */
  headEnd?: string;
  /** Markup of the caller's own (trusted, already escaped) written at the end of `<body>`: the switcher. */
  bodyEnd?: string;
};

export type TranslatePageInput = {
  html: string;
  /** The origin URL the page was fetched from (relative links resolve against it). */
  pageUrl: string;
  extract: ExtractOptions;
  translateMeta: boolean;
  /** Translations of these hashes in segment-text syntax (only usable ones: no NO_TRANSLATION_AVAILABLE). */
  lookup: (hashes: string[]) => Promise<Map<string, string>>;
  /** The proxy URL for an absolute URL of the project's domains, or null to leave it. */
  rewriteLink: (absoluteUrl: string) => string | null;
  head: PageHead;
  /** analysePage's result for this very html and these options, kept by the caller: the page is then not read again. */
  analysis?: PageAnalysis;
};

/**
 * What a page yields before any translation: its tree, its segments and the elements the rewrite
 * edits. It depends only on the html and the extraction options (never on translations), and
 * translatePage does not change it, so a caller may keep it for the next render of the same bytes.
 */
export type PageAnalysis = {
  html: string;
  root: ElementNode;
  runs: PageRun[];
  attributes: AttributeTarget[];
  /** Every segment's hash once, the TM lookup's input. */
  hashes: string[];
  marks: Marks;
  /** Links resolved against a base URL, `base NUL value` → absolute URL (a pure function of both, filled as renders ask). */
  resolved: Map<string, string | null>;
};

/**
 * A run and what its translation replaces: the run without its outer whitespace (what separates a
 * label's text from its input stays), and the invisible elements inside it written after it.
 */
type PageRun = RunTarget & { textStart: number; textEnd: number; invisible: string };

export function analysePage(html: string, options: { extract: ExtractOptions; translateMeta: boolean }): PageAnalysis {
  const root = parseTree(html);
  const collected = collectSegments(root, html, options);
  const unique = new Set<string>();
  const runs: PageRun[] = [];
  for (const t of collected.runs) {
    unique.add(t.segment.sourceHash);
    let { start, end } = t;
    while (start < end && isHtmlSpace(html.charCodeAt(start))) start++;
    while (end > start && isHtmlSpace(html.charCodeAt(end - 1))) end--;
    runs.push({ ...t, textStart: start, textEnd: end, invisible: invisibleSource(t.nodes, html) });
  }
  const { attributes } = collected;
  for (const a of attributes) unique.add(a.segment.sourceHash);
  return { html, root, runs, attributes, hashes: [...unique], marks: markElements(root), resolved: new Map() };
}

export type TranslatedPage = { chunks: string[]; segments: number; translated: number };

type Edit = { start: number; end: number; text: string };

const MAX_RESOLVED = 20_000;
const LINK_ATTRIBUTE: Record<string, string> = { a: 'href', area: 'href', form: 'action' };

export async function translatePage(input: TranslatePageInput): Promise<TranslatedPage> {
  const { html } = input;
  if (input.analysis && input.analysis.html !== html) throw new Error('translatePage: the analysis is of another page');
  const { root, runs: targets, attributes, hashes, marks, resolved } = input.analysis ?? analysePage(html, input);
  const translations = hashes.length > 0 ? await input.lookup(hashes) : new Map<string, string>();

  const overrides = new Map<ElementNode, Record<string, string>>();
  const setAttr = (el: ElementNode, name: string, value: string) => {
    const o = overrides.get(el) ?? {};
    o[name] = value;
    overrides.set(el, o);
  };
  // Translated attribute values by (name, source value), for the placeholders rebuilt inside runs.
  const attributeText = new Map<string, string>();
  let translated = 0;
  for (const { segment: s, el } of attributes) {
    const t = translations.get(s.sourceHash);
    if (t === undefined || !s.attribute) continue;
    const value = plainText(t);
    setAttr(el, s.attribute, value);
    attributeText.set(`${s.attribute}\u0000${el.attribs[s.attribute] ?? ''}`, value);
    translated++;
  }

  const baseEl = marks.base;
  const baseUrl = resolveUrl(baseEl?.attribs.href ?? '', input.pageUrl) ?? input.pageUrl;
  const linkFor = (tag: string, name: string, value: string): string | null => {
    if (LINK_ATTRIBUTE[tag] !== name) return null;
    // Pages repeat their links (menus, footers), and a kept analysis sees them again on every render.
    const key = `${baseUrl}\u0000${value}`;
    let absolute = resolved.get(key);
    if (absolute === undefined) {
      absolute = resolveUrl(value, baseUrl);
      // Bounded: one page asked under many addresses (query strings) would otherwise grow it without end.
      if (resolved.size >= MAX_RESOLVED) resolved.clear();
      resolved.set(key, absolute);
    }
    return absolute ? input.rewriteLink(absolute) : null;
  };
  for (const el of marks.linking) {
    const name = LINK_ATTRIBUTE[el.tag]!;
    const link = linkFor(el.tag, name, el.attribs[name]!);
    if (link) setAttr(el, name, link);
  }

  const edits: Edit[] = [];
  for (const target of targets) {
    const t = translations.get(target.segment.sourceHash);
    if (t === undefined) continue;
    const placeholders = target.segment.placeholders.map((p) => adjustPlaceholder(p, attributeText, linkFor));
    edits.push({ start: target.textStart, end: target.textEnd, text: applyTranslation(target.segment.text, t, placeholders) + target.invisible });
    translated++;
  }

  editHead(root, marks, input.head, input.pageUrl, setAttr, edits);
  for (const [el, attrs] of overrides) edits.push({ start: el.start, end: el.openEnd, text: openTag(el, attrs) });
  return { chunks: spliceEdits(html, edits), segments: targets.length + attributes.length, translated };
}

/** `<html lang dir>`, an absolute `<base>`, hreflang alternates and the canonical; the page's own alternates and canonical go. */
function editHead(
  root: ElementNode,
  marks: Marks,
  head: PageHead,
  pageUrl: string,
  setAttr: (el: ElementNode, name: string, value: string) => void,
  edits: Edit[],
): void {
  const { html: htmlEl, base: baseEl, body: bodyEl, head: headEl } = marks;
  if (htmlEl) {
    setAttr(htmlEl, 'lang', head.tag);
    setAttr(htmlEl, 'dir', head.dir);
    // The page is already translated: a Lipi snippet tag on it must stay idle (packages/snippet).
    setAttr(htmlEl, 'data-lipi-rendered', head.lang);
  }
  for (const el of marks.links) {
    const rel = (el.attribs.rel ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('canonical') || (rel.includes('alternate') && el.attribs.hreflang !== undefined)) edits.push({ start: el.start, end: el.end, text: '' });
  }
  // Resources keep loading from the origin: relative URLs resolve against it, not the proxy.
  if (baseEl) setAttr(baseEl, 'href', resolveUrl(baseEl.attribs.href ?? '', pageUrl) ?? pageUrl);
  const base = baseEl ? '' : `<base href="${escapeHtml(pageUrl)}">`;
  const links =
    head.alternates.map((a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}">`).join('') +
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">` +
    (head.headEnd ?? '');
  if (head.bodyEnd) {
    const at = (bodyEl ?? htmlEl ?? root).closeStart;
    edits.push({ start: at, end: at, text: head.bodyEnd });
  }
  if (headEl) {
    if (base) edits.push({ start: headEl.openEnd, end: headEl.openEnd, text: base });
    edits.push({ start: headEl.closeStart, end: headEl.closeStart, text: links });
  } else {
    const at = htmlEl ? htmlEl.openEnd : 0;
    edits.push({ start: at, end: at, text: `<head>${base}${links}</head>` });
  }
}

function adjustPlaceholder(
  p: Placeholder,
  attributeText: Map<string, string>,
  linkFor: (tag: string, name: string, value: string) => string | null,
): Placeholder {
  if (p.html !== undefined) return p;
  let attrs: Record<string, string> | undefined;
  for (const [name, value] of Object.entries(p.attrs)) {
    const next = attributeText.get(`${name}\u0000${value}`) ?? linkFor(p.tag, name, value);
    if (next === null || next === undefined) continue;
    attrs ??= { ...p.attrs };
    attrs[name] = next;
  }
  return attrs ? { ...p, attrs } : p;
}

/** Space, tab, line feed, form feed, carriage return: what HTML folds (not NBSP, which is text). */
function isHtmlSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 12 || c === 13;
}

/** Scripts, styles and other invisible elements inside a replaced run are kept, after the translation. */
function invisibleSource(nodes: TreeNode[], html: string): string {
  let out = '';
  for (const n of nodes) {
    if (n.kind !== 'element') continue;
    const kind = tagKind(n.tag);
    if (kind === TagKind.Invisible) out += html.slice(n.start, n.end);
    else if (kind === TagKind.Inline) out += invisibleSource(n.children, html);
  }
  return out;
}

/** The elements the rewrite needs, found in one walk: the first html, head, body and base with href, every link and linking element. */
type Marks = { html?: ElementNode; head?: ElementNode; body?: ElementNode; base?: ElementNode; links: ElementNode[]; linking: ElementNode[] };

function markElements(root: ElementNode): Marks {
  const marks: Marks = { links: [], linking: [] };
  const visit = (el: ElementNode): void => {
    for (const c of el.children) {
      if (c.kind !== 'element') continue;
      const { tag } = c;
      if (tag === 'html') marks.html ??= c;
      else if (tag === 'head') marks.head ??= c;
      else if (tag === 'body') marks.body ??= c;
      else if (tag === 'base') {
        if (c.attribs.href !== undefined) marks.base ??= c;
      } else if (tag === 'link') marks.links.push(c);
      else if (LINK_ATTRIBUTE[tag] !== undefined && c.attribs[LINK_ATTRIBUTE[tag]] !== undefined) marks.linking.push(c);
      // Foreign content keeps its own rules (svg's <a xlink:href>, case-sensitive attributes).
      if (tag !== 'svg' && tag !== 'math') visit(c);
    }
  };
  visit(root);
  return marks;
}

function resolveUrl(value: string, base: string): string | null {
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Applies non-overlapping edits in order; an edit inside a replaced range (already rebuilt there) is dropped. */
function spliceEdits(html: string, edits: Edit[]): string[] {
  edits.sort((a, b) => a.start - b.start || Number(a.end > a.start) - Number(b.end > b.start) || b.end - a.end);
  const chunks: string[] = [];
  let pos = 0;
  for (const e of edits) {
    if (e.start < pos) continue;
    if (e.start > pos) chunks.push(html.slice(pos, e.start));
    chunks.push(e.text);
    pos = e.end;
  }
  chunks.push(html.slice(pos));
  return chunks;
}
