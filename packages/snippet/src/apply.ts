import { tokenizeMarkers, type MarkerToken } from '@lipi/engine/extract/browser';
import { isAttr, markerOf, type AttrSegment, type DomSegment, type Ph, type TextSegment, type Tok } from './dom-segment.ts';

/*
 * Puts a translation into the page and can take it out again. Translations are hostile text:
 * only text nodes are ever created from them, and elements come from the source segment's own
 * placeholders (the very nodes of the page, moved, so their listeners and attributes stay).
 *
 * In place when the translation keeps the source's markers in the same order (the usual case):
 * only text node values change, which frameworks such as React tolerate. Otherwise the run's
 * top-level nodes are replaced by ones rebuilt from the markers. Originals are kept on the node
 * itself (an own property): a WeakMap entry per text node cost a third of the plain walk's time.
 */

export interface Applied {
  /** A node inside the changed area, to find what a later page change touches. */
  node: Node;
  undo(): void;
}

type Change = { orig: string; now: string };
/** The original and the value put in, per text node or per attribute name of an element. */
type Changed = Node & { lipiChange?: Change | undefined; lipiAttrs?: Record<string, Change | undefined> };

const MARKER_KIND = { open: 1, close: 2, void: 3 } as const;
const MAY_BE_MARKER = /[<{\\]/;

/**
 * The translation's text between its markers (slot n: after the n-th marker) when it keeps the
 * run's markers in the same order, else undefined. Marker tokens of the run are the segment
 * text's markers, in order, so the source needs no tokenizing.
 */
function slotTexts(toks: Tok[], tr: MarkerToken[]): string[] | undefined {
  const texts = [''];
  let i = 0;
  for (const t of tr) {
    if (t.type === 'text') {
      texts[texts.length - 1] += t.value;
      continue;
    }
    while (toks[i] && toks[i]!.k === 0) i++;
    const s = toks[i++];
    if (!s || s.k !== MARKER_KIND[t.type] || s.p.id !== t.id) return undefined;
    texts.push('');
  }
  while (toks[i] && toks[i]!.k === 0) i++;
  return i < toks.length ? undefined : texts;
}

function setText(node: Text & Changed, value: string, current = node.data): void {
  const seen = node.lipiChange;
  if (seen) {
    if (seen.now !== current) seen.orig = current;
    seen.now = value;
  } else node.lipiChange = { orig: current, now: value };
  // An unchanged node is not written: no mutation record, no style or layout invalidation.
  if (value !== current) node.data = value;
}

function restoreText(node: Text & Changed): void {
  const change = node.lipiChange;
  if (!change) return;
  if (change.orig !== change.now && node.data === change.now) node.data = change.orig;
  node.lipiChange = undefined;
}

// One character each: /\s$/ would try every position of a long text.
const isSpaceAt = (s: string, i: number) => {
  const c = s.charCodeAt(i);
  return c === 32 || (c > 8 && c < 14) || (c > 127 && /\s/.test(s.charAt(i)));
};
const startsWithSpace = (s: string) => isSpaceAt(s, 0);
const endsWithSpace = (s: string) => isSpaceAt(s, s.length - 1);
const NON_SPACE = /\S/;

/** Writes `value` into a slot's text nodes (all of it into the first), keeping the slot's outer spaces. */
function fill(nodes: Text[], value: string, changed: Text[]): void {
  const orig = nodes.length === 1 ? nodes[0]!.data : nodes.map((node) => node.data).join('');
  if (startsWithSpace(orig) && !startsWithSpace(value)) value = ' ' + value;
  if (NON_SPACE.test(value) && endsWithSpace(orig) && !endsWithSpace(value)) value += ' ';
  if (nodes.length === 1) setText(nodes[0]!, value, orig);
  else for (let j = 0; j < nodes.length; j++) setText(nodes[j]!, j === 0 ? value : '');
  for (const node of nodes) changed.push(node);
}

/** One function shared by every placed segment: a placed segment costs no closure. */
function undoText(this: { changed: Text[] }): void {
  for (const node of this.changed) restoreText(node);
}
const placed = (node: Node, changed: Text[]): Applied => ({ node, changed, undo: undoText }) as Applied;

/** Slot n of `texts` goes into the run's text nodes between its n-th and n+1-th marker. */
function inPlace(seg: TextSegment, texts: string[]): Applied | undefined {
  const toks = seg.toks;
  const changed: Text[] = [];
  // The usual run: one text, one slot.
  if (toks.length === 1 && texts.length === 1) {
    fill((toks[0] as { n: Text[] }).n, texts[0]!, changed);
    return placed(changed[0] || seg.parent, changed);
  }
  const slots: Array<Text[] | undefined> = [];
  let n = 0;
  for (const t of toks) {
    if (t.k !== 0) n++;
    else slots[n] = slots[n] ? slots[n]!.concat(t.n) : t.n;
  }
  for (let i = 0; i < texts.length; i++) if (!slots[i] && NON_SPACE.test(texts[i]!)) return undefined;
  for (let i = 0; i < slots.length; i++) if (slots[i]) fill(slots[i]!, texts[i] || '', changed);
  return placed(changed[0] || seg.parent, changed);
}

function rebuild(seg: TextSegment, tr: MarkerToken[]): Applied | undefined {
  const { parent } = seg;
  const doc = parent.ownerDocument;
  const byId = new Map<number, Ph>();
  const top: Node[] = [];
  let depth = 0;
  for (const t of seg.toks) {
    if (t.k === 0) {
      if (depth === 0) for (const n of t.n) if (n.parentNode === parent) top.push(n);
      continue;
    }
    // A tag that also holds a block (closed by the run's end, not its own) cannot be moved.
    if (t.k === 1 && !t.p.isClosed) return undefined;
    if (t.k !== 2) byId.set(t.p.id, t.p);
    if (depth === 0 && t.k !== 2 && t.p.el.parentNode === parent) top.push(t.p.el);
    if (t.k === 1) depth++;
    if (t.k === 2) depth--;
  }
  if (top.length === 0) return undefined;
  const kids = new Map<Element, Node[]>();
  for (const p of byId.values()) if (!p.isVoid) kids.set(p.el, Array.from(p.el.childNodes));
  const mark = doc.createTextNode('');
  parent.insertBefore(mark, top[0]!);
  const frag = doc.createDocumentFragment();
  const stack: Array<{ id: number; el: Node }> = [{ id: 0, el: frag }];
  const used = new Set<Element>();
  for (const t of tr) {
    const at = stack[stack.length - 1]!.el;
    if (t.type === 'text') {
      at.appendChild(doc.createTextNode(t.value));
      continue;
    }
    if (t.type === 'close') {
      const i = stack.findIndex((s) => s.id === t.id);
      if (i > 0) stack.length = i;
      continue;
    }
    const p = byId.get(t.id);
    if (!p || used.has(p.el) || p.isVoid !== (t.type === 'void')) continue;
    used.add(p.el);
    if (!p.isVoid) p.el.textContent = '';
    at.appendChild(p.el);
    if (!p.isVoid) stack.push({ id: t.id, el: p.el });
  }
  // The run's outer spaces stay, as in place: they separate it from a form control or element beside it.
  const first = seg.toks[0];
  const last = seg.toks[seg.toks.length - 1];
  const text = frag.textContent!;
  if (first && first.k === 0 && startsWithSpace(first.s) && !startsWithSpace(text)) frag.prepend(' ');
  if (last && last.k === 0 && endsWithSpace(last.s) && !endsWithSpace(text)) frag.append(' ');
  const added = Array.from(frag.childNodes);
  parent.insertBefore(frag, mark);
  for (const n of top) if (!used.has(n as Element) && n.parentNode) n.parentNode.removeChild(n);
  parent.removeChild(mark);
  return {
    node: added[0] || parent,
    undo() {
      const back = doc.createTextNode('');
      const first = added.find((n) => n.parentNode === parent);
      parent.insertBefore(back, first || null);
      for (const n of added) if (n.parentNode === parent) parent.removeChild(n);
      for (const n of top) parent.insertBefore(n, back);
      parent.removeChild(back);
      for (const [el, list] of kids) {
        el.textContent = '';
        for (const n of list) el.appendChild(n);
      }
    },
  };
}

function applyAttr(seg: AttrSegment, translation: string): Applied {
  const { el, attr } = seg;
  // Attribute texts rarely hold anything marker-like: then the translation is the value.
  let value = MAY_BE_MARKER.test(translation) ? '' : translation;
  if (!value) for (const t of tokenizeMarkers(translation)) if (t.type === 'text') value += t.value;
  const changes = ((el as Changed).lipiAttrs ||= {});
  const current = el.getAttribute(attr) || '';
  const seen = changes[attr];
  changes[attr] = { orig: seen && seen.now === current ? seen.orig : current, now: value };
  if (value !== current) el.setAttribute(attr, value);
  return {
    node: el,
    undo() {
      const change = changes[attr];
      if (change && el.getAttribute(attr) === change.now) el.setAttribute(attr, change.orig);
      changes[attr] = undefined;
    },
  };
}

/**
 * The translation's texts between the run's markers when it has exactly those, in order, and no
 * escapes: each expected marker is found by indexOf, and a text with anything marker-like left in
 * it sends the translation to the tokenizer instead.
 */
function textsAtMarkers(toks: Tok[], translation: string): string[] | undefined {
  const texts: string[] = [];
  let from = 0;
  for (const t of toks) {
    if (t.k === 0) continue;
    const marker = markerOf(t);
    const at = translation.indexOf(marker, from);
    if (at < 0) return undefined;
    texts.push(translation.slice(from, at));
    from = at + marker.length;
  }
  texts.push(from ? translation.slice(from) : translation);
  for (const text of texts) if (MAY_BE_MARKER.test(text)) return undefined;
  return texts;
}

/** Shows `translation` (segment-text syntax) in place of the segment; undefined when it cannot be placed. */
export function applyTranslation(seg: DomSegment, translation: string): Applied | undefined {
  if (isAttr(seg)) return applyAttr(seg, translation);
  // The usual case without tokenizing: the source's markers in the same order and no escapes,
  // so the slots are the texts between them (a plain sentence: one slot).
  const texts = seg.text.includes('\\') ? undefined : textsAtMarkers(seg.toks, translation);
  if (texts) return inPlace(seg, texts) || rebuild(seg, tokenizeMarkers(translation));
  const tr = tokenizeMarkers(translation);
  const slots = slotTexts(seg.toks, tr);
  return (slots && inPlace(seg, slots)) || rebuild(seg, tr);
}
