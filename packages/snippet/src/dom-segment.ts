/** What the snippet's walk finds in the live DOM (segment.ts) and what apply.ts puts back: the segments and their tokens. */

export interface Ph {
  el: Element;
  tag: string;
  isVoid: boolean;
  /** Closed by its own end tag (run.ts isClosed). */
  isClosed: boolean;
  /** Still the element's open placeholder (extract.ts frame.placeholder !== undefined). */
  active: boolean;
  id: number;
}
export type Tok = { k: 0; s: string; n: Text[] } | { k: 1 | 2 | 3; p: Ph };

export interface TextSegment {
  kind: 'text' | 'title';
  text: string;
  hash: string;
  toks: Tok[];
  /** The element whose children the run's top-level nodes are (the unwrapped wrapper, else the container). */
  parent: Element;
}
export interface AttrSegment {
  kind: 'attribute' | 'meta';
  text: string;
  hash: string;
  el: Element;
  attr: string;
}
export type DomSegment = TextSegment | AttrSegment;

export const isAttr = (s: DomSegment): s is AttrSegment => s.kind === 'attribute' || s.kind === 'meta';
/** The element a segment lives in: the attribute's element, or the run's parent. */
export const elementOf = (s: DomSegment): Element => (isAttr(s) ? s.el : s.parent);

const MARKERS: string[][] = [[], [], [], []];
/** A placeholder's marker in segment text (`<n>`, `</n>`, `{n}`), each string made once. */
export const markerOf = ({ k, p }: { k: 1 | 2 | 3; p: Ph }): string => (MARKERS[k]![p.id] ||= k === 1 ? `<${p.id}>` : k === 2 ? `</${p.id}>` : `{${p.id}}`);
