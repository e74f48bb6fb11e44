import ExcelJS from 'exceljs';
import { Unzip, UnzipInflate, unzipSync, zipSync } from 'fflate';
import { CodecError, checkInputSize } from './errors.ts';

export const MAX_UNZIPPED_BYTES = 50 * 1024 * 1024;
export const MAX_RATIO = 100;
const MAX_ENTRIES = 2000;
// Below this size a high ratio cannot hurt, and small sheets of repeated cells compress well.
const RATIO_FLOOR = 1024 * 1024;

const bomb = (): CodecError => new CodecError('The spreadsheet expands to too much data. Please upload a smaller file.');

/**
 * The workbook's entries, inflated here under a budget before exceljs sees anything. First the
 * sizes the zip declares (its central directory) are checked without inflating; then entries are
 * inflated in a stream that stops as soon as the real output passes the budget, since a zip may lie
 * about its sizes.
 */
function inflateGuarded(bytes: Uint8Array): Record<string, Uint8Array> {
  let declared = 0;
  let entries = 0;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        declared += file.originalSize;
        entries += 1;
        if (entries > MAX_ENTRIES || declared > MAX_UNZIPPED_BYTES) throw bomb();
        if (file.originalSize > RATIO_FLOOR && file.originalSize > MAX_RATIO * Math.max(file.size, 1)) throw bomb();
        return false;
      },
    });
  } catch (error) {
    if (error instanceof CodecError) throw error;
    throw new CodecError('The file is not a valid XLSX workbook. Please upload a correct format.');
  }

  const files: Record<string, Uint8Array> = {};
  let total = 0;
  let failure: unknown;
  const unzip = new Unzip((file) => {
    const chunks: Uint8Array[] = [];
    file.ondata = (err, data, final) => {
      if (failure) return;
      if (err) {
        failure = err;
        return;
      }
      total += data.length;
      if (total > MAX_UNZIPPED_BYTES || (total > RATIO_FLOOR && total > MAX_RATIO * bytes.length)) {
        failure = bomb();
        file.terminate();
        return;
      }
      chunks.push(data);
      if (final) files[file.name] = concat(chunks);
    };
    // A damaged header can name a compression method fflate has no inflater for: it throws here.
    try {
      file.start();
    } catch {
      failure = new CodecError('The file is not a valid XLSX workbook. Please upload a correct format.');
    }
  });
  unzip.register(UnzipInflate);
  // Pushing in slices lets a runaway entry be stopped before the whole input is processed.
  try {
    for (let at = 0; at < bytes.length && !failure; at += 64 * 1024) {
      unzip.push(bytes.subarray(at, at + 64 * 1024), at + 64 * 1024 >= bytes.length);
    }
  } catch (error) {
    failure ??= error;
  }
  if (failure instanceof CodecError) throw failure;
  if (failure) throw new CodecError('The file is not a valid XLSX workbook. Please upload a correct format.');
  return files;
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: ExcelJS.CellValue }).result ?? '');
  if ('hyperlink' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('error' in value) return '';
  return '';
}

/** Rows of the first worksheet as text; formulas give their cached result, never their formula. */
export async function readXlsxRows(bytes: Uint8Array): Promise<string[][]> {
  checkInputSize(bytes);
  // Stored (level 0) re-zip of the checked entries: exceljs then has nothing left to inflate.
  const stored = zipSync(inflateGuarded(bytes), { level: 0 });
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(stored.buffer.slice(stored.byteOffset, stored.byteOffset + stored.byteLength) as ArrayBuffer);
  } catch {
    throw new CodecError('The file is not a valid XLSX workbook. Please upload a correct format.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  try {
    // A damaged workbook can load and still break exceljs while its cells are read.
    sheet.eachRow({ includeEmpty: false }, (row) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, col) => {
        cells[col - 1] = cellText(cell.value);
      });
      rows.push(Array.from(cells, (c) => c ?? ''));
    });
  } catch {
    throw new CodecError('The file is not a valid XLSX workbook. Please upload a correct format.');
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

// OOXML writes characters XML would lose (CR) as _xHHHH_, and exceljs decodes that on reading but
// does not encode it on writing; literal "_xHHHH_" text is protected by escaping its underscore.
function escapeOoxml(value: string): string {
  return value.replace(/_(x[0-9A-Fa-f]{4}_)/g, '_x005F_$1').replace(/\r/g, '_x000D_');
}

/** A one-sheet workbook; every cell is a string cell, so nothing in it is ever run as a formula. */
export async function writeXlsx(rows: string[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row.map(escapeOoxml));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
