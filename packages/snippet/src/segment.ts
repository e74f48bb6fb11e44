import {
  DEFAULT_IGNORE_PATTERNS,
  TRANSLATABLE_META,
  TagKind,
  compileIgnorePatterns,
  escapeLiteral,
  fnv1a64,
  hasLetter,
  isIgnorable,
  isMarkedNoTranslate as isMarkedInAttribs,
  normaliseText,
  tagKind,
  translatableAttributes,
} from '@lipi/engine/extract/browser';
import { markerOf, type Ph, type Tok, type DomSegment } from './dom-segment.ts';

/*
 * The engine's segmentation (packages/engine/src/extract/extract.ts and run.ts) replayed over the
 * live DOM: the same open/text/close events in the same order, so the snippet finds the same
 * segments with the same sourceHash as the crawler found in the HTML. Tokens keep the DOM nodes
 * they came from, so a translation can be put back in place. Any change to run.ts must be mirrored
 * here; segment.test.ts compares both on realistic pages.
 */

interface Run {
  container: Element | null;
  toks: Tok[];
  open: Ph[];
  hasLetter: boolean;
}

const IGNORE = compileIgnorePatterns(DEFAULT_IGNORE_PATTERNS);

/** What a visitor reads of a run: its texts, a space for each void element. */
const visibleText = (toks: Tok[]) => normaliseText(toks.map((t) => (t.k === 0 ? t.s : t.k === 3 ? ' ' : '')).join(''));
const isBlank = (t: Tok | undefined) => t !== undefined && t.k === 0 && !/\S/.test(t.s);

/** The attributes the engine's element rules read (no-translation markers, translatable texts). */
const READ = new Set(['translate', 'data-lipi-no-translate', 'class', 'title', 'aria-label', 'alt', 'placeholder', 'value', 'type']);

/**
 * Those of `el`'s attributes the engine's rules read, as the parser would give them, or undefined
 * when it has none: one getAttributeNames call instead of a getAttribute per name and rule.
 */
function readAttribs(el: Element): Record<string, string> | undefined {
  if (!el.hasAttributes()) return undefined;
  let attribs: Record<string, string> | undefined;
  for (const name of el.getAttributeNames()) {
    if (!READ.has(name)) continue;
    const value = el.getAttribute(name) || '';
    // Most elements' only rule-read attribute is a class without the marker: no object for those.
    if (name !== 'class' || value.includes('notranslate')) (attribs ||= {})[name] = value;
  }
  return attribs;
}

export function isMarkedNoTranslate(el: Element): boolean {
  const attribs = readAttribs(el);
  return attribs !== undefined && isMarkedInAttribs(attribs);
}

function unwrap(toks: Tok[]): Element | undefined {
  let wrapper: Element | undefined;
  for (;;) {
    let first = 0;
    let last = toks.length - 1;
    while (first < last && isBlank(toks[first])) first++;
    while (last > first && isBlank(toks[last])) last--;
    const a = toks[first];
    const b = toks[last];
    if (!a || !b || a.k === 0 || b.k === 0) return wrapper;
    if (a.k !== 1 || b.k !== 2 || a.p !== b.p || !a.p.isClosed) return wrapper;
    wrapper = a.p.el;
    toks.splice(last, 1);
    toks.splice(first, 1);
  }
}

function splitLinkList(toks: Tok[]): Tok[][] | undefined {
  const groups: Tok[][] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (t.k === 0) {
      if (depth === 0 && hasLetter(t.s)) return undefined;
    } else if (t.k === 1) {
      if (depth === 0 && (t.p.tag !== 'a' || !t.p.isClosed)) return undefined;
      if (depth === 0) start = i;
      depth++;
    } else if (t.k === 2) {
      depth--;
      if (depth === 0) groups.push(toks.slice(start, i + 1));
    }
  }
  return groups.length >= 2 ? groups : undefined;
}

export interface WalkOptions {
  /** The project's no-translation selectors joined into one selector list ('' for none). */
  selector: string;
  /** Elements never walked (the snippet's own widget). */
  skip?: (el: Element) => boolean;
  /**
   * Whether a hash has a translation. Those segments skip the ignore rule: the server only has
   * translations for segments its extractor kept, so the rule would keep them too.
   */
  has?: (hash: string) => boolean;
}

