import type { ExtractOptions } from '@lipi/engine/extract';
import { analysePage, type PageAnalysis } from '@lipi/engine/page';
import { createHash } from 'node:crypto';
import { ByteLru } from './page-memory.ts';

/*
 * The proxy's analyses of origin pages (tree, segments, the elements it edits), by the page's bytes
 * and the extraction options: a page rendered again with the same origin bytes (after a translation
 * edit made every rendered page of its language stale, with the cache off, or after its expiry) is
 * not parsed or extracted again. An analysis holds no translation, so it is never stale: other bytes
 * or other options are another key.
 */

// Measured on the bench corpus: an analysis takes ~18 bytes a character of its page, the page included.
const BYTES_PER_CHAR = 20;
const memory = new ByteLru<PageAnalysis>(64 * 1024 * 1024, 500);
/**
 * Keys analysed once: an analysis is kept from the second render of the same bytes on, so pages seen
 * once (a changing page, a one-off query string) neither evict the hot ones nor grow the heap the
 * garbage collector walks.
 */
const seenOnce = new ByteLru<true>(Number.MAX_SAFE_INTEGER, 10_000);

function keyOf(html: string, extract: ExtractOptions, translateMeta: boolean): string {
  const hash = createHash('sha256').update(html).digest('base64url');
  const selectors = JSON.stringify(extract.noTranslateSelectors ?? []);
  const patterns = JSON.stringify((extract.ignorePatterns ?? null)?.map((p) => [p.source, p.flags]) ?? null);
  return `${hash}|${translateMeta ? 1 : 0}|${selectors}|${patterns}`;
}

/** analysePage, or the analysis of the same bytes with the same options made earlier in this process. */
export function analysePageOnce(html: string, extract: ExtractOptions, translateMeta: boolean): PageAnalysis {
  const key = keyOf(html, extract, translateMeta);
  const held = memory.get(key);
  if (held) return held;
  const analysis = analysePage(html, { extract, translateMeta });
  if (seenOnce.get(key)) {
    seenOnce.delete(key);
    memory.set(key, analysis, html.length * BYTES_PER_CHAR);
  } else seenOnce.set(key, true, 0);
  return analysis;
}

/** Test and bench only: every render reads its page again. */
export function forgetPageAnalyses(): void {
  memory.deletePrefix();
  seenOnce.deletePrefix();
}
