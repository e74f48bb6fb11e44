import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';

/** The translating proxy and its cache. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function registerRenderRoutes(app: FastifyInstance, ctx: AppContext) {}
