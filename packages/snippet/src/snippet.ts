import type { PublicTranslation, PublicTranslationsReply } from '@lipi/contract';
import { createApi, type Fetch } from './api.ts';
import { applyTranslation, type Applied } from './apply.ts';
import { attachKeyboard } from './keyboard.ts';
import { LANG_PARAM, languageCandidates, pickLanguage, storeLanguage, storedLanguage } from './lang.ts';
import { createWatcher } from './observe.ts';
import { createReporter } from './report.ts';
import { elementOf, isAttr, type DomSegment } from './dom-segment.ts';
import { isInsideSkipped, walk, type WalkOptions } from './segment.ts';
import { createSuggestions } from './suggest.ts';
import { ENGLISH_UI, OWN_UI, WIDGET_ID, createSwitcher, type Widget } from './widget.ts';

export interface LipiOptions {
  base: string;
  projectId: string;
  win: Window;
  fetch?: Fetch;
  /** Delay before changed page content is translated (batches a framework's render). */
  observeDelayMs?: number;
  /** Delay before untranslated segments are reported (batches a whole page's). */
  reportDelayMs?: number;
  /** Show the floating switcher (on by default). */
  widget?: boolean;
}

export interface Lipi {
  ready: Promise<void>;
  language(): string;
  setLanguage(code: string): Promise<void>;
  /** Translates what changed so far without waiting for the observer's delay (tests, benchmarks). */
  flush(): Promise<void>;
  destroy(): void;
}

const HIDE_MS = 1500;
const FONT_SIZE = /^\d{1,3}(\.\d{1,2})?(px|em|rem|pt|%)?$/;

/** The page's address as the server keys it: no fragment, no `lipi_lang`. */
export function pageUrl(href: string): string {
  const url = new URL(href);
  url.hash = '';
  url.searchParams.delete(LANG_PARAM);
  return url.href;
}

