import type { TranslationRun } from '@lipi/contract';

/** The run in an apply reply, which the server may send as `{run}` or as the run itself (null: nothing to do). */
export function runFromReply(data: unknown): TranslationRun | null {
  if (!data || typeof data !== 'object') return null;
  if ('run' in data) return ((data as { run: TranslationRun | null }).run ?? null) as TranslationRun | null;
  if ('id' in data && 'status' in data) return data as TranslationRun;
  return null;
}
