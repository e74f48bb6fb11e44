import { GLOSSARY_LIMITS, GLOSSARY_RULES, GLOSSARY_UPLOAD_FORMAT_ERROR, type GlossaryRule, type GlossaryTermEntry } from '@lipi/contract';
import { writeCsv } from '@lipi/engine/codecs';
import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { glossaryTerms } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { languageColumn, likePattern, rowError, type Table } from './table-file.ts';

type TermRow = typeof glossaryTerms.$inferSelect;
export type TermInput = { term: string; rule: GlossaryRule; translations: Record<string, string>; isCaseSensitive: boolean };

export function toTerm(row: TermRow): GlossaryTermEntry {
  return {
    id: row.id,
    term: row.term,
    rule: row.rule as GlossaryRule,
    translations: row.translations,
    isCaseSensitive: row.isCaseSensitive,
    createdAt: row.createdAt.toISOString(),
  };
}

const isUuid = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

/** Adds terms, replacing a term already in the glossary (same spelling), within the per-project cap. */
export async function saveTerms(ctx: Pick<AppContext, 'db'>, project: ProjectRow, terms: TermInput[]): Promise<TermRow[]> {
  return ctx.db.transaction(async (tx) => {
    const saved: TermRow[] = [];
    for (let i = 0; i < terms.length; i += 500) {
      const rows = await tx
        .insert(glossaryTerms)
        .values(terms.slice(i, i + 500).map((t) => ({ projectId: project.id, ...t })))
        .onConflictDoUpdate({
          target: [glossaryTerms.projectId, glossaryTerms.term],
          set: { rule: sql`excluded.rule`, translations: sql`excluded.translations`, isCaseSensitive: sql`excluded.is_case_sensitive` },
        })
        .returning();
      saved.push(...rows);
    }
    const [total] = await tx.select({ n: count() }).from(glossaryTerms).where(eq(glossaryTerms.projectId, project.id));
    // Checked after the upsert (inside the transaction) so replacing existing terms never counts twice.
    if ((total?.n ?? 0) > GLOSSARY_LIMITS.termsPerProject) throw badRequest(`A glossary can hold at most ${GLOSSARY_LIMITS.termsPerProject} terms`);
    return saved;
  });
}

export async function listTerms(ctx: Pick<AppContext, 'db'>, project: ProjectRow, query: { search?: string; pageNumber: number; pageSize: number }) {
  const where = and(eq(glossaryTerms.projectId, project.id), query.search ? ilike(glossaryTerms.term, likePattern(query.search)) : undefined);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(glossaryTerms)
      .where(where)
      .orderBy(asc(sql`lower(${glossaryTerms.term})`), asc(glossaryTerms.id))
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize),
    ctx.db.select({ n: count() }).from(glossaryTerms).where(where),
  ]);
  return { terms: rows.map(toTerm), total: total?.n ?? 0 };
}

/** Deletes the project's terms among these ids; ids of other projects are ignored. */
export async function deleteTerms(ctx: Pick<AppContext, 'db'>, project: ProjectRow, ids: string[]) {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return { deleted: 0 };
  const rows = await ctx.db
    .delete(glossaryTerms)
    .where(and(eq(glossaryTerms.projectId, project.id), inArray(glossaryTerms.id, valid)))
    .returning({ id: glossaryTerms.id });
  return { deleted: rows.length };
}

const BOOLEAN: Record<string, boolean> = { '': false, true: true, false: false, yes: true, no: false, '1': true, '0': false };

/**
 * The upload layout (contract glossary.ts): `term`, `rule`, optional `isCaseSensitive`, then one
 * column per language code. Any bad row refuses the whole file, naming the row.
 */
export function parseGlossaryTable(table: Table): TermInput[] {
  const termAt = table.header.indexOf('term');
  const ruleAt = table.header.indexOf('rule');
  const caseAt = table.header.indexOf('iscasesensitive');
  if (termAt < 0 || ruleAt < 0) throw badRequest(GLOSSARY_UPLOAD_FORMAT_ERROR);
  const languages = table.header.map((h, i) => (i === termAt || i === ruleAt || i === caseAt ? null : (languageColumn(h) ?? h)));
  const unknown = languages.find((l, i) => l !== null && !languageColumn(table.header[i]!));
  if (unknown !== undefined) throw badRequest(`${GLOSSARY_UPLOAD_FORMAT_ERROR}: unknown language column "${unknown}"`);
  const byTerm = new Map<string, TermInput>();
  table.rows.forEach((row, r) => {
    const term = row[termAt] ?? '';
    const rule = (row[ruleAt] ?? '').toLowerCase() as GlossaryRule;
    if (!term || term.length > GLOSSARY_LIMITS.termLength) throw rowError(r, `a term of 1 to ${GLOSSARY_LIMITS.termLength} characters is needed`);
    if (!GLOSSARY_RULES.includes(rule)) throw rowError(r, 'rule must be never, always or transliterate');
    const isCaseSensitive = BOOLEAN[(caseAt >= 0 ? (row[caseAt] ?? '') : '').toLowerCase()];
    if (isCaseSensitive === undefined) throw rowError(r, 'isCaseSensitive must be true or false');
    const translations: Record<string, string> = {};
    languages.forEach((lang, i) => {
      const value = row[i] ?? '';
      if (!lang || !value) return;
      if (value.length > GLOSSARY_LIMITS.translationLength)
        throw rowError(r, `a translation can be at most ${GLOSSARY_LIMITS.translationLength} characters long`);
      translations[lang] = value;
    });
    if (rule === 'always' && Object.keys(translations).length === 0) throw rowError(r, 'a term translated always needs at least one translation');
    byTerm.set(term, { term, rule, translations, isCaseSensitive });
  });
  return [...byTerm.values()];
}

/** maskTermsList.csv: the upload layout, so a download edited and uploaded again round-trips. */
export async function exportGlossaryCsv(ctx: Pick<AppContext, 'db'>, project: ProjectRow): Promise<string> {
  const rows = await ctx.db
    .select()
    .from(glossaryTerms)
    .where(eq(glossaryTerms.projectId, project.id))
    .orderBy(asc(sql`lower(${glossaryTerms.term})`));
  const used = new Set(rows.flatMap((r) => Object.keys(r.translations)));
  // Every project language gets a column, so a download is also the template to fill in.
  const languages = [...project.languages, ...[...used].filter((l) => !project.languages.includes(l)).sort()];
  return writeCsv([
    ['term', 'rule', 'isCaseSensitive', ...languages],
    ...rows.map((r) => [r.term, r.rule, String(r.isCaseSensitive), ...languages.map((l) => r.translations[l] ?? '')]),
  ]);
}
