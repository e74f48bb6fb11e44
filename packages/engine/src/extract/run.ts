import type { Frame } from './frame.ts';
import { escapeLiteral } from './markers.ts';
import { foldSimpleWhitespace, hasLetterFast, isBlankText, isNfcInertPunctuation, normaliseTextFast } from './fast-text.ts';
import { isNfcSafeAfter } from './nfc-inert.ts';
import { type PlainFacts, measurePlain } from './plain-facts.ts';
import { NO_ATTRIBUTES } from './tag-stream.ts';
import type { Placeholder } from './types.ts';

/*
 * A run is the inline content between two block boundaries: text plus inline tags, which become
 * one segment. Tokens are kept apart from literal text until the end so literal text can be
 * escaped (markers.ts) and placeholders numbered in their final order.
 */

/*
 * A placeholder is its own open (or void) token in a run, so an inline element costs one object
 * for both; its close is a CloseToken. Both answer `marker` and `p`.
 */
export class PendingPlaceholder {
  readonly marker: 'open' | 'void';
  readonly p: PendingPlaceholder = this;
  html: string | undefined = undefined;
  /** Closed by its own end tag, i.e. the element's whole content is inside this run. */
  isClosed = false;
  id = 0;

  constructor(
    readonly tag: string,
    readonly attrs: Record<string, string>,
    readonly isVoid: boolean,
    readonly frame: Frame,
  ) {
    this.marker = isVoid ? 'void' : 'open';
  }
}

interface CloseToken {
  marker: 'close';
  p: PendingPlaceholder;
}

type RunToken = string | PendingPlaceholder | CloseToken;

export interface Run {
  container: Frame;
  tokens: RunToken[];
  open: PendingPlaceholder[];
  /** Without a letter a run is never a segment; markup-heavy pages have many such runs (icons). */
  hasLetter: boolean;
}

export function createRun(container: Frame): Run {
  return { container, tokens: [], open: [], hasLetter: false };
}

export function createPlaceholder(frame: Frame, isVoid: boolean): PendingPlaceholder {
  return new PendingPlaceholder(frame.tag, frame.attribs, isVoid, frame);
}

export function appendText(run: Run, text: string): void {
  if (!run.hasLetter && hasLetterFast(text)) run.hasLetter = true;
  const last = run.tokens.length - 1;
  const previous = run.tokens[last];
  if (typeof previous === 'string') run.tokens[last] = previous + text;
  else run.tokens.push(text);
}

export function openPlaceholder(run: Run, p: PendingPlaceholder): void {
  run.tokens.push(p);
  run.open.push(p);
}

export function closePlaceholder(run: Run, p: PendingPlaceholder): void {
  const at = run.open.lastIndexOf(p);
  if (at < 0) return;
  run.open.length = at;
  p.isClosed = true;
  run.tokens.push({ marker: 'close', p });
}

export function addVoid(run: Run, p: PendingPlaceholder): void {
  run.tokens.push(p);
}

export interface FinishedRun {
  text: string;
  /** The visible text (markers.ts plainText of `text`, built on the way to save a second parse) and what is known of it. */
  facts: PlainFacts;
  placeholders: Placeholder[];
  /** Innermost element that wrapped the whole run and was unwrapped (it becomes the container). */
  wrapper: Frame | undefined;
}

const isBlank = (token: RunToken | undefined): boolean => typeof token === 'string' && isBlankText(token);

/*
 * `<li><a href="/">Home</a></li>` gives "Home", not "<1>Home</1>": a tag around the whole
 * sentence carries nothing a translator needs, and unwrapping lets the same words share one
 * translation whether a page wraps them in a link or not.
 */
function unwrap(tokens: RunToken[]): Frame | undefined {
  let wrapper: Frame | undefined;
  for (;;) {
    let first = 0;
    let last = tokens.length - 1;
    while (first < last && isBlank(tokens[first])) first++;
    while (last > first && isBlank(tokens[last])) last--;
    const a = tokens[first];
    const b = tokens[last];
    if (typeof a === 'string' || typeof b === 'string' || !a || !b) return wrapper;
    if (a.marker !== 'open' || b.marker !== 'close' || a.p !== b.p || !a.p.isClosed) return wrapper;
    wrapper = a.p.frame;
    tokens.splice(last, 1);
    tokens.splice(first, 1);
  }
}

/*
 * `<nav><a>Features</a> <a>Pricing</a></nav>` or breadcrumbs `<a>Home</a> › <a>Docs</a>`: links
 * with nothing but separators between them are a list, not a sentence, so each link becomes its
 * own segment (located at the link). Other tags side by side (`<b>Note:</b> <i>read</i>`) stay
 * together, as they usually form a sentence.
 */
