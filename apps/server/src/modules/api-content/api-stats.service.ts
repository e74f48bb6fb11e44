import { API_TRANSLATION_STATUS, type ManualTranslationStatus } from '@lipi/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { apiTranslations, cmsContentTypes, manualRequests } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { usageMonth } from '../machine-translation/run-commit.ts';
import { API_SCOPE_PREFIX, CMS_SCOPE_PREFIX } from '../manual-translation/manual-analysis.ts';
import { createRequest } from '../manual-translation/manual-requests.service.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { queryRows } from '../projects/project-counts.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';

/** `dynamic/segmentCount/get`: unique texts and their words across the dynamic call's domains. */
export async function dynamicSegmentCount(db: Db, projectId: string) {
  const [row] = await queryRows<{ segments: number; words: number; domains: number }>(
    db,
    sql`select count(distinct v.source_hash)::int as segments,
          coalesce((select sum(s.word_count) from segments s where s.project_id = ${projectId}::uuid and s.source_hash in (
            select v2.source_hash from api_values v2 join api_translations a2 on a2.id = v2.api_id where a2.project_id = ${projectId}::uuid and a2.kind = 'dynamic')), 0)::int as words,
          (select count(*) from api_translations where project_id = ${projectId}::uuid and kind = 'dynamic')::int as domains
        from api_values v join api_translations a on a.id = v.api_id
        where a.project_id = ${projectId}::uuid and a.kind = 'dynamic'`,
  );
  return { segments: Number(row?.segments ?? 0), words: Number(row?.words ?? 0), domains: Number(row?.domains ?? 0) };
}

/** `getDynamicDataDomainList`: the dynamic items (one per `domain` the calls named), with their text counts. */
export async function dynamicDomains(db: Db, projectId: string) {
  const rows = await queryRows<{ id: string; name: string; n: number; updated_at: Date }>(
    db,
    sql`select a.id, a.name, a.updated_at, (select count(distinct v.source_hash) from api_values v where v.api_id = a.id)::int as n
        from api_translations a where a.project_id = ${projectId}::uuid and a.kind = 'dynamic' order by a.name limit 500`,
  );
  return { domains: rows.map((r) => ({ apiId: r.id, domain: r.name, segmentCount: Number(r.n), updatedAt: new Date(r.updated_at).toISOString() })) };
}

/** `apiTransation/projectStats/stats`: the numbers an API project's overview shows. */
export async function projectStats(ctx: Pick<AppContext, 'db' | 'clock'>, project: ProjectRow) {
  const [items] = await queryRows<{ files: number; domains: number; keys: number }>(
    ctx.db,
    sql`select count(*) filter (where kind = 'static')::int as files, count(*) filter (where kind = 'dynamic')::int as domains,
          (select count(*) from api_values where project_id = ${project.id}::uuid)::int as keys
        from api_translations where project_id = ${project.id}::uuid`,
  );
  const held = sql`select distinct source_hash from api_values where project_id = ${project.id}::uuid`;
  const [texts] = await queryRows<{ segments: number; words: number }>(
    ctx.db,
    sql`select count(*)::int as segments, coalesce(sum(s.word_count), 0)::int as words
        from segments s where s.project_id = ${project.id}::uuid and s.source_hash in (${held})`,
  );
  const translated: Record<string, number> = Object.fromEntries(project.languages.map((l) => [l, 0]));
  if (project.languages.length > 0) {
    const rows = await queryRows<{ target_lang: string; n: number }>(
      ctx.db,
      sql`select tm.target_lang, count(*)::int as n from translation_memory tm
          where tm.organisation_id = ${project.organisationId}::uuid and tm.type <> 'NO_TRANSLATION_AVAILABLE' and tm.source_hash in (${held})
            and tm.target_lang in (${sql.join(
              project.languages.map((l) => sql`${l}`),
              sql`, `,
            )})
          group by tm.target_lang`,
    );
    for (const r of rows) translated[r.target_lang] = Number(r.n);
  }
  const [requests] = await queryRows<{ n: number; nmt: number; chars: number }>(
    ctx.db,
    sql`select count(*)::int as n, count(*) filter (where machine > 0)::int as nmt,
          coalesce(sum(characters) filter (where to_char(created_at at time zone 'UTC', 'YYYY-MM') = ${usageMonth(ctx.clock.now())}), 0)::int as chars
        from api_requests where project_id = ${project.id}::uuid`,
  );
  return {
    files: Number(items?.files ?? 0),
    domains: Number(items?.domains ?? 0),
    keys: Number(items?.keys ?? 0),
    segments: Number(texts?.segments ?? 0),
    words: Number(texts?.words ?? 0),
    translated,
    requests: Number(requests?.n ?? 0),
    nmtReqs: Number(requests?.nmt ?? 0),
    characters: Number(requests?.chars ?? 0),
  };
}

/**
 * `sendToManualTranslation`: a professional-translation request (the manual-translation module's
 * own, with its analysis, quote, batches and review) over the texts of the items named, or of
 * every item. The items become `sent_to_pbk`.
 */
