import { Parser } from 'htmlparser2';

export interface PageLinks {
  /** Raw href values in document order, still relative (resolve against `base`). */
  hrefs: string[];
  /** `<base href>` resolved against the page URL, or the page URL itself. */
  base: string;
  canonical: string | null;
  /** `<meta name="robots" content="nofollow">`: the page asks crawlers not to follow its links. */
  isNofollow: boolean;
}

const hasToken = (value: string | undefined, token: string) =>
  (value ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .includes(token);

/**
 * The links a crawler needs from a page, in one streaming pass without a DOM: `<a>`/`<area>`
 * hrefs, the first `<base href>` and `<link rel=canonical>`, and the robots meta. Links marked
 * rel=nofollow are still followed: on most sites that marks untrusted outbound links, not pages
 * of the site the owner wants left out.
 */
export function extractLinks(html: string, pageUrl: string): PageLinks {
  const result: PageLinks = { hrefs: [], base: pageUrl, canonical: null, isNofollow: false };
  let baseSeen = false;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if ((name === 'a' || name === 'area') && attrs.href) {
          result.hrefs.push(attrs.href);
        } else if (name === 'base' && attrs.href && !baseSeen) {
          baseSeen = true;
          try {
            result.base = new URL(attrs.href, pageUrl).href;
          } catch {
            // A broken <base> is ignored, as browsers do.
          }
        } else if (name === 'link' && attrs.href && result.canonical === null && hasToken(attrs.rel, 'canonical')) {
          result.canonical = attrs.href;
        } else if (name === 'meta' && (attrs.name ?? '').toLowerCase() === 'robots') {
          if (hasToken(attrs.content, 'nofollow') || hasToken(attrs.content, 'none')) result.isNofollow = true;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return result;
}

/** Links to files that are never HTML pages; fetching them would only be skipped afterwards. */
const NOT_HTML =
  /\.(?:pdf|jpe?g|png|gif|webp|avif|svg|ico|bmp|tiff?|css|js|mjs|json|xml|rss|atom|txt|csv|zip|gz|tgz|rar|7z|tar|exe|dmg|apk|msi|iso|mp[34]|m4[av]|webm|ogg|ogv|wav|avi|mov|wmv|flv|docx?|xlsx?|pptx?|odt|ods|eot|woff2?|ttf|otf)$/i;

export function isLikelyHtml(url: string): boolean {
  try {
    return !NOT_HTML.test(new URL(url).pathname);
  } catch {
    return false;
  }
}
