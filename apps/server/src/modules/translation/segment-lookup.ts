import { TRANSLATION_MESSAGES } from '@lipi/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { queryRows } from '../projects/project-counts.ts';
import { segmentSource } from './segment-source.ts';
import type { TranslationScope } from './translation-access.ts';

export type SegmentRow = { sourceHash: string; text: string; kind: string; wordCount: number };

/** Segments of the project the caller may see, by hash; hashes of other projects are simply absent. */
export async function findSegments(db: Db, scope: TranslationScope, sourceHashes: string[]): Promise<SegmentRow[]> {
  if (sourceHashes.length === 0) return [];
  const rows = await queryRows<{ source_hash: string; text: string; kind: string; word_count: number }>(
    db,
    sql`select seg.source_hash, seg.text, seg.kind, seg.word_count from ${segmentSource(scope)} seg
        where seg.source_hash in (${sql.join(
          sourceHashes.map((h) => sql`${h}`),
          sql`, `,
        )})`,
  );
  return rows.map((r) => ({ sourceHash: r.source_hash, text: r.text, kind: r.kind, wordCount: r.word_count }));
}

export async function getSegment(db: Db, scope: TranslationScope, sourceHash: string): Promise<SegmentRow> {
  const [row] = await findSegments(db, scope, [sourceHash]);
  if (!row) throw new AppError('NOT_FOUND', TRANSLATION_MESSAGES.segmentNotFound);
  return row;
}
