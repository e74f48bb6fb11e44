import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';

/** Translation memory calls (spec 02 §7 Translation). */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function registerTranslationRoutes(app: FastifyInstance, ctx: AppContext) {}
