import { DEFAULT_MT_ENGINE, LANGUAGE_NAME_BY_CODE, MT_ENGINES, type LanguageCode } from '@lipi/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { projectEngines } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import type { ProjectRow } from '../projects/project-access.ts';

/** Projects are localised from English: every pair starts there (decisions: source language). */
export const SOURCE_LANG = 'en';

export type EngineChoice = { engine: string; pivotLang: string | null; isDefault: boolean };

/** 'marathi' → 'Marathi' for messages (the language table's names are lower case). */
export const nameOf = (code: string) => {
  const name: string = LANGUAGE_NAME_BY_CODE[code as LanguageCode] ?? code;
  return name.charAt(0).toUpperCase() + name.slice(1);
};
const labelOf = (engine: string) => MT_ENGINES.find((e) => e.id === engine)?.label ?? engine;

/** The engine chosen for the pair, or the default engine, direct. */
export async function resolveEngine(ctx: Pick<AppContext, 'db'>, projectId: string, targetLang: string): Promise<EngineChoice> {
  const [row] = await ctx.db
    .select()
    .from(projectEngines)
    .where(and(eq(projectEngines.projectId, projectId), eq(projectEngines.sourceLang, SOURCE_LANG), eq(projectEngines.targetLang, targetLang)));
  return row ? { engine: row.engine, pivotLang: row.pivotLang, isDefault: false } : { engine: DEFAULT_MT_ENGINE, pivotLang: null, isDefault: true };
}

/**
 * Refuses an engine this server cannot use for the pair, with the reason: not configured, or the
 * pair (each hop of a pivot) not served by the provider (by the provider's own list when it
 * publishes one, fetched first when missing or stale).
 */
export async function assertEngineServes(ctx: Pick<AppContext, 'mt'>, engine: string, targetLang: string, pivotLang: string | null) {
  const adapter = ctx.mt.get(engine);
  if (!adapter) throw badRequest(`${labelOf(engine)} is not configured on this server. Please choose another engine.`);
  await ctx.mt.refreshLanguages();
  const hops = pivotLang
    ? [
        [SOURCE_LANG, pivotLang],
        [pivotLang, targetLang],
      ]
    : [[SOURCE_LANG, targetLang]];
  for (const [from, to] of hops) {
    if (!adapter.supports(from!, to!)) throw badRequest(`${labelOf(engine)} does not translate ${nameOf(from!)} to ${nameOf(to!)}.`);
  }
  return adapter;
}

/** `/translation/engines/get`: one entry per target language of the project. */
export async function getProjectEngines(ctx: Pick<AppContext, 'db'>, project: ProjectRow) {
  const rows = await ctx.db
    .select()
    .from(projectEngines)
    .where(and(eq(projectEngines.projectId, project.id), eq(projectEngines.sourceLang, SOURCE_LANG)));
  const byLang = new Map(rows.map((r) => [r.targetLang, r]));
  const engines = project.languages.map((targetLang) => {
    const row = byLang.get(targetLang);
    return row
      ? { targetLang, engine: row.engine, pivotLang: row.pivotLang, isDefault: false }
      : { targetLang, engine: DEFAULT_MT_ENGINE as string, pivotLang: null, isDefault: true };
  });
  return { sourceLang: SOURCE_LANG, engines };
}

type EngineUpdate = { targetLang: string; engine: string; pivotLang?: string | null };

/** `/translation/engines/update`: checked against this server's engines before it is stored. */
export async function updateProjectEngine(ctx: Pick<AppContext, 'db' | 'mt' | 'clock'>, project: ProjectRow, input: EngineUpdate) {
  if (!project.languages.includes(input.targetLang)) throw badRequest(`${nameOf(input.targetLang)} is not a language of this project.`);
  const pivotLang = input.pivotLang ?? null;
  if (pivotLang === SOURCE_LANG) throw badRequest('The pivot language must differ from the source language.');
  await assertEngineServes(ctx, input.engine, input.targetLang, pivotLang);
  const values = { engine: input.engine, pivotLang, updatedAt: ctx.clock.now() };
  await ctx.db
    .insert(projectEngines)
    .values({ projectId: project.id, sourceLang: SOURCE_LANG, targetLang: input.targetLang, ...values })
    .onConflictDoUpdate({ target: [projectEngines.projectId, projectEngines.sourceLang, projectEngines.targetLang], set: values });
  return getProjectEngines(ctx, project);
}
