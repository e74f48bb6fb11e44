import { tokenizeMarkers, type MarkerToken } from '@lipi/engine/extract/browser';
import { isAttr, type AttrSegment, type DomSegment, type Ph, type TextSegment } from './segment.ts';

/*
 * Puts a translation into the page and can take it out again. Translations are hostile text:
 * only text nodes are ever created from them, and elements come from the source segment's own
 * placeholders (the very nodes of the page, moved, so their listeners and attributes stay).
 *
 * In place when the translation keeps the source's markers in the same order (the usual case):
 * only text node values change, which frameworks such as React tolerate. Otherwise the run's
 * top-level nodes are replaced by ones rebuilt from the markers. Originals are kept in WeakMaps.
 */

export interface Applied {
  /** A node inside the changed area, to find what a later page change touches. */
  node: Node;
  undo(): void;
}

type Change = { orig: string; now: string };
const textChanges = new WeakMap<Text, Change>();
const attrChanges = new WeakMap<Element, Record<string, Change>>();

/** Whether text may hold markers or escapes (plain text needs no tokenizing). */
const hasMarkup = (text: string) => /[<{\\]/.test(text);

const signature = (tokens: MarkerToken[]) => tokens.map((t) => (t.type === 'text' ? '' : t.type[0]! + t.id)).filter(Boolean).join();

function setText(node: Text, value: string): void {
  const seen = textChanges.get(node);
  textChanges.set(node, { orig: seen && seen.now === node.data ? seen.orig : node.data, now: value });
  node.data = value;
}

function restoreText(node: Text): void {
  const change = textChanges.get(node);
  if (change && node.data === change.now) node.data = change.orig;
  textChanges.delete(node);
}

function inPlace(seg: TextSegment, tr: MarkerToken[]): Applied | undefined {
  // Slot n: the text after the n-th marker. Marker tokens of the run and of the text correspond one to one.
  const slots: Text[][] = [[]];
  for (const t of seg.toks) {
    if (t.k === 0) slots[slots.length - 1]!.push(...t.n);
    else slots.push([]);
  }
  const texts: string[] = [''];
  for (const t of tr) {
    if (t.type === 'text') texts[texts.length - 1] += t.value;
    else texts.push('');
  }
  if (texts.some((text, i) => /\S/.test(text) && slots[i]!.length === 0)) return undefined;
  const changed: Text[] = [];
  slots.forEach((nodes, i) => {
    if (nodes.length === 0) return;
    const orig = nodes.map((n) => n.data).join('');
    let value = texts[i] ?? '';
    if (/^\s/.test(orig) && !/^\s/.test(value)) value = ' ' + value;
    if (/\S/.test(value) && /\s$/.test(orig) && !/\s$/.test(value)) value += ' ';
    nodes.forEach((n, j) => {
      setText(n, j === 0 ? value : '');
      changed.push(n);
    });
  });
  return { node: changed[0] ?? seg.parent, undo: () => changed.forEach(restoreText) };
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
  const added = Array.from(frag.childNodes);
  parent.insertBefore(frag, mark);
  for (const n of top) if (!used.has(n as Element) && n.parentNode) n.parentNode.removeChild(n);
  parent.removeChild(mark);
  return {
    node: added[0] ?? parent,
    undo() {
      const back = doc.createTextNode('');
      const first = added.find((n) => n.parentNode === parent);
      parent.insertBefore(back, first ?? null);
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
  let value = hasMarkup(translation) ? '' : translation;
  if (!value) for (const t of tokenizeMarkers(translation)) if (t.type === 'text') value += t.value;
  const changes = attrChanges.get(el) ?? {};
  const current = el.getAttribute(attr) ?? '';
  const seen = changes[attr];
  changes[attr] = { orig: seen && seen.now === current ? seen.orig : current, now: value };
  attrChanges.set(el, changes);
  el.setAttribute(attr, value);
  return {
    node: el,
    undo() {
      const change = attrChanges.get(el)?.[attr];
      if (change && el.getAttribute(attr) === change.now) el.setAttribute(attr, change.orig);
      if (change) delete attrChanges.get(el)![attr];
    },
  };
}

/** Shows `translation` (segment-text syntax) in place of the segment; undefined when it cannot be placed. */
export function applyTranslation(seg: DomSegment, translation: string): Applied | undefined {
  if (isAttr(seg)) return applyAttr(seg, translation);
  // Most segments are plain sentences: no markers to match, one slot of text.
  if (!hasMarkup(seg.text) && !hasMarkup(translation)) return inPlace(seg, [{ type: 'text', value: translation }]) ?? rebuild(seg, tokenizeMarkers(translation));
  const tr = tokenizeMarkers(translation);
  // The run's marker tokens are the segment text's markers, in order: no need to tokenize the source.
  const source = seg.toks.map((t) => (t.k === 0 ? '' : 'ocv'[t.k - 1]! + t.p.id)).filter(Boolean).join();
  if (signature(tr) === source) return inPlace(seg, tr) ?? rebuild(seg, tr);
  return rebuild(seg, tr);
}
