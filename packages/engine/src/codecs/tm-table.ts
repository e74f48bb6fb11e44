import { CodecError } from './errors.ts';
import { UNIT_EXTRAS, withExtras, type TmUnit } from './types.ts';

/** Columns of a TM exported as CSV or XLSX, in this order. */
export const TM_COLUMNS = ['source', 'target', 'sourceLang', 'targetLang', ...UNIT_EXTRAS] as const;

export function unitsToRows(units: readonly TmUnit[]): string[][] {
  return [[...TM_COLUMNS], ...units.map((u) => [u.sourceText, u.target, u.sourceLang, u.targetLang, ...UNIT_EXTRAS.map((k) => u[k] ?? '')])];
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
// The product's own codes that are not BCP 47 (od for Odia).
const PRODUCT_CODES = new Set(['od']);

function isLanguageCode(value: string): boolean {
  const code = value.trim().replace('_', '-');
  if (!/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/i.test(code)) return false;
  try {
    return PRODUCT_CODES.has(code.toLowerCase()) || languageNames.of(code) !== undefined;
  } catch {
    return false;
  }
}
const ALIASES: Readonly<Record<string, string>> = {
  source: 'source',
  sourcetext: 'source',
  target: 'target',
  targettext: 'target',
  translation: 'target',
  sourcelang: 'sourceLang',
  targetlang: 'targetLang',
  type: 'type',
  displaytype: 'displayType',
  createdby: 'createdBy',
  changedat: 'changedAt',
};

function namedLayout(header: readonly string[], rows: readonly string[][]): TmUnit[] {
  const column = new Map<string, number>();
  header.forEach((name, i) => {
    const key =
      ALIASES[
        name
          .trim()
          .toLowerCase()
          .replace(/[\s_-]/g, '')
      ];
    if (key && !column.has(key)) column.set(key, i);
  });
  if (!column.has('targetLang')) throw new CodecError('The file has source and target columns but no targetLang column.');
  const cell = (row: readonly string[], key: string): string | undefined => {
    const i = column.get(key);
    return i === undefined ? undefined : row[i];
  };
  return rows.flatMap((row) => {
    const unit = {
      sourceText: cell(row, 'source') ?? '',
      target: cell(row, 'target') ?? '',
      sourceLang: cell(row, 'sourceLang')?.trim() || 'en',
      targetLang: cell(row, 'targetLang')?.trim() ?? '',
    };
    if (unit.sourceText.trim() === '' || unit.target.trim() === '' || unit.targetLang === '') return [];
    return [withExtras(unit, Object.fromEntries(UNIT_EXTRAS.map((k) => [k, cell(row, k)])))];
  });
}

function languageLayout(header: readonly string[], rows: readonly string[][]): TmUnit[] {
  const [sourceLang, ...targetLangs] = header.map((h) => h.trim());
  return rows.flatMap((row) =>
    targetLangs.flatMap((targetLang, i) => {
      const sourceText = row[0] ?? '';
      const target = row[i + 1] ?? '';
      return sourceText.trim() && target.trim() ? [{ sourceText, target, sourceLang: sourceLang as string, targetLang }] : [];
    }),
  );
}

/**
 * Units of a CSV or XLSX table. Two layouts are read: named columns (source, target, sourceLang,
 * targetLang, type, displayType, createdBy, changedAt, in any order; sourceLang defaults to en), or
 * language codes as the header (`en,hi,ta`): the first column is the source, each other one a
 * target language. Rows with an empty source or target are skipped.
 */
export function rowsToUnits(rows: readonly string[][]): TmUnit[] {
  const [header, ...body] = rows;
  if (!header) return [];
  const names = header.map((h) =>
    h
      .trim()
      .toLowerCase()
      .replace(/[\s_-]/g, ''),
  );
  if (names.some((n) => ALIASES[n] === 'source') && names.some((n) => ALIASES[n] === 'target')) return namedLayout(header, body);
  if (header.length >= 2 && header.every(isLanguageCode)) return languageLayout(header, body);
  throw new CodecError(
    'The first row must name the columns (source, target, sourceLang, targetLang) or give language codes such as en, hi, ta. Please upload a correct format.',
  );
}
