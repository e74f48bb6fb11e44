import type { ElementLike } from './selectors.ts';
import type { PendingPlaceholder } from './run.ts';

/** One open element while streaming. Kept small: a page has thousands of them. */
export interface Frame extends ElementLike {
  parent: Frame | undefined;
  /** 1-based position among the parent's children with the same tag. */
  index: number;
  /**
   * Where this element's child counts start in the stream's ChildCounts: tags of the children so
   * far, each followed by its count (few distinct tags per parent, so a list beats a Map).
   */
  countsStart: number;
  pathMemo: string | undefined;
  /** Set while the element is an open paired (or void) placeholder of the current run. */
  placeholder: PendingPlaceholder | undefined;
  /** Runs of text already emitted with this element as their container. */
  runCount: number;
}

/**
 * The child counts of every open element in one array, innermost last: an element's list grows
 * only while it is the innermost open one (its children's lists are dropped when they close), so
 * the lists stack like the elements and no element needs an array of its own.
 */
export interface ChildCounts {
  items: (string | number)[];
  /** Used length of items (kept apart: shortening an array through its length is slow). */
  end: number;
}

export function createRootFrame(): Frame {
  return {
    tag: '',
    attribs: {},
    parent: undefined,
    index: 0,
    countsStart: 0,
    pathMemo: '',
    placeholder: undefined,
    runCount: 0,
  };
}

/** A frame for a child of `parent`, the innermost open element. */
export function createChildFrame(parent: Frame, tag: string, attribs: Record<string, string>, counts: ChildCounts): Frame {
  const { items, end } = counts;
  let index = 1;
  let at = parent.countsStart;
  while (at < end && items[at] !== tag) at += 2;
  if (at < end) index = (items[at + 1] as number) + 1;
  else {
    items[at] = tag;
    counts.end = end + 2;
  }
  items[at + 1] = index;
  return {
    tag,
    attribs,
    parent,
    index,
    countsStart: counts.end,
    pathMemo: undefined,
    placeholder: undefined,
    runCount: 0,
  };
}

/** `frame`, the innermost open element, closes: its children's counts are no longer needed. */
export function closeFrame(frame: Frame, counts: ChildCounts): void {
  counts.end = frame.countsStart;
}

// `/p[2]` for each tag and small index, made once: a path is then its parent's path plus one
// constant piece instead of five string additions. Bounded, since crawled pages bring any tag name.
const PIECES = new Map<string, string[]>();
const MAX_PIECE_INDEX = 64;
const MAX_PIECE_TAGS = 512;

function pathPiece(tag: string, index: number): string {
  if (index >= MAX_PIECE_INDEX) return `/${tag}[${index}]`;
  let pieces = PIECES.get(tag);
  if (pieces === undefined) {
    if (PIECES.size >= MAX_PIECE_TAGS) return `/${tag}[${index}]`;
    pieces = [];
    PIECES.set(tag, pieces);
  }
  return (pieces[index] ??= `/${tag}[${index}]`);
}

/** `/html[1]/body[1]/p[2]`: computed on demand and memoised, since most elements never need it. */
export function framePath(frame: Frame): string {
  if (frame.pathMemo !== undefined) return frame.pathMemo;
  const parentPath = frame.parent ? framePath(frame.parent) : '';
  frame.pathMemo = parentPath + pathPiece(frame.tag, frame.index);
  return frame.pathMemo;
}
