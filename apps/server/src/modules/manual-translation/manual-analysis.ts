import { ANALYSIS_BANDS, BAND_RATES, MT_REQUEST_LIMITS, getPipelinePrice, type AnalysisBand, type ManualAnalysis, type Pipeline } from '@lipi/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { queryRows } from '../projects/project-counts.ts';
import { findTranslations } from '../translation-memory/tm-store.ts';

export type ScopeSegment = { sourceHash: string; text: string; units: number; occurrences: number; position: number };
type Project = { id: string; organisationId: string };

/** Scripts written without spaces between words: counted in characters, as TMSs do (research A.3). */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

export function unitsOf(text: string, wordCount: number): number {
  return UNSPACED.test(text) ? text.replace(/\s+/g, '').length : wordCount;
}

/**
 * The unique segments of the in-scope pages named (all in-scope pages when none are), with how often
 * they occur across those pages, in page order. Bounded: more than maxSegments is refused.
 */
export async function findScopeSegments(db: Db, project: Project, urls: string[]): Promise<ScopeSegment[]> {
  if (urls.length > 0 && urls.every((u) => u.startsWith(API_SCOPE_PREFIX) || u.startsWith(CMS_SCOPE_PREFIX))) return findApiSegments(db, project, urls);
  const urlFilter = urls.length
    ? sql`and u.url in (${sql.join(
        urls.map((u) => sql`${u}`),
        sql`, `,
      )})`
    : sql``;
  return boundedSegments(db, 'pages', {
    occurrences: sql`sum(us.occurrences)`,
    position: sql`us.position`,
    from: sql`url_segments us
        join scope_urls u on u.id = us.scope_url_id
        join segments s on s.project_id = us.project_id and s.source_hash = us.source_hash`,
    where: sql`us.project_id = ${project.id}::uuid and u.is_in_scope ${urlFilter}`,
  });
}

/**
 * The unique segments a source holds (pages or API items: its occurrences, positions, tables and
 * filter are the parameters), oldest first; more than maxSegments is refused, naming what to choose fewer of.
 */
async function boundedSegments(db: Db, noun: 'pages' | 'items', source: { occurrences: SQL; position: SQL; from: SQL; where: SQL }): Promise<ScopeSegment[]> {
  const rows = await queryRows<{ source_hash: string; text: string; word_count: number; occ: number; pos: number }>(
    db,
    sql`select s.source_hash, s.text, s.word_count, ${source.occurrences}::int as occ, min(${source.position})::int as pos
        from ${source.from}
        where ${source.where}
        group by s.source_hash, s.text, s.word_count, s.created_at
        order by s.created_at, pos, s.source_hash
        limit ${MT_REQUEST_LIMITS.maxSegments + 1}`,
  );
  if (rows.length > MT_REQUEST_LIMITS.maxSegments)
    throw badRequest(`A request may hold at most ${MT_REQUEST_LIMITS.maxSegments} segments: choose fewer ${noun}.`);
  return rows.map((r) => ({
    sourceHash: r.source_hash,
    text: r.text,
    units: unitsOf(r.text, Number(r.word_count)),
    occurrences: Number(r.occ),
    position: Number(r.pos),
  }));
}

/** Best pg_trgm similarity of each segment against the organisation's human (USER/PBK) memory, other sources only. */
async function bestHumanMatches(db: Db, organisationId: string, targetLang: string, items: ScopeSegment[]): Promise<Map<string, number>> {
  const best = new Map<string, number>();
  for (let i = 0; i < items.length; i += 500) {
    const chunk = items.slice(i, i + 500).map((s) => ({ h: s.sourceHash, t: s.text }));
    const rows = await queryRows<{ h: string; best: number | null }>(
      db,
      sql`select x.h, (select max(similarity(tm.source_text, x.t)) from translation_memory tm
            where tm.organisation_id = ${organisationId}::uuid and tm.target_lang = ${targetLang}
              and tm.type in ('USER', 'PBK') and tm.source_hash <> x.h and tm.source_text % x.t)::float8 as best
          from json_to_recordset(${JSON.stringify(chunk)}::json) as x(h text, t text)`,
    );
    for (const r of rows) if (r.best !== null) best.set(r.h, Number(r.best));
  }
  return best;
}

function bandOf(score: number | undefined): AnalysisBand {
  if (score === undefined || score < 0.75) return 'new';
  if (score >= 0.9999) return 'exact';
  if (score >= 0.95) return 'fuzzy95';
  if (score >= 0.85) return 'fuzzy85';
  return 'fuzzy75';
}

