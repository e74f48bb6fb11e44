import { applyTranslation, escapeHtml, extractSegments, plainText, type ExtractOptions, type Placeholder, type Segment } from '@lipi/engine/extract';
import { indexPaths, parseTree, type ElementNode, type TreeNode } from './html-tree.ts';
import { Kind, kindOf } from './tag-kinds.ts';

/*
 * Server-side translation of one HTML page with the engine. Runs of inline content are found in
 * the tree, each run is re-extracted by the engine (inside its ancestors' open tags, so the
 * project's no-translation selectors see the same context) and replaced only when the engine
 * gives it a segment; the replacement is applyTranslation's output, so translations stay text and
 * inline markup comes only from the source. Attributes and meta content are set from the
 * engine's whole-page extraction. Everything else is copied byte for byte.
 */

export type PageHead = {
  lang: string;
  dir: 'ltr' | 'rtl';
  /** hreflang → URL, x-default included. */
  alternates: Array<{ hreflang: string; href: string }>;
  canonical: string;
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
};

export type TranslatedPage = { chunks: string[]; segments: number; translated: number };

type Edit = { start: number; end: number; text: string };
type RunTarget = { segment: Segment; start: number; end: number; nodes: TreeNode[] };

const LETTER = /\p{L}/u;
const LINK_ATTRIBUTE: Record<string, string> = { a: 'href', area: 'href', form: 'action' };

export async function translatePage(input: TranslatePageInput): Promise<TranslatedPage> {
  const { html } = input;
  const root = parseTree(html);
  const byPath = indexPaths(root);
  const targets = collectRuns(root, html, input);
  const pageSegments = extractSegments(html, input.extract).segments.filter((s) => s.kind === 'attribute' || (s.kind === 'meta' && input.translateMeta));
  const hashes = [...new Set([...targets.map((t) => t.segment.sourceHash), ...pageSegments.map((s) => s.sourceHash)])];
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
  for (const s of pageSegments) {
    const t = translations.get(s.sourceHash);
    const el = s.path ? byPath.get(s.path) : undefined;
    if (t === undefined || !el || !s.attribute) continue;
    const value = plainText(t);
    setAttr(el, s.attribute, value);
    attributeText.set(`${s.attribute}\u0000${el.attribs[s.attribute] ?? ''}`, value);
    translated++;
  }

  const baseEl = findFirst(root, (e) => e.tag === 'base' && e.attribs.href !== undefined);
  const baseUrl = resolveUrl(baseEl?.attribs.href ?? '', input.pageUrl) ?? input.pageUrl;
  const linkFor = (tag: string, name: string, value: string): string | null => {
    if (LINK_ATTRIBUTE[tag] !== name) return null;
    const absolute = resolveUrl(value, baseUrl);
    return absolute ? input.rewriteLink(absolute) : null;
  };
  walkElements(root, (el) => {
    const name = LINK_ATTRIBUTE[el.tag];
    const value = name ? el.attribs[name] : undefined;
    if (name && value !== undefined) {
      const link = linkFor(el.tag, name, value);
      if (link) setAttr(el, name, link);
    }
  });

  const edits: Edit[] = [];
  for (const target of targets) {
    const t = translations.get(target.segment.sourceHash);
    if (t === undefined) continue;
    const placeholders = target.segment.placeholders.map((p) => adjustPlaceholder(p, attributeText, linkFor));
    edits.push({ start: target.start, end: target.end, text: applyTranslation(target.segment.text, t, placeholders) + invisibleSource(target.nodes, html) });
    translated++;
  }

  editHead(root, input.head, baseEl, input.pageUrl, setAttr, edits);
  for (const [el, attrs] of overrides) edits.push({ start: el.start, end: el.openEnd, text: openTag(el, attrs) });
  return { chunks: spliceEdits(html, edits), segments: targets.length + pageSegments.length, translated };
}

