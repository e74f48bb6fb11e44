import {
  DEFAULT_SOURCE_LANG,
  MOBILE_LIMITS,
  MOBILE_MESSAGES,
  PROJECT_MESSAGES,
  isLanguageCode,
  toBcp47,
  type MobileFile,
  type MobileResyncReply,
} from '@lipi/contract';
import { CodecError } from '@lipi/engine/codecs';
import { mobileFilePath, parseMobileFile, type MobileDoc, type MobileFormat } from '@lipi/engine/files/mobile';
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { mobileFiles, projects } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { assertMayAddProject, lockOrganisation, requireOrganisation } from '../projects/project-create.service.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import type { MobileUpload } from './read-mobile-upload.ts';
import { countTranslatableUnits, countTranslatedUnits, firstKeys, storeFileVersion, type MobileFileRow } from './mobile-store.ts';

/** Parses an uploaded string file; a bad file is a 400 with the codec's message and nothing is stored. */
export function parseUpload(fileName: string, content: Buffer, sourceLang: string): MobileDoc {
  try {
    return parseMobileFile(fileName, new Uint8Array(content.buffer, content.byteOffset, content.byteLength), sourceLang);
  } catch (err) {
    if (err instanceof CodecError) throw badRequest(err.message);
    throw err;
  }
}

export function assertMobile(project: ProjectRow): void {
  if (project.kind !== 'mobile') throw badRequest(MOBILE_MESSAGES.notMobile);
}

function checkLanguages(languages: string[], sourceLanguage: string): string[] {
  const unknown = [...languages, sourceLanguage].filter((l) => !isLanguageCode(l));
  if (unknown.length) throw badRequest(`Unknown language code: ${unknown.join(', ')}`);
  if (languages.includes(sourceLanguage)) throw badRequest(PROJECT_MESSAGES.targetIsSource(sourceLanguage));
  return languages;
}

/**
 * translation/xmlFileTranslation: a new mobile project made from the file (name and target
 * languages from the form or headers), or, with a projectId, a further file of that project.
 */
export async function uploadStringFile(ctx: Pick<AppContext, 'db' | 'clock'>, auth: AuthInfo, upload: MobileUpload, project: ProjectRow | null) {
  if (project) assertMobile(project);
  // The strings are in the project's source language; a new project takes it from the form (default English).
  const sourceLanguage = project?.sourceLanguage ?? (upload.sourceLanguage || DEFAULT_SOURCE_LANG);
  const languages = checkLanguages(upload.languages, sourceLanguage);
  const doc = parseUpload(upload.fileName, upload.content, sourceLanguage);
  const now = ctx.clock.now();
  const organisationId = requireOrganisation(auth);
  if (!project && languages.length === 0) throw badRequest('Please choose at least one language');
  return ctx.db.transaction(async (tx) => {
    await lockOrganisation(tx, organisationId);
    let projectId = project?.id;
    if (!project) {
      await assertMayAddProject(tx, auth, organisationId);
      const name = upload.projectName.trim().slice(0, 120) || upload.fileName;
      const [row] = await tx
        .insert(projects)
        .values({
          organisationId,
          createdBy: auth.userId,
          name,
          kind: 'mobile',
          baseUrl: '',
          // Engine usage is counted per hostname; an app has none, so the project gets its own.
          hostname: `app-${randomUUID().slice(0, 8)}.mobile`,
          languages,
          sourceLanguage,
          status: 'completed',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: projects.id });
      projectId = row!.id;
    } else {
      const [existing] = await tx
        .select({ id: mobileFiles.id })
        .from(mobileFiles)
        .where(and(eq(mobileFiles.projectId, project.id), eq(mobileFiles.fileName, upload.fileName)));
      if (existing) throw new AppError('CONFLICT', MOBILE_MESSAGES.fileExists(upload.fileName));
      const [files] = await tx.select({ n: count() }).from(mobileFiles).where(eq(mobileFiles.projectId, project.id));
      if ((files?.n ?? 0) >= MOBILE_LIMITS.filesPerProject) throw badRequest(MOBILE_MESSAGES.tooManyFiles);
      const added = languages.filter((l) => !project.languages.includes(l));
      if (added.length)
        await tx
          .update(projects)
          .set({ languages: [...project.languages, ...added], updatedAt: now })
          .where(eq(projects.id, project.id));
    }
    const { file } = await storeFileVersion(tx, { projectId: projectId!, existing: null, fileName: upload.fileName, doc, now });
    return {
      projectId: projectId!,
      fileId: file.id,
      fileName: file.fileName,
      format: doc.format,
      units: doc.units.length,
      translatable: doc.units.filter((u) => u.translatable).length,
      sourceWordCount: file.sourceWordCount,
    };
  });
}

