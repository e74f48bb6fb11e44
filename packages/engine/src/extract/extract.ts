import { TRANSLATABLE_META, TagKind, isMarkedNoTranslate, tagKind, translatableAttributes } from './elements.ts';
import { type ChildCounts, type Frame, closeFrame, createChildFrame, createRootFrame, framePath } from './frame.ts';
import { FastScanUnsupported } from './fast-scan.ts';
import { fnv1a64 } from './hash.ts';
import { DEFAULT_IGNORE_PATTERNS, type IgnoreMatcher, compileIgnorePatterns, isIgnorable } from './ignore.ts';
import { isKeptByDefaultPatterns } from './ignore-hint.ts';
import { escapeLiteral } from './markers.ts';
import { LINK_ATTRIBUTES, LINK_TAGS, LinkCollector } from './page-links.ts';
import { hasLetterFast, isBlankText } from './fast-text.ts';
import { type PlainFacts, measurePlain } from './plain-facts.ts';
import {
  type PendingPlaceholder,
  type Run,
  addVoid,
  appendText,
  closePlaceholder,
  createPlaceholder,
  createRun,
  finishRun,
  openPlaceholder,
  splitAtControl,
} from './run.ts';
import { type CompiledSelector, compileSelectors, matchesSelectors } from './selectors.ts';
import { AttributeMode, NO_ATTRIBUTES, TagStream } from './tag-stream.ts';
import type { ExtractOptions, ExtractResult, Placeholder, Segment, SegmentKind } from './types.ts';

/*
 * One pass over htmlparser2's tokenizer (tag-stream.ts), without building a DOM, since extraction
 * runs on every crawled page. Segments come out in document order of their end (an element's
 * attributes before the sentence that contains it).
 *
 * Not supported: translate="yes" re-enabling translation inside a translate="no" subtree, and
 * shadow DOM / client-rendered content (the crawler sees server HTML only).
 */
export function extractSegments(html: string, options: ExtractOptions = {}): ExtractResult {
  const selectors = compileSelectors(options.noTranslateSelectors ?? []);
  const ignore = compileIgnorePatterns(options.ignorePatterns ?? DEFAULT_IGNORE_PATTERNS);
  const run = (isFast: boolean): ExtractResult => {
    const links = options.linksOf === undefined ? undefined : new LinkCollector(options.linksOf);
    const segments = new SegmentExtractor(html, selectors, ignore, links).extract(isFast);
    return links ? { segments, links: links.links } : { segments };
  };
  try {
    return run(true);
  } catch (error) {
    // A construct the fast scanner does not reproduce: the whole page again on htmlparser2's Tokenizer.
    if (!(error instanceof FastScanUnsupported)) throw error;
    return run(false);
  }
}

// What elements.ts reads to decide translatable attributes, meta texts and no-translate marks.
const READ_ATTRIBUTES: ReadonlySet<string> = new Set([
  'title',
  'aria-label',
  'alt',
  'placeholder',
  'value',
  'type',
  'name',
  'property',
  'content',
  'translate',
  'data-lipi-no-translate',
  'class',
]);
const READ_ATTRIBUTES_AND_LINKS: ReadonlySet<string> = new Set([...READ_ATTRIBUTES, ...LINK_ATTRIBUTES]);

class SegmentExtractor extends TagStream {
  private readonly segments: Segment[] = [];
  private readonly root: Frame = createRootFrame();
  private top: Frame = this.root;
  private readonly childCounts: ChildCounts = { items: [], end: 0 };
  // tagKind of the tag attributeMode was last asked about, for onOpen of the same tag.
  private kindTag: string | undefined;
  private kind: TagKind = TagKind.Block;
  private run: Run | undefined;
  // A run that so far is one range of source text (the usual case) is kept as that range, without
  // a Run: pendingStart < 0 when there is none. Only while `run` is undefined.
  private pendingStart = -1;
  private pendingEnd = 0;
  private pendingContainer: Frame = this.root;
  // Depth inside an element whose content is not extracted (invisible or opaque).
  private skipDepth = 0;
  private opaque: { p: PendingPlaceholder; start: number } | undefined;
  private readonly hasOnlyDefaultPatterns: boolean;

