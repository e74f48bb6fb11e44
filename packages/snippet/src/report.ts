import type { Api } from './api.ts';
import type { DomSegment } from './dom-segment.ts';

const REPORT_CAP = 1000;
const BATCH = 200;

export interface Reporter {
  /** Queues the segments not reported yet on this visit (at most REPORT_CAP a page). */
  report(segs: DomSegment[], url: string): void;
  /** Counts one view of `url` in `lang`, once per page and language however often the visitor switches. */
  view(url: string): void;
  /** Sends what is queued now (as a beacon when the page goes away). */
  send(beacon?: boolean): void;
  hasQueued(): boolean;
}

/** A browser driven by automation or running headless says so in these places. */
export function automated(win: Window): boolean {
  const nav = win.navigator;
  return !!nav.webdriver || /headless|phantomjs|electron/i.test(nav.userAgent) || 'callPhantom' in win || '__nightmare' in win;
}

/** Untranslated segments and page views, batched for the tracker. */
export function createReporter(api: Api, win: Window, projectId: string, delayMs: number, currentLang: () => string): Reporter {
  // Remembered for the visit: the header and footer of every page are not reported again.
  const REPORTED_KEY = `lipi:r:${projectId}`;
  let stored: string | undefined;
  try {
    stored = win.sessionStorage.getItem(REPORTED_KEY) ?? undefined;
  } catch {
    /* storage denied */
  }
  const reported = new Set<string>(stored?.split(',') ?? []);
  let pageReports = 0;
  const queue: Array<{ text: string; sourceHash: string; kind: string }> = [];
  let queuedUrl = '';
  let views: Array<{ lang: string; url: string; viewId: string; automated?: boolean }> = [];
  const viewed = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const send = (beacon = false) => {
    const lang = currentLang();
    clearTimeout(timer);
    timer = undefined;
    const path = '/api/tracker/projectContentTracker';
    const post = (body: object) => void api.post(path, body, beacon).catch(() => undefined);
    for (const v of views) if (v.lang !== lang || v.url !== queuedUrl) post({ ...v, views: 1 });
    let withView = views.find((v) => v.lang === lang && v.url === queuedUrl);
    views = [];
    while (queue.length > 0 || withView) {
      post({
        url: queuedUrl,
        lang,
        segments: queue.splice(0, BATCH),
        ...(withView ? { views: 1, viewId: withView.viewId, ...(withView.automated ? { automated: true } : {}) } : {}),
      });
      withView = undefined;
    }
  };
  const schedule = () => {
    if (queue.length >= BATCH) return send();
    timer ??= setTimeout(() => send(), delayMs);
  };

  return {
    report(segs, url) {
      if (queue.length > 0 && url !== queuedUrl) send();
      queuedUrl = url;
      for (const s of segs) {
        if (reported.has(s.hash) || pageReports >= REPORT_CAP) continue;
        pageReports++;
        reported.add(s.hash);
        queue.push({ text: s.text, sourceHash: s.hash, kind: s.kind });
      }
      if (queue.length > 0) schedule();
      try {
        win.sessionStorage.setItem(REPORTED_KEY, [...reported].slice(-2 * REPORT_CAP).join());
      } catch {
        /* storage denied: reported again on the next page */
      }
    },
    view(url) {
      const lang = currentLang();
      // The view's name makes a report sent twice (a retried beacon) count once. Automated browsers
      // (navigator.webdriver, headless builds) are not readers: their view says so and is not counted,
      // but it still tells script verification that the snippet runs on the site.
      const bot = automated(win) ? { automated: true } : {};
      if (!viewed.has(lang + url)) views.push({ lang, url, viewId: Math.random().toString(36).slice(2, 12) + Date.now().toString(36), ...bot });
      viewed.add(lang + url);
      queuedUrl ||= url;
      schedule();
    },
    send,
    hasQueued: () => queue.length > 0,
  };
}
