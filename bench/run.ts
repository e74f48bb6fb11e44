import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import type { CrawlFigures } from './crawl-bench.ts';
import { runExtractBench } from './extract-bench.ts';
import { runTranslationBenches } from './translation-benches.ts';

/*
 * `npm run bench -w @lipi/bench`: extraction throughput against the raw htmlparser2 tokenizer, and
 * a 2,001-page local crawl against the bare fetch of the same pages, and the translation-core and
 * delivery benchmarks (translation-benches.ts), each baseline measured in the same run; figures go to results.md with the machine they were measured on.
 */
const f1 = (n: number) => n.toFixed(1);
const machine = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.availableParallelism(),
  model: os.cpus()[0]?.model.trim() ?? 'unknown',
  load: os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', '),
};

console.log('extraction…');
const extract = runExtractBench();
console.log(`  tokenizer ${f1(extract.tokenizer)} MB/s, extractSegments ${f1(extract.extract)} MB/s (ratio ${extract.ratio.toFixed(2)})`);

console.log('crawl of 2,001 pages…');
const child = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'crawl-bench.ts')], { encoding: 'utf8', maxBuffer: 16 * 2 ** 20 });
if (child.status !== 0) {
  console.error(child.stderr);
  process.exit(1);
}
const crawl = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as CrawlFigures;
console.log(`  ${f1(crawl.crawlPagesPerSecond)} pages/s (fetch alone ${f1(crawl.serverPagesPerSecond)} pages/s), peak RSS ${f1(crawl.peakRssMb)} MB`);

const translation = runTranslationBenches();

const results = `# Benchmarks

Measured by \`npm run bench -w @lipi/bench\` (bench/run.ts). Each figure has its baseline measured in
the same run on the same machine; compare ratios, not absolute figures, across machines.

Machine: ${machine.cpus} CPUs (${machine.model}), Node ${machine.node}, ${machine.date}; load average at start ${machine.load}.

## Extraction (packages/engine extractSegments)

Corpus: ${extract.pages} generated pages shaped like real sites (heavy head with CSS/JS/JSON-LD, menus,
articles with inline markup and entities, attributes, tables, forms, English with Hindi and Tamil),
${f1(extract.megabytes)} MB, ${extract.segments} segments, ${extract.words} words. Best of 7 interleaved rounds.

| Pass over the same bytes | MB/s | vs tokenizer |
|---|---|---|
| htmlparser2 Tokenizer, no-op callbacks (baseline) | ${f1(extract.tokenizer)} | 1.00× |
| htmlparser2 Parser, no handlers | ${f1(extract.parser)} | ${(extract.parser / extract.tokenizer).toFixed(2)}× |
| extractSegments (segments, placeholders, hashes, word counts, ignore patterns) | ${f1(extract.extract)} | **${extract.ratio.toFixed(2)}×** |

Target: ≥ 0.80× the tokenizer.${extract.ratio >= 0.8 ? ' Met.' : ` Not met: ${extract.ratio.toFixed(2)}×. The Parser alone (tag names, attribute objects, implied closes — which extraction needs) already costs ${(1 - extract.parser / extract.tokenizer).toFixed(2)} of the tokenizer's speed; see the notes.`}

## Crawl (apps/server crawl worker, PGlite in a data folder)

A local site of ${crawl.pages} pages (${f1(crawl.megabytes)} MB of HTML) crawled end to end: robots.txt,
link discovery, fetch through the SSRF-guarded fetcher (2 per host, no polite delay), extraction,
segments, snapshots and counters stored, statuses through to parsed.

| | pages/s | time |
|---|---|---|
| Fetch alone: the same pages through the crawler's fetcher, 2 at a time, no database (baseline) | ${f1(crawl.serverPagesPerSecond)} | ${f1(crawl.pages / crawl.serverPagesPerSecond)} s |
| Crawl | ${f1(crawl.crawlPagesPerSecond)} | ${f1(crawl.crawlSeconds)} s |

Crawl / fetch: ${(crawl.crawlPagesPerSecond / crawl.serverPagesPerSecond).toFixed(2)}×. Words stored: ${crawl.words}.
Memory: ${f1(crawl.baselineRssMb)} MB RSS with the app booted, peak ${f1(crawl.peakRssMb)} MB during the crawl.
With the production polite delay (250 ms between request starts per host) a single-host crawl is
capped at 4 pages/s whatever the machine.

## Translation core and delivery

${translation}

## Notes (from CPU profiles taken on 2026-11-22, same machine)

- The machine is shared: the load average above is other work; compare the ratios.
- Extraction: the tokenizer baseline does no work per token (no strings are even sliced). The
  Parser (tag names, attribute objects, implied closes) costs about a third of that speed, and
  the rest goes to per-segment work the baseline never does: NFC normalisation and whitespace
  folding, the FNV-1a hash of every segment, Indic/CJK-aware word counts, the default ignore
  patterns and placeholder escaping (each a few percent of the profile; none dominates). Getting
  near 0.8 would take engine work: driving the Tokenizer directly instead of the Parser, and
  fast paths that skip per-segment steps (NFC and script detection on ASCII-only text, hinted
  patterns). For crawling, extraction is not the bottleneck (see below).
- Crawl: about 60% of the crawl's CPU is inside PGlite (WebAssembly, its JS glue and its file
  writes), under 5% in extraction and htmlparser2, a few percent in the HTTP path. Each page
  costs one INSERT of its links, one statement that stores segments, occurrences, counters and
  snapshot together, and a share of a grouped claim and of the (≤ 4/s) progress report. On
  PostgreSQL the same statements run on a server process and in parallel.
`;
writeFileSync(join(import.meta.dirname, 'results.md'), results);
console.log('written to bench/results.md');
