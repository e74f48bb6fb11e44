import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';

/** Visitors' suggestions and feedback, reviewed in the dashboard. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function registerSuggestionRoutes(app: FastifyInstance, ctx: AppContext) {}
