import type { PublicTranslationsReply } from '@lipi/contract';
import { snippetStringsFor } from '@lipi/contract/snippet-strings';
import { fnv1a64 } from '@lipi/engine/extract/browser';

/** Source text → translation, per language. */
export type Dictionary = Record<string, Record<string, string>>;

export interface FakeApi {
  fetch: typeof fetch;
  calls: Array<{ method: string; path: string; body?: Record<string, unknown> }>;
  /** Translations the page reply leaves out, answered only to POST /public/translations (content added later). */
  late: Dictionary;
}

const LANGUAGES = [
  { code: 'en', name: 'english', nativeName: 'English', dir: 'ltr' as const, tag: 'en' },
  { code: 'hi', name: 'hindi', nativeName: 'हिन्दी', dir: 'ltr' as const, tag: 'hi' },
  { code: 'ur', name: 'urdu', nativeName: 'اردو', dir: 'rtl' as const, tag: 'ur' },
];

const byHash = (dict: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(dict).map(([source, t]) => [fnv1a64(source), { t, d: 'translation' as const }]));

/** The public API as the snippet sees it, answering from dictionaries. */
export function fakeApi(dictionary: Dictionary, settings: Partial<PublicTranslationsReply['settings']> = {}): FakeApi {
  const api: FakeApi = { calls: [], late: {}, fetch: undefined as unknown as typeof fetch };
  const reply = (lang: string, translations: PublicTranslationsReply['translations']): PublicTranslationsReply => ({
    lang,
    sourceLang: 'en',
    defaultLang: 'en',
    languages: LANGUAGES,
    translations,
    settings: { popupCss: '', fontSizes: {}, noTranslateSelectors: [], keyboardClasses: [], metaTags: true, ...settings },
    // As the server does: the strings of the reply's language, English where there are none.
    ui: { tag: snippetStringsFor(lang).code, dir: lang === 'ur' ? 'rtl' : 'ltr', strings: snippetStringsFor(lang).strings },
  });
  const json = (data: unknown) =>
    new Response(JSON.stringify({ success: true, data, message: '', type: null }), { headers: { 'content-type': 'application/json' } });
  api.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    api.calls.push({ method, path: url.pathname, body });
    if (url.pathname === '/api/public/translations' && method === 'GET') {
      const candidates = (url.searchParams.get('lang') ?? '').split(',');
      const lang = candidates.find((c) => LANGUAGES.some((l) => l.code === c)) ?? 'en';
      return json(reply(lang, lang === 'en' ? {} : byHash(dictionary[lang])));
    }
    if (url.pathname === '/api/public/translations') {
      const lang = String(body!.lang);
      const all = { ...byHash(dictionary[lang]), ...byHash(api.late[lang]) };
      const asked = body!.hashes as string[];
      return json(reply(lang, Object.fromEntries(Object.entries(all).filter(([h]) => asked.includes(h)))));
    }
    return json({});
  }) as typeof fetch;
  return api;
}
