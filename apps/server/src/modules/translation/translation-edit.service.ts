import { TRANSLATION_MESSAGES, type DisplayType, type QaWarning, type TmType } from '@lipi/contract';
import { checkTranslation } from '@lipi/engine/qa';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { glossaryTerms, users } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { findTranslations, writeTranslations, type TmRow } from '../translation-memory/tm-store.ts';
import { hasSameMarkers } from './markers.ts';
import { getSegment } from './segment-lookup.ts';
import type { TranslationScope } from './translation-access.ts';

type UpdateInput = { targetLang: string; sourceHash: string; preProcessedTarget: string; displayType: DisplayType };

/**
 * `/translation/user/update`: a person's translation, saved as USER over whatever was there
 * (keepHuman false). Markers that differ from the source refuse the save; quality findings do
 * not, they come back with the saved row so the editor shows them.
 */
export async function updateUserTranslation(db: Db, scope: TranslationScope, input: UpdateInput) {
  const segment = await getSegment(db, scope, input.sourceHash);
  const { saved, warnings } = await saveUserTranslation(db, scope.project, scope.auth.userId, segment, {
    targetLang: input.targetLang,
    translation: input.preProcessedTarget,
    displayType: input.displayType,
  });
  return { translation: await toSaved(db, saved), warnings };
}

/**
 * The save itself, shared by the page editor and the API content editor: the trimmed translation
 * of a segment the caller may edit, written to the organisation's memory as USER over whatever was
 * there (keepHuman false). Markers that differ from the source refuse it; quality findings against
 * the project's glossary come back as warnings. Returns the memory row as stored.
 */
export async function saveUserTranslation(
  db: Db,
  project: { id: string; organisationId: string },
  userId: string,
  segment: { sourceHash: string; text: string },
  input: { targetLang: string; translation: string; displayType: DisplayType },
): Promise<{ saved: TmRow; warnings: QaWarning[] }> {
  const target = input.translation.trim();
  if (!hasSameMarkers(segment.text, target)) throw badRequest(TRANSLATION_MESSAGES.markersMismatch);
  const glossary = await db.select().from(glossaryTerms).where(eq(glossaryTerms.projectId, project.id));
  const warnings: QaWarning[] = checkTranslation({
    source: segment.text,
    target,
    targetLang: input.targetLang,
    glossary: glossary.map((g) => ({
      term: g.term,
      rule: g.rule as 'never' | 'always' | 'transliterate',
      translations: g.translations,
      isCaseSensitive: g.isCaseSensitive,
    })),
  }).map(({ code, message }) => ({ code, message }));
  const [row] = await writeTranslations(
    db,
    project.organisationId,
    [
      {
        sourceHash: segment.sourceHash,
        sourceText: segment.text,
        targetLang: input.targetLang,
        preProcessedTarget: target,
        type: 'USER',
        displayType: input.displayType,
        origin: 'user',
        userId,
      },
    ],
    { keepHuman: false },
  );
  const saved = row ?? (await findTranslations(db, project.organisationId, input.targetLang, [segment.sourceHash])).get(segment.sourceHash)!;
  return { saved, warnings };
}

/** `translation/toggle/transliteration/type`: the same target shown as translation or t13n. */
export async function toggleDisplayType(db: Db, scope: TranslationScope, input: { targetLang: string; sourceHash: string; displayType: DisplayType }) {
  const segment = await getSegment(db, scope, input.sourceHash);
  const current = (await findTranslations(db, scope.project.organisationId, input.targetLang, [segment.sourceHash])).get(segment.sourceHash);
  if (!current) throw new AppError('NOT_FOUND', TRANSLATION_MESSAGES.translationNotFound);
  const [row] = await writeTranslations(
    db,
    scope.project.organisationId,
    [
      {
        sourceHash: current.sourceHash,
        sourceText: segment.text,
        targetLang: current.targetLang,
        preProcessedTarget: current.preProcessedTarget,
        type: current.type as TmType,
        displayType: input.displayType,
        origin: 'user',
        userId: scope.auth.userId,
      },
    ],
    { keepHuman: false },
  );
  return { translation: await toSaved(db, row ?? current) };
}

async function toSaved(db: Db, row: TmRow) {
  const [user] = row.updatedBy ? await db.select({ name: users.name }).from(users).where(eq(users.id, row.updatedBy)) : [];
  return {
    sourceHash: row.sourceHash,
    targetLang: row.targetLang,
    preProcessedTarget: row.preProcessedTarget,
    type: row.type,
    displayType: row.displayType as DisplayType,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: user?.name ?? null,
  };
}
