import type { DisplayType, TmEntry } from '@lipi/contract';

/** The TM columns of a row joined as `tm` (and the editor's name as updated_by_name). */
export type TmJoinedRow = {
  pre_processed_target: string | null;
  type: string | null;
  display_type: string | null;
  updated_at: Date | string | null;
  updated_by_name: string | null;
};

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** The allow-list of a TM row: null when the segment has no row in this language (new content). */
export function toTmEntry(row: TmJoinedRow): TmEntry | null {
  if (row.type === null || row.pre_processed_target === null) return null;
  return {
    preProcessedTarget: row.pre_processed_target,
    type: row.type,
    displayType: (row.display_type ?? 'translation') as DisplayType,
    updatedAt: row.updated_at === null ? new Date(0).toISOString() : iso(row.updated_at),
    updatedBy: row.updated_by_name,
  };
}
