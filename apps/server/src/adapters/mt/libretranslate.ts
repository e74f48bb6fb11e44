import { z } from 'zod';
import { alignOutputs, translateInBatches } from './batches.ts';
import type { MtHttpOptions } from './engines.ts';
import { commonErrorText, malformed, postJson } from './http.ts';
import { COMMON_RENAMES, languageCodes } from './language-codes.ts';
import { createPairCache } from './language-pairs.ts';
import type { MtAdapter } from './mt-adapter.ts';

/**
 * The languages of LibreTranslate's published models (Argos Translate), by LibreTranslate's codes.
 * A self-hosted server may load fewer (LT_LOAD_ONLY); a pair it lacks fails with a 400 that is not retried.
 */
// prettier-ignore
const LANGUAGES = [
  'ar', 'az', 'bg', 'bn', 'ca', 'cs', 'da', 'de', 'el', 'en', 'eo', 'es', 'et', 'eu', 'fa', 'fi', 'fr',
  'ga', 'gl', 'he', 'hi', 'hu', 'id', 'it', 'ja', 'ko', 'ky', 'lt', 'lv', 'ms', 'nb', 'nl', 'pl', 'pt',
  'ro', 'ru', 'sk', 'sl', 'sq', 'sr', 'sv', 'th', 'tl', 'tr', 'uk', 'ur', 'vi', 'zh-Hans', 'zh-Hant',
];
const codes = languageCodes(LANGUAGES, { ...COMMON_RENAMES, fil: 'tl', no: 'nb', 'zh-CN': 'zh-Hans', 'zh-TW': 'zh-Hant', 'es-MX': 'es' });

const replySchema = z.object({ translatedText: z.array(z.unknown()) });
/** `GET /languages`: [{code, name, targets?}]; servers before 1.3 list no targets (then every loaded language is a target). */
const languagesSchema = z.array(z.object({ code: z.string(), targets: z.array(z.string()).optional() }));

export type LibreTranslateSettings = { url: string; apiKey?: string };

/** LibreTranslate's documented API: POST /translate {q: [...], source, target, format, api_key?} → {translatedText: [...]}. */
export function createLibreTranslate(settings: LibreTranslateSettings, http: MtHttpOptions): MtAdapter {
  const limits = { maxBatch: 50, maxChars: 10_000 };
  const base = settings.url.replace(/\/+$/, '');
  const endpoint = `${base}/translate`;
  // The running server's own list: a self-hosted one may load only a few models (LT_LOAD_ONLY).
  const languages = createPairCache({
    toProvider: codes.toProvider,
    load: async () => {
      const reply = await postJson({
        provider: 'LibreTranslate',
        url: `${base}/languages`,
        method: 'GET',
        timeoutMs: http.timeoutMs,
        fetch: http.fetch,
        errorText: commonErrorText,
      });
      const parsed = languagesSchema.safeParse(reply);
      if (!parsed.success) throw malformed('LibreTranslate', 'no list of languages');
      const all = parsed.data.map((l) => l.code);
      return parsed.data.flatMap((l) => (l.targets ?? all).filter((t) => t !== l.code).map((t): [string, string] => [l.code, t]));
    },
  });
  return {
    id: 'libretranslate',
    ...limits,
    languages,
    // The documented list until the server's own list is fetched, then both must agree.
    supports: (source, target) => codes.supportsPair(source, target) && (languages.has(source, target) ?? true),
    translate: ({ texts, source, target, signal }) =>
      translateInBatches(texts, limits, async (batch) => {
        const reply = await postJson({
          provider: 'LibreTranslate',
          url: endpoint,
          body: {
            q: batch,
            source: codes.toProvider(source) ?? source,
            target: codes.toProvider(target) ?? target,
            format: 'text',
            ...(settings.apiKey ? { api_key: settings.apiKey } : {}),
          },
          timeoutMs: http.timeoutMs,
          signal,
          fetch: http.fetch,
          errorText: commonErrorText,
        });
        const parsed = replySchema.safeParse(reply);
        if (!parsed.success) throw malformed('LibreTranslate', 'no translatedText list');
        return alignOutputs('LibreTranslate', batch, parsed.data.translatedText);
      }),
  };
}
