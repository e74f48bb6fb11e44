import { TagKind, extractSegments, isMarkedNoTranslate, tagKind, type ExtractOptions, type Segment } from '../extract/index.ts';
import { openTag, type ElementNode, type TreeNode } from './html-tree.ts';

import { addRunAttributes, addRunTargets, batchSlot, markRunElements, push, type RunTarget } from './batch-paths.ts';

export type { RunTarget } from './batch-paths.ts';
/** An attribute or meta segment and the element holding it. */
export type AttributeTarget = { segment: Segment; el: ElementNode };

const LETTER = /\p{L}/u;

type Run = { nodes: TreeNode[]; open: string; close: string; chain: string; nested: boolean };
/** A container written once in the batch: its nested runs (their numbers) and child containers, in page order. */
type Slot = { el: ElementNode; items: Array<Slot | number | Carrier>; parent: Slot | undefined; attached: boolean };
type Carrier = { el: ElementNode; open: string; close: string; chain: string; slot?: Slot };

// htmlparser2's void elements: a close tag for them would be read as a new element (`</br>`).
const VOID = new Set('area base basefont br col command embed frame hr image img input isindex keygen link meta param source track wbr'.split(' '));
const CANDIDATE = ['title', 'aria-label', 'alt', 'placeholder', 'value'];

/**
 * Finds the runs of inline content of every container and the elements with translatable
 * attributes, then asks the engine for all their segments in one pass: each run goes into its own
 * `<lipi-run>` and each element into its own `<lipi-attr>` (unknown elements, so block
 * boundaries), inside the container's open tag; when the project has no-translation selectors (a
 * descendant selector needs the ancestors) the wrappers sit inside their containers' tags, each
 * ancestor written once (see canNest for when a chain per wrapper stays). Segment paths then say
 * which run or element they belong to and where in it they sit.
 */
