import { extractSegments } from '@lipi/engine/extract';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { Parser, Tokenizer } from 'htmlparser2';
import { generateCorpus } from './corpus.ts';
import { PYTHON_DOCS, pythonDocPages } from './extract-equality.ts';

export type ExtractFigures = {
  corpus: string;
  pages: number;
  megabytes: number;
  segments: number;
  words: number;
  /** MB per CPU second (1 MB = 2^20 bytes of UTF-8), best of the rounds. */
  tokenizer: number;
  parser: number;
  extract: number;
  ratio: number;
  /** The same figures for an earlier extractor loaded beside this one (EXTRACT_BEFORE), when given. */
  before?: number;
  beforeRatio?: number;
};

type Extract = typeof extractSegments;

const noop = () => undefined;
/** The raw tokenizer with callbacks that do nothing: the floor of any htmlparser2-based pass. */
const tokenizerCallbacks = {
  onattribdata: noop,
  onattribentity: noop,
  onattribend: noop,
  onattribname: noop,
  oncdata: noop,
  onclosetag: noop,
  oncomment: noop,
  ondeclaration: noop,
  onend: noop,
  onopentagend: noop,
  onopentagname: noop,
  onprocessinginstruction: noop,
  onselfclosingtag: noop,
  ontext: noop,
  ontextentity: noop,
};

/** CPU seconds of this process: on a shared machine wall time mostly measures the neighbours. */
function seconds(work: () => void): number {
  const start = process.cpuUsage();
  work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}

/**
 * Extraction throughput against htmlparser2 over the same bytes, in one process and one run:
 * the tokenizer alone, the Parser with empty handlers (tag/attribute strings, implied closes),
 * then the engine's extractSegments (segments, placeholders, hashes, word counts, ignore patterns).
 * Rounds alternate between the three so a busy machine slows each about equally.
 */
export function runExtractBench(corpus: string, pages: readonly string[], rounds = 7, before?: Extract): ExtractFigures {
  const bytes = pages.reduce((sum, p) => sum + Buffer.byteLength(p), 0);
  const megabytes = bytes / 2 ** 20;
  let segments = 0;
  let words = 0;
  for (const page of pages) {
    for (const s of extractSegments(page).segments) {
      segments++;
      words += s.wordCount;
    }
  }
  const tokenize = () => {
    for (const page of pages) {
      const tokenizer = new Tokenizer({ decodeEntities: true }, tokenizerCallbacks);
      tokenizer.write(page);
      tokenizer.end();
    }
  };
  const parse = () => {
    for (const page of pages) new Parser({}, { decodeEntities: true }).end(page);
  };
  const extract = () => {
    for (const page of pages) extractSegments(page);
  };
  const extractBefore = () => {
    if (before) for (const page of pages) before(page);
  };
  const times = { tokenizer: Infinity, parser: Infinity, extract: Infinity, before: Infinity };
  for (let round = 0; round < rounds; round++) {
    times.tokenizer = Math.min(times.tokenizer, seconds(tokenize));
    times.parser = Math.min(times.parser, seconds(parse));
    if (before) times.before = Math.min(times.before, seconds(extractBefore));
    times.extract = Math.min(times.extract, seconds(extract));
  }
  const rate = (s: number) => megabytes / s;
  const beforeFigures = before ? { before: rate(times.before), beforeRatio: times.tokenizer / times.before } : {};
  return {
    ...beforeFigures,
    corpus,
    pages: pages.length,
    megabytes,
    segments,
    words,
    tokenizer: rate(times.tokenizer),
    parser: rate(times.parser),
    extract: rate(times.extract),
    ratio: times.tokenizer / times.extract,
  };
}

/** Both corpora: the generated site pages, and the Python docs when Debian's python3.11-doc is installed. */
export function runExtractBenches(rounds = 7, before?: Extract): ExtractFigures[] {
  const figures = [runExtractBench('generated site pages', generateCorpus(200), rounds, before)];
  if (existsSync(PYTHON_DOCS))
    figures.push(
      runExtractBench(
        'Python 3.11 docs (python3.11-doc)',
        pythonDocPages().map((p) => p.html),
        rounds,
        before,
      ),
    );
  return figures;
}

const f1 = (n: number) => n.toFixed(1);
const x2 = (n: number) => `${n.toFixed(2)}×`;

/** The results.md table: one row per corpus, ratios against the tokenizer measured in the same rounds. */
export function extractTable(figures: readonly ExtractFigures[]): string {
  const rows = figures.map(
    (f) =>
      `| ${f.corpus} | ${f.pages} | ${f1(f.megabytes)} | ${f.segments} | ${f1(f.tokenizer)} | ${f1(f.parser)} (${x2(f.parser / f.tokenizer)}) | ${f1(f.extract)} | **${x2(f.ratio)}** |`,
  );
  return [
    '| Corpus | pages | MB | segments | Tokenizer MB/s (baseline) | Parser, no handlers MB/s | extractSegments MB/s | extract / tokenizer |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** Before/after in the same rounds: the earlier extractor's speed and ratio beside this one's. */
export function beforeAfterTable(figures: readonly ExtractFigures[]): string {
  const rows = figures.map(
    (f) =>
      `| ${f.corpus} | ${f1(f.tokenizer)} | ${f1(f.before ?? NaN)} (${x2(f.beforeRatio ?? NaN)}) | **${f1(f.extract)} (${x2(f.ratio)})** | ${x2(f.extract / (f.before ?? NaN))} |`,
  );
  return ['| Corpus | Tokenizer MB/s | before MB/s (ratio) | after MB/s (ratio) | speed-up |', '|---|---|---|---|---|', ...rows].join('\n');
}

/*
 * `npx tsx bench/extract-bench.ts [rounds]`. With EXTRACT_BEFORE=<path of an earlier
 * packages/engine/src/extract/index.ts> (e.g. `git archive <commit> packages/engine/src | tar -x -C .before`)
 * that extractor runs in the same interleaved rounds and a before/after table follows.
 */
if (import.meta.url === `file://${process.argv[1]}`) {
  const beforePath = process.env.EXTRACT_BEFORE;
  const before = beforePath ? ((await import(beforePath)) as { extractSegments: Extract }).extractSegments : undefined;
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  console.log(`${os.availableParallelism()} CPUs (${os.cpus()[0]?.model.trim()}), Node ${process.version}, load ${load}`);
  const figures = runExtractBenches(Number(process.argv[2] ?? 7), before);
  console.log(extractTable(figures));
  if (before) console.log(`\n${beforeAfterTable(figures)}`);
}
