import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { isBundle, runtimePaths } from '../../lib/runtime-paths.ts';

export type SnippetAsset = { code: Buffer; gzip: Buffer; etag: string };

let asset: Promise<SnippetAsset> | undefined;

/**
 * The customer script, kept in memory with its gzip and ETag. The compiled server serves the copy
 * its build wrote beside it (dist/snippet.js); the sources bundle packages/snippet/src with esbuild
 * on first use, or fall back to the prebuilt packages/snippet/dist/snippet.js without esbuild.
 */
export function getSnippetAsset(): Promise<SnippetAsset> {
  asset ??= (async () => {
    const bytes = Buffer.from(await loadSnippetCode());
    return { code: bytes, gzip: gzipSync(bytes, { level: 9 }), etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"` };
  })();
  asset.catch(() => (asset = undefined));
  return asset;
}

async function loadSnippetCode(): Promise<string> {
  if (isBundle) return readFile(runtimePaths.bundledSnippet, 'utf8');
  try {
    // Imported only here, so the compiled server never loads esbuild.
    const { buildSnippet } = await import('@lipi/snippet/build');
    return await buildSnippet();
  } catch {
    return readFile(runtimePaths.fallbackSnippet, 'utf8');
  }
}