const money = (n: number) => Math.round(n * 100) / 100;

/** One language: the segments to send (not already human) and the units of every band. */
export async function analyseLanguage(db: Db, project: Project, targetLang: string, scope: ScopeSegment[], unitPrice: number) {
  const tm = await findTranslations(
    db,
    project.organisationId,
    targetLang,
    scope.map((s) => s.sourceHash),
  );
  const isHuman = (s: ScopeSegment) => ['USER', 'PBK'].includes(tm.get(s.sourceHash)?.type ?? '');
  const toSend = scope.filter((s) => !isHuman(s));
  const scores = await bestHumanMatches(db, project.organisationId, targetLang, toSend);
  const totals = Object.fromEntries(ANALYSIS_BANDS.map((b) => [b, { segments: 0, units: 0 }])) as Record<AnalysisBand, { segments: number; units: number }>;
  for (const s of scope) {
    if (isHuman(s)) {
      totals.human.segments += s.occurrences;
      totals.human.units += s.units * s.occurrences;
      continue;
    }
    const band = bandOf(scores.get(s.sourceHash));
    totals[band].segments += 1;
    totals[band].units += s.units;
    // Repeats of a segment are translated once: counted, not charged (BAND_RATES.repetition).
    totals.repetition.segments += s.occurrences - 1;
    totals.repetition.units += s.units * (s.occurrences - 1);
  }
  const bands = ANALYSIS_BANDS.map((band) => ({
    band,
    ...totals[band],
    rate: BAND_RATES[band],
    amount: money(totals[band].units * BAND_RATES[band] * unitPrice),
  }));
  return {
    toSend,
    analysis: {
      targetLang,
      bands,
      totalUnits: bands.reduce((n, b) => n + b.units, 0),
      sentUnits: toSend.reduce((n, s) => n + s.units, 0),
      sentSegments: toSend.length,
      amount: money(bands.reduce((n, b) => n + b.amount, 0)),
    },
  };
}

/** The analysis and quote of a whole request (every language), at today's prices. */
export async function analyseRequest(db: Db, project: Project, input: { targetLangs: string[]; urls: string[]; pipeline: Pipeline }) {
  const scope = await findScopeSegments(db, project, input.urls);
  const unitPrice = getPipelinePrice(input.pipeline);
  const perLang = [];
  for (const lang of [...new Set(input.targetLangs)]) perLang.push({ lang, ...(await analyseLanguage(db, project, lang, scope, unitPrice)) });
  const analysis: ManualAnalysis = {
    pipeline: input.pipeline,
    unitPrice,
    languages: perLang.map((l) => l.analysis),
    totalAmount: money(perLang.reduce((n, l) => n + l.analysis.amount, 0)),
  };
  return { analysis, toSend: new Map(perLang.map((l) => [l.lang, l.toSend])) };
}

/** API content sent to professional translation names its items as `api:<apiId>` in the request's urls. */
export const API_SCOPE_PREFIX = 'api:';
/** …and a CMS project's content types as `cms:<uid>` (their synced entries' texts, cms_entries.hashes). */
export const CMS_SCOPE_PREFIX = 'cms:';

/** The unique texts of the API items and CMS content types named, in item and key order; same bound as pages. */
async function findApiSegments(db: Db, project: Project, urls: string[]): Promise<ScopeSegment[]> {
  const ids = urls
    .filter((u) => u.startsWith(API_SCOPE_PREFIX))
    .map((u) => u.slice(API_SCOPE_PREFIX.length))
    .filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const uids = urls.filter((u) => u.startsWith(CMS_SCOPE_PREFIX)).map((u) => u.slice(CMS_SCOPE_PREFIX.length));
  if (ids.length === 0 && uids.length === 0) return [];
  const list = (values: SQL[]) => (values.length ? sql.join(values, sql`, `) : sql`null`);
  return boundedSegments(db, 'items', {
    occurrences: sql`count(*)`,
    position: sql`x.position`,
    from: sql`(select v.source_hash, v.position from api_values v
                 where v.project_id = ${project.id}::uuid and v.api_id in (${list(ids.map((id) => sql`${id}::uuid`))})
               union all
               select h.hash, h.pos::int from cms_entries e cross join lateral jsonb_array_elements_text(e.hashes) with ordinality h(hash, pos)
                 where e.project_id = ${project.id}::uuid and e.uid in (${list(uids.map((uid) => sql`${uid}`))})) x
          join segments s on s.project_id = ${project.id}::uuid and s.source_hash = x.source_hash`,
    where: sql`true`,
  });
}
