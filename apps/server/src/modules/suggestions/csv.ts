/*
 * CSV for the review reports and the decisions upload (RFC 4180: comma, double quotes, CRLF).
 * Cells a spreadsheet would run as a formula (= + - @, or a leading TAB or CR) get a leading ',
 * so a visitor's suggestion like `=HYPERLINK(...)` is shown, never evaluated.
 */
import { writeCsv } from '@lipi/engine/codecs';

/** The engine's writer (BOM, CRLF, formula-like cells neutralised) over rows that may hold numbers and nulls. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return writeCsv([[...header], ...rows.map((row) => row.map((value) => (value === null || value === undefined ? '' : String(value))))]);
}

/** Rows of a CSV text, or null when it is not well-formed (an unclosed quote, a stray quote). */
export function parseCsv(input: string): string[][] | null {
  const text = input.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  let quoted = false;
  let wasQuoted = false;
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      cell += c;
      i++;
      continue;
    }
    if (c === '"') {
      if (cell !== '' || wasQuoted) return null;
      quoted = wasQuoted = true;
      i++;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
      wasQuoted = false;
      i++;
    } else if (c === '\r' || c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      wasQuoted = false;
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      if (wasQuoted) return null;
      cell += c;
      i++;
    }
  }
  if (quoted) return null;
  if (cell !== '' || row.length > 0 || wasQuoted) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((v) => v.trim() !== ''));
}
