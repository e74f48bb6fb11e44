import { buildSnippet } from '@lipi/snippet/build';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export type SnippetAsset = { code: Buffer; gzip: Buffer; etag: string };

let asset: Promise<SnippetAsset> | undefined;

/**
 * The customer script, bundled from packages/snippet/src with esbuild on first use and kept in
 * memory (with its gzip and ETag). Where esbuild is not installed (a production install without
 * dev dependencies) the prebuilt packages/snippet/dist/snippet.js is served instead.
 */
export function getSnippetAsset(): Promise<SnippetAsset> {
  asset ??= (async () => {
    let code: string;
    try {
      code = await buildSnippet();
    } catch {
      code = await readFile(fileURLToPath(new URL('../../../../../packages/snippet/dist/snippet.js', import.meta.url)), 'utf8');
    }
    const bytes = Buffer.from(code);
    return { code: bytes, gzip: gzipSync(bytes, { level: 9 }), etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"` };
  })();
  asset.catch(() => (asset = undefined));
  return asset;
}
