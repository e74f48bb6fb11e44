import { MACHINE_TRANSLATION_ROUTES as R, type EditorSelection, type RunSelectionCount } from '@lipi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { measureSegments, selectNewContentShown } from '../translation/run-selection.ts';
import { translationScope } from '../translation/translation-access.ts';
import { engineKeepsTags } from './engine-tags.ts';
import { resolveEngine } from './project-engines.service.ts';
import { findProjectSegments } from './run-segments.ts';

/**
 * The segments a run started from the editor takes with these filters: the new content among the
 * rows the list shows (the same server code). Returns a function of the engine, for startTranslationRun.
 */
export function editorSelection(ctx: AppContext, request: FastifyRequest, project: ProjectRow, targetLang: string, selection: EditorSelection = {}) {
  const { url, ...filters } = selection;
  // Resolved when the run needs it (after its own checks and the requestId look-up).
  return async (engine: string) => {
    const scope = await translationScope(ctx, request, project, { targetLang, url });
    return selectNewContentShown(ctx.db, scope, targetLang, filters, engine !== 'transliteration');
  };
}

/** The run's work list: the source hashes of the editor's selection. */
export function editorSelectionHashes(...args: Parameters<typeof editorSelection>) {
  const select = editorSelection(...args);
  return async (engine: string) => (await select(engine)).map((s) => s.sourceHash);
}

/** The built-in engine is named "Transliteration" in the confirmation, whatever its longer label. */
export function engineLabel(ctx: AppContext, engine: string): string {
  if (engine === 'transliteration') return 'Transliteration';
  return ctx.mt.list().find((e) => e.id === engine)?.label ?? engine;
}

/** `/translation/nmt/selection/count`: what the run would take, counted by the code that will pick it. */
export function registerRunSelectionRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, R.selectionCount, {
    policy: 'translation.machine',
    project: 'body',
    handler: async (request) => {
      const { targetLang, kind, nmtService, idArr, selection } = request.body;
      const project = request.project;
      const engine = kind === 't13n' ? 'transliteration' : (nmtService ?? (await resolveEngine(ctx, project, targetLang)).engine);
      const segments = idArr.length
        ? await measureSegments(ctx.db, project.id, await findProjectSegments(ctx.db, project.id, idArr))
        : await editorSelection(ctx, request, project, targetLang, selection)(engine);
      const reply: RunSelectionCount = {
        segments: segments.length,
        words: segments.reduce((sum, s) => sum + s.words, 0),
        characters: segments.reduce((sum, s) => sum + s.characters, 0),
        engine,
        engineLabel: engineLabel(ctx, engine),
        keepsTags: engineKeepsTags(ctx, engine),
        inlineMarkupSegments: segments.filter((s) => s.hasInlineMarkup).length,
      };
      return ok(reply);
    },
  });
}