export async function getMobileFile(ctx: Pick<AppContext, 'db'>, project: ProjectRow, fileId: string): Promise<MobileFileRow> {
  if (!/^[0-9a-f-]{36}$/i.test(fileId)) throw notFound('File not found');
  const [file] = await ctx.db
    .select()
    .from(mobileFiles)
    .where(and(eq(mobileFiles.id, fileId), eq(mobileFiles.projectId, project.id)));
  if (!file) throw notFound('File not found');
  return file;
}

/** translation/mobileTranslationResync: a new version of a file, compared key by key with the last. */
export async function resyncStringFile(ctx: Pick<AppContext, 'db' | 'clock'>, project: ProjectRow, upload: MobileUpload): Promise<MobileResyncReply> {
  assertMobile(project);
  const existing = upload.fileId
    ? await getMobileFile(ctx, project, upload.fileId)
    : (
        await ctx.db
          .select()
          .from(mobileFiles)
          .where(and(eq(mobileFiles.projectId, project.id), eq(mobileFiles.fileName, upload.fileName)))
      )[0];
  if (!existing) throw notFound('File not found');
  // The new version must be the same kind of file (a .strings cannot replace a strings.xml).
  const doc = parseUpload(existing.fileName, upload.content, project.sourceLanguage);
  return ctx.db.transaction(async (tx) => {
    await lockOrganisation(tx, project.organisationId);
    const { file, diff } = await storeFileVersion(tx, { projectId: project.id, existing, fileName: existing.fileName, doc, now: ctx.clock.now() });
    return {
      fileId: file.id,
      version: file.version,
      added: diff.added.length,
      changed: diff.changed.length,
      removed: diff.removed.length,
      unchanged: diff.unchanged,
      newContentWordCount: diff.newContentWordCount,
      addedKeys: firstKeys(diff.added),
      changedKeys: firstKeys(diff.changed),
      removedKeys: firstKeys(diff.removed),
    };
  });
}

/** translation/stringxmlFileurls: files with the resource path and progress of each language. */
export async function listStringFiles(ctx: Pick<AppContext, 'db'>, project: ProjectRow): Promise<{ languages: string[]; files: MobileFile[] }> {
  assertMobile(project);
  const files = await ctx.db
    .select()
    .from(mobileFiles)
    .where(eq(mobileFiles.projectId, project.id))
    .orderBy(asc(mobileFiles.createdAt))
    .limit(MOBILE_LIMITS.filesPerProject);
  const out: MobileFile[] = [];
  for (const file of files) {
    const counts = await countTranslatedUnits(ctx.db, project.organisationId, file.id, project.languages);
    out.push({
      fileId: file.id,
      fileName: file.fileName,
      format: file.format,
      version: file.version,
      units: file.unitCount,
      translatableUnits: await countTranslatableUnits(ctx.db, file.id),
      sourceWordCount: file.sourceWordCount,
      updatedAt: file.updatedAt.toISOString(),
      languages: project.languages.map((language) => ({
        language,
        path: mobileFilePath(file.format as MobileFormat, toBcp47(language), file.fileName),
        translatedUnits: counts.get(language) ?? 0,
      })),
    });
  }
  return { languages: project.languages, files: out };
}

/** translation/mobileLanguageAddition */
export async function addMobileLanguages(ctx: Pick<AppContext, 'db' | 'clock'>, project: ProjectRow, languages: string[]) {
  assertMobile(project);
  checkLanguages(languages, project.sourceLanguage);
  const added = languages.filter((l) => !project.languages.includes(l));
  const all = [...project.languages, ...added];
  if (added.length) await ctx.db.update(projects).set({ languages: all, updatedAt: ctx.clock.now() }).where(eq(projects.id, project.id));
  return { languages: all, added };
}
