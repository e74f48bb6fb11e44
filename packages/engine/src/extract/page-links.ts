import { AttributeMode, TagStream } from './tag-stream.ts';

export interface PageLinks {
  /** Raw href values in document order, still relative (resolve against `base`). */
  hrefs: string[];
  /** `<base href>` resolved against the page URL, or the page URL itself. */
  base: string;
  canonical: string | null;
  /** `<meta name="robots" content="nofollow">`: the page asks crawlers not to follow its links. */
  isNofollow: boolean;
}

/** The elements whose attributes links come from, and those attributes. */
export const LINK_TAGS: ReadonlySet<string> = new Set(['a', 'area', 'base', 'link', 'meta']);
export const LINK_ATTRIBUTES: readonly string[] = ['href', 'rel', 'name', 'content'];

const hasToken = (value: string | undefined, token: string) =>
  (value ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .includes(token);

/**
 * The links a crawler needs from a page: `<a>`/`<area>` hrefs, the first `<base href>` and
 * `<link rel=canonical>`, and the robots meta, from every element (also inside script-free
 * skipped content such as noscript). Links marked rel=nofollow are still followed: on most sites
 * that marks untrusted outbound links, not pages of the site the owner wants left out. Fed by the
 * extractor's pass (extractSegments with `linksOf`) or by extractLinks alone.
 */
export class LinkCollector {
  readonly links: PageLinks;
  private isBaseSeen = false;

  constructor(private readonly pageUrl: string) {
    this.links = { hrefs: [], base: pageUrl, canonical: null, isNofollow: false };
  }

  onElement(name: string, attrs: Record<string, string>): void {
    const result = this.links;
    if ((name === 'a' || name === 'area') && attrs.href) {
      result.hrefs.push(attrs.href);
    } else if (name === 'base' && attrs.href && !this.isBaseSeen) {
      this.isBaseSeen = true;
      try {
        result.base = new URL(attrs.href, this.pageUrl).href;
      } catch {
        // A broken <base> is ignored, as browsers do.
      }
    } else if (name === 'link' && attrs.href && result.canonical === null && hasToken(attrs.rel, 'canonical')) {
      result.canonical = attrs.href;
    } else if (name === 'meta' && (attrs.name ?? '').toLowerCase() === 'robots') {
      if (hasToken(attrs.content, 'nofollow') || hasToken(attrs.content, 'none')) result.isNofollow = true;
    }
  }
}

const LINK_ATTRIBUTE_SET: ReadonlySet<string> = new Set(LINK_ATTRIBUTES);

class LinkStream extends TagStream {
  constructor(
    html: string,
    private readonly collector: LinkCollector,
  ) {
    super(html, LINK_ATTRIBUTE_SET);
  }

  collect(): PageLinks {
    this.tokenize();
    return this.collector.links;
  }

  protected attributeMode(tag: string): AttributeMode {
    return LINK_TAGS.has(tag) ? AttributeMode.Wanted : AttributeMode.None;
  }

  protected onOpen(tag: string, attribs: Record<string, string>): void {
    this.collector.onElement(tag, attribs);
  }

  protected onClose(): void {}
  protected onTextRange(): void {}
  protected onTextEntity(): void {}
  protected onEnd(): void {}
}

/** The page's links alone, in one streaming pass without a DOM (extractSegments' `linksOf` gives them with the segments). */
export function extractLinks(html: string, pageUrl: string): PageLinks {
  return new LinkStream(html, new LinkCollector(pageUrl)).collect();
}
