import { TagKind, isMarkedNoTranslate, tagKind, type Segment } from '../extract/index.ts';
import type { ElementNode, TreeNode } from './html-tree.ts';

/*
 * Reading the batch's segment paths back (page-runs.ts builds the batch): which run or attribute
 * carrier a path belongs to, and the element inside a run it names.
 */

/** A segment of the page and the source range its translation replaces. */
export type RunTarget = { segment: Segment; start: number; end: number; nodes: TreeNode[] };
/** What the mapping needs of a run: its nodes and the chain of first children its path starts with. */
type RunShape = { nodes: TreeNode[]; chain: string };

export function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** A run's attribute segments, by the element holding them; false when one of them cannot be placed. */
export function addRunAttributes(run: RunShape, segments: Array<{ segment: Segment; rest: string }>, byCarrier: Map<ElementNode, Segment[]>): boolean {
  const found: Array<[ElementNode, Segment]> = [];
  for (const { segment, rest } of segments) {
    if (rest.includes('#') || !rest.startsWith(run.chain) || rest.charCodeAt(run.chain.length) !== 47) return false;
    const el = resolveRelative(run.nodes, rest.slice(run.chain.length));
    if (!el) return false;
    found.push([el, segment]);
  }
  for (const [el, segment] of found) push(byCarrier, el, segment);
  return true;
}

const RUN_PREFIX = '/lipi-run[';
const ATTR_PREFIX = '/lipi-attr[';

/**
 * `/lipi-run[12]/p[1]` or `/html[1]/body[1]/div[3]/lipi-run[2]/b[1]` (a nested run): a run's (or
 * with lipi-attr, a carrier's) number and the path inside it.
 */
export function batchSlot(path: string, runAt: Map<string, number>, attrAt?: Map<string, number>): { isRun: boolean; n: number; rest: string } | undefined {
  if (attrAt) {
    const at = path.indexOf(ATTR_PREFIX);
    const close = at < 0 ? -1 : path.indexOf(']', at);
    const n = close < 0 ? undefined : attrAt.get(path.slice(0, close + 1));
    if (n !== undefined) return { isRun: false, n, rest: path.slice(close + 1) };
  }
  if (!path.startsWith(ATTR_PREFIX)) {
    const at = path.indexOf(RUN_PREFIX);
    const close = at < 0 ? -1 : path.indexOf(']', at);
    const n = close < 0 ? undefined : runAt.get(path.slice(0, close + 1));
    return n === undefined ? undefined : { isRun: true, n, rest: path.slice(close + 1) };
  }
  const from = ATTR_PREFIX.length;
  const close = path.indexOf(']', from);
  if (close <= from) return undefined;
  let n = 0;
  for (let i = from; i < close; i++) {
    const c = path.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return undefined;
    n = n * 10 + c;
  }
  return { isRun: false, n, rest: path.slice(close + 1) };
}

/** A run's segments: the run itself, or inline wrappers inside it; false when the run is left as it is. */
export function addRunTargets(run: RunShape | undefined, segments: Array<{ segment: Segment; rest: string }>, targets: RunTarget[]): boolean {
  // The engine saw a block boundary this module did not: leave the run as it is.
  if (!run || segments.some((s) => s.rest.includes('#'))) return false;
  const first = run.nodes[0]!;
  const last = run.nodes[run.nodes.length - 1]!;
  for (const { segment, rest } of segments) {
    if (rest === run.chain) {
      targets.push({ segment, start: first.start, end: last.end, nodes: run.nodes });
      continue;
    }
    if (!rest.startsWith(run.chain) || rest.charCodeAt(run.chain.length) !== 47) continue;
    const wrapper = resolveRelative(run.nodes, rest.slice(run.chain.length));
    if (wrapper) targets.push({ segment, start: wrapper.openEnd, end: wrapper.closeStart, nodes: wrapper.children });
  }
  return true;
}

/** `/a[2]/span[1]` among the run's nodes, numbered as the fragment's parser numbered them. */
function resolveRelative(nodes: TreeNode[], relative: string): ElementNode | undefined {
  // As `split('/').slice(1)` read it: whatever is before the first `/` is not a step.
  let from = relative.indexOf('/') + 1;
  if (from === 0) return undefined;
  let list = nodes;
  for (;;) {
    // One step, `tag[n]`, read in place (no split, no regex: this runs for every wrapper segment).
    let next = relative.indexOf('/', from);
    if (next < 0) next = relative.length;
    const open = relative.indexOf('[', from);
    if (open <= from || open >= next || next - 1 <= open + 1 || relative.charCodeAt(next - 1) !== 93) return undefined;
    let wanted = 0;
    for (let i = open + 1; i < next - 1; i++) {
      const c = relative.charCodeAt(i) - 48;
      if (c < 0 || c > 9) return undefined;
      wanted = wanted * 10 + c;
    }
    const tag = relative.slice(from, open);
    let seen = 0;
    let found: ElementNode | undefined;
    for (const n of list) {
      if (n.kind === 'element' && n.tag === tag && ++seen === wanted) {
        found = n;
        break;
      }
    }
    if (!found) return undefined;
    if (next === relative.length) return found;
    list = found.children;
    from = next + 1;
  }
}

/**
 * The inline elements of a run (its nodes and inline descendants, not inside invisible, opaque or
 * marked content) → the run's number: the engine reads their attributes as it reads the run.
 */
export function markRunElements(nodes: TreeNode[], n: number, runOf: Map<ElementNode, number>): void {
  for (const node of nodes) {
    if (node.kind !== 'element' || isMarkedNoTranslate(node.attribs)) continue;
    const k = tagKind(node.tag);
    if (k === TagKind.InlineVoid) runOf.set(node, n);
    else if (k === TagKind.Inline) {
      runOf.set(node, n);
      markRunElements(node.children, n, runOf);
    }
  }
}
