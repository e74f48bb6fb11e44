import { DOCUMENT_MESSAGES, type Pipeline } from '@lipi/contract';
import { checkDocxTranslation } from '@lipi/engine/files/docx';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { docFiles, scopeUrls, translationRuns, urlSegments } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { createRequest } from '../manual-translation/manual-requests.service.ts';
import { startTranslationRun } from '../machine-translation/translation-run.service.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { writeTranslations, type TmWrite } from '../translation-memory/tm-store.ts';
import { getDocFile, type DocumentViewer } from './documents-access.ts';
import { parseDocument } from './documents-upload.service.ts';
import type { DocFileRow } from './documents-view.ts';

async function fileHashes(ctx: Pick<AppContext, 'db'>, file: DocFileRow): Promise<string[]> {
  if (!file.scopeUrlId) return [];
  const rows = await ctx.db
    .select({ h: urlSegments.sourceHash })
    .from(urlSegments)
    .where(eq(urlSegments.scopeUrlId, file.scopeUrlId))
    .orderBy(urlSegments.position);
  return rows.map((r) => r.h);
}

/**
 * fileTranslation/nmt/auto: one persistent run per language over every paragraph of the document
 * (the machine-translation runs websites use: resumable, with progress; paragraphs already in the
 * memory come from it). A language whose run is still going is not started twice.
 */
export async function translateDocument(
  ctx: AppContext,
  auth: AuthInfo | null,
  project: ProjectRow,
  viewer: DocumentViewer,
  fileId: string,
  input: { languages?: string[] | undefined; engine?: string | undefined },
) {
  const file = await getDocFile(ctx, project, viewer, fileId);
  const languages = input.languages?.length ? input.languages : file.languages;
  const foreign = languages.filter((l) => !file.languages.includes(l));
  if (foreign.length) throw badRequest(`Add ${foreign.join(', ')} to the document first.`);
  const hashes = await fileHashes(ctx, file);
  const runs = { ...file.runs };
  const started: { language: string; runId: string; total: number }[] = [];
  for (const language of languages) {
    const current = runs[language] ? (await ctx.db.select().from(translationRuns).where(eq(translationRuns.id, runs[language])))[0] : undefined;
    if (current && (current.status === 'queued' || current.status === 'running')) {
      started.push({ language, runId: current.id, total: current.total });
      continue;
    }
    const { run } = await startTranslationRun(ctx, {
      project,
      targetLang: language,
      kind: 'nmt',
      engine: input.engine,
      sourceHashes: hashes,
      requestId: `doc:${file.id}:${language}:${ctx.clock.now().getTime()}`,
      userId: auth?.userId ?? null,
      auth,
    });
    runs[language] = run.id;
    started.push({ language, runId: run.id, total: run.total });
  }
  // A new machine translation makes an earlier machine result or failure stale; human stages stay.
  const status = file.status === 'NMT_TRANSLATED' || file.status === 'FAILED' ? 'NEW_URL' : file.status;
  await ctx.db.update(docFiles).set({ runs, status, failureReason: null, updatedAt: ctx.clock.now() }).where(eq(docFiles.id, file.id));
  return { runs: started };
}

/**
 * doc-file/send/prabandhak: a manual-translation request whose scope is the document's own scope
 * URL, made by the manual-translation module's createRequest (analysis, quote, batches to the TMS).
 */
export async function sendDocumentToPrabandhak(
  ctx: AppContext,
  auth: AuthInfo,
  project: ProjectRow,
  viewer: DocumentViewer,
  input: { fileId: string; languages: string[]; pipeline: Pipeline; dueDate?: string | undefined; notes: string },
) {
  const file = await getDocFile(ctx, project, viewer, input.fileId);
  const missing = input.languages.filter((l) => !file.languages.includes(l));
  if (missing.length) throw badRequest(`Add ${missing.join(', ')} to the document first.`);
  if (!file.scopeUrlId) throw notFound('Document not found');
  const [url] = await ctx.db.select({ url: scopeUrls.url }).from(scopeUrls).where(eq(scopeUrls.id, file.scopeUrlId));
  const result = await createRequest(ctx, auth, project, {
    targetLangs: input.languages,
    urls: [url!.url],
    pipeline: input.pipeline,
    dueDate: input.dueDate,
    notes: input.notes || `Document ${file.fileName}`,
  });
  await ctx.db
    .update(docFiles)
    .set({ status: 'PBK_SENT', manualRequestId: result.requestId, failureReason: null, updatedAt: ctx.clock.now() })
    .where(eq(docFiles.id, file.id));
  return result;
}

/**
 * fileTranslation/mapTranslatedDocFile: a translation made outside Lipi. Paragraphs are paired by
 * their place in the document (same part and index when the structure is the same, else reading
 * order when the counts match); a pair whose placeholders do not fit the source is skipped. The
 * pairs become the memory (type USER: a person's translation) of the target language.
 */
export async function mapTranslatedDocument(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  auth: AuthInfo,
  project: ProjectRow,
  viewer: DocumentViewer,
  fileId: string,
  targetLang: string,
  content: Buffer,
) {
  const file = await getDocFile(ctx, project, viewer, fileId);
  if (!file.languages.includes(targetLang)) throw badRequest(`Add ${targetLang} to the document first.`);
  const stored = await ctx.storage.get(file.storageKey);
  if (!stored) throw notFound('The stored document is missing');
  const source = parseDocument(stored, project.sourceLanguage);
  const target = parseDocument(content, targetLang);
  const byId = new Map(target.units.map((u) => [u.id, u]));
  const sameShape = source.units.every((u) => byId.has(u.id)) && source.units.length === target.units.length;
  if (!sameShape && source.units.length !== target.units.length) throw badRequest(DOCUMENT_MESSAGES.mapMismatch(source.units.length, target.units.length));
  const paragraphs = new Map(source.parts.flatMap((p) => [...p.paragraphs]));
  const writes: TmWrite[] = [];
  let skipped = 0;
  source.units.forEach((unit, i) => {
    const translated = sameShape ? byId.get(unit.id)! : target.units[i]!;
    const paragraph = paragraphs.get(unit.id);
    if (!paragraph || checkDocxTranslation(paragraph, translated.text) || translated.text === unit.text) {
      skipped++;
      return;
    }
    writes.push({
      sourceHash: unit.sourceHash,
      sourceText: unit.text,
      targetLang,
      preProcessedTarget: translated.text,
      type: 'USER',
      displayType: 'translation',
      origin: 'import',
      userId: auth.userId,
    });
  });
  await writeTranslations(ctx.db, project.organisationId, writes, { keepHuman: false });
  return { pairs: writes.length, skipped };
}
