/** The snippet's walk and apply bundled for the page under test: today's sources, or a commit's (snippet-bench --before). */
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repo = join(import.meta.dirname, '..');

export async function bundle(dir: string, engineBrowser?: string, minify = true): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import { walk } from './segment.ts'; import { applyTranslation } from './apply.ts';
        import { fnv1a64, normaliseText } from '@lipi/engine/extract/browser';
        export default { walk, applyTranslation, fnv1a64, normaliseText };`,
      resolveDir: dir,
      loader: 'ts',
    },
    alias: engineBrowser ? { '@lipi/engine/extract/browser': engineBrowser } : {},
    bundle: true,
    minify,
    format: 'iife',
    globalName: '__lipiBundle',
    target: 'es2019',
    write: false,
  });
  return result.outputFiles![0]!.text;
}

/** The snippet's sources as they were at `commit` (walk and apply), bundled against today's engine. */
export async function bundleAt(commit: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'snippet-before-'));
  try {
    const files = execFileSync('git', ['ls-tree', '--name-only', commit, 'packages/snippet/src/'], { cwd: repo, encoding: 'utf8' });
    for (const path of files.split('\n').filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      writeFileSync(join(dir, path.split('/').pop()!), execFileSync('git', ['show', `${commit}:${path}`], { cwd: repo }));
    }
    return await bundle(dir, join(repo, 'packages/engine/src/extract/browser.ts'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
