import { API_CONTENT_LIMITS, API_CONTENT_MESSAGES, API_TRANSLATION_STATUS } from '@lipi/contract';
import { detectFormat, detectShape, documentSegments, jsonEntries, JsonContentError, parseJsonDocument } from '@lipi/engine/json';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { apiTranslations, apiValues, segments } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import type { Tx } from '../projects/project-create.service.ts';

const CHUNK = 1000;

export type ApiItemRow = typeof apiTranslations.$inferSelect;

/** A file name as stored: its base name, so a path in the upload cannot matter. */
const fileNameOf = (name: string) => name.split(/[\\/]/).pop()!.trim().slice(0, 200);

/**
 * Stores an uploaded i18n JSON file: its text (to rebuild each language in the same shape), its
 * keys' translatable pieces as segments of the project (the same table the crawler fills, so
 * memory, engines, glossary and checks work on them unchanged) and which key holds which
 * segment. The same file name again replaces the file; segments no key uses any more go.
 */
export async function uploadJsonFile(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  project: ProjectRow,
  file: { filename: string; content: Buffer },
): Promise<ApiItemRow> {
  const name = fileNameOf(file.filename);
  if (!/\.json$/i.test(name)) throw new AppError('BAD_REQUEST', API_CONTENT_MESSAGES.uploadFormat);
  let doc;
  try {
    doc = parseJsonDocument(new TextDecoder('utf-8', { fatal: true }).decode(file.content), {
      maxBytes: API_CONTENT_LIMITS.jsonBytes,
      maxDepth: API_CONTENT_LIMITS.jsonDepth,
    });
  } catch (err) {
    if (err instanceof JsonContentError) throw new AppError('BAD_REQUEST', err.message);
    if (err instanceof TypeError) throw new AppError('BAD_REQUEST', 'The file is not UTF-8 text.');
    throw err;
  }
  const entries = jsonEntries(doc);
  if (entries.length > API_CONTENT_LIMITS.keysPerFile) throw new AppError('BAD_REQUEST', API_CONTENT_MESSAGES.tooManyKeys);
  const pieces = documentSegments(doc);
  const unique = new Map(pieces.map((p) => [p.sourceHash, p]));
  const now = ctx.clock.now();
  const values = {
    format: detectFormat(entries),
    shape: detectShape(doc),
    status: API_TRANSLATION_STATUS.SYNCED,
    source: file.content.toString('utf8'),
    keyCount: entries.length,
    segmentCount: unique.size,
    wordCount: pieces.reduce((n, p) => n + p.words, 0),
    updatedAt: now,
  };
  return ctx.db.transaction(async (tx) => {
    const [item] = await tx
      .insert(apiTranslations)
      .values({ projectId: project.id, kind: 'static', name, ...values, createdAt: now })
      .onConflictDoUpdate({ target: [apiTranslations.projectId, apiTranslations.kind, apiTranslations.name], set: values })
      .returning();
    const previous = await tx.select({ hash: apiValues.sourceHash }).from(apiValues).where(eq(apiValues.apiId, item!.id));
    await tx.delete(apiValues).where(eq(apiValues.apiId, item!.id));
    const segmentRows = [...unique.values()].map((p) => ({
      projectId: project.id,
      sourceHash: p.sourceHash,
      text: p.text,
      kind: 'json',
      wordCount: p.words,
      createdAt: now,
    }));
    for (let i = 0; i < segmentRows.length; i += CHUNK)
      await tx
        .insert(segments)
        .values(segmentRows.slice(i, i + CHUNK))
        .onConflictDoNothing();
    const valueRows = pieces.map((p, position) => ({ apiId: item!.id, projectId: project.id, position, key: p.key, sourceHash: p.sourceHash }));
    for (let i = 0; i < valueRows.length; i += CHUNK)
      await tx
        .insert(apiValues)
        .values(valueRows.slice(i, i + CHUNK))
        .onConflictDoNothing();
    await dropUnusedSegments(
      tx,
      project.id,
      previous.map((p) => p.hash),
    );
    return item!;
  });
}

/** Segments of an API project that no key of any of its items holds any more. */
async function dropUnusedSegments(tx: Tx | Db, projectId: string, hashes: string[]) {
  const unique = [...new Set(hashes)];
  for (let i = 0; i < unique.length; i += CHUNK) {
    const slice = unique.slice(i, i + CHUNK);
    await tx.execute(sql`delete from segments s
      where s.project_id = ${projectId}::uuid and s.source_hash in (${sql.join(
        slice.map((h) => sql`${h}`),
        sql`, `,
      )})
        and not exists (select 1 from api_values v where v.project_id = s.project_id and v.source_hash = s.source_hash)
        and not exists (select 1 from url_segments us where us.project_id = s.project_id and us.source_hash = s.source_hash)`);
  }
}

export async function getApiItem(db: Db, projectId: string, apiId: string): Promise<ApiItemRow> {
  const [row] = await db
    .select()
    .from(apiTranslations)
    .where(and(eq(apiTranslations.projectId, projectId), eq(apiTranslations.id, apiId)));
  if (!row) throw notFound(API_CONTENT_MESSAGES.notFound);
  return row;
}

/** Deletes a file and the segments only it held; the translation memory keeps their translations. */
export async function deleteJsonFile(ctx: Pick<AppContext, 'db'>, projectId: string, apiId: string) {
  const item = await getApiItem(ctx.db, projectId, apiId);
  await ctx.db.transaction(async (tx) => {
    const held = await tx.select({ hash: apiValues.sourceHash }).from(apiValues).where(eq(apiValues.apiId, item.id));
    await tx.delete(apiTranslations).where(eq(apiTranslations.id, item.id));
    await dropUnusedSegments(
      tx,
      projectId,
      held.map((h) => h.hash),
    );
  });
  return { apiId: item.id };
}

/** The keys of a file with their source values, a page at a time, from the stored document. */
export async function listKeys(db: Db, projectId: string, input: { apiId: string; page: number; pageSize: number }) {
  const item = await getApiItem(db, projectId, input.apiId);
  const entries = item.source ? jsonEntries(parseJsonDocument(item.source)) : [];
  const start = (input.page - 1) * input.pageSize;
  return { keys: entries.slice(start, start + input.pageSize), total: entries.length };
}
