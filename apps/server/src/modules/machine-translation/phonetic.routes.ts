import { MACHINE_TRANSLATION_ROUTES } from '@lipi/contract';
import { phoneticSuggestions, phoneticToIndic } from '@lipi/engine/transliterate';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';

/** The site keyboard types on every page of a customer's site: generous per address, but bounded. */
const PHONETIC_RATE_LIMIT = { max: 600, timeWindow: '1 minute' };

/**
 * `GET /api/transliteration/phonetic?text=namaste&lang=hi` (uiConfig swalekhUrl): romanised typing
 * in the target script. Public and cookie-less, so any origin may call it (`*`): it reads nothing
 * of anyone's account. For a single word the reply carries the best candidate as `text` and up to
 * four more in `suggestions` (ranked by the language's word list), then the strict ITRANS reading.
 */
const MAX_SUGGESTIONS = 4;

export function registerPhoneticRoute(app: FastifyInstance, ctx: Pick<AppContext, 'db'>) {
  registerRoute(app, ctx, MACHINE_TRANSLATION_ROUTES.phonetic, {
    policy: 'public',
    config: { rateLimit: PHONETIC_RATE_LIMIT },
    options: {
      // Before validation and the rate limit, so a refusal is readable by the page that asked too.
      onRequest: async (_request, reply) => {
        reply.header('access-control-allow-origin', '*');
      },
    },
    handler: async (request) => {
      const { text, lang } = request.query;
      const [main = phoneticToIndic(text, lang), ...others] = phoneticSuggestions(text, lang, MAX_SUGGESTIONS + 1);
      const strict = phoneticToIndic(text, lang, { scheme: 'itrans' });
      const suggestions = [...new Set([...others, strict])].filter((s) => s !== main).slice(0, MAX_SUGGESTIONS);
      return ok({ text: main, ...(suggestions.length > 0 ? { suggestions } : {}) });
    },
  });
}
