import { MtError, type MtAdapter, type MtResult } from '../../adapters/mt/mt-adapter.ts';

export type RetryOptions = {
  maxAttempts: number;
  baseDelayMs: number;
  /** Longest wait between attempts, Retry-After included: a provider asking for an hour fails the batch instead. */
  maxDelayMs: number;
};

/** The run was stopped (server shutdown) during an engine call: nothing of the batch is recorded. */
export class RunStopped extends Error {}

export type CallOutcome = { results: MtResult[]; attempts: number };

/**
 * One batch through the engine, retried with exponential backoff (plus jitter, so concurrent runs
 * do not retry in step) while the failure is retryable, honouring the provider's Retry-After.
 * When the attempts are spent, or the failure is not retryable, every segment of the batch gets
 * the provider's message as its error: the run records it and goes on with the next batch.
 */
export async function translateWithRetry(
  adapter: MtAdapter,
  request: { texts: string[]; source: string; target: string },
  options: RetryOptions,
  signal: AbortSignal,
): Promise<CallOutcome> {
  let attempts = 0;
  for (;;) {
    if (signal.aborted) throw new RunStopped();
    attempts++;
    let failure: MtError;
    try {
      const results = await adapter.translate({ ...request, signal });
      if (results.length !== request.texts.length) {
        return {
          results: request.texts.map(() => ({ error: `${adapter.id} returned ${results.length} results for ${request.texts.length} texts` })),
          attempts,
        };
      }
      return { results, attempts };
    } catch (err) {
      if (signal.aborted) throw new RunStopped();
      failure = err instanceof MtError ? err : new MtError((err as Error).message || 'The engine failed', false);
    }
    const wait = failure.retryAfterSeconds !== undefined ? failure.retryAfterSeconds * 1000 : backoff(options, attempts);
    if (!failure.retryable || attempts >= options.maxAttempts || wait > options.maxDelayMs) {
      return { results: request.texts.map(() => ({ error: failure.message })), attempts };
    }
    await sleep(wait, signal);
  }
}

function backoff(options: RetryOptions, attempt: number): number {
  const exp = options.baseDelayMs * 2 ** (attempt - 1);
  return Math.min(options.maxDelayMs, exp / 2 + Math.random() * (exp / 2));
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(done, ms);
    function done() {
      signal.removeEventListener('abort', stop);
      resolve();
    }
    function stop() {
      clearTimeout(timer);
      reject(new RunStopped());
    }
    signal.addEventListener('abort', stop, { once: true });
  });
}
