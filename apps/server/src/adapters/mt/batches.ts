import type { MtResult } from './mt-adapter.ts';

export type Limits = { maxBatch: number; maxChars: number };

/**
 * Splits texts into provider calls within the limits, in order. The pipeline already batches by the
 * adapter's limits; splitting again here means a caller that does not can never send a request the
 * provider rejects. A single text longer than maxChars cannot be sent at all: it gets an error result.
 */
export async function translateInBatches(texts: string[], limits: Limits, call: (batch: string[]) => Promise<MtResult[]>): Promise<MtResult[]> {
  const results: MtResult[] = [];
  let batch: string[] = [];
  let chars = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    results.push(...(await call(batch)));
    batch = [];
    chars = 0;
  };
  for (const text of texts) {
    if (text.length > limits.maxChars) {
      await flush();
      results.push({ error: `Segment is longer than the engine's ${limits.maxChars} characters per request` });
      continue;
    }
    if (batch.length >= limits.maxBatch || chars + text.length > limits.maxChars) await flush();
    batch.push(text);
    chars += text.length;
  }
  await flush();
  return results;
}

/**
 * One result per input from the provider's list of outputs. When the count differs the provider's
 * order cannot be trusted, so every segment of the call fails rather than risk shifted translations.
 */
export function alignOutputs(provider: string, inputs: string[], outputs: readonly unknown[]): MtResult[] {
  if (outputs.length !== inputs.length) {
    const error = `${provider} returned ${outputs.length} translations for ${inputs.length} texts`;
    return inputs.map(() => ({ error }));
  }
  return outputs.map((out) => (typeof out === 'string' ? { text: out } : { error: `${provider} returned no text for this segment` }));
}