  constructor(
    html: string,
    private readonly selectors: readonly CompiledSelector[],
    private readonly ignore: readonly IgnoreMatcher[],
    private readonly links: LinkCollector | undefined,
  ) {
    super(html, links ? READ_ATTRIBUTES_AND_LINKS : READ_ATTRIBUTES);
    this.hasOnlyDefaultPatterns = ignore.every((m) => m.mayMatch !== undefined);
  }

  extract(isFast: boolean): Segment[] {
    if (isFast) this.scan();
    else this.tokenize();
    return this.segments;
  }

  // Keys in this order (the order callers and stored snapshots have always seen), attribute and
  // metaName only when set.
  private emit(kind: SegmentKind, text: string, facts: PlainFacts, placeholders: Placeholder[], path: string, attribute?: string, metaName?: string): void {
    // isIgnorable's answer: no letter, or the patterns leave none (only run when one may match).
    if (!text || !facts.hasLetter) return;
    if (!this.hasOnlyDefaultPatterns) {
      if (isIgnorable(facts.plain, this.ignore)) return;
    } else if (
      facts.mayMatchDefaultPatterns &&
      (facts.mayMatchAddress || isKeptByDefaultPatterns(facts.plain) === undefined) &&
      isIgnorable(facts.plain, this.ignore)
    )
      return;
    const sourceHash = fnv1a64(text);
    const wordCount = facts.words;
    if (attribute === undefined) this.segments.push({ text, sourceHash, kind, path, placeholders, wordCount });
    else if (metaName === undefined) this.segments.push({ text, sourceHash, kind, path, placeholders, wordCount, attribute });
    else this.segments.push({ text, sourceHash, kind, path, placeholders, wordCount, attribute, metaName });
  }

  private emitValue(kind: SegmentKind, frame: Frame, value: string, attribute: string, metaName?: string): void {
    const facts = measurePlain(value);
    this.emit(kind, facts.mayNeedEscape ? escapeLiteral(facts.plain, false) : facts.plain, facts, [], framePath(frame), attribute, metaName);
  }

  private flush(): void {
    const { run } = this;
    if (!run) {
      if (this.pendingStart >= 0) this.emitPending();
      return;
    }
    this.run = undefined;
    this.emitRun(run);
  }

  /** finishRun and emitRun of a run that is one literal, without building the run. */
  private emitPending(): void {
    const text = this.html.slice(this.pendingStart, this.pendingEnd);
    const container = this.pendingContainer;
    this.pendingStart = -1;
    if (!hasLetterFast(text)) return;
    const facts = measurePlain(text);
    if (facts.mayNeedEscape) {
      const run = createRun(container);
      appendText(run, text);
      return this.emitRun(run);
    }
    if (!facts.plain) return;
    container.runCount++;
    const path = (framePath(container) || '/') + (container.runCount > 1 ? `#${container.runCount}` : '');
    this.emit(container.tag === 'title' ? 'title' : 'text', facts.plain, facts, [], path);
  }

  private emitRun(run: Run): void {
    const { container } = run;
    const finished = finishRun(run);
    for (const { text, facts, placeholders, wrapper } of finished) {
      if (!text) continue;
      let path: string;
      if (wrapper) path = framePath(wrapper);
      else {
        container.runCount++;
        path = (framePath(container) || '/') + (container.runCount > 1 ? `#${container.runCount}` : '');
      }
      this.emit(container.tag === 'title' ? 'title' : 'text', text, facts, placeholders, path);
    }
  }

  private currentRun(): Run {
    if (this.run) return this.run;
    if (this.pendingStart < 0) return (this.run = createRun(this.top));
    const run = createRun(this.pendingContainer);
    appendText(run, this.html.slice(this.pendingStart, this.pendingEnd));
    this.pendingStart = -1;
    return (this.run = run);
  }

