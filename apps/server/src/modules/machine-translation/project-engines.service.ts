import { DEFAULT_MT_ENGINE, DEFAULT_SOURCE_LANG, LANGUAGE_NAME_BY_CODE, MT_ENGINES, type LanguageCode } from '@lipi/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { projectEngines } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import type { ProjectRow } from '../projects/project-access.ts';

/** English, the source language of a project that chose none (decisions: project source language). */
export const SOURCE_LANG = DEFAULT_SOURCE_LANG;

/** What the engine settings need of a project: its id and the language its pairs start from. */
export type EngineProject = { id: string; sourceLanguage: string };

export type EngineChoice = { engine: string; pivotLang: string | null; isDefault: boolean };

/** 'marathi' → 'Marathi' for messages (the language table's names are lower case). */
export const nameOf = (code: string) => {
  const name: string = LANGUAGE_NAME_BY_CODE[code as LanguageCode] ?? code;
  return name.charAt(0).toUpperCase() + name.slice(1);
};
/** Why the built-in transliteration refuses a project not written in English. */
export const transliterationNeedsEnglish = (sourceLang: string) =>
  `Built-in transliteration writes English text in another script; it cannot start from ${nameOf(sourceLang)}. Please choose a translation engine (for example Apertium) for this project.`;
const labelOf = (engine: string) => MT_ENGINES.find((e) => e.id === engine)?.label ?? engine;

/** The engine chosen for the pair, or the default engine, direct. */
export async function resolveEngine(ctx: Pick<AppContext, 'db'>, project: EngineProject, targetLang: string): Promise<EngineChoice> {
  const [row] = await ctx.db
    .select()
    .from(projectEngines)
    .where(and(eq(projectEngines.projectId, project.id), eq(projectEngines.sourceLang, project.sourceLanguage), eq(projectEngines.targetLang, targetLang)));
  return row ? { engine: row.engine, pivotLang: row.pivotLang, isDefault: false } : { engine: DEFAULT_MT_ENGINE, pivotLang: null, isDefault: true };
}

/**
 * Refuses an engine this server cannot use for the pair, with the reason: not configured, or the
 * pair (each hop of a pivot) not served by the provider (by the provider's own list when it
 * publishes one, fetched first when missing or stale).
 */
export async function assertEngineServes(ctx: Pick<AppContext, 'mt'>, engine: string, sourceLang: string, targetLang: string, pivotLang: string | null) {
  const adapter = ctx.mt.get(engine);
  if (!adapter) throw badRequest(`${labelOf(engine)} is not configured on this server. Please choose another engine.`);
  // The built-in engine writes English in another script; it has no rules from any other script (decisions).
  if (engine === 'transliteration' && sourceLang !== SOURCE_LANG) throw badRequest(transliterationNeedsEnglish(sourceLang));
  await ctx.mt.refreshLanguages();
  const hops = pivotLang
    ? [
        [sourceLang, pivotLang],
        [pivotLang, targetLang],
      ]
    : [[sourceLang, targetLang]];
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
    .where(and(eq(projectEngines.projectId, project.id), eq(projectEngines.sourceLang, project.sourceLanguage)));
  const byLang = new Map(rows.map((r) => [r.targetLang, r]));
  const engines = project.languages.map((targetLang) => {
    const row = byLang.get(targetLang);
    return row
      ? { targetLang, engine: row.engine, pivotLang: row.pivotLang, isDefault: false }
      : { targetLang, engine: DEFAULT_MT_ENGINE as string, pivotLang: null, isDefault: true };
  });
  return { sourceLang: project.sourceLanguage, engines };
}

type EngineUpdate = { targetLang: string; engine: string; pivotLang?: string | null };

/** `/translation/engines/update`: checked against this server's engines before it is stored. */
export async function updateProjectEngine(ctx: Pick<AppContext, 'db' | 'mt' | 'clock'>, project: ProjectRow, input: EngineUpdate) {
  if (!project.languages.includes(input.targetLang)) throw badRequest(`${nameOf(input.targetLang)} is not a language of this project.`);
  const pivotLang = input.pivotLang ?? null;
  if (pivotLang === project.sourceLanguage) throw badRequest('The pivot language must differ from the source language.');
  await assertEngineServes(ctx, input.engine, project.sourceLanguage, input.targetLang, pivotLang);
  const values = { engine: input.engine, pivotLang, updatedAt: ctx.clock.now() };
  await ctx.db
    .insert(projectEngines)
    .values({ projectId: project.id, sourceLang: project.sourceLanguage, targetLang: input.targetLang, ...values })
    .onConflictDoUpdate({ target: [projectEngines.projectId, projectEngines.sourceLang, projectEngines.targetLang], set: values });
  return getProjectEngines(ctx, project);
}
