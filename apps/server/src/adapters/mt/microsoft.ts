import { z } from 'zod';
import { alignOutputs, translateInBatches } from './batches.ts';
import type { MtHttpOptions } from './engines.ts';
import { postForReply } from './http.ts';
import { COMMON_RENAMES, languageCodes } from './language-codes.ts';
import type { MtAdapter } from './mt-adapter.ts';

/** Translator v3 text-translation languages by Microsoft's codes, from its language-support page. */
// prettier-ignore
const LANGUAGES = [
  'af', 'am', 'ar', 'as', 'az', 'ba', 'bg', 'bho', 'bn', 'bo', 'brx', 'bs', 'ca', 'cs', 'cy', 'da', 'de',
  'doi', 'dsb', 'dv', 'el', 'en', 'es', 'et', 'eu', 'fa', 'fi', 'fil', 'fj', 'fo', 'fr', 'fr-CA', 'ga',
  'gl', 'gom', 'gu', 'ha', 'he', 'hi', 'hne', 'hr', 'hsb', 'ht', 'hu', 'hy', 'id', 'ig', 'ikt', 'is', 'it',
  'iu', 'ja', 'ka', 'kk', 'km', 'kmr', 'kn', 'ko', 'ks', 'ku', 'ky', 'ln', 'lo', 'lt', 'lug', 'lv', 'lzh',
  'mai', 'mg', 'mi', 'mk', 'ml', 'mn-Cyrl', 'mn-Mong', 'mr', 'ms', 'mt', 'mww', 'my', 'nb', 'ne', 'nl',
  'nso', 'nya', 'or', 'otq', 'pa', 'pl', 'prs', 'ps', 'pt', 'pt-PT', 'ro', 'ru', 'run', 'rw', 'sd', 'si',
  'sk', 'sl', 'sm', 'sn', 'so', 'sq', 'sr-Cyrl', 'sr-Latn', 'st', 'sv', 'sw', 'ta', 'te', 'th', 'ti', 'tk',
  'tn', 'to', 'tr', 'tt', 'ty', 'ug', 'uk', 'ur', 'uz', 'vi', 'xh', 'yo', 'yua', 'yue', 'zh-Hans',
  'zh-Hant', 'zu',
];
// Kashmiri at Microsoft is the Perso-Arabic script (Lipi `kas-IN`); Lipi `ks` (Devanagari) has no match.
// Manipuri is left out: Microsoft does not document which script `mni` output is in.
const codes = languageCodes(LANGUAGES, {
  ...COMMON_RENAMES,
  'kas-IN': 'ks',
  ks: 'ks-Deva',
  'zh-CN': 'zh-Hans',
  'zh-TW': 'zh-Hant',
  no: 'nb',
  sr: 'sr-Cyrl',
  mn: 'mn-Cyrl',
  hmn: 'mww',
  ny: 'nya',
  'es-MX': 'es',
});

const replySchema = z.array(z.object({ translations: z.array(z.object({ text: z.unknown().optional() })) }));

export type MicrosoftSettings = { url: string; key: string; region?: string };

/** Microsoft's 403 means the subscription's quota is used up: retrying will not help until it resets. */
const classify = (status: number) => (status === 403 ? { note: 'quota exceeded or key not allowed', retryable: false } : undefined);

/** Translator v3: POST /translate?api-version=3.0&from=&to= [{Text}] → [{translations: [{text, to}]}]. */
export function createMicrosoftTranslator(settings: MicrosoftSettings, http: MtHttpOptions): MtAdapter {
  // Documented request limits: 1,000 array elements and 50,000 characters including spaces.
  const limits = { maxBatch: 1000, maxChars: 50_000 };
  const base = settings.url.replace(/\/+$/, '');
  const headers: Record<string, string> = { 'Ocp-Apim-Subscription-Key': settings.key };
  // Regional and multi-service resources need the region; global single-service ones must not send it.
  if (settings.region) headers['Ocp-Apim-Subscription-Region'] = settings.region;
  return {
    id: 'microsoft',
    ...limits,
    supports: codes.supportsPair,
    translate: ({ texts, source, target, signal }) => {
      const query = new URLSearchParams({ 'api-version': '3.0', from: codes.toProvider(source) ?? source, to: codes.toProvider(target) ?? target });
      return translateInBatches(texts, limits, async (batch) => {
        const data = await postForReply({
          provider: 'Microsoft Translator',
          url: `${base}/translate?${query.toString()}`,
          headers,
          body: batch.map((text) => ({ Text: text })),
          signal,
          classify,
          http,
          reply: replySchema,
          missing: 'not a list of {translations}',
        });
        return alignOutputs(
          'Microsoft Translator',
          batch,
          data.map((item) => item.translations[0]?.text),
        );
      });
    },
  };
}