  protected attributeMode(tag: string): AttributeMode {
    // Links count inside skipped content too (a nav in a notranslate header).
    if (this.skipDepth > 0) return this.links && LINK_TAGS.has(tag) ? AttributeMode.Wanted : AttributeMode.None;
    // Placeholders carry all their attributes, and selectors may test any of them.
    if (this.selectors.length > 0) return AttributeMode.All;
    const kind = tagKind(tag);
    this.kindTag = tag;
    this.kind = kind;
    return kind === TagKind.Inline || kind === TagKind.InlineVoid || kind === TagKind.OpaqueInline ? AttributeMode.All : AttributeMode.Wanted;
  }

  protected onOpen(tag: string, attribs: Record<string, string>): void {
    this.links?.onElement(tag, attribs);
    if (this.skipDepth > 0) {
      this.skipDepth++;
      return;
    }
    const frame = createChildFrame(this.top, tag, attribs, this.childCounts);
    // Most elements kept none of the attributes read here: skip the lookups on them.
    const hasAttributes = attribs !== NO_ATTRIBUTES;
    const isNoTranslate = (hasAttributes && isMarkedNoTranslate(attribs)) || (this.selectors.length > 0 && matchesSelectors(this.selectors, frame));
    if (!isNoTranslate && hasAttributes) {
      for (const name of translatableAttributes(tag, attribs)) this.emitValue('attribute', frame, attribs[name] ?? '', name);
      if (tag === 'meta') {
        const key = [attribs.name, attribs.property].find((k) => k && TRANSLATABLE_META.has(k.trim().toLowerCase()));
        if (key && attribs.content) this.emitValue('meta', frame, attribs.content, 'content', key.trim().toLowerCase());
      }
    }
    // attributeMode looked the kind up just before, unless this open came without it (`</br>`).
    const kind = this.kindTag === tag ? this.kind : tagKind(tag);
    this.kindTag = undefined;
    if (kind === TagKind.Invisible) {
      this.skipDepth = 1;
      return;
    }
    const isInline = kind === TagKind.Inline || kind === TagKind.InlineVoid || kind === TagKind.OpaqueInline;
    if (isNoTranslate || kind === TagKind.OpaqueInline || kind === TagKind.OpaqueBlock) {
      this.skipDepth = 1;
      if (!isInline) return this.flush();
      const p = createPlaceholder(frame, true);
      addVoid(this.currentRun(), p);
      this.opaque = { p, start: this.startIndex };
      return;
    }
    if (kind === TagKind.InlineVoid) {
      frame.placeholder = createPlaceholder(frame, true);
      addVoid(this.currentRun(), frame.placeholder);
    } else if (isInline) {
      frame.placeholder = createPlaceholder(frame, false);
      openPlaceholder(this.currentRun(), frame.placeholder);
    } else if (kind === TagKind.Control && this.run) {
      const { run } = this;
      this.run = undefined;
      for (const part of splitAtControl(run)) this.emitRun(part);
    } else this.flush();
    this.top = frame;
  }

  protected onClose(_tag: string, isImplied: boolean): void {
    if (this.skipDepth > 0) {
      this.skipDepth--;
      const { opaque } = this;
      if (this.skipDepth === 0 && opaque) {
        // An implied close is reported at the tag that caused it, except for void elements.
        const end = isImplied && this.startIndex !== opaque.start ? this.startIndex : this.endIndex + 1;
        opaque.p.html = this.html.slice(opaque.start, end);
        this.opaque = undefined;
      }
      return;
    }
    const frame = this.top;
    closeFrame(frame, this.childCounts);
    this.top = frame.parent ?? this.root;
    const p = frame.placeholder;
    if (!p) return this.flush();
    frame.placeholder = undefined;
    if (!p.isVoid && this.run) closePlaceholder(this.run, p);
  }

  protected onTextRange(start: number, end: number): void {
    if (this.skipDepth > 0) return;
    if (!this.run && this.pendingStart < 0) {
      if (isBlankText(this.html, start, end)) return;
      this.pendingStart = start;
      this.pendingEnd = end;
      this.pendingContainer = this.top;
      return;
    }
    appendText(this.currentRun(), this.html.slice(start, end));
  }

  protected onTextEntity(text: string): void {
    if (this.skipDepth > 0 || (!this.run && this.pendingStart < 0 && isBlankText(text))) return;
    appendText(this.currentRun(), text);
  }

  protected onEnd(): void {
    this.flush();
  }
}
