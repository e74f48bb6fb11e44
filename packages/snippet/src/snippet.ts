import type { PublicTranslation, PublicTranslationsReply } from '@lipi/contract';
import { TagKind, plainText, tagKind } from '@lipi/engine/extract/browser';
import { createApi, type Fetch } from './api.ts';
import { applyTranslation, type Applied } from './apply.ts';
import { attachKeyboard } from './keyboard.ts';
import { LANG_PARAM, languageCandidates, pickLanguage } from './lang.ts';
import { elementOf, isInsideSkipped, walk, type DomSegment, type WalkOptions } from './segment.ts';
import { WIDGET_ID, createSwitcher, openDialog, type Widget } from './widget.ts';

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

const STORE_KEY = 'lipi_lang';
const REPORT_CAP = 1000;
const BATCH = 200;
const WATCHED = ['title', 'alt', 'placeholder', 'aria-label', 'value', 'content'];
const HIDE_MS = 1500;
const FONT_SIZE = /^\d{1,3}(\.\d{1,2})?(px|em|rem|pt|%)?$/;

/** The page's address as the server keys it: no fragment, no `lipi_lang`. */
export function pageUrl(href: string): string {
  const url = new URL(href);
  url.hash = '';
  url.searchParams.delete(LANG_PARAM);
  return url.href;
}

function read(win: Window, fn: (s: Storage) => string | null): string | null {
  try {
    return fn(win.localStorage);
  } catch {
    return null;
  }
}

