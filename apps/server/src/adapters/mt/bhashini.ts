import { z } from 'zod';
import { alignOutputs, translateInBatches } from './batches.ts';
import { fetchPipeline, type BhashiniLanguage, type BhashiniPipeline, type BhashiniSettings } from './bhashini-pipeline.ts';
import type { MtHttpOptions } from './engines.ts';
import { commonErrorText, malformed, postJson } from './http.ts';
import { MtError, type MtAdapter, type MtResult } from './mt-adapter.ts';

/**
 * Bhashini's translation languages (IndicTrans2 in the MeitY pipeline): English and the 22 scheduled
 * languages. Lipi code → ULCA code and, where a language has two scripts, the ISO 15924 script.
 */
const LANGUAGES: Readonly<Record<string, { code: string; script?: string }>> = {
  en: { code: 'en' },
  as: { code: 'as' },
  bn: { code: 'bn' },
  brx: { code: 'brx' },
  doi: { code: 'doi' },
  gu: { code: 'gu' },
  hi: { code: 'hi' },
  kn: { code: 'kn' },
  kok: { code: 'gom' },
  mai: { code: 'mai' },
  ml: { code: 'ml' },
  mr: { code: 'mr' },
  ne: { code: 'ne' },
  od: { code: 'or' },
  pa: { code: 'pa' },
  sa: { code: 'sa' },
  sat: { code: 'sat' },
  ta: { code: 'ta' },
  te: { code: 'te' },
  ur: { code: 'ur' },
  ks: { code: 'ks', script: 'Deva' },
  'kas-IN': { code: 'ks', script: 'Aran' },
  mni: { code: 'mni', script: 'Beng' },
  'mni-Mtei': { code: 'mni', script: 'Mtei' },
  sd: { code: 'sd', script: 'Arab' },
};

export function bhashiniLanguage(source: string, target: string): BhashiniLanguage | undefined {
  const from = LANGUAGES[source];
  const to = LANGUAGES[target];
  if (!from || !to) return undefined;
  return {
    sourceLanguage: from.code,
    targetLanguage: to.code,
    ...(from.script ? { sourceScriptCode: from.script } : {}),
    ...(to.script ? { targetScriptCode: to.script } : {}),
  };
}

const computeSchema = z.object({
  pipelineResponse: z.array(z.object({ taskType: z.string(), output: z.array(z.object({ target: z.unknown().optional() }).passthrough()) })).min(1),
});

/** The inference key from the config call is reused for an hour; a rejected key refreshes it at once. */
const PIPELINE_TTL_MS = 60 * 60 * 1000;

/** Bhashini's ULCA pipeline API: a config call per language pair (cached), then compute calls to the callback address. */
export function createBhashini(settings: BhashiniSettings, http: MtHttpOptions, now: () => number = Date.now): MtAdapter {
  const limits = { maxBatch: 25, maxChars: 5_000 };
  const cache = new Map<string, { pipeline: BhashiniPipeline; expiresAt: number }>();

  const pipelineFor = async (language: BhashiniLanguage, signal: AbortSignal | undefined, refresh: boolean) => {
    const key = JSON.stringify(language);
    const cached = cache.get(key);
    if (cached && !refresh && cached.expiresAt > now()) return cached.pipeline;
    const pipeline = await fetchPipeline(settings, language, http, signal);
    cache.set(key, { pipeline, expiresAt: now() + PIPELINE_TTL_MS });
    return pipeline;
  };

  const compute = async (pipeline: BhashiniPipeline, language: BhashiniLanguage, batch: string[], signal?: AbortSignal): Promise<MtResult[]> => {
    const reply = await postJson({
      provider: 'Bhashini (inference)',
      url: pipeline.callbackUrl,
      headers: { [pipeline.keyName]: pipeline.keyValue },
      body: {
        pipelineTasks: [{ taskType: 'translation', config: { language, serviceId: pipeline.serviceId } }],
        inputData: { input: batch.map((source) => ({ source })) },
      },
      timeoutMs: http.timeoutMs,
      signal,
      fetch: http.fetch,
      errorText: commonErrorText,
    });
    const parsed = computeSchema.safeParse(reply);
    if (!parsed.success) throw malformed('Bhashini (inference)', 'no pipelineResponse[0].output');
    const output = (parsed.data.pipelineResponse.find((r) => r.taskType === 'translation') ?? parsed.data.pipelineResponse[0])?.output ?? [];
    return alignOutputs(
      'Bhashini',
      batch,
      output.map((o) => o.target),
    );
  };

  return {
    id: 'bhashini',
    ...limits,
    supports: (source, target) => source !== target && bhashiniLanguage(source, target) !== undefined,
    async translate({ texts, source, target, signal }) {
      const language = bhashiniLanguage(source, target);
      if (!language) throw new MtError(`Bhashini does not translate ${source} → ${target}`, false);
      return translateInBatches(texts, limits, async (batch) => {
        const pipeline = await pipelineFor(language, signal, false);
        try {
          return await compute(pipeline, language, batch, signal);
        } catch (err) {
          // An expired or revoked inference key: get a fresh one from the config call and try once more.
          if (!(err instanceof MtError) || (err.status !== 401 && err.status !== 403)) throw err;
          return compute(await pipelineFor(language, signal, true), language, batch, signal);
        }
      });
    },
  };
}
