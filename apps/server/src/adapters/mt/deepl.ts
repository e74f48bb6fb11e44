import { z } from 'zod';
import { alignOutputs, translateInBatches } from './batches.ts';
import type { MtHttpOptions } from './engines.ts';
import { postForReply } from './http.ts';
import { languageCodes } from './language-codes.ts';
import type { MtAdapter } from './mt-adapter.ts';

/**
 * DeepL's documented source and target languages. No Indian language is among them, so DeepL only
 * serves a project's non-Indic targets (or English from a supported source); supports() says so.
 */
// prettier-ignore
const SOURCES = ['AR', 'BG', 'CS', 'DA', 'DE', 'EL', 'EN', 'ES', 'ET', 'FI', 'FR', 'HE', 'HU', 'ID', 'IT', 'JA', 'KO', 'LT', 'LV', 'NB', 'NL', 'PL', 'PT', 'RO', 'RU', 'SK', 'SL', 'SV', 'TH', 'TR', 'UK', 'VI', 'ZH'];
// prettier-ignore
const TARGETS = ['AR', 'BG', 'CS', 'DA', 'DE', 'EL', 'EN-US', 'ES', 'ES-419', 'ET', 'FI', 'FR', 'HE', 'HU', 'ID', 'IT', 'JA', 'KO', 'LT', 'LV', 'NB', 'NL', 'PL', 'PT-BR', 'RO', 'RU', 'SK', 'SL', 'SV', 'TH', 'TR', 'UK', 'VI', 'ZH-HANS', 'ZH-HANT'];

const upper = (list: readonly string[]) => Object.fromEntries(list.map((c) => [c.toLowerCase(), c]));
const sourceCodes = languageCodes(SOURCES, { ...upper(SOURCES), no: 'NB', 'zh-CN': 'ZH', 'zh-TW': 'ZH', 'es-MX': 'ES' });
// English and Portuguese need a variant as targets; US English and Brazilian Portuguese match what
// Google and Microsoft produce for plain `en`/`pt`, so switching engines does not switch dialects.
const targetCodes = languageCodes(TARGETS, {
  ...upper(TARGETS),
  en: 'EN-US',
  pt: 'PT-BR',
  no: 'NB',
  'zh-CN': 'ZH-HANS',
  'zh-TW': 'ZH-HANT',
  'es-MX': 'ES-419',
});

const replySchema = z.object({ translations: z.array(z.object({ text: z.unknown().optional() })) });

export type DeepLSettings = { authKey: string; url?: string };

/** Free-plan keys end in `:fx` and only work on the free host (DeepL's documented convention). */
export function deeplBaseUrl(settings: DeepLSettings): string {
  if (settings.url) return settings.url.replace(/\/+$/, '');
  return settings.authKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';
}

const classify = (status: number) => {
  if (status === 456) return { note: 'character quota of the DeepL plan used up', retryable: false };
  if (status === 413) return { note: 'request too large', retryable: false };
  return undefined;
};

/** DeepL API v2: POST /v2/translate, Authorization: DeepL-Auth-Key, {text: [...], source_lang, target_lang} → {translations: [{text}]}. */
export function createDeepL(settings: DeepLSettings, http: MtHttpOptions): MtAdapter {
  // At most 50 texts per request; the request body is capped at 128 KiB, and Indic or CJK text
  // takes up to 3 bytes per character, hence the character budget well below 128k.
  const limits = { maxBatch: 50, maxChars: 30_000 };
  const endpoint = `${deeplBaseUrl(settings)}/v2/translate`;
  return {
    id: 'deepl',
    ...limits,
    supports: (source, target) => source !== target && sourceCodes.toProvider(source) !== undefined && targetCodes.toProvider(target) !== undefined,
    translate: ({ texts, source, target, signal }) =>
      translateInBatches(texts, limits, async (batch) => {
        const data = await postForReply({
          provider: 'DeepL',
          url: endpoint,
          headers: { authorization: `DeepL-Auth-Key ${settings.authKey}` },
          body: { text: batch, source_lang: sourceCodes.toProvider(source) ?? source, target_lang: targetCodes.toProvider(target) ?? target },
          signal,
          classify,
          http,
          reply: replySchema,
          missing: 'no translations list',
        });
        return alignOutputs(
          'DeepL',
          batch,
          data.translations.map((t) => t.text),
        );
      }),
  };
}
