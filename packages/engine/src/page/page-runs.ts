import { TagKind, extractSegments, isMarkedNoTranslate, tagKind, type ExtractOptions, type Segment } from '../extract/index.ts';
import { openTag, type ElementNode, type TreeNode } from './html-tree.ts';

/** A segment of the page and the source range its translation replaces. */
export type RunTarget = { segment: Segment; start: number; end: number; nodes: TreeNode[] };
/** An attribute or meta segment and the element holding it. */
export type AttributeTarget = { segment: Segment; el: ElementNode };

const LETTER = /\p{L}/u;

type Run = { nodes: TreeNode[]; open: string; close: string; chain: string };
type Carrier = { el: ElementNode; open: string; close: string; chain: string };

// htmlparser2's void elements: a close tag for them would be read as a new element (`</br>`).
const VOID = new Set('area base basefont br col command embed frame hr image img input isindex keygen link meta param source track wbr'.split(' '));
const CANDIDATE = ['title', 'aria-label', 'alt', 'placeholder', 'value'];

/**
 * Finds the runs of inline content of every container and the elements with translatable
 * attributes, then asks the engine for all their segments in one pass: each run goes into its own
 * `<lipi-run>` and each element into its own `<lipi-attr>` (unknown elements, so block
 * boundaries), inside the container's open tag, or inside all the ancestors' open tags when the
 * project has no-translation selectors (a descendant selector needs them). Segment paths then say
 * which run or element they belong to and where in it they sit.
 */
export function collectSegments(
  root: ElementNode,
  html: string,
  input: { extract: ExtractOptions; translateMeta: boolean },
): { runs: RunTarget[]; attributes: AttributeTarget[] } {
  const withAncestors = (input.extract.noTranslateSelectors ?? []).length > 0;
  const runs: Run[] = [];
  const blocky = new WeakMap<ElementNode, boolean>();
  const containsBlock = (el: ElementNode): boolean => {
    const known = blocky.get(el);
    if (known !== undefined) return known;
    let found = false;
    for (const c of el.children) {
      if (c.kind !== 'element') continue;
      const k = tagKind(c.tag);
      if (k === TagKind.Block || k === TagKind.Control || k === TagKind.OpaqueBlock || (k === TagKind.Inline && containsBlock(c))) {
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
      const k = tagKind(child.tag);
      // A form control makes the inline elements around it containers, as in the engine (run.ts splitAtControl).
      const isBoundary = k === TagKind.Block || k === TagKind.Control || k === TagKind.OpaqueBlock || (k === TagKind.Inline && containsBlock(child));
      if (!isBoundary) {
        nodes.push(child);
        continue;
      }
      flush();
      // Marked content is the engine's to skip; without the ancestors in the fragment it could not tell.
      if (k !== TagKind.OpaqueBlock && !isMarkedNoTranslate(child.attribs)) {
        visitContainer(
          child,
          withAncestors ? ancestors + openTag(child, {}) : '',
          withAncestors ? `</${child.tag}>${closers}` : '',
          `${ancestorChain}/${child.tag}[1]`,
        );
      }
    }
    flush();
  };
  visitContainer(root, '', '', '');

  // Attributes: the engine reads them on elements it does not skip (not inside invisible, opaque or marked content).
  const carriers: Carrier[] = [];
  const visitAttributes = (el: ElementNode, ancestors: string, closers: string, chain: string): void => {
    for (const child of el.children) {
      if (child.kind !== 'element') continue;
      const marked = isMarkedNoTranslate(child.attribs);
      const isCandidate = CANDIDATE.some((a) => child.attribs[a]) || (child.tag === 'meta' && child.attribs.content);
      if (!marked && isCandidate) carriers.push({ el: child, open: ancestors, close: closers, chain });
      const k = tagKind(child.tag);
      if (marked || k === TagKind.Invisible || k === TagKind.OpaqueInline || k === TagKind.OpaqueBlock) continue;
      if (withAncestors) visitAttributes(child, ancestors + openTag(child, {}), `</${child.tag}>${closers}`, `${chain}/${child.tag}[1]`);
      else visitAttributes(child, '', '', '');
    }
  };
  visitAttributes(root, '', '', '');
  if (runs.length === 0 && carriers.length === 0) return { runs: [], attributes: [] };

  const batch =
    runs.map((r) => `<lipi-run>${r.open}${html.slice(r.nodes[0]!.start, r.nodes[r.nodes.length - 1]!.end)}${r.close}</lipi-run>`).join('') +
    carriers.map((c) => `<lipi-attr>${c.open}${openTag(c.el, {})}${VOID.has(c.el.tag) ? '' : `</${c.el.tag}>`}${c.close}</lipi-attr>`).join('');
  const byRun = new Map<number, Segment[]>();
  const attributes: AttributeTarget[] = [];
  for (const segment of extractSegments(batch, input.extract).segments) {
    const m = /^\/lipi-(run|attr)\[(\d+)\](.*)$/.exec(segment.path ?? '');
    if (!m) continue;
    const n = Number(m[2]);
    if (m[1] === 'attr') {
      const carrier = carriers[n - 1];
      const isOwn = carrier && m[3] === `${carrier.chain}/${carrier.el.tag}[1]`;
      if (isOwn && (segment.kind === 'attribute' || (segment.kind === 'meta' && input.translateMeta))) attributes.push({ segment, el: carrier.el });
      continue;
    }
    if (segment.kind !== 'text' && segment.kind !== 'title') continue;
    const list = byRun.get(n) ?? [];
    list.push({ ...segment, path: m[3] });
    byRun.set(n, list);
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
  return { runs: targets, attributes };
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
    } else if (tagKind(n.tag) === TagKind.Inline && hasLetter(n.children)) return true;
  }
  return false;
}
