import { LANGUAGE_CODES, type LanguageCode } from '@lipi/contract';
import { isSameSite } from '@lipi/engine/url';

/*
 * The addresses of the translating proxy (docs/proxy.md):
 *   path       {RENDER_BASE_URL}/{projectId}/{lang}/{path}             main domain
 *              {RENDER_BASE_URL}/{projectId}/{lang}/~{hostname}/{path}  another domain of the project
 *   customer   {lang}.{domain hostname}                                 a CNAME of the customer's
 *   subdomain  {lang}--{projectId without dashes}.{RENDER_SUBDOMAIN}    main domain, no DNS set-up
 */

export type ProxyForm = 'path' | 'customer' | 'subdomain';

export type ProxyDomain = { hostname: string; origin: string; isMain: boolean };

/** What the request's address says before the database is asked. */
export type HostTarget = { form: 'customer'; lang: LanguageCode; hostname: string } | { form: 'subdomain'; lang: LanguageCode; projectId: string };

const CODE_BY_LOWER = new Map(LANGUAGE_CODES.map((c) => [c.toLowerCase(), c]));
const SUBDOMAIN_LABEL = /^([a-z]{2,3}(?:-[a-z0-9]{2,4})?)--([0-9a-f]{32})$/;

export function languageFromLabel(label: string): LanguageCode | undefined {
  return CODE_BY_LOWER.get(label.toLowerCase());
}

export const projectIdFromHex = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
export const projectIdToHex = (id: string) => id.replace(/-/g, '').toLowerCase();

/** A host form of the proxy, or null for any other host (the dashboard, the API). */
export function parseProxyHost(hostname: string, renderSubDomain: string, ownHostname: string): HostTarget | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host || host === ownHostname) return null;
  const suffix = `.${renderSubDomain.toLowerCase()}`;
  if (host.endsWith(suffix)) {
    const m = SUBDOMAIN_LABEL.exec(host.slice(0, -suffix.length));
    const lang = m ? languageFromLabel(m[1]!) : undefined;
    if (m && lang) return { form: 'subdomain', lang, projectId: projectIdFromHex(m[2]!) };
  }
  const dot = host.indexOf('.');
  if (dot <= 0) return null;
  const lang = languageFromLabel(host.slice(0, dot));
  const rest = host.slice(dot + 1);
  if (!lang || (!rest.includes('.') && rest !== 'localhost')) return null;
  return { form: 'customer', lang, hostname: rest };
}

export type UrlBuilderInput = {
  form: ProxyForm;
  projectId: string;
  renderBaseUrl: string;
  renderSubDomain: string;
  /** scheme://host:port of the request, for host forms. */
  scheme: string;
  port: string;
  domains: ProxyDomain[];
  /** The translated path of a page in a language (render/translated-paths.ts), or null to keep the source path. */
  translatePath?: (hostname: string, lang: string, pathname: string) => string | null;
};

/** Builds proxy URLs of one request's form: the same form for every link, so visitors stay in it. */
export function createUrlBuilder(input: UrlBuilderInput) {
  const portPart = input.port ? `:${input.port}` : '';
  const domainOf = (url: URL) => input.domains.find((d) => isSameSite(url.href, [d.origin]));
  /** The proxy URL of an absolute URL in `lang`, or null when it is not on one of the project's domains. */
  const proxyUrl = (absolute: string, lang: string): string | null => {
    let url: URL;
    try {
      url = new URL(absolute);
    } catch {
      return null;
    }
    const domain = domainOf(url);
    if (!domain) return null;
    const pathname = input.translatePath?.(domain.hostname, lang, url.pathname) ?? url.pathname;
    const rest = `${pathname}${url.search}${url.hash}`;
    if (input.form === 'customer') return `${input.scheme}://${lang.toLowerCase()}.${domain.hostname}${portPart}${rest}`;
    if (input.form === 'subdomain' && domain.isMain)
      return `${input.scheme}://${lang.toLowerCase()}--${projectIdToHex(input.projectId)}.${input.renderSubDomain}${portPart}${rest}`;
    return `${input.renderBaseUrl}/${input.projectId}/${lang}${domain.isMain ? '' : `/~${domain.hostname}`}${rest}`;
  };
  return { proxyUrl };
}

/** The path form's link, whatever the request's form (preview links). */
export function pathFormUrl(renderBaseUrl: string, projectId: string, lang: string, domain: ProxyDomain, url: URL): string {
  return `${renderBaseUrl}/${projectId}/${lang}${domain.isMain ? '' : `/~${domain.hostname}`}${url.pathname}${url.search}`;
}
