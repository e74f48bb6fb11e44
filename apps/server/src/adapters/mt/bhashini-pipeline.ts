import { z } from 'zod';
import type { MtHttpOptions } from './engines.ts';
import { commonErrorText, malformed, postJson } from './http.ts';

/** ULCA's language object; the script codes tell apart Kashmiri, Manipuri and Sindhi in two scripts. */
export type BhashiniLanguage = { sourceLanguage: string; targetLanguage: string; sourceScriptCode?: string; targetScriptCode?: string };

/** Where and how to call the translation model for one language pair, as the config call answered. */
export type BhashiniPipeline = { callbackUrl: string; keyName: string; keyValue: string; serviceId: string };

export type BhashiniSettings = { userId: string; apiKey: string; pipelineId: string; configUrl: string };

const configSchema = z.object({
  pipelineResponseConfig: z.array(
    z.object({
      taskType: z.string(),
      config: z.array(z.object({ serviceId: z.string(), language: z.record(z.string(), z.unknown()).optional() })),
    }),
  ),
  pipelineInferenceAPIEndPoint: z.object({
    callbackUrl: z.url(),
    inferenceApiKey: z.object({ name: z.string().min(1), value: z.string() }),
  }),
});

/**
 * The pipeline config call (getModelsPipeline): asks which service in the pipeline translates this
 * pair and receives the inference address and key to use for it.
 */
export async function fetchPipeline(
  settings: BhashiniSettings,
  language: BhashiniLanguage,
  http: MtHttpOptions,
  signal?: AbortSignal,
): Promise<BhashiniPipeline> {
  const reply = await postJson({
    provider: 'Bhashini (pipeline config)',
    url: settings.configUrl,
    headers: { userID: settings.userId, ulcaApiKey: settings.apiKey },
    body: {
      pipelineTasks: [{ taskType: 'translation', config: { language } }],
      pipelineRequestConfig: { pipelineId: settings.pipelineId },
    },
    timeoutMs: http.timeoutMs,
    signal,
    fetch: http.fetch,
    errorText: commonErrorText,
  });
  const parsed = configSchema.safeParse(reply);
  if (!parsed.success) throw malformed('Bhashini (pipeline config)', 'no pipelineInferenceAPIEndPoint or pipelineResponseConfig');
  const configs = parsed.data.pipelineResponseConfig.filter((t) => t.taskType === 'translation').flatMap((t) => t.config);
  // Prefer the service whose declared pair matches; some replies omit the language, then any translation service is it.
  const matching = configs.find((c) => c.language?.sourceLanguage === language.sourceLanguage && c.language?.targetLanguage === language.targetLanguage);
  const service = matching ?? configs[0];
  if (!service) throw malformed('Bhashini (pipeline config)', `no translation service for ${language.sourceLanguage}→${language.targetLanguage}`);
  const endpoint = parsed.data.pipelineInferenceAPIEndPoint;
  return { callbackUrl: endpoint.callbackUrl, keyName: endpoint.inferenceApiKey.name, keyValue: endpoint.inferenceApiKey.value, serviceId: service.serviceId };
}
