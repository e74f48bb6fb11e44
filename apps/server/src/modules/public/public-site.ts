import { DEFAULT_SOURCE_LANG, isLanguageCode, LANGUAGES, type PublicLanguage, type SnippetSettings } from '@lipi/contract';
import { SelectorError, compileSelectors } from '@lipi/engine/extract';
import { normaliseUrl } from '@lipi/engine/url';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { projectDomains, projects, projectSettingEntries } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

/*
 * What every public call needs about a project, read once and kept for a short while: public
 * calls come from every visitor of every customer site, settings change rarely, and a changed
 * setting showing up after SITE_TTL_MS is fine (clearPublicCaches drops it at once).
 */

/** English: the source language of a project that chose none. */
export const SOURCE_LANG = DEFAULT_SOURCE_LANG;
const SITE_TTL_MS = 10_000;
const MAX_SITES = 2000;

type Domain = { id: string; hostname: string; isActive: boolean; languages: string[] };
export type PublicSite = {
  projectId: string;
  organisationId: string;
  /** The language the site is written in (projects.source_language). */
  sourceLang: string;
  pageLimit: number;
  domains: Domain[];
  settings: SnippetSettings;
};

const sites = new Map<string, { at: number; site: Promise<PublicSite | null> }>();

/** Forgets cached projects (all, or one) so the next public call reads them again. */
export function forgetPublicSite(projectId?: string) {
  if (projectId) sites.delete(projectId);
  else sites.clear();
}

async function readSite(ctx: Pick<AppContext, 'db'>, projectId: string): Promise<PublicSite | null> {
  const [project] = await ctx.db
    .select({
      id: projects.id,
      organisationId: projects.organisationId,
      sourceLang: projects.sourceLanguage,
      popupCss: projects.popupCss,
      pageLimit: projects.pageLimit,
      metaTags: projects.metaTagsEnabled,
    })
    .from(projects)
    .where(and(eq(projects.id, projectId), isNull(projects.deletingAt)));
  if (!project) return null;
  const domains = await ctx.db
    .select({ id: projectDomains.id, hostname: projectDomains.hostname, isActive: projectDomains.isActive, languages: projectDomains.languages })
    .from(projectDomains)
    .where(eq(projectDomains.projectId, projectId));
  const entries = await ctx.db
    .select({ kind: projectSettingEntries.kind, value: projectSettingEntries.value, language: projectSettingEntries.language })
    .from(projectSettingEntries)
    .where(and(eq(projectSettingEntries.projectId, projectId), inArray(projectSettingEntries.kind, ['customFontSize', 'noTranslationNode', 'swalekhNode'])));
  const fontSizes: Record<string, string> = {};
  const noTranslateSelectors: string[] = [];
  const keyboardClasses: string[] = [];
  for (const e of entries) {
    if (e.kind === 'customFontSize' && e.language) fontSizes[e.language] = e.value;
    if (e.kind === 'swalekhNode') keyboardClasses.push(e.value);
    if (e.kind === 'noTranslationNode' && isUsableSelector(e.value)) noTranslateSelectors.push(e.value.trim());
  }
  return {
    projectId: project.id,
    organisationId: project.organisationId,
    sourceLang: project.sourceLang,
    pageLimit: project.pageLimit,
    domains,
    settings: { popupCss: project.popupCss, fontSizes, noTranslateSelectors, keyboardClasses, metaTags: project.metaTags },
  };
}

/** The crawler drops selectors the engine cannot read; the snippet must skip exactly the same. */
function isUsableSelector(value: string) {
  try {
    compileSelectors([value]);
    return true;
  } catch (err) {
    if (err instanceof SelectorError) return false;
    throw err;
  }
}

export async function getPublicSite(ctx: Pick<AppContext, 'db' | 'clock'>, projectId: string): Promise<PublicSite> {
  if (!/^[0-9a-f-]{36}$/i.test(projectId)) throw new AppError('NOT_FOUND', 'Project not found');
  const now = ctx.clock.now().getTime();
  let entry = sites.get(projectId);
  if (!entry || now - entry.at > SITE_TTL_MS) {
    if (sites.size >= MAX_SITES) sites.clear();
    entry = { at: now, site: readSite(ctx, projectId) };
    entry.site.catch(() => sites.delete(projectId));
    sites.set(projectId, entry);
  }
  const site = await entry.site;
  if (!site) throw new AppError('NOT_FOUND', 'Project not found');
  return site;
}

/** `www.` and the bare host are one site (docs/decisions.md). */
export const twinHost = (host: string) => (host.startsWith('www.') ? host.slice(4) : `www.${host}`);

export type PageRef = { url: string; hostname: string; domain: Domain };

/**
 * The page as the crawler keys it (normalised, `lipi_lang` dropped) and the project domain it is
 * on. A page outside the project's active domains is refused: a project id alone must not make
 * one site's translations usable on (or countable from) another.
 */
export function resolvePage(site: PublicSite, rawUrl: string): PageRef {
  const url = normaliseUrl(rawUrl, undefined, { extraTrackingParams: ['lipi_lang'] });
  if (!url) throw new AppError('BAD_REQUEST', 'url must be an http(s) URL');
  const hostname = new URL(url).hostname.replace(/\.$/, '');
  const domain = site.domains.find((d) => d.hostname === hostname) ?? site.domains.find((d) => d.hostname === twinHost(hostname));
  if (!domain || !domain.isActive) throw new AppError('FORBIDDEN', 'This page is not on an active domain of the project');
  return { url, hostname, domain };
}

const LANGUAGE_BY_CODE = new Map(LANGUAGES.map((l) => [l.code, l]));

/** The project's source language first, then the domain's target languages, with the names the switcher shows. */
export function siteLanguages(site: Pick<PublicSite, 'sourceLang'>, domain: Domain): PublicLanguage[] {
  const source = site.sourceLang;
  const codes = [source, ...domain.languages.filter((c) => c !== source && isLanguageCode(c))];
  return codes.map((code) => {
    const l = LANGUAGE_BY_CODE.get(code as never)!;
    return { code, name: l.name, nativeName: l.nativeName, dir: l.direction, tag: l.bcp47 };
  });
}

/** The first candidate the domain offers (`hi-IN` also tries `hi`), else the source (the first of `languages`). */
export function pickLanguage(candidates: string, languages: PublicLanguage[]): string {
  for (const raw of candidates.split(',')) {
    for (const c of [raw, raw.split('-')[0]!]) {
      const hit = languages.find((l) => l.code.toLowerCase() === c.toLowerCase());
      if (hit) return hit.code;
    }
  }
  return languages[0]?.code ?? SOURCE_LANG;
}

/**
 * Writes from a browser carry an Origin: it must be the page's own site (or Lipi itself, for the
 * dashboard's preview). Browsers cannot forge it, so a script on another site cannot report
 * content, views or suggestions for this one. Calls without an Origin (servers, the proxy) pass.
 */
export function assertOrigin(origin: string | undefined, page: PageRef, publicUrl: string) {
  if (!origin) return;
  let host: string;
  try {
    host = new URL(origin).hostname;
  } catch {
    throw new AppError('FORBIDDEN', 'This page is not on an active domain of the project');
  }
  if (host === page.hostname || host === twinHost(page.hostname) || host === new URL(publicUrl).hostname) return;
  throw new AppError('FORBIDDEN', 'This page is not on an active domain of the project');
}
