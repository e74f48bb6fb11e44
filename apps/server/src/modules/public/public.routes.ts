import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';

/** The public API the snippet calls (no sign-in, CORS, rate-limited). */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function registerPublicRoutes(app: FastifyInstance, ctx: AppContext) {}
