import { extractSegments } from '@lipi/engine/extract';
import { Parser, Tokenizer } from 'htmlparser2';
import { generateCorpus } from './corpus.ts';

export type ExtractFigures = {
  pages: number;
  megabytes: number;
  segments: number;
  words: number;
  /** MB/s (1 MB = 2^20 bytes of UTF-8), best of the rounds. */
  tokenizer: number;
  parser: number;
  extract: number;
  ratio: number;
};

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

function bestOf(rounds: number, work: () => void): number {
  let best = Infinity;
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    work();
    best = Math.min(best, performance.now() - start);
  }
  return best / 1000;
}

/**
 * Extraction throughput against htmlparser2 over the same bytes, in one process and one run:
 * the tokenizer alone, the Parser with empty handlers (tag/attribute strings, implied closes),
 * then the engine's extractSegments (segments, placeholders, hashes, word counts, ignore patterns).
 * Rounds alternate between the three so a busy machine slows each about equally.
 */
export function runExtractBench(pageCount = 200, rounds = 7): ExtractFigures {
  const pages = generateCorpus(pageCount);
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
  const times = { tokenizer: Infinity, parser: Infinity, extract: Infinity };
  for (let round = 0; round < rounds; round++) {
    times.tokenizer = Math.min(times.tokenizer, bestOf(1, tokenize));
    times.parser = Math.min(times.parser, bestOf(1, parse));
    times.extract = Math.min(times.extract, bestOf(1, extract));
  }
  const rate = (seconds: number) => megabytes / seconds;
  return {
    pages: pageCount,
    megabytes,
    segments,
    words,
    tokenizer: rate(times.tokenizer),
    parser: rate(times.parser),
    extract: rate(times.extract),
    ratio: rate(times.extract) / rate(times.tokenizer),
  };
}
