import { TagKind, tagKind } from '@lipi/engine/extract/browser';
import { SWITCHER_CLASSES } from '@lipi/contract/switcher';
import { WIDGET_ID } from './widget.ts';

const WATCHED = ['title', 'alt', 'placeholder', 'aria-label', 'value', 'content'];

export interface Watcher {
  start(): void;
  stop(): void;
  /** Runs `fn` without observing the DOM changes it makes. */
  quietly<T>(fn: () => T): T;
  /** Hands the changed blocks so far (outermost only) to `onChange` now. */
  flush(): Promise<void>;
}

// The snippet's own nodes (switcher, dialogs, styles) coming and going are not page content.
const isOurs = (n: Node) =>
  n.nodeType === 1 &&
  ((n as Element).id === WIDGET_ID || (n as Element).classList.contains(SWITCHER_CLASSES.dialog) || (n as Element).hasAttribute('data-lipi'));

/** Watches the page for later changes and reports the blocks they touched, after `delayMs`. */
export function createWatcher(win: Window, delayMs: number, onChange: (roots: Element[]) => Promise<void>): Watcher {
  const html = win.document.documentElement;
  const pending = new Set<Node>();
  let observing = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const blockOf = (node: Node): Element | null => {
    let el: Element | null = node.nodeType === 1 ? (node as Element) : node.parentElement;
    while (el && el !== html && tagKind(el.localName) !== TagKind.Block) el = el.parentElement;
    return el;
  };
  const collect = (records: MutationRecord[]) => {
    for (const r of records) {
      if (r.type === 'childList' && [...Array.from(r.addedNodes), ...Array.from(r.removedNodes)].every(isOurs)) continue;
      pending.add(r.target);
    }
  };
  const observer = new (win as Window & typeof globalThis).MutationObserver((records) => {
    collect(records);
    if (pending.size === 0) return;
    timer ??= setTimeout(() => void flush(), delayMs);
  });
  const start = () => {
    observer.observe(html, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: WATCHED });
    observing = true;
  };
  const stop = () => {
    observer.disconnect();
    observing = false;
  };
  const flush = async () => {
    clearTimeout(timer);
    timer = undefined;
    collect(observer.takeRecords());
    const roots: Element[] = [];
    for (const node of pending) {
      const block = node.isConnected ? blockOf(node) : null;
      if (block && !roots.includes(block)) roots.push(block);
    }
    pending.clear();
    await onChange(roots.filter((r) => !roots.some((o) => o !== r && o.contains(r))));
  };
  return {
    start,
    stop,
    quietly(fn) {
      const wasObserving = observing;
      stop();
      try {
        return fn();
      } finally {
        if (wasObserving) start();
      }
    },
    flush,
  };
}