export function collectSegments(
  root: ElementNode,
  html: string,
  input: { extract: ExtractOptions; translateMeta: boolean },
): { runs: RunTarget[]; attributes: AttributeTarget[] } {
  const selectors = input.extract.noTranslateSelectors ?? [];
  const withAncestors = selectors.length > 0;
  const walk: Walk = {
    withAncestors,
    nest: withAncestors && canNest(selectors, html),
    translateMeta: input.translateMeta,
    runs: [],
    carriers: [],
    blocky: new Map(),
    slots: new Map(),
  };
  const top: Slot = { el: root, items: [], parent: undefined, attached: true };
  visitContainer(walk, root, '', '', '', top);
  // Attributes: the engine reads them on elements it does not skip (not inside invisible, opaque or marked content).
  visitAttributes(walk, root, '', '', '', top);
  const { runs, carriers } = walk;
  if (runs.length === 0 && carriers.length === 0) return { runs: [], attributes: [] };

  // An element inside a run has its attributes read in the run already: it needs no carrier of its
  // own unless the run turns out unusable (then it gets one in a second, small batch).
  const runOf = new Map<ElementNode, number>();
  for (let i = 0; i < runs.length; i++) markRunElements(runs[i]!.nodes, i + 1, runOf);
  let outside = carriers.filter((c) => !runOf.has(c.el));
  // Nested too: each in a `<lipi-attr>` inside its parent's tag, written once with the runs'.
  if (walk.nest) {
    outside = outside.map((c) => ({ ...c, chain: '' }));
    for (const c of outside) addItem(c.slot!, c);
  }

  // Nested runs sit inside their containers, written once (top.items); the others each in their own
  // `<lipi-run>` at the top, after them. Each run's path up to its `<lipi-run>` → its number.
  const runAt = new Map<string, number>();
  const topCounts = new Map<string, number>();
  const attrAt = new Map<string, number>();
  const carrierNumber = new Map<Carrier, number>(outside.map((c, i) => [c, i + 1]));
  const writer: Writer = { html, runs, runAt, attrAt, carrierNumber };
  let batch = top.items.length > 0 ? writeSlots(writer, top, '', topCounts) : '';
  for (let i = 0; i < runs.length; i++) {
    const r = runs[i]!;
    if (r.nested) continue;
    runAt.set(`/lipi-run[${count(topCounts, 'lipi-run')}]`, i + 1);
    batch += `<lipi-run>${r.open}${html.slice(r.nodes[0]!.start, r.nodes[r.nodes.length - 1]!.end)}${r.close}</lipi-run>`;
  }
  if (!walk.nest) batch += carrierBatch(outside);

  const byRun = new Map<number, Array<{ segment: Segment; rest: string }>>();
  const attributesByRun = new Map<number, Array<{ segment: Segment; rest: string }>>();
  const byCarrier = new Map<ElementNode, Segment[]>();
  for (const segment of extractSegments(batch, input.extract).segments) {
    const slot = batchSlot(segment.path ?? '', runAt, walk.nest ? attrAt : undefined);
    if (!slot) continue;
    if (!slot.isRun) addCarrierSegment(outside[slot.n - 1], slot.rest, segment, input.translateMeta, byCarrier);
    else if (segment.kind === 'text' || segment.kind === 'title') push(byRun, slot.n, { segment, rest: slot.rest });
    else if (segment.kind === 'attribute') push(attributesByRun, slot.n, { segment, rest: slot.rest });
  }
  const targets: RunTarget[] = [];
  const usable = new Set<number>();
  // In run order (the batch may hold them in another: nested ones first).
  for (let n = 1; n <= runs.length; n++) {
    const segments = byRun.get(n);
    if (!segments || addRunTargets(runs[n - 1], segments, targets)) usable.add(n);
  }
  for (let n = 1; n <= runs.length; n++) {
    const segments = attributesByRun.get(n);
    if (segments && (!usable.has(n) || !addRunAttributes(runs[n - 1]!, segments, byCarrier))) usable.delete(n);
  }
  const fallback = carriers.filter((c) => runOf.has(c.el) && !usable.has(runOf.get(c.el)!));
  if (fallback.length > 0) {
    for (const c of fallback) byCarrier.delete(c.el);
    if (walk.nest) for (const c of fallback) Object.assign(c, ancestorsOf(c.slot!));
    for (const segment of extractSegments(carrierBatch(fallback), input.extract).segments) {
      const slot = batchSlot(segment.path ?? '', runAt);
      if (slot && !slot.isRun) addCarrierSegment(fallback[slot.n - 1], slot.rest, segment, input.translateMeta, byCarrier);
    }
  }
  const attributes: AttributeTarget[] = [];
  for (const c of carriers) for (const segment of byCarrier.get(c.el) ?? []) attributes.push({ segment, el: c.el });
  return { runs: targets, attributes };
}

/** The walks' state: one object passed down instead of closures made per call (and per container). */
type Walk = {
  withAncestors: boolean;
  nest: boolean;
  translateMeta: boolean;
  runs: Run[];
  carriers: Carrier[];
  blocky: Map<ElementNode, boolean>;
  slots: Map<ElementNode, Slot>;
};

/** A slot's element and its ancestors as open tags, closers and a chain of first children (the root's own slot has none). */
function ancestorsOf(slot: Slot): { open: string; close: string; chain: string } {
  let open = '';
  let close = '';
  let chain = '';
  for (let s: Slot | undefined = slot; s?.parent; s = s.parent) {
    open = openTag(s.el, {}) + open;
    close += `</${s.el.tag}>`;
    chain = `/${s.el.tag}[1]${chain}`;
  }
  return { open, close, chain };
}

function slotOf(walk: Walk, el: ElementNode, parent: Slot): Slot {
  let slot = walk.slots.get(el);
  if (!slot) walk.slots.set(el, (slot = { el, items: [], parent, attached: false }));
  return slot;
}