export function createLipi(options: LipiOptions): Lipi {
  const { win, projectId } = options;
  const doc = win.document;
  const html = doc.documentElement;
  const api = createApi(options.base, projectId, win, options.fetch ?? win.fetch.bind(win));
  // Read at each call: single-page apps change the address without loading a page.
  const here = () => pageUrl(win.location.href);
  const original = { lang: html.getAttribute('lang'), dir: html.getAttribute('dir') };
  // By the node each one starts at: a changed block finds its own by walking its few nodes, not
  // by asking every translation of the page whether the block contains it.
  const applied = new Map<Node, Applied[]>();
  const segAt = new WeakMap<Element, { seg: DomSegment; t: string }>();
  const fontStyle = doc.createElement('style');
  fontStyle.setAttribute('data-lipi', '');
  let reply: PublicTranslationsReply | undefined;
  let lang = '';
  let map: Record<string, PublicTranslation> = {};
  let asked = new Set<string>();
  let walkOptions: WalkOptions = { selector: '', skip: (el) => el.id === WIDGET_ID };
  let widget: Widget | undefined;
  let detachKeyboard: (() => void) | undefined;
  let destroyed = false;

  const reporter = createReporter(api, win, projectId, options.reportDelayMs ?? 2000, () => lang);
  const onHide = () => reporter.send(true);
  win.addEventListener('pagehide', onHide);

  // ---- translating ------------------------------------------------------------------------
  const keep = (done: Applied | undefined) => {
    const list = done && applied.get(done.node);
    if (list) list.push(done!);
    else if (done) applied.set(done.node, [done]);
    return done;
  };
  const put = (seg: DomSegment, t: string) => {
    if (keep(applyTranslation(seg, t))) segAt.set(elementOf(seg), { seg, t });
  };

  /** Forgets what went out of the page with its nodes (no undo: nothing left to put back). */
  const forgetRemoved = () => {
    for (const node of applied.keys()) if (!node.isConnected) applied.delete(node);
  };

  const undoWithin = (root: Node) => {
    const found: Node[] = [];
    const nodes = doc.createTreeWalker(root);
    for (let node: Node | null = root; node; node = nodes.nextNode()) if (applied.has(node)) found.push(node);
    for (const node of found) {
      for (const a of applied.get(node)!) a.undo();
      applied.delete(node);
    }
    // What is left after the whole page is out of the page.
    if (root === html) applied.clear();
  };

  const translate = async (root: Element) => {
    const forLang = lang;
    const missing: DomSegment[] = [];
    quietly(() => {
      const attributes: DomSegment[] = [];
      for (const seg of walk(root, { ...walkOptions, has: (hash) => map[hash] !== undefined })) {
        if (seg.kind === 'meta' && reply?.settings.metaTags === false) continue;
        const tr = map[seg.hash];
        if (!tr) missing.push(seg);
        else if (!isAttr(seg)) put(seg, tr.t);
        else {
          // Noted in page order (an attribute never fails to apply), written after the texts:
          // Chromium writes 2,000 text nodes ~1 ms faster without attribute changes between them.
          segAt.set(seg.el, { seg, t: tr.t });
          attributes.push(seg);
        }
      }
      for (const seg of attributes) keep(applyTranslation(seg, map[seg.hash]!.t));
    });
    const ask = [...new Set(missing.map((s) => s.hash))].filter((h) => !asked.has(h));
    for (const h of ask) asked.add(h);
    for (let i = 0; i < ask.length; i += 1000) {
      const found = await api.hashes(forLang, here(), ask.slice(i, i + 1000)).catch(() => ({}));
      if (forLang !== lang) return;
      Object.assign(map, found);
    }
    const still: DomSegment[] = [];
    quietly(() => {
      for (const seg of missing) {
        const tr = map[seg.hash];
        if (!tr) still.push(seg);
        else if (elementOf(seg).isConnected) put(seg, tr.t);
      }
    });
    reporter.report(still, here());
  };

  // ---- later changes ----------------------------------------------------------------------
  const watcher = createWatcher(win, options.observeDelayMs ?? 30, async (roots) => {
    if (!lang || !reply || lang === reply.sourceLang) return;
    forgetRemoved();
    for (const root of roots) {
      if (root.closest(OWN_UI) || isInsideSkipped(root, walkOptions)) continue;
      quietly(() => undoWithin(root));
      await translate(root);
    }
  });
  const quietly = watcher.quietly;

  // ---- language ---------------------------------------------------------------------------
  const setHtmlLang = (code: string) => {
    const language = reply?.languages.find((l) => l.code === code);
    const isSource = code === reply?.sourceLang;
    const set = (name: string, value: string | null) => (value === null ? html.removeAttribute(name) : html.setAttribute(name, value));
    quietly(() => {
      set('lang', isSource ? original.lang : (language?.tag ?? code));
      set('dir', isSource ? original.dir : (language?.dir ?? 'ltr'));
      const size = reply?.settings.fontSizes[code];
      fontStyle.textContent = !isSource && size && FONT_SIZE.test(size) ? `body{font-size:${/\d$/.test(size) ? size + 'px' : size}}` : '';
      if (!fontStyle.isConnected) doc.head.appendChild(fontStyle);
    });
  };

  const show = async (data: PublicTranslationsReply) => {
    if (reporter.hasQueued()) reporter.send();
    reply = data;
    lang = data.lang;
    map = { ...data.translations };
    asked = new Set(Object.keys(map));
    walkOptions = { ...walkOptions, selector: data.settings.noTranslateSelectors.join(',') };
    quietly(() => undoWithin(html));
    setHtmlLang(lang);
    widget?.update(lang, ui());
    if (lang === data.sourceLang) return watcher.stop();
    watcher.start();
    await translate(html);
  };

  const load = async (candidates: string) => {
    const url = here();
    const cached = api.cachedPage(candidates, url);
    const fresh = api.page(candidates, url);
    if (cached) {
      await show(cached);
      const data = await fresh.catch(() => undefined);
      if (data && JSON.stringify(data) !== JSON.stringify(cached) && !destroyed) await show(data);
    } else await show(await fresh);
    reporter.view(url);
  };

  const setLanguage = async (code: string) => {
    storeLanguage(win, code);
    if (code === lang) return;
    await load(code);
  };

  // The snippet's own words come with the reply, in its language (a reply cached before they did: English).
  const ui = () => reply?.ui ?? ENGLISH_UI;
  const suggestions = createSuggestions({ doc, api, here, lang: () => lang, isSource: () => lang === reply?.sourceLang, ui, segAt });

  // ---- start ------------------------------------------------------------------------------
  const params = new URL(win.location.href).searchParams;
  const param = params.get(LANG_PARAM);
  const stored = storedLanguage(win);
  const candidates = languageCandidates({ param, stored, browser: win.navigator.languages ?? [win.navigator.language] });
  if (param) storeLanguage(win, param);
  // A visitor who chose a language should not see the source flash first: hide the page until the
  // first translation is in, for at most HIDE_MS (a slow or failing API must not blank the site).
  const chosen = param ?? stored;
  const hide = doc.createElement('style');
  hide.setAttribute('data-lipi', '');
  const base = (code: string | null) => (code ?? '').split('-')[0]!.toLowerCase();
  if (chosen && base(chosen) !== base(original.lang)) {
    hide.textContent = 'body{visibility:hidden!important}';
    doc.head.appendChild(hide);
  }
  const unhide = () => hide.remove();
  setTimeout(unhide, HIDE_MS);
  const ready = (async () => {
    await load(candidates.join(',') || 'en').finally(unhide);
    if (!reply || destroyed) return;
    const data = reply;
    // A cached reply may carry a language the visitor did not ask for any more.
    const wanted = pickLanguage(
      candidates,
      data.languages.map((l) => l.code),
      data.defaultLang,
    );
    if (wanted !== lang) await load(wanted);
    if (options.widget !== false && data.languages.length > 1) {
      widget = quietly(() => {
        const w = createSwitcher(doc, data.languages, lang, ui(), data.settings.popupCss, {
          onSelect: (code) => void setLanguage(code),
          onSuggestMode: suggestions.start,
          onFeedback: () => void suggestions.feedback(),
        });
        w.root.appendChild(Object.assign(doc.createElement('div'), { id: 'lipi-live', className: 'lipi-live' })).setAttribute('aria-live', 'polite');
        return w;
      });
    }
    if (data.settings.keyboardClasses.length > 0) {
      detachKeyboard = attachKeyboard(
        doc,
        data.settings.keyboardClasses,
        () => (lang !== data.sourceLang ? lang : undefined),
        (text, l) => api.phonetic(text, l),
      );
    }
  })();

  return {
    ready,
    language: () => lang,
    setLanguage,
    flush: watcher.flush,
    destroy() {
      destroyed = true;
      watcher.stop();
      quietly(() => undoWithin(html));
      widget?.remove();
      fontStyle.remove();
      detachKeyboard?.();
      suggestions.destroy();
      win.removeEventListener('pagehide', onHide);
      reporter.send(true);
    },
  };
}
