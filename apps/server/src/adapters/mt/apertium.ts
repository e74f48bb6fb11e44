import { ISO639_3, type LanguageCode } from '@lipi/contract';
import { z } from 'zod';
import { translateInBatches } from './batches.ts';
import type { MtHttpOptions } from './engines.ts';
import { malformed, postJson, type JsonCall } from './http.ts';
import { createPairCache } from './language-pairs.ts';
import type { MtAdapter, MtResult } from './mt-adapter.ts';

const listReply = z.object({ responseData: z.array(z.object({ sourceLanguage: z.string(), targetLanguage: z.string() })) });
const translateReply = z.object({ responseData: z.object({ translatedText: z.string() }) });

/** APy's error body: {status: "error", code, message: "Bad Request", explanation: "That pair is not installed"}. */
export function apertiumErrorText(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { explanation, message } = body as { explanation?: unknown; message?: unknown };
  if (typeof explanation === 'string' && explanation) return explanation;
  return typeof message === 'string' ? message : undefined;
}

/** Lipi code → ISO 639-3 (Apertium names pairs by three-letter codes, e.g. `eng|spa`, `hin|urd`). */
export const toApertium = (code: string): string | undefined => ISO639_3[code as LanguageCode];

/** Segments translated at once: APy translates one text per request and runs its pipelines concurrently. */
const CONCURRENCY = 4;

export type ApertiumSettings = { url: string };

/**
 * Apertium APy (rule-based, self-hosted): `GET /listPairs` for the installed pairs and
 * `POST /translate` with `langpair=eng|spa`, `q`, `markUnknown=no` (unknown words are copied
 * without the `*` mark) and `format=txt` (the text is not read as HTML). One text per request.
 */
export function createApertium(settings: ApertiumSettings, http: MtHttpOptions): MtAdapter {
  const base = settings.url.replace(/\/+$/, '');
  const call = (over: Partial<JsonCall> & Pick<JsonCall, 'url'>, signal?: AbortSignal) =>
    postJson({ provider: 'Apertium', timeoutMs: http.timeoutMs, fetch: http.fetch, errorText: apertiumErrorText, signal, ...over });

  const languages = createPairCache({
    toProvider: toApertium,
    load: async () => {
      const parsed = listReply.safeParse(await call({ url: `${base}/listPairs`, method: 'GET' }));
      if (!parsed.success) throw malformed('Apertium', 'no responseData list of pairs');
      return parsed.data.responseData.map((p) => [p.sourceLanguage, p.targetLanguage]);
    },
  });

  const translateOne = async (text: string, langpair: string, signal?: AbortSignal): Promise<MtResult> => {
    const form = new URLSearchParams({ langpair, q: text, markUnknown: 'no', format: 'txt' });
    const parsed = translateReply.safeParse(await call({ url: `${base}/translate`, form }, signal));
    if (!parsed.success) throw malformed('Apertium', 'no responseData.translatedText');
    return { text: parsed.data.responseData.translatedText };
  };

  const limits = { maxBatch: 50, maxChars: 10_000 };
  return {
    id: 'apertium',
    ...limits,
    // Rule-based transfer reorders words but not the markup around them.
    keepsTags: false,
    languages,
    supports: (source, target) => languages.has(source, target) ?? false,
    translate: ({ texts, source, target, signal }) =>
      translateInBatches(texts, limits, async (batch) => {
        const langpair = `${toApertium(source) ?? source}|${toApertium(target) ?? target}`;
        const results: MtResult[] = new Array<MtResult>(batch.length);
        let next = 0;
        // A failed request fails the whole call (MtError), so the pipeline's retry rules apply to it.
        const worker = async () => {
          while (next < batch.length) {
            const i = next++;
            results[i] = await translateOne(batch[i]!, langpair, signal);
          }
        };
        await Promise.all(Array.from({ length: Math.min(CONCURRENCY, batch.length) }, worker));
        return results;
      }),
  };
}
