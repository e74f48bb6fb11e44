import { resolve } from 'node:path';

/** Replaced by `true` in the production bundle (build.mjs); undefined when the sources run under tsx or vitest. */
declare const __LIPI_BUNDLE__: boolean | undefined;

/** True in dist/main.js: files are found from dist/ instead of src/lib/. */
export const isBundle = typeof __LIPI_BUNDLE__ !== 'undefined' && __LIPI_BUNDLE__;

/** apps/server, whether this code runs from apps/server/dist/main.js or apps/server/src/lib/runtime-paths.ts. */
export const serverRoot = resolve(import.meta.dirname, isBundle ? '..' : '../..');

/** Files the server reads at run time, the same from the sources and from the bundle. */
export const runtimePaths = {
  migrations: resolve(serverRoot, 'drizzle'),
  webDist: resolve(serverRoot, '../web/dist'),
  /** The prebuilt customer script (build.mjs); the sources build it in memory instead. */
  bundledSnippet: resolve(serverRoot, 'dist/snippet.js'),
  fallbackSnippet: resolve(serverRoot, '../../packages/snippet/dist/snippet.js'),
  /** Phonetic typing's word lists: copied into dist/ by build.mjs, read from the engine's data folder otherwise. */
  /** The embedded database's worker thread (db/pglite-worker.mjs): copied into dist/ by build.mjs. */
  pgliteWorker: isBundle ? resolve(serverRoot, 'dist/pglite-worker.mjs') : resolve(serverRoot, 'src/db/pglite-worker.mjs'),
  phoneticWords: isBundle ? resolve(serverRoot, 'dist/phonetic-words') : resolve(serverRoot, '../../packages/engine/data/phonetic-words'),
};