export function createLipi(options: LipiOptions): Lipi {
  const { win, projectId } = options;
  const doc = win.document;
  const html = doc.documentElement;
  const api = createApi(options.base, projectId, win, options.fetch ?? win.fetch.bind(win));
  // Read at each call: single-page apps change the address without loading a page.
  const here = () => pageUrl(win.location.href);
  const original = { lang: html.getAttribute('lang'), dir: html.getAttribute('dir') };
  const applied = new Set<Applied>();
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

  // ---- reporting: untranslated segments and page views ------------------------------------
  // Remembered for the visit: the header and footer of every page are not reported again.
  const REPORTED_KEY = `lipi:r:${projectId}`;
  const reported = new Set<string>(read(win, () => win.sessionStorage.getItem(REPORTED_KEY))?.split(',') ?? []);
  let pageReports = 0;
  const queue: Array<{ text: string; sourceHash: string; kind: string }> = [];
  let queuedUrl = '';
  let views: Array<{ lang: string; url: string }> = [];
  const viewed = new Set<string>();
  let reportTimer: ReturnType<typeof setTimeout> | undefined;
  const sendReport = (beacon = false) => {
    clearTimeout(reportTimer);
    reportTimer = undefined;
    const path = '/api/tracker/projectContentTracker';
    const send = (body: object) => void api.post(path, body, beacon).catch(() => undefined);
    for (const v of views) if (v.lang !== lang || v.url !== queuedUrl) send({ ...v, views: 1 });
    let withView = views.some((v) => v.lang === lang && v.url === queuedUrl);
    views = [];
    while (queue.length > 0 || withView) {
      send({ url: queuedUrl, lang, segments: queue.splice(0, BATCH), ...(withView ? { views: 1 } : {}) });
      withView = false;
    }
  };
  const scheduleReport = () => {
    if (queue.length >= BATCH) return sendReport();
    reportTimer ??= setTimeout(() => sendReport(), options.reportDelayMs ?? 2000);
  };
  const report = (segs: DomSegment[]) => {
    const url = here();
    if (queue.length > 0 && url !== queuedUrl) sendReport();
    queuedUrl = url;
    for (const s of segs) {
      if (reported.has(s.hash) || pageReports >= REPORT_CAP) continue;
      pageReports++;
      reported.add(s.hash);
      queue.push({ text: s.text, sourceHash: s.hash, kind: s.kind });
    }
    if (queue.length > 0) scheduleReport();
    try {
      win.sessionStorage.setItem(REPORTED_KEY, [...reported].slice(-2 * REPORT_CAP).join());
    } catch {
      /* storage denied: reported again on the next page */
    }
  };
  const onHide = () => sendReport(true);
  win.addEventListener('pagehide', onHide);

  // ---- translating ------------------------------------------------------------------------
  const put = (seg: DomSegment, t: string) => {
    const done = applyTranslation(seg, t);
    if (!done) return;
    applied.add(done);
    segAt.set(elementOf(seg), { seg, t });
  };

  const quietly = <T>(fn: () => T): T => {
    const wasObserving = observing;
    stopObserving();
    try {
      return fn();
    } finally {
      if (wasObserving) startObserving();
    }
  };

  const undoWithin = (root: Node) => {
    for (const a of applied) {
      if (!a.node.isConnected) applied.delete(a);
      else if (root.contains(a.node)) {
        a.undo();
        applied.delete(a);
      }
    }
  };

  const translate = async (root: Element) => {
    const forLang = lang;
    const missing: DomSegment[] = [];
    quietly(() => {
      for (const seg of walk(root, walkOptions)) {
        if (seg.kind === 'meta' && reply?.settings.metaTags === false) continue;
        const tr = map[seg.hash];
        if (tr) put(seg, tr.t);
        else missing.push(seg);
      }
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
    report(still);
  };

  // ---- later changes ----------------------------------------------------------------------
  const pending = new Set<Node>();
  let observing = false;
  let observeTimer: ReturnType<typeof setTimeout> | undefined;
  const blockOf = (node: Node): Element | null => {
    let el: Element | null = node.nodeType === 1 ? (node as Element) : node.parentElement;
    while (el && el !== html && tagKind(el.localName) !== TagKind.Block) el = el.parentElement;
    return el;
  };
  // The snippet's own nodes (switcher, dialogs, styles) coming and going are not page content.
  const isOurs = (n: Node) => n.nodeType === 1 && ((n as Element).id === WIDGET_ID || (n as Element).classList.contains('lipi-dialog') || (n as Element).hasAttribute('data-lipi'));
  const collect = (records: MutationRecord[]) => {
    for (const r of records) {
      if (r.type === 'childList' && [...Array.from(r.addedNodes), ...Array.from(r.removedNodes)].every(isOurs)) continue;
      pending.add(r.target);
    }
  };
  const observer = new (win as Window & typeof globalThis).MutationObserver((records) => {
    collect(records);
    if (pending.size === 0) return;
    observeTimer ??= setTimeout(() => void flushChanges(), options.observeDelayMs ?? 30);
  });
  function startObserving() {
    observer.observe(html, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: WATCHED });
    observing = true;
  }
  function stopObserving() {
    observer.disconnect();
    observing = false;
  }
  const flushChanges = async () => {
    clearTimeout(observeTimer);
    observeTimer = undefined;
    collect(observer.takeRecords());
    const roots: Element[] = [];
    for (const node of pending) {
      const block = node.isConnected ? blockOf(node) : null;
      if (block && !roots.includes(block)) roots.push(block);
    }
    pending.clear();
    if (!lang || !reply || lang === reply.sourceLang) return;
    const outer = roots.filter((r) => !roots.some((o) => o !== r && o.contains(r)));
    for (const root of outer) {
      if (root.closest(`#${WIDGET_ID},.lipi-dialog`) || isInsideSkipped(root, walkOptions)) continue;
      quietly(() => undoWithin(root));
      await translate(root);
    }
  };

  // ---- language ---------------------------------------------------------------------------
  const setHtmlLang = (code: string) => {
    const language = reply?.languages.find((l) => l.code === code);
    const isSource = code === reply?.sourceLang;
    const set = (name: string, value: string | null) => (value === null ? html.removeAttribute(name) : html.setAttribute(name, value));
    quietly(() => {
      set('lang', isSource ? original.lang : code);
      set('dir', isSource ? original.dir : (language?.dir ?? 'ltr'));
      const size = reply?.settings.fontSizes[code];
      fontStyle.textContent = !isSource && size && FONT_SIZE.test(size) ? `body{font-size:${/\d$/.test(size) ? size + 'px' : size}}` : '';
      if (!fontStyle.isConnected) doc.head.appendChild(fontStyle);
    });
  };

  const show = async (data: PublicTranslationsReply) => {
    if (queue.length > 0) sendReport();
    reply = data;
    lang = data.lang;
    map = { ...data.translations };
    asked = new Set(Object.keys(map));
    walkOptions = { ...walkOptions, selector: data.settings.noTranslateSelectors.join(',') };
    quietly(() => undoWithin(html));
    setHtmlLang(lang);
    widget?.update(lang);
    if (lang === data.sourceLang) return stopObserving();
    startObserving();
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
    // One view per language shown on this page (and address), however often the visitor switches.
    if (!viewed.has(lang + url)) views.push({ lang, url });
    viewed.add(lang + url);
    queuedUrl ||= url;
    scheduleReport();
  };

  const setLanguage = async (code: string) => {
    try {
      win.localStorage.setItem(STORE_KEY, code);
    } catch {
      /* private mode: the choice lasts for this page */
    }
    if (code === lang) return;
    await load(code);
  };

  // ---- suggestions and feedback -------------------------------------------------------------
  const say = (message: string) => {
    const live = doc.getElementById('lipi-live');
    if (live) live.textContent = message;
  };
  const suggestFor = async (target: Element) => {
    let hit: { seg: DomSegment; t: string } | undefined;
    for (let el: Element | null = target; el && !hit; el = el.parentElement) hit = segAt.get(el);
    if (!hit) return say('Choose a translated text to suggest a better translation');
    const { seg, t } = hit;
    const values = await openDialog(doc, 'Suggest a better translation', `Original: ${plainText(seg.text)}`, [{ name: 'text', label: 'Your translation', value: t, rows: true }], 'Send suggestion');
    if (!values?.text?.trim()) return;
    try {
      await api.post('/api/public/suggestion', { url: here(), lang, sourceHash: seg.hash, suggestedText: values.text, currentText: t });
      say('Thank you for your suggestion');
    } catch (err) {
      say((err as Error).message);
    }
  };
  let suggesting = false;
  const onClick = (e: MouseEvent) => {
    const target = e.target as Element;
    if (!(e.altKey || suggesting) || lang === reply?.sourceLang || target.closest?.(`#${WIDGET_ID},.lipi-dialog`)) return;
    e.preventDefault();
    e.stopPropagation();
    suggesting = false;
    html.classList.remove('lipi-suggesting');
    void suggestFor(target);
  };
  // In suggestion mode, Enter on a focused translated element (a link, a button) works like a click.
  const onKey = (e: KeyboardEvent) => {
    if (!suggesting) return;
    if (e.key === 'Escape') {
      suggesting = false;
      html.classList.remove('lipi-suggesting');
    } else if (e.key === 'Enter' && doc.activeElement && !doc.activeElement.closest(`#${WIDGET_ID},.lipi-dialog`)) {
      e.preventDefault();
      suggesting = false;
      html.classList.remove('lipi-suggesting');
      void suggestFor(doc.activeElement);
    }
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('keydown', onKey, true);
  const feedback = async () => {
    const values = await openDialog(doc, 'Feedback on this page', 'Tell us about the translation of this page.', [
      { name: 'rating', label: 'Rating from 1 to 5 (optional)' },
      { name: 'message', label: 'Your feedback', rows: true },
    ], 'Send feedback');
    if (!values?.message?.trim()) return;
    const rating = Number(values.rating);
    try {
      await api.post('/api/public/feedback', { url: here(), lang, message: values.message, ...(rating >= 1 && rating <= 5 ? { rating: Math.round(rating) } : {}) });
      say('Thank you for your feedback');
    } catch (err) {
      say((err as Error).message);
    }
  };

  // ---- start ------------------------------------------------------------------------------
  const params = new URL(win.location.href).searchParams;
  const candidates = languageCandidates({
    param: params.get(LANG_PARAM),
    stored: read(win, (s) => s.getItem(STORE_KEY)),
    browser: win.navigator.languages ?? [win.navigator.language],
  });
  if (params.get(LANG_PARAM)) {
    try {
      win.localStorage.setItem(STORE_KEY, params.get(LANG_PARAM)!);
    } catch {
      /* see setLanguage */
    }
  }
  // A visitor who chose a language should not see the source flash first: hide the page until the
  // first translation is in, for at most HIDE_MS (a slow or failing API must not blank the site).
  const chosen = params.get(LANG_PARAM) ?? read(win, (s) => s.getItem(STORE_KEY));
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
    const wanted = pickLanguage(candidates, data.languages.map((l) => l.code), data.defaultLang);
    if (wanted !== lang) await load(wanted);
    if (options.widget !== false && data.languages.length > 1) {
      widget = quietly(() => {
        const w = createSwitcher(doc, data.languages, lang, data.settings.popupCss, {
          onSelect: (code) => void setLanguage(code),
          onSuggestMode: () => {
            suggesting = true;
            html.classList.add('lipi-suggesting');
            say('Click a translated text (or press Enter on a focused link) to suggest a better translation; Escape cancels');
          },
          onFeedback: () => void feedback(),
        });
        w.root.appendChild(Object.assign(doc.createElement('div'), { id: 'lipi-live', className: 'lipi-live' })).setAttribute('aria-live', 'polite');
        return w;
      });
    }
    if (data.settings.keyboardClasses.length > 0) {
      detachKeyboard = attachKeyboard(doc, data.settings.keyboardClasses, () => (lang !== data.sourceLang ? lang : undefined), (text, l) => api.phonetic(text, l));
    }
  })();

  return {
    ready,
    language: () => lang,
    setLanguage,
    async flush() {
      await flushChanges();
    },
    destroy() {
      destroyed = true;
      stopObserving();
      quietly(() => undoWithin(html));
      widget?.remove();
      fontStyle.remove();
      detachKeyboard?.();
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('keydown', onKey, true);
      win.removeEventListener('pagehide', onHide);
      sendReport(true);
    },
  };
}
