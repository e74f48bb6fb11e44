import { Parser } from 'htmlparser2';
import { TRANSLATABLE_META, TagKind, isMarkedNoTranslate, tagKind, translatableAttributes } from './elements.ts';
import { type Frame, createChildFrame, createRootFrame, framePath } from './frame.ts';
import { fnv1a64 } from './hash.ts';
import { DEFAULT_IGNORE_PATTERNS, compileIgnorePatterns, isIgnorable } from './ignore.ts';
import { escapeLiteral } from './markers.ts';
import { normaliseText } from './normalise.ts';
import { type PendingPlaceholder, type Run, addVoid, appendText, closePlaceholder, createPlaceholder, createRun, finishRun, openPlaceholder } from './run.ts';
import { compileSelectors, matchesSelectors } from './selectors.ts';
import type { ExtractOptions, ExtractResult, Placeholder, Segment, SegmentKind } from './types.ts';
import { countPlainWords } from './words.ts';

/*
 * One pass over htmlparser2's callbacks, without building a DOM, since extraction runs on every
 * crawled page. Segments come out in document order of their end (an element's attributes before
 * the sentence that contains it).
 *
 * Not supported: translate="yes" re-enabling translation inside a translate="no" subtree, and
 * shadow DOM / client-rendered content (the crawler sees server HTML only).
 */
export function extractSegments(html: string, options: ExtractOptions = {}): ExtractResult {
  const selectors = compileSelectors(options.noTranslateSelectors ?? []);
  const ignore = compileIgnorePatterns(options.ignorePatterns ?? DEFAULT_IGNORE_PATTERNS);
  const segments: Segment[] = [];
  const root = createRootFrame();
  let top: Frame = root;
  let run: Run | undefined;
  // Depth inside an element whose content is not extracted (invisible or opaque).
  let skipDepth = 0;
  let opaque: { p: PendingPlaceholder; start: number } | undefined;

  const emit = (kind: SegmentKind, text: string, plain: string, placeholders: Placeholder[], path: string, extra?: Partial<Segment>): void => {
    if (!text || isIgnorable(plain, ignore)) return;
    segments.push({
      text,
      sourceHash: fnv1a64(text),
      kind,
      path,
      placeholders,
      wordCount: countPlainWords(plain),
      ...extra,
    });
  };

  const emitValue = (kind: SegmentKind, frame: Frame, value: string, extra: Partial<Segment>): void => {
    const plain = normaliseText(value);
    emit(kind, escapeLiteral(plain, false), plain, [], framePath(frame), extra);
  };

  const flush = (): void => {
    if (!run) return;
    const { container } = run;
    const finished = finishRun(run);
    run = undefined;
    for (const { text, plain, placeholders, wrapper } of finished) {
      if (!text) continue;
      let path: string;
      if (wrapper) path = framePath(wrapper);
      else {
        container.runCount++;
        path = (framePath(container) || '/') + (container.runCount > 1 ? `#${container.runCount}` : '');
      }
      emit(container.tag === 'title' ? 'title' : 'text', text, plain, placeholders, path);
    }
  };

  const currentRun = (): Run => (run ??= createRun(top));

  const onOpen = (tag: string, attribs: Record<string, string>): void => {
    if (skipDepth > 0) {
      skipDepth++;
      return;
    }
    const frame = createChildFrame(top, tag, attribs);
    const isNoTranslate = isMarkedNoTranslate(attribs) || (selectors.length > 0 && matchesSelectors(selectors, frame));
    if (!isNoTranslate) {
      for (const name of translatableAttributes(tag, attribs)) emitValue('attribute', frame, attribs[name] ?? '', { attribute: name });
      if (tag === 'meta') {
        const key = [attribs.name, attribs.property].find((k) => k && TRANSLATABLE_META.has(k.trim().toLowerCase()));
        if (key && attribs.content)
          emitValue('meta', frame, attribs.content, {
            attribute: 'content',
            metaName: key.trim().toLowerCase(),
          });
      }
    }
    const kind = tagKind(tag);
    if (kind === TagKind.Invisible) {
      skipDepth = 1;
      return;
    }
    const isInline = kind === TagKind.Inline || kind === TagKind.InlineVoid || kind === TagKind.OpaqueInline;
    if (isNoTranslate || kind === TagKind.OpaqueInline || kind === TagKind.OpaqueBlock) {
      skipDepth = 1;
      if (!isInline) return flush();
      const p = createPlaceholder(frame, true);
      addVoid(currentRun(), p);
      opaque = { p, start: parser.startIndex };
      return;
    }
    if (kind === TagKind.InlineVoid) {
      frame.placeholder = createPlaceholder(frame, true);
      addVoid(currentRun(), frame.placeholder);
    } else if (isInline) {
      frame.placeholder = createPlaceholder(frame, false);
      openPlaceholder(currentRun(), frame.placeholder);
    } else flush();
    top = frame;
  };

  const onClose = (_tag: string, isImplied: boolean): void => {
    if (skipDepth > 0) {
      skipDepth--;
      if (skipDepth === 0 && opaque) {
        // An implied close is reported at the tag that caused it, except for void elements.
        const end = isImplied && parser.startIndex !== opaque.start ? parser.startIndex : parser.endIndex + 1;
        opaque.p.html = html.slice(opaque.start, end);
        opaque = undefined;
      }
      return;
    }
    const frame = top;
    top = frame.parent ?? root;
    const p = frame.placeholder;
    if (!p) return flush();
    frame.placeholder = undefined;
    if (!p.isVoid && run) closePlaceholder(run, p);
  };

  const parser = new Parser(
    {
      onopentag: onOpen,
      onclosetag: onClose,
      ontext(data) {
        if (skipDepth > 0 || (!run && !/\S/.test(data))) return;
        appendText(currentRun(), data);
      },
      onend: flush,
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return { segments };
}
