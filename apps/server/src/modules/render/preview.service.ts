import { RENDER_MESSAGES, isLanguageCode, type PreviewUrlReply } from '@lipi/contract';
import { isSameSite } from '@lipi/engine/url';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/errors.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { activeDomains, proxyDomains } from './proxy-target.ts';
import { createUrlBuilder, pathFormUrl } from './proxy-urls.ts';
import { loadPathMap } from './translated-paths.ts';

/**
 * The proxy links of one page of the project. The subdomain host form needs wildcard DNS for
 * RENDER_SUBDOMAIN; it is offered for the main domain when RENDER_SUBDOMAIN is set, or when it is
 * the default `localhost` and the dashboard itself runs on localhost (Chromium resolves
 * *.localhost to the loopback address). Otherwise the path form, which always works.
 */
export async function previewUrls(ctx: AppContext, project: ProjectRow, rawUrl: string, lang: string): Promise<PreviewUrlReply> {
  const rows = await activeDomains(ctx.db, project);
  const domains = proxyDomains(project, rows);
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new AppError('BAD_REQUEST', RENDER_MESSAGES.previewNotInProject);
  }
  const domain = domains.find((d) => isSameSite(url.href, [d.origin]));
  if (!domain) throw new AppError('BAD_REQUEST', RENDER_MESSAGES.previewNotInProject);
  const row = rows.find((d) => d.hostname === domain.hostname);
  if (!isLanguageCode(lang) || !row?.languages.includes(lang)) throw new AppError('BAD_REQUEST', RENDER_MESSAGES.languageNotInProject);

  const paths = await loadPathMap(ctx.db, project.id);
  // The page's translated path in this language, when it has one (the proxy would redirect to it).
  const translatedPath = paths.translated(domain.hostname, lang, url.pathname);
  const shown = translatedPath ? new URL(`${url.origin}${translatedPath}${url.search}`) : url;
  const pathUrl = pathFormUrl(ctx.config.RENDER_BASE_URL, project.id, lang, domain, shown);
  const publicUrl = new URL(ctx.config.PUBLIC_URL);
  const subdomain = ctx.config.RENDER_SUBDOMAIN;
  const hasSubdomain = subdomain !== 'localhost' || publicUrl.hostname === 'localhost';
  const subdomainUrl =
    domain.isMain && hasSubdomain
      ? createUrlBuilder({
          form: 'subdomain',
          projectId: project.id,
          renderBaseUrl: ctx.config.RENDER_BASE_URL,
          renderSubDomain: subdomain,
          scheme: publicUrl.protocol.replace(':', ''),
          port: publicUrl.port,
          domains,
          translatePath: paths.translated,
        }).proxyUrl(`${url.origin}${url.pathname}${url.search}`, lang)
      : null;
  return subdomainUrl ? { previewUrl: subdomainUrl, pathUrl, subdomainUrl, form: 'host' } : { previewUrl: pathUrl, pathUrl, subdomainUrl: null, form: 'path' };
}
