import type { DisplayType } from '@lipi/contract';
import { maskSegment, unmaskSegment, type GlossaryTerm, type MaskedSegment } from '@lipi/engine/mask';
import type { MtAdapter } from '../../adapters/mt/mt-adapter.ts';
import type { Db } from '../../db/client.ts';
import { findTranslations, type TmWrite } from '../translation-memory/tm-store.ts';
import { translateWithRetry, type RetryOptions } from './engine-call.ts';
import { loadRunSegments } from './run-segments.ts';

export type PipelineOptions = RetryOptions & {
  /** Batches of one run in flight at once. */
  concurrency: number;
};

export type Pipeline = {
  db: Db;
  adapter: MtAdapter;
  glossary: GlossaryTerm[];
  project: { id: string; hostname: string; organisationId: string; sourceLanguage: string };
  run: { targetLang: string; engine: string; pivotLang: string | null };
  options: PipelineOptions;
  signal: AbortSignal;
};

export type Usage = Map<string, { calls: number; characters: number }>;
export type SegmentError = { sourceHash: string; message: string };
export type ChunkResult = { translated: number; fromMemory: number; failed: number; writes: TmWrite[]; errors: SegmentError[]; usage: Usage };

/** One unique text of the chunk: every segment with this text gets the one translation. */
type Item = { text: string; masked: MaskedSegment; hashes: string[]; host: string };

/**
 * One slice of a run's segments: the translation memory first (anything already translated,
 * by a person or a machine, is counted from memory and not sent), each unique text once, masked
 * (inline tags, placeholders, glossary terms), in batches within the engine's limits, through the
 * pivot when the pair has one, then unmasked and verified. A segment whose tokens did not come
 * back intact is an error, never stored. Nothing is written here: the caller commits the result
 * together with the run's cursor.
 */
export async function translateChunk(p: Pipeline, hashes: string[]): Promise<ChunkResult> {
  const result: ChunkResult = { translated: 0, fromMemory: 0, failed: 0, writes: [], errors: [], usage: new Map() };
  const fail = (sourceHash: string, message: string) => {
    result.failed++;
    result.errors.push({ sourceHash, message });
  };
  const segments = await loadRunSegments(p.db, p.project, hashes);
  const memory = await findTranslations(p.db, p.project.organisationId, p.run.targetLang, [...segments.keys()]);
  const items = new Map<string, Item>();
  for (const hash of hashes) {
    const segment = segments.get(hash);
    if (!segment) {
      fail(hash, 'The segment is no longer part of the project');
      continue;
    }
    const known = memory.get(hash);
    if (known && isTranslated(known, p.run.engine)) {
      result.fromMemory++;
      continue;
    }
    const item = items.get(segment.text);
    if (item) item.hashes.push(hash);
    else
      items.set(segment.text, {
        text: segment.text,
        masked: maskSegment(segment.text, { targetLang: p.run.targetLang, glossary: p.glossary }),
        hashes: [hash],
        host: segment.hostname,
      });
  }
  const batches = makeBatches([...items.values()], p.adapter, (item, message) => item.hashes.forEach((h) => fail(h, message)));
  const displayType: DisplayType = p.run.engine === 'transliteration' ? 't13n' : 'translation';
  const origin = p.run.engine === 'transliteration' ? 't13n' : `nmt:${p.run.engine}`;
  await inPool(batches, p.options.concurrency, async (batch) => {
    const outputs = await translateBatch(p, batch, result.usage);
    batch.forEach((item, i) => {
      const out = outputs[i]!;
      const restored = 'error' in out ? out : unmaskSegment(out.text, item.masked);
      if ('error' in restored) return item.hashes.forEach((h) => fail(h, restored.error));
      for (const sourceHash of item.hashes) {
        result.translated++;
        result.writes.push({
          sourceHash,
          sourceText: item.text,
          targetLang: p.run.targetLang,
          preProcessedTarget: restored.text,
          type: 'MACHINE',
          displayType,
          origin,
        });
      }
    });
  });
  return result;
}

/** Whether a TM row already serves: a machine transliteration does not, for a translating engine (run-segments.ts). */
function isTranslated(row: { type: string; displayType: string }, engine: string): boolean {
  if (row.type === 'NO_TRANSLATION_AVAILABLE') return false;
  return !(engine !== 'transliteration' && row.type === 'MACHINE' && row.displayType === 't13n');
}

/** Each hop of the pair (source→target, or source→pivot→target; the source is the project's); a text that fails a hop goes no further. */
async function translateBatch(p: Pipeline, batch: Item[], usage: Usage): Promise<({ text: string } | { error: string })[]> {
  const hops = p.run.pivotLang
    ? [
        [p.project.sourceLanguage, p.run.pivotLang],
        [p.run.pivotLang, p.run.targetLang],
      ]
    : [[p.project.sourceLanguage, p.run.targetLang]];
  let current: ({ text: string } | { error: string })[] = batch.map((item) => ({ text: item.masked.masked }));
  const host = batch[0]!.host;
  for (const [source, target] of hops) {
    const alive = current.flatMap((r, i) => ('text' in r ? [i] : []));
    if (alive.length === 0) break;
    const texts = alive.map((i) => (current[i] as { text: string }).text);
    const { results, attempts } = await translateWithRetry(p.adapter, { texts, source: source!, target: target! }, p.options, p.signal);
    const seen = usage.get(host) ?? { calls: 0, characters: 0 };
    usage.set(host, { calls: seen.calls + attempts, characters: seen.characters + texts.reduce((n, t) => n + t.length, 0) });
    const next = [...current];
    alive.forEach((index, k) => (next[index] = results[k]!));
    current = next;
  }
  return current;
}

/**
 * Batches within the engine's limits, one hostname per batch so each call is counted against the
 * domain it served. A text longer than one call may carry fails on its own.
 */
function makeBatches(items: Item[], adapter: MtAdapter, tooLong: (item: Item, message: string) => void): Item[][] {
  const byHost = new Map<string, Item[]>();
  for (const item of items) {
    const group = byHost.get(item.host);
    if (group) group.push(item);
    else byHost.set(item.host, [item]);
  }
  const batches: Item[][] = [];
  for (const group of byHost.values()) {
    let batch: Item[] = [];
    let chars = 0;
    for (const item of group) {
      const size = item.masked.masked.length;
      if (size > adapter.maxChars) {
        tooLong(item, `The segment is longer than the ${adapter.maxChars} characters ${adapter.id} accepts in one request`);
        continue;
      }
      if (batch.length >= adapter.maxBatch || chars + size > adapter.maxChars) {
        batches.push(batch);
        batch = [];
        chars = 0;
      }
      batch.push(item);
      chars += size;
    }
    if (batch.length > 0) batches.push(batch);
  }
  return batches;
}

async function inPool<T>(tasks: T[], concurrency: number, work: (task: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await work(tasks[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
}
