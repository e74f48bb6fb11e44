import { readCsvRows, writeCsv } from './csv.ts';
import { CodecError, checkInputSize } from './errors.ts';
import { rowsToUnits, unitsToRows } from './tm-table.ts';
import { readTmx, writeTmx } from './tmx.ts';
import type { TmFormat, TmReadOptions, TmReadResult, TmUnit } from './types.ts';
import { readXliff12, readXliff2, writeXliff12, writeXliff2 } from './xliff.ts';
import { readXlsxRows, writeXlsx } from './xlsx.ts';

const encoder = new TextEncoder();

export async function writeTm(format: TmFormat, units: TmUnit[]): Promise<Uint8Array> {
  switch (format) {
    case 'tmx':
      return encoder.encode(writeTmx(units));
    case 'xliff12':
      return encoder.encode(writeXliff12(units));
    case 'xliff2':
      return encoder.encode(writeXliff2(units));
    case 'csv':
      return encoder.encode(writeCsv(unitsToRows(units)));
    case 'xlsx':
      return writeXlsx(unitsToRows(units));
  }
}

/** The units of an uploaded file, and the units skipped with their reasons (see types.ts). */
export async function readTmFile(format: TmFormat, bytes: Uint8Array, options: TmReadOptions = {}): Promise<TmReadResult> {
  checkInputSize(bytes);
  switch (format) {
    case 'tmx':
      return readTmx(bytes);
    case 'xliff12':
      return readXliff12(bytes, options);
    case 'xliff2':
      return readXliff2(bytes, options);
    case 'csv':
      return { units: rowsToUnits(readCsvRows(bytes)), skipped: [] };
    case 'xlsx':
      return { units: rowsToUnits(await readXlsxRows(bytes)), skipped: [] };
  }
}

export async function readTm(format: TmFormat, bytes: Uint8Array, options: TmReadOptions = {}): Promise<TmUnit[]> {
  return (await readTmFile(format, bytes, options)).units;
}

/** Rows of an uploaded CSV or XLSX table (first sheet), for glossary and transliteration lists. */
export async function readTable(filename: string, bytes: Uint8Array): Promise<string[][]> {
  checkInputSize(bytes);
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (/\.xlsx$/i.test(filename) || isZip) return readXlsxRows(bytes);
  if (/\.(csv|tsv|txt)$/i.test(filename) || !/\.[a-z0-9]+$/i.test(filename)) return readCsvRows(bytes);
  throw new CodecError('Please upload a CSV or XLSX file.');
}
