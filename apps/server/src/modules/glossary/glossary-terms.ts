import type { GlossaryRule } from '@lipi/contract';
import type { GlossaryTerm } from '@lipi/engine/mask';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { glossaryTerms } from '../../db/schema/index.ts';

/** The project's glossary as the masker takes it (machine-translation runs read it once per job). */
export async function listMaskingTerms(db: Db, projectId: string): Promise<GlossaryTerm[]> {
  const rows = await db.select().from(glossaryTerms).where(eq(glossaryTerms.projectId, projectId));
  return rows.map((r) => ({ term: r.term, rule: r.rule as GlossaryRule, translations: r.translations, isCaseSensitive: r.isCaseSensitive }));
}