/** An item in a slot, the slot (and its ancestors) in the batch from its first item on. */
function addItem(slot: Slot, item: Slot | number | Carrier): void {
  if (!slot.attached) {
    if (slot.parent) addItem(slot.parent, slot);
    slot.attached = true;
  }
  slot.items.push(item);
}

type Writer = { html: string; runs: Run[]; runAt: Map<string, number>; attrAt: Map<string, number>; carrierNumber: Map<Carrier, number> };

function containsBlock(walk: Walk, el: ElementNode): boolean {
  const known = walk.blocky.get(el);
  if (known !== undefined) return known;
  let found = false;
  for (const c of el.children) {
    if (c.kind !== 'element') continue;
    const k = tagKind(c.tag);
    if (k === TagKind.Block || k === TagKind.Control || k === TagKind.OpaqueBlock || (k === TagKind.Inline && containsBlock(walk, c))) {
      found = true;
      break;
    }
  }
  walk.blocky.set(el, found);
  return found;
}

/**
 * Can runs sit in `<lipi-run>`s inside their containers' tags, written once? A `<lipi-run>` between
 * a container and its run's content is invisible to descendant selectors unless a compound is a bare
 * `*` (or names lipi-run); a page that holds lipi-run tags itself keeps the one-run-one-chain layout.
 */
function canNest(selectors: readonly string[], html: string): boolean {
  if (/<lipi-/i.test(html)) return false;
  for (const source of selectors) {
    if (source.includes('lipi-')) return false;
    for (const part of source.split(/[\s,]+/)) if (part === '*') return false;
  }
  return true;
}

function count(counts: Map<string, number>, tag: string): number {
  const n = (counts.get(tag) ?? 0) + 1;
  counts.set(tag, n);
  return n;
}

/** A slot's items as batch HTML, numbering tags among the siblings written as the parser will. */
function writeSlots(w: Writer, slot: Slot, path: string, counts: Map<string, number>): string {
  let out = '';
  for (const item of slot.items) {
    if (typeof item === 'number') {
      const r = w.runs[item - 1]!;
      w.runAt.set(`${path}/lipi-run[${count(counts, 'lipi-run')}]`, item);
      out += `<lipi-run>${w.html.slice(r.nodes[0]!.start, r.nodes[r.nodes.length - 1]!.end)}</lipi-run>`;
    } else if ('items' in item) {
      const { tag } = item.el;
      out += `${openTag(item.el, {})}${writeSlots(w, item, `${path}/${tag}[${count(counts, tag)}]`, new Map())}</${tag}>`;
    } else {
      w.attrAt.set(`${path}/lipi-attr[${count(counts, 'lipi-attr')}]`, w.carrierNumber.get(item)!);
      out += `<lipi-attr>${openTag(item.el, {})}${VOID.has(item.el.tag) ? '' : `</${item.el.tag}>`}</lipi-attr>`;
    }
  }
  return out;
}

