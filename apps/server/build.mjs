// The production server: src/main.ts bundled by esbuild into dist/main.js (plus its source map),
// with Lipi's own workspace packages (@lipi/*, TypeScript sources) inside the bundle and every npm
// dependency left external, loaded from node_modules at run time like any Node program. The
// customer snippet is prebuilt next to it (dist/snippet.js), so the running server needs no esbuild.
import { build } from 'esbuild';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSnippet } from '@lipi/snippet/build';

const here = dirname(fileURLToPath(import.meta.url));
const outdir = join(here, 'dist');

/** Bare imports stay external except Lipi's workspace packages, which are TypeScript sources. */
const externalNpm = {
  name: 'external-npm',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      if (args.path.startsWith('@lipi/') && args.path !== '@lipi/snippet/build') return undefined;
      return { path: args.path, external: true };
    });
  },
};

export async function buildServer() {
  const started = Date.now();
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    entryPoints: [join(here, 'src/main.ts')],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: true,
    // Stack traces and the bundle keep the sources' names.
    keepNames: true,
    plugins: [externalNpm],
    // lib/runtime-paths.ts finds drizzle/, the web build and the snippet from dist/ instead of src/.
    define: { __LIPI_BUNDLE__: 'true' },
    logLevel: 'warning',
    metafile: true,
  });
  writeFileSync(join(outdir, 'snippet.js'), await buildSnippet());
  // Phonetic typing's word lists, read at run time (lib/runtime-paths.ts), never bundled.
  cpSync(join(here, '../../packages/engine/data/phonetic-words'), join(outdir, 'phonetic-words'), { recursive: true });
  // The embedded database's worker thread is a file of its own (new Worker(path)), plain JavaScript.
  cpSync(join(here, 'src/db/pglite-worker.mjs'), join(outdir, 'pglite-worker.mjs'));
  const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
  console.log(`server: dist/main.js built in ${Date.now() - started} ms (${Math.round(bytes / 1024)} KB with the source map)`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildServer();
