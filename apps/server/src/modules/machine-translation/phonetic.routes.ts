import { MACHINE_TRANSLATION_ROUTES } from '@lipi/contract';
import { phoneticSuggestions, phoneticToIndic } from '@lipi/engine/transliterate';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { loadPhoneticLexicon } from './phonetic-lexicon.ts';
import { createOrgWords } from './phonetic-org-words.ts';
import { findPhoneticPicks, recordPhoneticPick } from './phonetic-picks.service.ts';

/** The site keyboard types on every page of a customer's site: generous per address, but bounded. */
const PHONETIC_RATE_LIMIT = { max: 600, timeWindow: '1 minute' };

/**
 * `GET /api/transliteration/phonetic?text=namaste&lang=hi` (uiConfig swalekhUrl): romanised typing
 * in the target script. Public and cookie-less, so any origin may call it (`*`): it reads nothing
 * of anyone's account. For a single word the reply carries the best candidate as `text` and up to
 * four more in `suggestions` (ranked by the language's dictionary and word list), then the strict
 * ITRANS reading. A signed-in editor (the dashboard sends its session) gets the spellings their
 * organisation picked before first (`POST /transliteration/phonetic/pick`), and words their
 * organisation's translation memory uses rank as dictionary words by how often they are used
 * (phonetic-org-words.ts: counted in the background, only looked up here).
 */
const MAX_SUGGESTIONS = 4;

export function registerPhoneticRoute(app: FastifyInstance, ctx: Pick<AppContext, 'db'>) {
  const orgWords = createOrgWords(ctx.db, { onError: (error) => app.log.warn({ err: error }, 'phonetic typing: counting an organisation’s words failed') });
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
      const organisationId = request.auth?.organisationId;
      const [lexicon, picks] = await Promise.all([
        loadPhoneticLexicon(lang),
        organisationId ? findPhoneticPicks(ctx.db, organisationId, lang, text) : Promise.resolve([]),
      ]);
      const used = organisationId ? orgWords.find(organisationId, lang) : undefined;
      const [main = phoneticToIndic(text, lang, { lexicon }), ...others] = phoneticSuggestions(text, lang, MAX_SUGGESTIONS + 1, { lexicon, picks, used });
      const strict = phoneticToIndic(text, lang, { scheme: 'itrans' });
      const suggestions = [...new Set([...others, strict])].filter((s) => s !== main).slice(0, MAX_SUGGESTIONS);
      return ok({ text: main, ...(suggestions.length > 0 ? { suggestions } : {}) });
    },
  });

  registerRoute(app, ctx, MACHINE_TRANSLATION_ROUTES.phoneticPick, {
    policy: 'translation.edit',
    handler: async (request) => {
      const { organisationId } = requireAuth(request);
      // A super admin belongs to no organisation: nothing to learn for.
      if (!organisationId) return ok({ picks: 0 });
      return ok({ picks: await recordPhoneticPick(ctx.db, organisationId, request.body) });
    },
  });
}
