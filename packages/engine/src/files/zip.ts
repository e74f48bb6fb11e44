import { zipSync, strToU8 } from 'fflate';

/**
 * A zip of generated files (translated resource folders). Entries are sorted so the same content
 * gives the same archive, and dated with a fixed time so downloads are reproducible.
 */
export function writeZip(files: ReadonlyMap<string, string | Uint8Array>): Uint8Array {
  const entries: Record<string, [Uint8Array, { mtime: Date }]> = {};
  const mtime = new Date('2026-01-01T00:00:00Z');
  for (const path of [...files.keys()].sort()) {
    if (path.startsWith('/') || path.split('/').includes('..')) throw new Error(`Unsafe path in zip: ${path}`);
    const value = files.get(path)!;
    entries[path] = [typeof value === 'string' ? strToU8(value) : value, { mtime }];
  }
  return zipSync(entries, { level: 6 });
}
