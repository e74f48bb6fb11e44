import { parse } from 'csv-parse/sync';
import { CodecError, decodeText } from './errors.ts';

// Spreadsheet programs run a cell starting with one of these as a formula (CSV injection). Such a
// cell is written with a leading apostrophe, which spreadsheets hide and show the text as typed.
// A cell that already starts with apostrophes before one of these characters gets one more, so
// removing exactly one apostrophe on import gives back every original value.
const FORMULA_START = /^'*[=+\-@\t\r]/;
const NEUTRALISED = /^'+[=+\-@\t\r]/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function restoreCell(value: string): string {
  return NEUTRALISED.test(value) ? value.slice(1) : value;
}

function quote(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** RFC 4180 CSV with CRLF line ends and a UTF-8 BOM (so Excel reads Indian scripts correctly). */
export function writeCsv(rows: string[][]): string {
  return '\uFEFF' + rows.map((row) => row.map((cell) => quote(neutraliseCell(cell))).join(',')).join('\r\n') + '\r\n';
}

/** The separator of the first line outside quotes: Excel writes ';' in many locales, some tools tabs. */
function detectDelimiter(text: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let inQuotes = false;
  for (const ch of text.slice(0, 64 * 1024)) {
    if (ch === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (ch === '\n' || ch === '\r')) break;
    else if (!inQuotes && counts.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/** CSV rows with formula-neutralising apostrophes removed; blank lines are skipped. */
export function readCsvRows(bytes: Uint8Array): string[][] {
  const text = decodeText(bytes).replace(/^\uFEFF/, '');
  try {
    const rows = parse(text, {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: 1024 * 1024,
    }) as string[][];
    return rows.map((row) => row.map(restoreCell));
  } catch (error) {
    throw new CodecError(`The CSV file could not be read (${(error as Error).message.split('\n')[0]}). Please upload a correct format.`);
  }
}