/** Segments of `root` (an element and its subtree), in the engine's order. */
export function walk(root: Element, options: WalkOptions): DomSegment[] {
  const out: DomSegment[] = [];
  let top: Element | null = root.parentElement;
  let run: Run | undefined;
  const isKnown = options.has || (() => false);
  const skip = options.skip;

  const newRun = (container: Element | null): Run => ({ container, toks: [], open: [], hasLetter: false });
  const currentRun = (): Run => (run ||= newRun(top));

  const emitValue = (kind: 'attribute' | 'meta', el: Element, attr: string, value: string) => {
    const plain = normaliseText(value);
    const text = escapeLiteral(plain, false);
    const hash = text && fnv1a64(text);
    if (!text || (!isKnown(hash) && isIgnorable(plain, IGNORE))) return;
    out.push({ kind, text, hash, el, attr });
  };

  const build = (container: Element | null, toks: Tok[]) => {
    const wrapper = unwrap(toks);
    let count = 0;
    let text = '';
    for (let i = 0; i < toks.length; i++) {
      const t = toks[i]!;
      if (t.k === 0) {
        text += escapeLiteral(t.s, i + 1 < toks.length);
        continue;
      }
      if (t.k !== 2) t.p.id = ++count;
      text += markerOf(t);
    }
    const normalised = normaliseText(text);
    const parent = wrapper || container;
    if (!normalised || !parent) return;
    const hash = fnv1a64(normalised);
    if (!isKnown(hash) && isIgnorable(count === 0 && !normalised.includes('\\') ? normalised : visibleText(toks), IGNORE)) return;
    out.push({ kind: container && container.localName === 'title' ? 'title' : 'text', text: normalised, hash, toks, parent });
  };

  const flush = () => {
    if (!run) return;
    const r = run;
    run = undefined;
    for (let i = r.open.length - 1; i >= 0; i--) {
      const p = r.open[i]!;
      r.toks.push({ k: 2, p });
      p.active = false;
    }
    r.open.length = 0;
    if (!r.hasLetter) return;
    const groups = splitLinkList(r.toks);
    if (groups) for (const g of groups) build(r.container, g);
    else build(r.container, r.toks);
  };

  const onText = (node: Text) => {
    const data = node.data;
    if (!run && !/\S/.test(data)) return;
    const r = currentRun();
    if (!r.hasLetter && hasLetter(data)) r.hasLetter = true;
    const last = r.toks[r.toks.length - 1];
    if (last && last.k === 0) {
      last.s += data;
      last.n.push(node);
    } else r.toks.push({ k: 0, s: data, n: [node] });
  };

  const visit = (el: Element) => {
    if (skip && skip(el)) return;
    const tag = el.localName;
    const attribs = readAttribs(el);
    let isNoTranslate = attribs !== undefined && isMarkedInAttribs(attribs);
    if (!isNoTranslate && options.selector) {
      try {
        isNoTranslate = el.matches(options.selector);
      } catch {
        /* a selector the browser cannot read matches nothing */
      }
    }
    if (!isNoTranslate && attribs) {
      for (const name of translatableAttributes(tag, attribs)) emitValue('attribute', el, name, attribs[name] || '');
    }
    if (!isNoTranslate && tag === 'meta' && el.hasAttributes()) {
      const key = [el.getAttribute('name'), el.getAttribute('property')].find((k) => k && TRANSLATABLE_META.has(k.trim().toLowerCase()));
      const content = el.getAttribute('content');
      if (key && content) emitValue('meta', el, 'content', content);
    }
    const kind = tagKind(tag);
    if (kind === TagKind.Invisible) return;
    const isInline = kind === TagKind.Inline || kind === TagKind.InlineVoid || kind === TagKind.OpaqueInline;
    if (isNoTranslate || kind === TagKind.OpaqueInline || kind === TagKind.OpaqueBlock) {
      if (!isInline) return flush();
      currentRun().toks.push({ k: 3, p: { el, tag, isVoid: true, isClosed: false, active: false, id: 0 } });
      return;
    }
    let p: Ph | undefined;
    if (kind === TagKind.InlineVoid) {
      p = { el, tag, isVoid: true, isClosed: false, active: true, id: 0 };
      currentRun().toks.push({ k: 3, p });
    } else if (isInline) {
      p = { el, tag, isVoid: false, isClosed: false, active: true, id: 0 };
      const r = currentRun();
      r.toks.push({ k: 1, p });
      r.open.push(p);
    } else if (kind === TagKind.Control && run) {
      // run.ts splitAtControl: the inline elements open around a form control become containers.
      const r = run;
      const parts = [(run = newRun(r.container))];
      for (const t of r.toks) {
        // Not closed yet: one of r.open (a tag closed since has isClosed).
        if (t.k === 1 && !t.p.isClosed) {
          t.p.active = false;
          parts.push((run = newRun(t.p.el)));
        } else {
          run.toks.push(t);
          if (t.k === 0 && hasLetter(t.s)) run.hasLetter = true;
        }
      }
      for (run of parts) flush();
    } else flush();
    const saved = top;
    top = el;
    for (let child = el.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 1) visit(child as Element);
      else if (child.nodeType === 3) onText(child as Text);
    }
    top = saved;
    if (!p || !p.active) return flush();
    p.active = false;
    if (!p.isVoid && run) {
      const at = run.open.lastIndexOf(p);
      if (at >= 0) {
        run.open.length = at;
        p.isClosed = true;
        run.toks.push({ k: 2, p });
      }
    }
  };

  visit(root);
  flush();
  return out;
}

/**
 * Whether `el` sits where the walk would not look (inside something invisible, opaque or not to
 * be translated), checked upwards when only part of the page is walked again.
 */
export function isInsideSkipped(el: Element, options: WalkOptions): boolean {
  for (let a = el.parentElement; a; a = a.parentElement) {
    const kind = tagKind(a.localName);
    if (kind === TagKind.Invisible || kind === TagKind.OpaqueInline || kind === TagKind.OpaqueBlock) return true;
    if (isMarkedNoTranslate(a) || options.skip?.(a)) return true;
    if (options.selector) {
      try {
        if (a.matches(options.selector)) return true;
      } catch {
        /* ignored, as in walk */
      }
    }
  }
  return false;
}
