import type { AppContext } from '../../app-context.ts';
import { resolveEngine, type EngineProject } from './project-engines.service.ts';

/** Transliteration keeps the word order, so markers stay on their words; an engine says so itself (MtAdapter.keepsTags). */
export function engineKeepsTags(ctx: Pick<AppContext, 'mt'>, engine: string): boolean {
  if (engine === 'transliteration') return true;
  return ctx.mt.get(engine)?.keepsTags ?? true;
}

/**
 * Whether the engine set for this project and language reorders words without carrying the inline
 * tags with them (rule-based engines such as Apertium): the editor then marks its machine rows that
 * hold bold text or links for a check.
 */
export async function engineMovesTags(ctx: Pick<AppContext, 'db' | 'mt'>, project: EngineProject, targetLang: string): Promise<boolean> {
  const { engine } = await resolveEngine(ctx, project, targetLang);
  return !engineKeepsTags(ctx, engine);
}
