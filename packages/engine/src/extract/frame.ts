import type { ElementLike } from './selectors.ts';
import type { PendingPlaceholder } from './run.ts';

/** One open element while streaming. Kept small: a page has thousands of them. */
export interface Frame extends ElementLike {
  parent: Frame | undefined;
  /** 1-based position among the parent's children with the same tag. */
  index: number;
  /** Tags of the children so far, each followed by its count: few distinct tags per parent, so a list beats a Map. */
  childCounts: (string | number)[] | undefined;
  pathMemo: string | undefined;
  /** Set while the element is an open paired (or void) placeholder of the current run. */
  placeholder: PendingPlaceholder | undefined;
  /** Runs of text already emitted with this element as their container. */
  runCount: number;
}

export function createRootFrame(): Frame {
  return {
    tag: '',
    attribs: {},
    parent: undefined,
    index: 0,
    childCounts: undefined,
    pathMemo: '',
    placeholder: undefined,
    runCount: 0,
  };
}

export function createChildFrame(parent: Frame, tag: string, attribs: Record<string, string>): Frame {
  const counts = (parent.childCounts ??= []);
  let index = 1;
  let at = 0;
  while (at < counts.length && counts[at] !== tag) at += 2;
  if (at < counts.length) index = (counts[at + 1] as number) + 1;
  else counts.push(tag);
  counts[at + 1] = index;
  return {
    tag,
    attribs,
    parent,
    index,
    childCounts: undefined,
    pathMemo: undefined,
    placeholder: undefined,
    runCount: 0,
  };
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
