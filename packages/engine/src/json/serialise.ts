import { strToU8, zipSync } from 'fflate';
import type { JsonObject, JsonValue } from './parse.ts';

/** The input's indentation (tabs or n spaces; none for minified) and final newline, kept on export. */
export function serialiseLike(source: string, doc: JsonObject | JsonValue[]): string {
  const indent = /\n([ \t]+)\S/.exec(source)?.[1] ?? '';
  const text = JSON.stringify(doc, null, indent.startsWith('\t') ? '\t' : indent.length || undefined);
  return /\n\s*$/.test(source) ? `${text}\n` : text;
}

/** Files (UTF-8 text) into one zip archive, compressed, with fixed times so the same input gives the same bytes. */
export function zipTextFiles(files: readonly { path: string; text: string }[]): Uint8Array {
  const entries: Record<string, [Uint8Array, { mtime: Date }]> = {};
  for (const file of files) entries[file.path] = [strToU8(file.text), { mtime: new Date('2020-01-01T00:00:00Z') }];
  return zipSync(entries, { level: 6 });
}
