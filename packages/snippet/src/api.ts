import type { PublicTranslation, PublicTranslationsReply } from '@lipi/contract';

/*
 * Calls to the public API. Bodies go as `text/plain` JSON: a CORS "simple" request, so the browser
 * sends no preflight and sendBeacon can carry the tracker on page hide. The page translations are
 * a GET the browser's HTTP cache revalidates with the ETag on every load (a 304 when unchanged); a copy in sessionStorage lets the next
 * page of the visit (and a reload) show translations before the network answers.
 */

export type Fetch = typeof fetch;

export interface Api {
  page(lang: string, url: string): Promise<PublicTranslationsReply>;
  cachedPage(lang: string, url: string): PublicTranslationsReply | undefined;
  hashes(lang: string, url: string, hashes: string[]): Promise<Record<string, PublicTranslation>>;
  post(path: string, body: object, beacon?: boolean): Promise<unknown>;
  phonetic(text: string, lang: string): Promise<string | undefined>;
}

function storage(win: Window): Storage | undefined {
  try {
    return win.sessionStorage;
  } catch {
    return undefined;
  }
}

export function createApi(base: string, projectId: string, win: Window, fetchImpl: Fetch): Api {
  const call = async (path: string, init?: RequestInit) => {
    const res = await fetchImpl(base + path, init);
    const body = (await res.json()) as { success: boolean; data: unknown; message: string };
    if (!body.success) throw new Error(body.message);
    return body.data;
  };
  const key = (lang: string, url: string) => `lipi:${projectId}:${lang}:${url}`;
  const q = encodeURIComponent;
  const post = (path: string, body: object, beacon = false) => {
    const text = JSON.stringify({ projectId, ...body });
    const nav = win.navigator;
    if (beacon && nav.sendBeacon && nav.sendBeacon(base + path, new Blob([text], { type: 'text/plain' }))) return Promise.resolve(null);
    return call(path, { method: 'POST', body: text, headers: { 'content-type': 'text/plain;charset=UTF-8' }, keepalive: beacon });
  };
  return {
    cachedPage(lang, url) {
      try {
        const raw = storage(win)?.getItem(key(lang, url));
        return raw ? (JSON.parse(raw) as PublicTranslationsReply) : undefined;
      } catch {
        return undefined;
      }
    },
    async page(lang, url) {
      const data = (await call(`/api/public/translations?projectId=${q(projectId)}&lang=${q(lang)}&url=${q(url)}`)) as PublicTranslationsReply;
      try {
        storage(win)?.setItem(key(lang, url), JSON.stringify(data));
      } catch {
        /* storage full or denied: the HTTP cache still helps */
      }
      return data;
    },
    async hashes(lang, url, hashes) {
      const data = (await post('/api/public/translations', { lang, url, hashes })) as PublicTranslationsReply;
      return data.translations;
    },
    post,
    async phonetic(text, lang) {
      const data = (await call(`/api/transliteration/phonetic?text=${q(text)}&lang=${q(lang)}`)) as { text?: string };
      return data.text;
    },
  };
}
