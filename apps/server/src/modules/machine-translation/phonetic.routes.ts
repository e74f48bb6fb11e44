import { phoneticReply, phoneticRequest } from '@lipi/contract';
import { phoneticToIndic } from '@lipi/engine/transliterate';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, replyOf } from '../../lib/envelope.ts';

/** The site keyboard types on every page of a customer's site: generous per address, but bounded. */
const PHONETIC_RATE_LIMIT = { max: 600, timeWindow: '1 minute' };

/**
 * `GET /api/transliteration/phonetic?text=namaste&lang=hi` (uiConfig swalekhUrl): romanised typing
 * in the target script. Public and cookie-less, so any origin may call it (`*`): it reads nothing
 * of anyone's account. A second suggestion is the strict ITRANS reading when it differs.
 */
export function registerPhoneticRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/transliteration/phonetic',
    {
      config: { policy: 'public', rateLimit: PHONETIC_RATE_LIMIT },
      schema: { querystring: phoneticRequest, response: replyOf(phoneticReply) },
      // Before validation and the rate limit, so a refusal is readable by the page that asked too.
      onRequest: async (_request, reply) => {
        reply.header('access-control-allow-origin', '*');
      },
    },
    async (request) => {
      const { text, lang } = request.query;
      const main = phoneticToIndic(text, lang);
      const strict = phoneticToIndic(text, lang, { scheme: 'itrans' });
      return ok({ text: main, ...(strict !== main ? { suggestions: [strict] } : {}) });
    },
  );
}
