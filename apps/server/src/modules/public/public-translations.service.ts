import { LANGUAGES, publicTranslationsReply, type PublicLanguage, type PublicTranslation, type PublicTranslationsReply, type SnippetUi } from '@lipi/contract';
import { snippetStringsFor } from '@lipi/contract/snippet-strings';
import { fnv1a64 } from '@lipi/engine/extract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { scopeUrls, segments, translationMemory, urlSegments } from '../../db/schema/index.ts';
import { getPublicSite, pickLanguage, resolvePage, siteLanguages, type PublicSite } from './public-site.ts';

/*
 * The page translations: every segment the crawler (or the tracker) stored for the URL that has a
 * translation in the organisation's memory, plus the delivery settings. Replies are kept in memory
 * for REPLY_TTL_MS with their ETag, so the hot path for a popular page is one map lookup; a short
 * time, so an edited or accepted translation reaches visitors within seconds even when the writer
 * does not call clearPublicCaches.
 */

type Ctx = Pick<AppContext, 'db' | 'clock'>;
/** body: the whole envelope, serialised once (through the reply schema, the allow-list) and sent as is. */
export type PageTranslations = { reply: PublicTranslationsReply; etag: string; body: string };

const REPLY_TTL_MS = 5_000;
const MAX_REPLIES = 5000;
const replies = new Map<string, { at: number; value: Promise<PageTranslations> }>();

/** Drops cached replies (one project's, or all): after a TM edit or a settings change. */
export function forgetPageTranslations(projectId?: string) {
  if (!projectId) return replies.clear();
  for (const key of replies.keys()) if (key.startsWith(`${projectId}|`)) replies.delete(key);
}

const tmJoin = (site: PublicSite, lang: string) =>
  and(
    eq(translationMemory.organisationId, site.organisationId),
    eq(translationMemory.targetLang, lang),
    // NO_TRANSLATION_AVAILABLE means "stays as it is": nothing to show.
    ne(translationMemory.type, 'NO_TRANSLATION_AVAILABLE'),
  );

/** The memory's columns a reply carries: hash, shown text, display type. */
const TM_COLUMNS = { h: translationMemory.sourceHash, t: translationMemory.preProcessedTarget, d: translationMemory.displayType };

const toMap = (rows: { h: string; t: string; d: string }[]) => {
  const map: Record<string, PublicTranslation> = {};
  for (const r of rows) map[r.h] = { t: r.t, d: r.d === 't13n' ? 't13n' : 'translation' };
  return map;
};

const LANGUAGE_BY_CODE = new Map(LANGUAGES.map((l) => [l.code as string, l]));

/** The snippet's own words for the reply's language (English where we have no translation yet). */
export function snippetUi(lang: string): SnippetUi {
  const { code, strings } = snippetStringsFor(lang);
  const language = LANGUAGE_BY_CODE.get(code);
  return { tag: language?.bcp47 ?? code, dir: language?.direction ?? 'ltr', strings };
}

function envelope(site: PublicSite, lang: string, languages: PublicLanguage[], translations: Record<string, PublicTranslation>): PageTranslations {
  const reply: PublicTranslationsReply = {
    lang,
    sourceLang: site.sourceLang,
    defaultLang: site.sourceLang,
    languages,
    translations,
    settings: site.settings,
    ui: snippetUi(lang),
  };
  const body = JSON.stringify(ok(publicTranslationsReply.parse(reply)));
  return { reply, etag: `"${fnv1a64(body)}"`, body };
}

async function readPage(ctx: Ctx, site: PublicSite, url: string, lang: string, languages: PublicLanguage[]) {
  const rows =
    lang === site.sourceLang
      ? []
      : await ctx.db
          .select(TM_COLUMNS)
          .from(scopeUrls)
          .innerJoin(urlSegments, eq(urlSegments.scopeUrlId, scopeUrls.id))
          .innerJoin(translationMemory, and(eq(translationMemory.sourceHash, urlSegments.sourceHash), tmJoin(site, lang)))
          .where(and(eq(scopeUrls.projectId, site.projectId), eq(scopeUrls.url, url), eq(scopeUrls.isInScope, true)));
  return envelope(site, lang, languages, toMap(rows));
}

/** GET /api/public/translations: `langs` is one code or the visitor's candidates. */
export async function getPageTranslations(ctx: Ctx, input: { projectId: string; lang: string; url: string }): Promise<PageTranslations> {
  const site = await getPublicSite(ctx, input.projectId);
  const page = resolvePage(site, input.url);
  const languages = siteLanguages(site, page.domain);
  const lang = pickLanguage(input.lang, languages);
  const key = `${site.projectId}|${lang}|${page.url}`;
  const now = ctx.clock.now().getTime();
  let entry = replies.get(key);
  if (!entry || now - entry.at > REPLY_TTL_MS) {
    if (replies.size >= MAX_REPLIES) replies.clear();
    entry = { at: now, value: readPage(ctx, site, page.url, lang, languages) };
    entry.value.catch(() => replies.delete(key));
    replies.set(key, entry);
  }
  return entry.value;
}

/**
 * POST /api/public/translations: translations of content the page added after load. Only hashes
 * of this project's segments are answered (the memory is shared by the organisation's projects).
 */
export async function getHashTranslations(ctx: Ctx, input: { projectId: string; lang: string; url: string; hashes: string[] }): Promise<PageTranslations> {
  const site = await getPublicSite(ctx, input.projectId);
  const page = resolvePage(site, input.url);
  const languages = siteLanguages(site, page.domain);
  const lang = pickLanguage(input.lang, languages);
  const hashes = [...new Set(input.hashes)];
  const rows =
    lang === site.sourceLang || hashes.length === 0
      ? []
      : await ctx.db
          .select(TM_COLUMNS)
          .from(segments)
          .innerJoin(translationMemory, and(eq(translationMemory.sourceHash, segments.sourceHash), tmJoin(site, lang)))
          .where(and(eq(segments.projectId, site.projectId), inArray(segments.sourceHash, hashes)));
  return envelope(site, lang, languages, toMap(rows));
}
