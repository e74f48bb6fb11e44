import { Parser } from 'htmlparser2';
import { constants, gunzipSync } from 'node:zlib';

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

export interface ParsedSitemap {
  kind: 'urlset' | 'sitemapindex' | 'text' | 'unknown';
  /** Page URLs (from a `<urlset>` or a plain-text sitemap). */
  urls: SitemapUrl[];
  /** Child sitemaps (from a `<sitemapindex>`), for the caller to fetch through the same safe fetcher. */
  sitemaps: string[];
  /** A limit was reached: more entries (or bytes) existed than were returned. */
  truncated: boolean;
  /** Entries dropped because their `<loc>` was not an absolute http(s) URL. */
  skipped: number;
}

export interface SitemapLimits {
  /** Decoded (after gunzip) size; sitemaps.org caps a file at 50 MB uncompressed. */
  maxBytes?: number;
  /** sitemaps.org caps a file at 50,000 entries. */
  maxUrls?: number;
}

export class SitemapError extends Error {
  constructor(
    public readonly code: 'DTD_REFUSED' | 'TOO_LARGE',
    message: string,
  ) {
    super(message);
    this.name = 'SitemapError';
  }
}

class StopParsing extends Error {}

const isGzip = (bytes: Buffer) => bytes.length > 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

/**
 * Gunzips with an output ceiling, so a few KB cannot expand to gigabytes. SYNC_FLUSH lets a body the
 * fetcher cut at its own limit still yield what arrived.
 */
function decode(input: string | Buffer, maxBytes: number): { text: string; truncated: boolean } {
  if (typeof input === 'string') return { text: input.slice(0, maxBytes), truncated: input.length > maxBytes };
  let bytes = input;
  if (isGzip(input)) {
    try {
      bytes = gunzipSync(input, { maxOutputLength: maxBytes, finishFlush: constants.Z_SYNC_FLUSH });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
        throw new SitemapError('TOO_LARGE', `Sitemap expands beyond ${maxBytes} bytes`);
      }
      throw error;
    }
  }
  return { text: new TextDecoder().decode(bytes.subarray(0, maxBytes)), truncated: bytes.length > maxBytes };
}

function absoluteHttp(raw: string): string | null {
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** sitemaps.org also allows one URL per line in a UTF-8 text file. */
function parseText(text: string, maxUrls: number, truncated: boolean): ParsedSitemap {
  const result: ParsedSitemap = { kind: 'text', urls: [], sitemaps: [], truncated, skipped: 0 };
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (!line.trim()) continue;
    const loc = absoluteHttp(line);
    if (!loc) result.skipped++;
    else if (result.urls.length >= maxUrls) return { ...result, truncated: true };
    else result.urls.push({ loc });
  }
  return result;
}

/**
 * Parses a sitemap or sitemap index (plain, gzipped, or text). XML is read with htmlparser2, which
 * never resolves DTDs or custom entities (no XXE, no billion laughs); any `<!DOCTYPE`/`<!ENTITY`
 * is refused outright, as no sitemap needs one and every attack does.
 */
export function parseSitemap(input: string | Buffer, limits: SitemapLimits = {}): ParsedSitemap {
  const maxBytes = limits.maxBytes ?? 50 * 1024 * 1024;
  const maxUrls = limits.maxUrls ?? 50_000;
  const decoded = decode(input, maxBytes);
  const text = decoded.text.replace(/^\uFEFF/, '');
  if (!text.trimStart().startsWith('<')) return parseText(text, maxUrls, decoded.truncated);

  const result: ParsedSitemap = {
    kind: 'unknown',
    urls: [],
    sitemaps: [],
    truncated: decoded.truncated,
    skipped: 0,
  };
  const stack: string[] = [];
  let entry: { loc: string; lastmod: string } | null = null;
  let field: 'loc' | 'lastmod' | null = null;
  const local = (name: string) => name.toLowerCase().replace(/^.*:/, ''); // `sm:url` and `url` alike

  const parser = new Parser(
    {
      onprocessinginstruction(name) {
        if (/^!(doctype|entity|element|attlist)/i.test(name)) {
          throw new SitemapError('DTD_REFUSED', 'Sitemaps with a DTD or entity declarations are refused');
        }
      },
      onopentag(rawName) {
        const name = local(rawName);
        const parent = stack[stack.length - 1];
        if (stack.length === 0 && (name === 'urlset' || name === 'sitemapindex')) result.kind = name;
        if ((name === 'url' || name === 'sitemap') && stack.length === 1) entry = { loc: '', lastmod: '' };
        // Only direct children count: `<image:loc>` inside `<image:image>` is not a page.
        if (entry && (parent === 'url' || parent === 'sitemap') && (name === 'loc' || name === 'lastmod')) field = name;
        stack.push(name);
      },
      ontext(chunk) {
        if (entry && field) entry[field] += chunk;
      },
      onclosetag(rawName) {
        const name = local(rawName);
        stack.pop();
        if (name === 'loc' || name === 'lastmod') field = null;
        if ((name !== 'url' && name !== 'sitemap') || !entry || stack.length !== 1) return;
        const { loc: rawLoc, lastmod } = entry as { loc: string; lastmod: string };
        entry = null;
        const loc = absoluteHttp(rawLoc);
        if (!loc) {
          result.skipped++;
          return;
        }
        if (result.urls.length + result.sitemaps.length >= maxUrls) {
          result.truncated = true;
          throw new StopParsing();
        }
        if (name === 'sitemap') result.sitemaps.push(loc);
        else result.urls.push(lastmod.trim() ? { loc, lastmod: lastmod.trim() } : { loc });
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  try {
    parser.end(text);
  } catch (error) {
    if (!(error instanceof StopParsing)) throw error;
  }
  return result;
}
