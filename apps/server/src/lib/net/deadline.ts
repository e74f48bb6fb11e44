import { SafeFetchError } from './errors.ts';

/** One time budget shared by DNS, connect, every redirect hop and the body of a single fetch. */
export interface Deadline {
  /** Settles with `work`, or rejects when time runs out or the caller aborts, whichever comes first. */
  race<T>(work: Promise<T>): Promise<T>;
  /** Cleanup (destroying sockets) to run when the deadline fires. */
  onExpire(cleanup: () => void): void;
  /** Maps a low-level error raised after expiry (a destroyed socket) to the reason it was destroyed. */
  explain(error: unknown, url: string): unknown;
  clear(): void;
}

export function createDeadline(timeoutMs: number, signal?: AbortSignal): Deadline {
  const cleanups: (() => void)[] = [];
  let reason: SafeFetchError | null = null;
  let fail: (error: SafeFetchError) => void = () => undefined;
  const expired = new Promise<never>((_, reject) => {
    fail = reject;
  });
  expired.catch(() => undefined); // nobody may be racing at the moment it fires
  const fire = (error: SafeFetchError) => {
    if (reason) return;
    reason = error;
    fail(error);
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
  const timer = setTimeout(() => fire(new SafeFetchError('TIMEOUT', `No complete answer within ${timeoutMs} ms`)), timeoutMs);
  const onAbort = () => fire(new SafeFetchError('ABORTED', 'The fetch was cancelled'));
  if (signal?.aborted) onAbort();
  signal?.addEventListener('abort', onAbort, { once: true });
  return {
    race: (work) => Promise.race([work, expired]),
    onExpire(cleanup) {
      if (reason) cleanup();
      else cleanups.push(cleanup);
    },
    explain(error, url) {
      const known = reason ?? error;
      if (known instanceof SafeFetchError && !known.url) return new SafeFetchError(known.code, known.message, url);
      return known instanceof SafeFetchError ? known : new SafeFetchError('NETWORK', String(error), url, { cause: error });
    },
    clear() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      cleanups.length = 0;
    },
  };
}
