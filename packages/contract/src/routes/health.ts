import { z } from 'zod';
import { defineRoute } from './define.ts';

const tag = 'Operations';

/** One dependency the server needs to serve: `ok`, or why not. */
export const readyCheck = z.object({ ok: z.boolean(), error: z.string().optional() });

export const readyReply = z.object({
  status: z.enum(['ready', 'not ready']),
  checks: z.object({
    database: readyCheck,
    /** Only present when REDIS_URL is set. */
    redis: readyCheck.optional(),
    jobQueue: readyCheck,
  }),
});

/** Liveness and readiness of one server instance, for load balancers, Docker and orchestrators. */
export const HEALTH_ROUTES = {
  health: defineRoute({
    method: 'GET',
    path: '/health',
    tag,
    summary: 'Alive: the process answers (no dependency is checked)',
    reply: z.object({ status: z.literal('ok') }),
    public: true,
    example: { reply: { success: true, data: { status: 'ok' }, message: '', type: null } },
  }),
  ready: defineRoute({
    method: 'GET',
    path: '/ready',
    tag,
    summary: 'Ready to serve: the database, Redis (when set) and the job queue answer; 503 names the part that failed',
    reply: readyReply,
    errors: ['UNAVAILABLE'],
    public: true,
    example: {
      reply: {
        success: false,
        data: {
          status: 'not ready',
          checks: { database: { ok: true }, redis: { ok: false, error: 'Redis did not answer within 2 s' }, jobQueue: { ok: true } },
        },
        message: 'Not ready: redis',
        type: 'UNAVAILABLE',
      },
    },
  }),
} as const;
