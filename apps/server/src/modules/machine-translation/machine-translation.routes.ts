import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';

/** Bulk machine translation and transliteration runs, engines per language pair, phonetic typing. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function registerMachineTranslationRoutes(app: FastifyInstance, ctx: AppContext) {}