/** `<html lang dir>`, an absolute `<base>`, hreflang alternates and the canonical; the page's own alternates and canonical go. */
function editHead(
  root: ElementNode,
  head: PageHead,
  baseEl: ElementNode | undefined,
  pageUrl: string,
  setAttr: (el: ElementNode, name: string, value: string) => void,
  edits: Edit[],
): void {
  const htmlEl = findFirst(root, (e) => e.tag === 'html');
  if (htmlEl) {
    setAttr(htmlEl, 'lang', head.lang);
    setAttr(htmlEl, 'dir', head.dir);
  }
  walkElements(root, (el) => {
    if (el.tag !== 'link') return;
    const rel = (el.attribs.rel ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('canonical') || (rel.includes('alternate') && el.attribs.hreflang !== undefined)) edits.push({ start: el.start, end: el.end, text: '' });
  });
  // Resources keep loading from the origin: relative URLs resolve against it, not the proxy.
  if (baseEl) setAttr(baseEl, 'href', resolveUrl(baseEl.attribs.href ?? '', pageUrl) ?? pageUrl);
  const base = baseEl ? '' : `<base href="${escapeHtml(pageUrl)}">`;
  const links =
    head.alternates.map((a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}">`).join('') +
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`;
  const headEl = findFirst(root, (e) => e.tag === 'head');
  if (headEl) {
    if (base) edits.push({ start: headEl.openEnd, end: headEl.openEnd, text: base });
    edits.push({ start: headEl.closeStart, end: headEl.closeStart, text: links });
  } else {
    const at = htmlEl ? htmlEl.openEnd : 0;
    edits.push({ start: at, end: at, text: `<head>${base}${links}</head>` });
  }
}

function adjustPlaceholder(p: Placeholder, attributeText: Map<string, string>, linkFor: (tag: string, name: string, value: string) => string | null): Placeholder {
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

/** Scripts, styles and other invisible elements inside a replaced run are kept, after the translation. */
function invisibleSource(nodes: TreeNode[], html: string): string {
  let out = '';
  const visit = (list: TreeNode[]) => {
    for (const n of list) {
      if (n.kind !== 'element') continue;
      const kind = kindOf(n.tag);
      if (kind === Kind.Invisible) out += html.slice(n.start, n.end);
      else if (kind === Kind.Inline) visit(n.children);
    }
  };
  visit(nodes);
  return out;
}

type Run = { nodes: TreeNode[]; open: string; close: string; chain: string };

/**
 * Finds the runs of inline content of every container, then asks the engine for all their
 * segments in one pass: each run goes into its own `<lipi-run>` (an unknown element, so a block
 * boundary) inside its container's open tag, or inside all its ancestors' open tags when the
 * project has no-translation selectors (a descendant selector needs them). Segment paths then say
 * which run they belong to and where in it they sit.
 */
function collectRuns(root: ElementNode, html: string, input: TranslatePageInput): RunTarget[] {
  const withAncestors = (input.extract.noTranslateSelectors ?? []).length > 0;
  const runs: Run[] = [];
  const blocky = new WeakMap<ElementNode, boolean>();
  const containsBlock = (el: ElementNode): boolean => {
    const known = blocky.get(el);
    if (known !== undefined) return known;
    let found = false;
    for (const c of el.children) {
      if (c.kind !== 'element') continue;
      const k = kindOf(c.tag);
      if (k === Kind.Block || k === Kind.OpaqueBlock || (k === Kind.Inline && containsBlock(c))) {
        found = true;
        break;
      }
    }
    blocky.set(el, found);
    return found;
  };

  const visitContainer = (container: ElementNode, ancestors: string, closers: string, ancestorChain: string): void => {
    if (container.tag === 'title' && !input.translateMeta) return;
    const own = container.tag ? `<${container.tag}>` : '';
    // Closed explicitly: a <title> left open would swallow the rest of the batch as its text.
    const close = withAncestors ? closers : container.tag ? `</${container.tag}>` : '';
    const open = withAncestors ? ancestors : own;
    const chain = withAncestors ? ancestorChain : container.tag ? `/${container.tag}[1]` : '';
    let nodes: TreeNode[] = [];
    const flush = () => {
      if (nodes.length > 0 && hasLetter(nodes)) runs.push({ nodes, open, close, chain });
      nodes = [];
    };
    for (const child of container.children) {
      if (child.kind === 'text') {
        nodes.push(child);
        continue;
      }
      const k = kindOf(child.tag);
      const isBoundary = k === Kind.Block || k === Kind.OpaqueBlock || (k === Kind.Inline && containsBlock(child));
      if (!isBoundary) {
        nodes.push(child);
        continue;
      }
      flush();
      // Marked content is the engine's to skip; without the ancestors in the fragment it could not tell.
      if (k !== Kind.OpaqueBlock && !isMarkedNoTranslate(child.attribs)) {
        visitContainer(child, withAncestors ? ancestors + openTag(child, {}) : '', withAncestors ? `</${child.tag}>${closers}` : '', `${ancestorChain}/${child.tag}[1]`);
      }
    }
    flush();
  };
  visitContainer(root, '', '', '');
  if (runs.length === 0) return [];

  const batch = runs.map((r) => `<lipi-run>${r.open}${html.slice(r.nodes[0]!.start, r.nodes[r.nodes.length - 1]!.end)}${r.close}</lipi-run>`).join('');
  const byRun = new Map<number, Segment[]>();
  for (const segment of extractSegments(batch, input.extract).segments) {
    if (segment.kind !== 'text' && segment.kind !== 'title') continue;
    const m = /^\/lipi-run\[(\d+)\](.*)$/.exec(segment.path ?? '');
    if (!m) continue;
    const list = byRun.get(Number(m[1])) ?? [];
    list.push({ ...segment, path: m[2] });
    byRun.set(Number(m[1]), list);
  }
  const targets: RunTarget[] = [];
  for (const [n, segments] of byRun) {
    const run = runs[n - 1];
    // The engine saw a block boundary this module did not: leave the run as it is.
    if (!run || segments.some((s) => s.path?.includes('#'))) continue;
    const first = run.nodes[0]!;
    const last = run.nodes[run.nodes.length - 1]!;
    for (const segment of segments) {
      if (segment.path === run.chain || (segment.path === '' && run.chain === '')) {
        targets.push({ segment, start: first.start, end: last.end, nodes: run.nodes });
        continue;
      }
      if (!segment.path?.startsWith(`${run.chain}/`)) continue;
      const wrapper = resolveRelative(run.nodes, segment.path.slice(run.chain.length));
      if (wrapper) targets.push({ segment, start: wrapper.openEnd, end: wrapper.closeStart, nodes: wrapper.children });
    }
  }
  return targets;
}

/** The engine's page-wide no-translation markers (packages/engine/src/extract/elements.ts). */
function isMarkedNoTranslate(attribs: Record<string, string>): boolean {
  if (attribs.translate !== undefined && attribs.translate.trim().toLowerCase() === 'no') return true;
  if (attribs['data-lipi-no-translate'] !== undefined) return true;
  const cls = attribs.class;
  return cls !== undefined && cls.split(/\s+/).includes('notranslate');
}

/** `/a[2]/span[1]` among the run's nodes, numbered as the fragment's parser numbered them. */
function resolveRelative(nodes: TreeNode[], relative: string): ElementNode | undefined {
  let list = nodes;
  let found: ElementNode | undefined;
  for (const step of relative.split('/').slice(1)) {
    const m = /^([^[]+)\[(\d+)\]$/.exec(step);
    if (!m) return undefined;
    let seen = 0;
    found = undefined;
    for (const n of list) {
      if (n.kind === 'element' && n.tag === m[1] && ++seen === Number(m[2])) {
        found = n;
        break;
      }
    }
    if (!found) return undefined;
    list = found.children;
  }
  return found;
}

function hasLetter(nodes: TreeNode[]): boolean {
  for (const n of nodes) {
    if (n.kind === 'text') {
      if (LETTER.test(n.data)) return true;
    } else if (kindOf(n.tag) === Kind.Inline && hasLetter(n.children)) return true;
  }
  return false;
}

function openTag(el: ElementNode, overrides: Record<string, string>): string {
  let out = `<${el.tag}`;
  const attrs = { ...el.attribs, ...overrides };
  for (const [name, value] of Object.entries(attrs)) out += ` ${name}="${escapeHtml(value)}"`;
  return `${out}${el.selfClosing ? ' /' : ''}>`;
}

function walkElements(el: ElementNode, visit: (el: ElementNode) => void): void {
  for (const c of el.children) {
    if (c.kind !== 'element') continue;
    visit(c);
    // Foreign content keeps its own rules (svg's <a xlink:href>, case-sensitive attributes).
    if (c.tag !== 'svg' && c.tag !== 'math') walkElements(c, visit);
  }
}

function findFirst(el: ElementNode, test: (el: ElementNode) => boolean): ElementNode | undefined {
  let found: ElementNode | undefined;
  walkElements(el, (e) => {
    if (!found && test(e)) found = e;
  });
  return found;
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