function splitLinkList(tokens: RunToken[]): RunToken[][] | undefined {
  // Start and end of each link found, sliced only once the run is known to be a list.
  const bounds = linkBounds;
  bounds.length = 0;
  let depth = 0;
  let start = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token === undefined) continue;
    if (typeof token === 'string') {
      if (depth === 0 && hasLetterFast(token)) return undefined;
    } else if (token.marker === 'open') {
      if (depth === 0 && (token.p.tag !== 'a' || !token.p.isClosed)) return undefined;
      if (depth === 0) start = i;
      depth++;
    } else if (token.marker === 'close') {
      depth--;
      if (depth === 0) bounds.push(start, i + 1);
    }
  }
  if (bounds.length < 4) return undefined;
  const groups: RunToken[][] = [];
  for (let k = 0; k < bounds.length; k += 2) groups.push(tokens.slice(bounds[k], bounds[k + 1]));
  return groups;
}
const linkBounds: number[] = [];

// `<n>`, `</n>` and `{n}` for the first ids, made once instead of once per placeholder.
const MARKER_TEXTS = Array.from({ length: 32 }, (_, id) => [`<${id}>`, `</${id}>`, `{${id}}`] as const);

function markerText(marker: 'open' | 'close' | 'void', id: number): string {
  const texts = MARKER_TEXTS[id];
  if (marker === 'open') return texts ? texts[0] : `<${id}>`;
  if (marker === 'close') return texts ? texts[1] : `</${id}>`;
  return texts ? texts[2] : `{${id}}`;
}

function buildRun(tokens: RunToken[]): FinishedRun {
  const wrapper = unwrap(tokens);
  const placeholders: Placeholder[] = [];
  // Most runs are one literal: with nothing to escape, one scan gives the text and its facts.
  const only = tokens.length === 1 ? tokens[0] : undefined;
  if (typeof only === 'string') {
    const facts = measurePlain(only);
    if (!facts.mayNeedEscape) return { text: facts.plain, facts, placeholders, wrapper };
  }
  let text = '';
  let plain = '';
  // A literal right after a marker follows '>' or '}' in the text but not in the visible text:
  // the only place NFC may treat the two differently.
  let isNfcSafeAfterMarkers = true;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token === undefined) continue;
    if (typeof token === 'string') {
      const literal = escapeLiteral(token, i + 1 < tokens.length);
      const previous = i > 0 ? tokens[i - 1] : undefined;
      if (previous !== undefined && typeof previous !== 'string' && isNfcSafeAfterMarkers) {
        const c = literal.charCodeAt(0);
        if (c >= 0x300 && !isNfcInertPunctuation(c)) isNfcSafeAfterMarkers = isNfcSafeAfter(c, previous.marker === 'void' ? 125 : 62);
      }
      text += literal;
      plain += token;
      continue;
    }
    const { p } = token;
    if (token.marker === 'void') plain += ' ';
    if (token.marker !== 'close') {
      p.id = placeholders.length + 1;
      // Each placeholder owns its attributes object: the shared frozen NO_ATTRIBUTES never leaves.
      const placeholder: Placeholder = { id: p.id, tag: p.tag, attrs: p.attrs === NO_ATTRIBUTES ? {} : p.attrs, isVoid: p.isVoid };
      if (p.html !== undefined) placeholder.html = p.html;
      placeholders.push(placeholder);
    }
    text += markerText(token.marker, p.id);
  }
  // Without markers or escapes the visible text is the segment text: one normalisation is enough
  // (normalising neither adds nor removes a backslash).
  if (placeholders.length === 0 && !text.includes('\\')) {
    const facts = measurePlain(text);
    return { text: facts.plain, facts, placeholders, wrapper };
  }
  // Visible text that needs no NFC means the text with markers needs none either (NFC sees the
  // same neighbours except after a marker, checked above), and its whitespace is the visible
  // text's minus the spaces of void markers: nothing to fold when the visible text had nothing,
  // and no space the leading trim keeps (a marker or the same letter follows it).
  const facts = measurePlain(plain);
  if (!facts.isSimple || !isNfcSafeAfterMarkers) return { text: normaliseTextFast(text), facts, placeholders, wrapper };
  return { text: facts.isUnchanged ? text : foldSimpleWhitespace(text), facts, placeholders, wrapper };
}

/**
 * Ends a run at a form control (elements.ts TagKind.Control): each inline element still open
 * becomes the container of the content it has so far, as if it had been a block from its start.
 * Returns the outer run and one run per open element, in document order, each for finishRun.
 */
export function splitAtControl(run: Run): Run[] {
  let current = createRun(run.container);
  const runs = [current];
  for (const token of run.tokens) {
    if (typeof token === 'string') appendText(current, token);
    else if (token.marker === 'open' && run.open.includes(token.p)) {
      token.p.frame.placeholder = undefined;
      runs.push((current = createRun(token.p.frame)));
    } else current.tokens.push(token);
  }
  // Tags opened since were closed again (else they would be in run.open): no run has one open.
  return runs;
}

/** Ends a run: usually one segment, several for a list of links. */
export function finishRun(run: Run): FinishedRun[] {
  const { tokens } = run;
  // Tags still open here contain a block: they end with this run and their rest forms new runs.
  for (let i = run.open.length - 1; i >= 0; i--) {
    const p = run.open[i];
    if (!p) continue;
    tokens.push({ marker: 'close', p });
    p.frame.placeholder = undefined;
  }
  run.open.length = 0;
  if (!run.hasLetter) return [];
  const groups = splitLinkList(tokens);
  return groups ? groups.map(buildRun) : [buildRun(tokens)];
}