export async function sendToManual(
  ctx: AppContext,
  auth: AuthInfo,
  project: ProjectRow,
  input: {
    apiIds: string[];
    contentTypes: string[];
    targetLangs: string[];
    pipeline: Parameters<typeof createRequest>[3]['pipeline'];
    dueDate?: string | undefined;
    notes: string;
  },
) {
  // Nothing named = every item and every chosen content type; otherwise exactly what was named.
  const all = input.apiIds.length === 0 && input.contentTypes.length === 0;
  const items =
    all || input.apiIds.length
      ? await ctx.db
          .select({ id: apiTranslations.id })
          .from(apiTranslations)
          .where(and(eq(apiTranslations.projectId, project.id), input.apiIds.length ? inArray(apiTranslations.id, input.apiIds) : undefined))
      : [];
  if (items.length < new Set(input.apiIds).size) throw new AppError('NOT_FOUND', 'File not found');
  const types =
    all || input.contentTypes.length
      ? await ctx.db
          .select({ uid: cmsContentTypes.uid })
          .from(cmsContentTypes)
          .where(and(eq(cmsContentTypes.projectId, project.id), input.contentTypes.length ? inArray(cmsContentTypes.uid, input.contentTypes) : undefined))
      : [];
  if (types.length < new Set(input.contentTypes).size) throw new AppError('NOT_FOUND', 'Content type not found');
  if (items.length + types.length === 0) throw new AppError('NOT_FOUND', 'File not found');
  const ids = items.map((i) => i.id);
  const uids = types.map((t) => t.uid);
  const created = await createRequest(ctx, auth, project, {
    targetLangs: input.targetLangs,
    urls: [...ids.map((id) => `${API_SCOPE_PREFIX}${id}`), ...uids.map((uid) => `${CMS_SCOPE_PREFIX}${uid}`)],
    pipeline: input.pipeline,
    dueDate: input.dueDate,
    notes: input.notes,
  });
  const now = ctx.clock.now();
  if (ids.length)
    await ctx.db.update(apiTranslations).set({ status: API_TRANSLATION_STATUS.SENT_TO_PBK, updatedAt: now }).where(inArray(apiTranslations.id, ids));
  if (uids.length)
    await ctx.db
      .update(cmsContentTypes)
      .set({ status: API_TRANSLATION_STATUS.SENT_TO_PBK, updatedAt: now })
      .where(and(eq(cmsContentTypes.projectId, project.id), inArray(cmsContentTypes.uid, uids)));
  return { ...created, apiIds: ids, contentTypes: uids };
}

const FINISHED: readonly ManualTranslationStatus[] = ['completedManualTranslation', 'signOff'];

/**
 * `json/maual/status/get`: the project's requests for API content, newest first. Items of a finished
 * request (and still `sent_to_pbk`) become `pbk_translated` here, the status the list shows.
 */
export async function manualStatus(ctx: Pick<AppContext, 'db' | 'clock'>, projectId: string) {
  const rows = await ctx.db
    .select()
    .from(manualRequests)
    .where(
      and(
        eq(manualRequests.projectId, projectId),
        sql`exists (select 1 from jsonb_array_elements_text(${manualRequests.urls}) u where u like 'api:%' or u like 'cms:%')`,
      ),
    )
    .orderBy(desc(manualRequests.createdAt))
    .limit(100);
  const named = (urls: string[], prefix: string) => urls.filter((u) => u.startsWith(prefix)).map((u) => u.slice(prefix.length));
  const requests = rows.map((r) => ({
    requestId: r.id,
    status: r.status,
    targetLangs: r.targetLangs,
    apiIds: named(r.urls, API_SCOPE_PREFIX),
    contentTypes: named(r.urls, CMS_SCOPE_PREFIX),
    createdAt: r.createdAt.toISOString(),
  }));
  const finished = requests.filter((r) => FINISHED.includes(r.status as ManualTranslationStatus));
  const done = finished.flatMap((r) => r.apiIds);
  const now = ctx.clock.now();
  if (done.length > 0)
    await ctx.db
      .update(apiTranslations)
      .set({ status: API_TRANSLATION_STATUS.PBK_TRANSLATED, updatedAt: now })
      .where(and(eq(apiTranslations.projectId, projectId), inArray(apiTranslations.id, done), eq(apiTranslations.status, API_TRANSLATION_STATUS.SENT_TO_PBK)));
  const doneTypes = finished.flatMap((r) => r.contentTypes);
  if (doneTypes.length > 0)
    await ctx.db
      .update(cmsContentTypes)
      .set({ status: API_TRANSLATION_STATUS.PBK_TRANSLATED, updatedAt: now })
      .where(
        and(eq(cmsContentTypes.projectId, projectId), inArray(cmsContentTypes.uid, doneTypes), eq(cmsContentTypes.status, API_TRANSLATION_STATUS.SENT_TO_PBK)),
      );
  return { requests };
}
