import type { AppContext } from '../../app-context.ts';

/** The worker of persistent translation runs (filled in by the machine-translation module). */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function registerTranslationRunWorker(ctx: AppContext) {}
