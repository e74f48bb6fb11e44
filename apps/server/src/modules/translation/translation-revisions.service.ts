import { TRANSLATION_MESSAGES, type TmRevision } from '@lipi/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tmRevisions, translationMemory, users } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { appendRevisions } from '../translation-memory/tm-store.ts';
import { findSegments } from './segment-lookup.ts';
import type { TranslationScope } from './translation-access.ts';

/**
 * `/translation/revision/create`: a snapshot of the segment's current rows in these languages,
 * appended to its history with origin 'revision' (a checkpoint to come back to). A segment outside
 * the project or without any row in those languages has nothing to snapshot.
 */
export async function createRevisions(db: Db, scope: TranslationScope, input: { languages: string[]; sourceHash: string }) {
  const [segment] = await findSegments(db, scope, [input.sourceHash]);
  if (!segment) throw new AppError('NOT_FOUND', TRANSLATION_MESSAGES.revisionCreateFailed);
  const organisationId = scope.project.organisationId;
  const rows = await db
    .select()
    .from(translationMemory)
    .where(
      and(
        eq(translationMemory.organisationId, organisationId),
        eq(translationMemory.sourceHash, segment.sourceHash),
        inArray(translationMemory.targetLang, input.languages),
      ),
    );
  if (rows.length === 0) throw badRequest(TRANSLATION_MESSAGES.revisionCreateFailed);
  await appendRevisions(db, organisationId, rows, () => ({ origin: 'revision', createdBy: scope.auth.userId }));
  return { created: rows.length, languages: rows.map((r) => r.targetLang) };
}

/** `translation/revision/list`: the segment's history in one language, newest first. */
export async function listRevisions(db: Db, scope: TranslationScope, input: { targetLang: string; sourceHash: string; pageNumber: number; pageSize: number }) {
  const [segment] = await findSegments(db, scope, [input.sourceHash]);
  if (!segment) throw new AppError('NOT_FOUND', TRANSLATION_MESSAGES.revisionListFailed);
  const where = and(
    eq(tmRevisions.organisationId, scope.project.organisationId),
    eq(tmRevisions.sourceHash, segment.sourceHash),
    eq(tmRevisions.targetLang, input.targetLang),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ revision: tmRevisions, name: users.name })
      .from(tmRevisions)
      .leftJoin(users, eq(users.id, tmRevisions.createdBy))
      .where(where)
      .orderBy(desc(tmRevisions.createdAt), desc(tmRevisions.id))
      .limit(input.pageSize)
      .offset((input.pageNumber - 1) * input.pageSize),
    db.select({ n: count() }).from(tmRevisions).where(where),
  ]);
  const tmRevisionsList: TmRevision[] = rows.map(({ revision: r, name }) => ({
    id: r.id,
    preProcessedTarget: r.preProcessedTarget,
    type: r.type,
    displayType: r.displayType,
    origin: r.origin,
    createdAt: r.createdAt.toISOString(),
    createdBy: name,
  }));
  return { tmRevisions: tmRevisionsList, total: total?.n ?? 0 };
}
