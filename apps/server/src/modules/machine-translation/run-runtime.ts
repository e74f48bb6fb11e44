import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';
import type { PipelineOptions } from './run-pipeline.ts';
import { createRunReporter } from './run-progress.ts';

export type RunOptions = PipelineOptions & {
  /** Segments per committed step: the cursor advances by this much, so a crash loses at most one. */
  chunkSize: number;
  /** How long one job works before handing over to its next job (other runs get their turn). */
  sliceMs: number;
  progressIntervalMs: number;
  /** The baton's lifetime, renewed at every chunk; a chunk (with its retries) must fit well within it. */
  leaseSeconds: number;
};

export const DEFAULT_RUN_OPTIONS: RunOptions = Object.freeze({
  concurrency: 2,
  maxAttempts: 5,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  chunkSize: 200,
  sliceMs: 20_000,
  progressIntervalMs: 250,
  leaseSeconds: 300,
});

export type RunRuntime = {
  ctx: AppContext;
  options: RunOptions;
  /** Aborted when the server shuts down: engine calls stop and the baton is dropped for the next start. */
  stopping: AbortController;
  newToken: () => string;
  reporters: Map<string, ReturnType<typeof createRunReporter>>;
};

const runtimes = new WeakMap<AppContext, RunRuntime>();

export function createRunRuntime(ctx: AppContext, overrides: Partial<RunOptions> = {}): RunRuntime {
  const runtime: RunRuntime = {
    ctx,
    options: { ...DEFAULT_RUN_OPTIONS, ...overrides },
    stopping: new AbortController(),
    newToken: randomUUID,
    reporters: new Map(),
  };
  runtimes.set(ctx, runtime);
  return runtime;
}

/** Called before the app closes (preClose): running slices stop and drop their baton. */
export function stopRunRuntime(ctx: AppContext) {
  runtimes.get(ctx)?.stopping.abort();
  runtimes.delete(ctx);
}
