import { z } from 'zod';
import { alignOutputs, translateInBatches } from './batches.ts';
import type { MtHttpOptions } from './engines.ts';
import { commonErrorText, postForReply } from './http.ts';
import { COMMON_RENAMES, languageCodes } from './language-codes.ts';
import type { MtAdapter } from './mt-adapter.ts';

/** Cloud Translation v2 (Basic, NMT) languages by Google's codes, from its language-support page. */
// prettier-ignore
const LANGUAGES = [
  'af', 'ak', 'am', 'ar', 'as', 'ay', 'az', 'be', 'bg', 'bho', 'bm', 'bn', 'bs', 'ca', 'ceb', 'ckb', 'co',
  'cs', 'cy', 'da', 'de', 'doi', 'dv', 'ee', 'el', 'en', 'eo', 'es', 'et', 'eu', 'fa', 'fi', 'fil', 'fr',
  'fy', 'ga', 'gd', 'gl', 'gn', 'gom', 'gu', 'ha', 'haw', 'he', 'hi', 'hmn', 'hr', 'ht', 'hu', 'hy', 'id',
  'ig', 'ilo', 'is', 'it', 'ja', 'jv', 'ka', 'kk', 'km', 'kn', 'ko', 'kri', 'ku', 'ky', 'la', 'lb', 'lg',
  'ln', 'lo', 'lt', 'lus', 'lv', 'mai', 'mg', 'mi', 'mk', 'ml', 'mn', 'mni-Mtei', 'mr', 'ms', 'mt', 'my',
  'ne', 'nl', 'no', 'nso', 'ny', 'om', 'or', 'pa', 'pl', 'ps', 'pt', 'qu', 'ro', 'ru', 'rw', 'sa', 'sd',
  'si', 'sk', 'sl', 'sm', 'sn', 'so', 'sq', 'sr', 'st', 'su', 'sv', 'sw', 'ta', 'te', 'tg', 'th', 'ti',
  'tk', 'tl', 'tr', 'ts', 'tt', 'ug', 'uk', 'ur', 'uz', 'vi', 'xh', 'yi', 'yo', 'zh-CN', 'zh-TW', 'zu',
];
// Google's Manipuri is Meetei Mayek only, so Lipi's Bengali-script `mni` stays unsupported.
const codes = languageCodes(LANGUAGES, { ...COMMON_RENAMES, 'es-MX': 'es' });

const replySchema = z.object({ data: z.object({ translations: z.array(z.object({ translatedText: z.unknown().optional() })) }) });

export type GoogleSettings = { url: string; apiKey: string };

/** Google's documented 403 reasons: a per-minute limit passes, a daily one lasts until midnight Pacific time. */
function classify(status: number, body: unknown) {
  if (status !== 403) return undefined;
  const text = commonErrorText(body) ?? '';
  if (/rate limit exceeded/i.test(text) && !/daily/i.test(text)) return { note: 'per-minute quota', retryable: true };
  if (/daily limit exceeded/i.test(text)) return { note: 'daily quota used up', retryable: false };
  return undefined;
}

/** Cloud Translation Basic (v2): POST ?key=KEY {q: [...], source, target, format: 'text'} → {data: {translations: [{translatedText}]}}. */
export function createGoogleTranslate(settings: GoogleSettings, http: MtHttpOptions): MtAdapter {
  // Google recommends at most 128 strings per request and caps a request at 30k code points.
  const limits = { maxBatch: 128, maxChars: 30_000 };
  const url = new URL(settings.url);
  url.searchParams.set('key', settings.apiKey);
  return {
    id: 'google',
    ...limits,
    supports: codes.supportsPair,
    translate: ({ texts, source, target, signal }) =>
      translateInBatches(texts, limits, async (batch) => {
        const data = await postForReply({
          provider: 'Google Cloud Translation',
          url: url.toString(),
          body: { q: batch, source: codes.toProvider(source) ?? source, target: codes.toProvider(target) ?? target, format: 'text' },
          signal,
          classify,
          http,
          reply: replySchema,
          missing: 'no data.translations list',
        });
        return alignOutputs(
          'Google Cloud Translation',
          batch,
          data.data.translations.map((t) => t.translatedText),
        );
      }),
  };
}
