import { DEFAULT_IGNORE_PATTERNS, SelectorError, compileSelectors, type ExtractOptions } from '@lipi/engine/extract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projectSettingEntries } from '../../db/schema/index.ts';
import { checkIgnorePattern, compileIgnorePattern } from '../project-settings/safe-pattern.ts';

/**
 * A project's ignore pattern as extraction uses it, or null when it is invalid or unsafe to run.
 * The settings call vets patterns before storing them; the crawler checks again with the same
 * rules, since a stored row may predate them and a stuck regex would stall every crawl.
 */
export function usableIgnorePattern(source: string): RegExp | null {
  return checkIgnorePattern(source) === null ? compileIgnorePattern(source) : null;
}

/** Selectors the engine cannot read are dropped one by one, so one typo does not disable the rest. */
function usableSelectors(values: string[]): string[] {
  return values.filter((selector) => {
    try {
      compileSelectors([selector]);
      return true;
    } catch (err) {
      if (err instanceof SelectorError) return false;
      throw err;
    }
  });
}

/**
 * Extraction options of a project: its no-translation nodes (CSS selectors) and ignore patterns
 * (regex sources) from the settings lists, on top of the engine's defaults (emails, URLs,
 * numbers, prices), which a project can add to but not remove.
 */
export async function loadExtractOptions(db: Db, projectId: string): Promise<ExtractOptions> {
  const rows = await db
    .select({ kind: projectSettingEntries.kind, value: projectSettingEntries.value })
    .from(projectSettingEntries)
    .where(and(eq(projectSettingEntries.projectId, projectId), inArray(projectSettingEntries.kind, ['noTranslationNode', 'ignorePattern'])));
  const selectors = rows.filter((r) => r.kind === 'noTranslationNode').map((r) => r.value.trim());
  const patterns = rows
    .filter((r) => r.kind === 'ignorePattern')
    .map((r) => usableIgnorePattern(r.value))
    .filter((p): p is RegExp => p !== null);
  // The project's patterns run first: the defaults blank out numbers, after which `SKU-\d+` would no longer match "SKU-12345".
  return { noTranslateSelectors: usableSelectors(selectors), ignorePatterns: [...patterns, ...DEFAULT_IGNORE_PATTERNS] };
}
