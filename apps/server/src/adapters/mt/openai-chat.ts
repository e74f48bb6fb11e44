import { getLanguage, isLanguageCode } from '@lipi/contract';
import { z } from 'zod';
import { translateInBatches } from './batches.ts';
import type { MtHttpOptions } from './engines.ts';
import { postForReply } from './http.ts';
import type { MtAdapter } from './mt-adapter.ts';
import { parseTranslationList } from './openai-reply.ts';

export type OpenAiSettings = { baseUrl?: string; apiKey?: string; model: string };

const replySchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }), finish_reason: z.string().nullish() })).min(1),
});

const scriptNames = new Intl.DisplayNames(['en'], { type: 'script' });

/** "Odia (ଓଡ଼ିଆ, Odia script)": the model gets the language and the script it must write it in. */
function describeLanguage(code: string): string {
  if (!isLanguageCode(code)) return code;
  const language = getLanguage(code);
  const name = language.name.replace(/^\w/, (c) => c.toUpperCase());
  const script = `${scriptNames.of(language.script) ?? language.script} script`;
  return language.nativeName.toLowerCase() === language.name ? `${name} (${script})` : `${name} (${language.nativeName}, ${script})`;
}

export function systemPrompt(source: string, target: string, count: number): string {
  return [
    `You translate website and app text from ${describeLanguage(source)} into ${describeLanguage(target)}.`,
    `The user message is a JSON array of ${count} strings. Reply with only a JSON array of exactly ${count} strings:`,
    'the translations, in the same order, one per input string. No comments, no extra keys.',
    'Copy every token of the form {{1}}, {{2}}, … exactly as it appears, and keep it where it belongs in the',
    'sentence: they stand for markup and protected terms. Keep URLs, e-mail addresses, numbers and other',
    'placeholders such as {name}, %s or %1$s unchanged. Use the natural register of a well-localised website.',
  ].join('\n');
}

/** OpenAI says 429 both for "slow down" and for "no credit left"; only the first passes with time. */
function classify(status: number, body: unknown) {
  const code = (body as { error?: { code?: unknown; type?: unknown } } | undefined)?.error;
  if (status === 429 && (code?.code === 'insufficient_quota' || code?.type === 'insufficient_quota')) {
    return { note: 'quota of the account used up', retryable: false };
  }
  return undefined;
}

/**
 * Any OpenAI-compatible chat endpoint (OpenAI, vLLM, Ollama, LiteLLM…): POST {base}/chat/completions
 * with the batch as a JSON array and a prompt that asks for a JSON array back. A reply that does not
 * line up with the inputs fails each segment rather than pairing texts with the wrong translations.
 */
export function createOpenAiChat(settings: OpenAiSettings, http: MtHttpOptions): MtAdapter {
  // Small batches: the whole reply must fit the model's output budget, and a model keeps count
  // more reliably on short lists.
  const limits = { maxBatch: 40, maxChars: 8_000 };
  const endpoint = `${(settings.baseUrl ?? 'https://api.openai.com/v1').replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {};
  return {
    id: 'openai',
    ...limits,
    // A general model writes any language it knows; how well depends on the model the admin chose.
    supports: (source, target) => source !== target && isLanguageCode(source) && isLanguageCode(target),
    translate: ({ texts, source, target, signal }) =>
      translateInBatches(texts, limits, async (batch) => {
        const data = await postForReply({
          provider: 'OpenAI-compatible endpoint',
          url: endpoint,
          headers,
          body: {
            model: settings.model,
            temperature: 0,
            messages: [
              { role: 'system', content: systemPrompt(source, target, batch.length) },
              { role: 'user', content: JSON.stringify(batch) },
            ],
          },
          signal,
          classify,
          http,
          reply: replySchema,
          missing: 'no choices[0].message.content',
        });
        const choice = data.choices[0] as z.infer<typeof replySchema>['choices'][number];
        if (choice.finish_reason === 'length') {
          return batch.map(() => ({ error: 'The model stopped at its output limit before finishing the batch' }));
        }
        return parseTranslationList(choice.message.content ?? '', batch);
      }),
  };
}
