import { TRANSLATION_FILTERS, type TranslationFilter, type TranslationType } from '@lipi/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { TranslationScope } from './translation-access.ts';

/** Which segments a call is about: all, page text only, SEO (title/meta/attribute), or meta tags. */
export type SegmentKinds = 'all' | 'text' | 'seo' | 'meta';

const KIND_CONDITIONS: Record<SegmentKinds, SQL> = {
  all: sql``,
  text: sql`and s.kind = 'text'`,
  seo: sql`and s.kind <> 'text'`,
  meta: sql`and s.kind in ('meta', 'title')`,
};

/**
 * The subquery `(source_hash, text, kind, word_count, position, created_at)` of the segments a call
 * works on. Project-wide: the unique segments held by at least one in-scope URL the caller may see
 * (the same rule as the project's word counts, docs/decisions.md), in the order they were found
 * (crawl order, then first position on a page). With a URL: that page's segments in page order.
 * A mobile or API project's segments come from its files, not pages: the triggers hold all of them in scope.
 */
export function segmentSource(scope: Omit<TranslationScope, 'auth'>, kinds: SegmentKinds = 'all'): SQL {
  const kind = KIND_CONDITIONS[kinds];
  if (scope.urlId) {
    return sql`(select s.source_hash, s.text, s.kind, s.word_count, us.position, null::timestamptz as created_at
      from url_segments us join segments s on s.project_id = us.project_id and s.source_hash = us.source_hash
      where us.scope_url_id = ${scope.urlId}::uuid and us.project_id = ${scope.project.id}::uuid ${kind})`;
  }
  // first_position and in_scope are kept by triggers (migration 0005_speed), so the project-wide
  // source is an index range over segments_in_scope_order_idx; a collaborator also needs one of
  // its visible URLs to hold the segment.
  const visibleOnly = scope.seesAllUrls
    ? sql``
    : sql`and exists (
      select 1 from url_segments us join scope_urls on scope_urls.id = us.scope_url_id
      where us.project_id = s.project_id and us.source_hash = s.source_hash and scope_urls.is_in_scope and ${scope.visible})`;
  return sql`(select s.source_hash, s.text, s.kind, s.word_count, s.created_at, s.first_position as position
    from segments s
    where s.project_id = ${scope.project.id}::uuid and s.in_scope ${kind} ${visibleOnly})`;
}

/** The organisation's current TM row of each segment in one language (alias tm), if any. */
export function tmJoin(scope: TranslationScope, targetLang: string): SQL {
  return sql`left join translation_memory tm
    on tm.organisation_id = ${scope.project.organisationId}::uuid and tm.source_hash = seg.source_hash and tm.target_lang = ${targetLang}`;
}

/**
 * With a URL created_at is null and position decides; project-wide, found order then position
 * (never null there). Plain ascending order, the index's, so a page of rows is an index range.
 */
export const segmentOrder = sql`seg.created_at, seg.position, seg.source_hash`;

const TYPE_BY_TRANSLATION_TYPE: Record<TranslationType, string | null> = { Professional: 'PBK', User: 'USER', Machine: 'MACHINE', none: null };

/**
 * Conditions on tm of the list filters. "New Content Available" and type 'none' select segments
 * with no TM row (what the counts call new content); the others one TM type each.
 */
export function tmTypeConditions(filter?: TranslationFilter, translationType?: TranslationType): SQL[] {
  return wantedTmTypes(filter, translationType).map((type) => (type === null ? sql`tm.source_hash is null` : sql`tm.type = ${type}`));
}

/** The TM types the list filters ask for, all of them at once (null: no TM row). */
export function wantedTmTypes(filter?: TranslationFilter, translationType?: TranslationType): (string | null)[] {
  const wanted: (string | null)[] = [];
  if (filter) wanted.push(filter === 'newContent' ? null : TRANSLATION_FILTERS.find((f) => f.value === filter)!.tmType);
  if (translationType) wanted.push(TYPE_BY_TRANSLATION_TYPE[translationType]);
  return wanted;
}

/** Which kinds of segment a SegmentKinds selection takes (the JavaScript side of KIND_CONDITIONS). */
export function kindMatches(kinds: SegmentKinds, kind: string): boolean {
  if (kinds === 'text') return kind === 'text';
  if (kinds === 'seo') return kind !== 'text';
  if (kinds === 'meta') return kind === 'meta' || kind === 'title';
  return true;
}

export const tmTypeOf = (translationType: TranslationType) => TYPE_BY_TRANSLATION_TYPE[translationType];

/** LIKE treats % and _ as wildcards; a search for "50%_off" means those characters. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const whereAll = (conditions: SQL[]) => (conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `));
