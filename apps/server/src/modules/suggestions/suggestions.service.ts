import { SUGGESTION_REVIEW_MESSAGES, type SuggestionFilterReply, type SuggestionRow, type SuggestionStatus } from '@lipi/contract';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { suggestions, translationMemory, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { clearProjectCache } from '../render/render-cache.ts';
import { hasSameMarkers } from '../translation/markers.ts';
import { writeTranslations } from '../translation-memory/tm-store.ts';

type Filter = { status?: SuggestionStatus | undefined; lang?: string | undefined; search?: string | undefined };

const columns = {
  id: suggestions.id,
  sourceHash: suggestions.sourceHash,
  sourceText: suggestions.sourceText,
  targetLang: suggestions.targetLang,
  currentTranslation: translationMemory.preProcessedTarget,
  seenText: suggestions.currentText,
  suggestedText: suggestions.suggestedText,
  pageUrl: suggestions.pageUrl,
  status: suggestions.status,
  count: suggestions.count,
  reviewedBy: users.name,
  reviewedAt: suggestions.reviewedAt,
  createdAt: suggestions.createdAt,
  updatedAt: suggestions.updatedAt,
};

function selectRows(db: Db, project: ProjectRow) {
  return db
    .select(columns)
    .from(suggestions)
    .leftJoin(
      translationMemory,
      and(
        eq(translationMemory.organisationId, project.organisationId),
        eq(translationMemory.sourceHash, suggestions.sourceHash),
        eq(translationMemory.targetLang, suggestions.targetLang),
      ),
    )
    .leftJoin(users, eq(users.id, suggestions.reviewedBy));
}

type SelectedRow = Awaited<ReturnType<typeof selectRows>>[number];

function toRow(r: SelectedRow): SuggestionRow {
  return {
    ...r,
    status: r.status as SuggestionStatus,
    reviewedAt: r.reviewedAt ? r.reviewedAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

function conditions(project: ProjectRow, filter: Filter): SQL {
  const list: Array<SQL | undefined> = [eq(suggestions.projectId, project.id)];
  if (filter.status) list.push(eq(suggestions.status, filter.status));
  if (filter.lang) list.push(eq(suggestions.targetLang, filter.lang));
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    list.push(or(ilike(suggestions.sourceText, pattern), ilike(suggestions.suggestedText, pattern), ilike(suggestions.currentText, pattern)));
  }
  return and(...list)!;
}

export async function listSuggestions(db: Db, project: ProjectRow, filter: Filter & { pageNumber: number; pageSize: number }): Promise<SuggestionFilterReply> {
  const where = conditions(project, filter);
  const rows = await selectRows(db, project)
    .where(where)
    .orderBy(desc(suggestions.updatedAt), desc(suggestions.id))
    .limit(filter.pageSize)
    .offset((filter.pageNumber - 1) * filter.pageSize);
  const [total] = await db.select({ n: count() }).from(suggestions).where(where);
  const byStatus = await db
    .select({ status: suggestions.status, n: count() })
    .from(suggestions)
    .where(conditions(project, { lang: filter.lang }))
    .groupBy(suggestions.status);
  const statusCounts = { new: 0, inprocess: 0, accepted: 0, rejected: 0 };
  for (const s of byStatus) if (s.status in statusCounts) statusCounts[s.status as SuggestionStatus] = Number(s.n);
  return { suggestions: rows.map(toRow), total: Number(total?.n ?? 0), statusCounts };
}

/** Every suggestion of the project (optionally one status) for the report, newest first. */
export async function allSuggestions(db: Db, project: ProjectRow, status?: SuggestionStatus): Promise<SuggestionRow[]> {
  const rows = await selectRows(db, project).where(conditions(project, { status })).orderBy(desc(suggestions.updatedAt), desc(suggestions.id));
  return rows.map(toRow);
}

export async function getSuggestion(db: Db, project: ProjectRow, id: string): Promise<SuggestionRow | null> {
  const [row] = await selectRows(db, project).where(and(eq(suggestions.projectId, project.id), eq(suggestions.id, id)));
  return row ? toRow(row) : null;
}

export type Decision = { id: string; decision: 'accepted' | 'rejected'; editedText?: string | undefined };

/**
 * Applies decisions in one transaction: an accepted suggestion (or the reviewer's edit of it)
 * becomes the USER translation through the TM write path (revision origin 'suggestion'), a
 * rejected one only changes status. Any failure changes nothing. The project's rendered pages are
 * dropped afterwards so the proxy shows the new translation on the next visit.
 */
export async function decide(ctx: AppContext, project: ProjectRow, userId: string, decisions: Decision[], failMessage: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    for (const d of decisions) {
      const [row] = await tx
        .select()
        .from(suggestions)
        .where(and(eq(suggestions.projectId, project.id), eq(suggestions.id, d.id)))
        .for('update');
      if (!row) throw new AppError('NOT_FOUND', failMessage);
      if (d.decision === 'accepted') {
        const text = d.editedText ?? row.suggestedText;
        if (!hasSameMarkers(row.sourceText, text)) throw new AppError('BAD_REQUEST', failMessage);
        await writeTranslations(
          tx,
          project.organisationId,
          [
            {
              sourceHash: row.sourceHash,
              sourceText: row.sourceText,
              targetLang: row.targetLang,
              preProcessedTarget: text,
              type: 'USER',
              displayType: 'translation',
              origin: 'suggestion',
              userId,
            },
          ],
          { keepHuman: false },
        );
      }
      await tx.update(suggestions).set({ status: d.decision, reviewedBy: userId, reviewedAt: now, updatedAt: now }).where(eq(suggestions.id, row.id));
    }
  });
  if (decisions.some((d) => d.decision === 'accepted')) await clearProjectCache(ctx.db, project.id);
}

/** new ⇄ inprocess: someone is looking at it. A decided suggestion keeps its decision. */
export async function setSuggestionStatus(ctx: AppContext, project: ProjectRow, id: string, status: 'new' | 'inprocess'): Promise<void> {
  const now = ctx.clock.now();
  const updated = await ctx.db
    .update(suggestions)
    .set({ status, updatedAt: now })
    .where(and(eq(suggestions.projectId, project.id), eq(suggestions.id, id), sql`${suggestions.status} in ('new', 'inprocess')`))
    .returning({ id: suggestions.id });
  if (updated.length === 0) throw new AppError('BAD_REQUEST', SUGGESTION_REVIEW_MESSAGES.statusFailed);
}
