import { GLOSSARY_UPLOAD_FORMAT_ERROR, LANGUAGE_CODES } from '@lipi/contract';
import { CodecError, readTable } from '@lipi/engine/codecs';
import { badRequest } from '../../lib/errors.ts';

const CODE_BY_LOWER = new Map(LANGUAGE_CODES.map((c) => [c.toLowerCase(), c as string]));

/** A language code written in any case (`HI`, `kas-in`) as the table spells it, else undefined. */
export const languageColumn = (name: string) => CODE_BY_LOWER.get(name.trim().toLowerCase());

/** `%` and `_` typed in a search box are literal characters, not wildcards. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type Table = { header: string[]; rows: string[][] };

/**
 * The rows of an uploaded CSV or XLSX with a header row (lower-cased, trimmed), rows of empty cells
 * dropped. A file the codecs cannot read, or one without data rows, is the spec's format message.
 */
export async function readUploadedTable(filename: string, content: Buffer, maxRows: number): Promise<Table> {
  let rows: string[][];
  try {
    rows = await readTable(filename, new Uint8Array(content));
  } catch (err) {
    if (err instanceof CodecError) throw badRequest(GLOSSARY_UPLOAD_FORMAT_ERROR);
    throw err;
  }
  const nonEmpty = rows.map((r) => r.map((c) => (c ?? '').trim())).filter((r) => r.some((c) => c !== ''));
  const [header, ...data] = nonEmpty;
  if (!header || data.length === 0) throw badRequest(GLOSSARY_UPLOAD_FORMAT_ERROR);
  if (data.length > maxRows) throw badRequest(`${GLOSSARY_UPLOAD_FORMAT_ERROR}: at most ${maxRows} rows per file`);
  return { header: header.map((h) => h.toLowerCase()), rows: data };
}

/** A row-level problem: the format message with where it is, so the user can fix the file. */
export const rowError = (row: number, what: string) => badRequest(`${GLOSSARY_UPLOAD_FORMAT_ERROR}: row ${row + 2}: ${what}`);
