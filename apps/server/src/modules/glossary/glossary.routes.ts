import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';

/** Glossary terms and the transliteration memory and glossary. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function registerGlossaryRoutes(app: FastifyInstance, ctx: AppContext) {}
