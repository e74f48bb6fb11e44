// The link rules live in the engine, so the crawler can take links and segments from one pass.
export { extractLinks, type PageLinks } from '@lipi/engine/extract';

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
