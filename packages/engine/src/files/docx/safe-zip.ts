/*
 * Reading an uploaded Office zip without trusting it. Every limit is checked from the central
 * directory before a byte is inflated (fflate's filter sees each entry's declared sizes first, and
 * inflates into a buffer of the declared size, so a lying header cannot grow past it): entry count,
 * each entry's size, the total, and the compression ratio that marks a zip bomb. Names that would
 * escape a folder (`..`, absolute paths, backslashes, drive letters) are refused even though
 * nothing is written to disk, since the archive is handed back to users.
 */
import { unzipSync, zipSync, type Zippable } from 'fflate';
import { CodecError } from '../../codecs/errors.ts';

export const ZIP_LIMITS = {
  inputBytes: 50 * 1024 * 1024,
  entries: 2000,
  entryBytes: 100 * 1024 * 1024,
  totalBytes: 300 * 1024 * 1024,
  /** Deflate reaches ~1000:1 on zeros; real Office XML stays well under 100:1. */
  ratio: 200,
} as const;

export type ZipEntries = { names: string[]; files: Map<string, Uint8Array> };

export function isUnsafeZipName(name: string): boolean {
  return name.startsWith('/') || name.includes('\\') || /^[A-Za-z]:/.test(name) || name.split('/').includes('..') || name.includes('\0');
}

export function readZipSafely(bytes: Uint8Array, what = 'document'): ZipEntries {
  if (bytes.byteLength > ZIP_LIMITS.inputBytes) throw new CodecError(`The ${what} is larger than 50 MB. Please split it and upload the parts.`);
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new CodecError(`The file is not a ${what} (it is not a zip archive). Please upload a correct format.`);
  const names: string[] = [];
  let total = 0;
  let unzipped: Record<string, Uint8Array>;
  try {
    unzipped = unzipSync(bytes, {
      filter(file) {
        if (names.length >= ZIP_LIMITS.entries) throw new CodecError(`The ${what} has more than ${ZIP_LIMITS.entries} parts, which no real document has.`);
        if (isUnsafeZipName(file.name)) throw new CodecError(`The ${what} contains an unsafe path (${file.name}).`);
        total += file.originalSize;
        const bomb =
          file.originalSize > ZIP_LIMITS.entryBytes ||
          total > ZIP_LIMITS.totalBytes ||
          (file.originalSize > 1024 * 1024 && file.originalSize > file.size * ZIP_LIMITS.ratio);
        if (bomb) throw new CodecError(`The ${what} unpacks to far more data than it holds (a zip bomb); it was not opened.`);
        names.push(file.name);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof CodecError) throw error;
    throw new CodecError(`The ${what} is a damaged or unsupported zip archive (${(error as Error).message}). Please upload a correct format.`);
  }
  const files = new Map<string, Uint8Array>();
  for (const name of names) {
    const data = unzipped[name];
    if (data) files.set(name, data);
  }
  return { names, files };
}

/** The archive again, entries in their original order (`[Content_Types].xml` stays first). */
export function writeZipInOrder(entries: ZipEntries, replaced: ReadonlyMap<string, Uint8Array>): Uint8Array {
  const out: Zippable = {};
  for (const name of entries.names) {
    const data = replaced.get(name) ?? entries.files.get(name);
    // Images and media are compressed already: storing them saves the time of deflating again.
    const level = /\.(png|jpe?g|gif|mp[34]|m4a|wdp|webp|zip)$/i.test(name) ? 0 : 6;
    if (data) out[name] = [data, { mtime: new Date('2026-01-01T00:00:00Z'), level }];
  }
  return zipSync(out);
}