function visitContainer(walk: Walk, container: ElementNode, ancestors: string, closers: string, ancestorChain: string, slot: Slot): void {
  if (container.tag === 'title' && !walk.translateMeta) return;
  const { withAncestors, runs } = walk;
  // Nested in the container's tag only where the engine reads a block container's text alike (not
  // title, whose text is raw; not controls or inline containers, which it reads with their parent).
  const nested = walk.nest && slot.el === container && container.tag !== 'title' && tagKind(container.tag) === TagKind.Block;
  // Closed explicitly: a <title> left open would swallow the rest of the batch as its text.
  const close = withAncestors ? closers : container.tag ? `</${container.tag}>` : '';
  const open = withAncestors ? ancestors : container.tag ? `<${container.tag}>` : '';
  const chain = withAncestors ? ancestorChain : container.tag ? `/${container.tag}[1]` : '';
  let nodes: TreeNode[] | undefined;
  for (const child of container.children) {
    if (child.kind === 'text') {
      (nodes ??= []).push(child);
      continue;
    }
    const k = tagKind(child.tag);
    // A form control makes the inline elements around it containers, as in the engine (run.ts splitAtControl).
    const isBoundary = k === TagKind.Block || k === TagKind.Control || k === TagKind.OpaqueBlock || (k === TagKind.Inline && containsBlock(walk, child));
    if (!isBoundary) {
      (nodes ??= []).push(child);
      continue;
    }
    if (nodes !== undefined) {
      if (hasLetter(nodes)) addRun(runs, slot, nested, { nodes, open, close, chain }, walk.nest);
      nodes = undefined;
    }
    // Marked content is the engine's to skip; without the ancestors in the fragment it could not tell.
    if (k !== TagKind.OpaqueBlock && !isMarkedNoTranslate(child.attribs)) {
      if (withAncestors) {
        const inner = slotOf(walk, child, slot);
        // Nesting, the chains are made from the slots, for the few runs and carriers that need them.
        if (walk.nest) visitContainer(walk, child, '', '', '', inner);
        else visitContainer(walk, child, ancestors + openTag(child, {}), `</${child.tag}>${closers}`, `${ancestorChain}/${child.tag}[1]`, inner);
      } else visitContainer(walk, child, '', '', '', slot);
    }
  }
  if (nodes !== undefined && hasLetter(nodes)) addRun(runs, slot, nested, { nodes, open, close, chain }, walk.nest);
}

function addRun(runs: Run[], slot: Slot, nested: boolean, run: Omit<Run, 'nested'>, lazy: boolean): void {
  runs.push(nested ? { ...run, open: '', close: '', chain: '', nested } : lazy ? { ...run, ...ancestorsOf(slot), nested } : { ...run, nested });
  if (nested) addItem(slot, runs.length);
}

function visitAttributes(walk: Walk, el: ElementNode, ancestors: string, closers: string, chain: string, slot: Slot): void {
  for (const child of el.children) {
    if (child.kind !== 'element') continue;
    const marked = isMarkedNoTranslate(child.attribs);
    if (!marked && isCandidate(child)) walk.carriers.push({ el: child, open: ancestors, close: closers, chain, slot });
    const k = tagKind(child.tag);
    if (marked || k === TagKind.Invisible || k === TagKind.OpaqueInline || k === TagKind.OpaqueBlock) continue;
    if (walk.withAncestors) {
      if (walk.nest) visitAttributes(walk, child, '', '', '', slotOf(walk, child, slot));
      else visitAttributes(walk, child, ancestors + openTag(child, {}), `</${child.tag}>${closers}`, `${chain}/${child.tag}[1]`, slot);
    } else visitAttributes(walk, child, '', '', '', slot);
  }
}

function isCandidate(el: ElementNode): boolean {
  const { attribs } = el;
  for (const name of CANDIDATE) if (attribs[name]) return true;
  return el.tag === 'meta' && !!attribs.content;
}

function carrierBatch(carriers: Carrier[]): string {
  let batch = '';
  for (const c of carriers) batch += `<lipi-attr>${c.open}${openTag(c.el, {})}${VOID.has(c.el.tag) ? '' : `</${c.el.tag}>`}${c.close}</lipi-attr>`;
  return batch;
}

function addCarrierSegment(carrier: Carrier | undefined, rest: string, segment: Segment, translateMeta: boolean, byCarrier: Map<ElementNode, Segment[]>): void {
  const isOwn = carrier && rest === `${carrier.chain}/${carrier.el.tag}[1]`;
  if (isOwn && (segment.kind === 'attribute' || (segment.kind === 'meta' && translateMeta))) push(byCarrier, carrier.el, segment);
}

function hasLetter(nodes: TreeNode[]): boolean {
  for (const n of nodes) {
    if (n.kind === 'text') {
      if (LETTER.test(n.data)) return true;
    } else if (tagKind(n.tag) === TagKind.Inline && hasLetter(n.children)) return true;
  }
  return false;
}
