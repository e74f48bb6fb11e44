import type { TmFormat } from './types.ts';

function head(bytes: Uint8Array): string {
  const slice = bytes.subarray(0, 4096);
  // UTF-16 files (BOM FF FE or FE FF) are read by dropping the zero bytes, enough to see the root.
  const isUtf16 = (slice[0] === 0xff && slice[1] === 0xfe) || (slice[0] === 0xfe && slice[1] === 0xff);
  return new TextDecoder('utf-8').decode(isUtf16 ? slice.filter((b) => b !== 0) : slice);
}

function xmlFormat(text: string): TmFormat | null {
  if (/<tmx[\s>]/.test(text)) return 'tmx';
  const xliff = /<xliff[^>]*?\sversion\s*=\s*["']([\d.]+)["']/.exec(text);
  if (xliff) return xliff[1]?.startsWith('2') ? 'xliff2' : 'xliff12';
  return /<xliff[\s>]/.test(text) ? 'xliff12' : null;
}

/** The TM format of an upload, from its extension and its first bytes; null when unknown. */
export function detectTmFormat(filename: string, bytes: Uint8Array): TmFormat | null {
  const ext = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (ext === 'xlsx') return isZip ? 'xlsx' : null;
  if (isZip) return ext === '' ? 'xlsx' : null;
  const text = head(bytes);
  if (ext === 'csv' || ext === 'tsv') return 'csv';
  if (['tmx', 'xlf', 'xliff', 'xml', 'sdlxliff', 'mqxliff', ''].includes(ext)) return xmlFormat(text);
  return null;
}
