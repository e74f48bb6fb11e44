import { ENGINE_ROUTES, ENGINE_TEST_SAMPLE, MT_ENGINES } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { MtError } from '../../adapters/mt/mt-adapter.ts';
import { badRequest } from '../../lib/errors.ts';
import { ok } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';

/** Each click may be a paid provider call: a few a minute per caller is enough to check settings. */
const TEST_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

/**
 * `POST /api/translation/engine/test`: one sentence through the engine exactly as this server is
 * configured, called once (no retries), so the setup page shows what the provider says. A failure is
 * a successful call with `ok: false` and the provider's message verbatim; only an engine this server
 * has no settings for is refused.
 */
export function registerEngineTestRoute(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, ENGINE_ROUTES.test, {
    policy: 'translation.manage',
    config: { rateLimit: TEST_RATE_LIMIT },
    handler: async (request) => {
      const { engine, source, target } = request.body;
      const text = request.body.text ?? ENGINE_TEST_SAMPLE;
      const adapter = ctx.mt.get(engine);
      const label = MT_ENGINES.find((e) => e.id === engine)?.label ?? engine;
      if (!adapter) throw badRequest(`${label} is not configured on this server. Set its settings and restart the server.`);
      const started = performance.now();
      let translation: string | null = null;
      let error: string | null = null;
      try {
        const [result] = await adapter.translate({ texts: [text], source, target });
        if (!result) error = `${label} returned nothing`;
        else if ('text' in result) translation = result.text;
        else error = result.error;
      } catch (err) {
        error = err instanceof MtError ? err.message : (err as Error).message || `${label} failed`;
      }
      const ms = Math.round(performance.now() - started);
      const reply = { ok: error === null, engine, source, target, text, translation, error, ms };
      return ok(reply, error === null ? `${label} answered` : `${label} failed`);
    },
  });
}
