import { build } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** The customer script as one minified IIFE (the server builds it in memory the same way). */
export async function buildSnippet() {
  const result = await build({
    entryPoints: [join(here, 'src/index.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2019', 'chrome80', 'firefox78', 'safari13'],
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const code = await buildSnippet();
  mkdirSync(join(here, 'dist'), { recursive: true });
  writeFileSync(join(here, 'dist/snippet.js'), code);
  console.log(`dist/snippet.js: ${code.length} bytes`);
}
