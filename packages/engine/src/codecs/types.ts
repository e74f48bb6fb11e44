export type TmUnit = {
  sourceText: string;
  target: string;
  sourceLang: string;
  targetLang: string;
  type?: string;
  displayType?: string;
  createdBy?: string;
  changedAt?: string;
};

export type TmFormat = 'tmx' | 'xliff12' | 'xliff2' | 'csv' | 'xlsx';

/** Optional unit fields, in the order the table formats write them. */
export const UNIT_EXTRAS = ['type', 'displayType', 'createdBy', 'changedAt'] as const;

/** Copies the optional fields that are set and not empty. */
export function withExtras(unit: TmUnit, extras: Partial<Record<(typeof UNIT_EXTRAS)[number], string | undefined>>): TmUnit {
  for (const key of UNIT_EXTRAS) {
    const value = extras[key];
    if (value !== undefined && value !== '') unit[key] = value;
  }
  return unit;
}

/** A unit of an uploaded file that was not read as a translation, and why (shown to the user). */
export type SkippedUnit = { id: string; reason: string };

export const SKIP_REASONS = {
  header: 'gettext header (restype="x-gettext-domain-header"), not a translation',
  noTarget: 'no target text',
  noSource: 'no source text',
  noTargetLang: 'no target language in the file or the import form',
} as const;

/** `targetLang`: the import form's language, for files that do not name one. */
export type TmReadOptions = { targetLang?: string };
export type TmReadResult = { units: TmUnit[]; skipped: SkippedUnit[] };
