import { SCOPE_MESSAGES } from '@lipi/contract';

export type ScopeAddMessage = { kind: 'success' | 'error'; text: string };

export type ScopeAddResults = Record<string, true | string>;

/**
 * The toasts of an add (spec 02 §5, §8), counted from the per-URL result map (true = added, a
 * string = why not), never from the server's totals. Nothing added (or no map: the call itself
 * failed) is 'Url add to scope failed'; the reasons per URL are listed beside the form.
 */
export function scopeAddMessages(results: ScopeAddResults | null | undefined): ScopeAddMessage[] {
  const values = Object.values(results ?? {});
  const added = values.filter((v) => v === true).length;
  const failed = values.length - added;
  if (added === 0) return [{ kind: 'error', text: SCOPE_MESSAGES.addNothing }];
  const messages: ScopeAddMessage[] = [{ kind: 'success', text: SCOPE_MESSAGES.added(added) }];
  if (failed > 0) messages.push({ kind: 'error', text: SCOPE_MESSAGES.addFailed(failed) });
  return messages;
}

/** The URLs that were not added, with the server's reason for each. */
export function failedUrls(results: ScopeAddResults | null | undefined): { url: string; reason: string }[] {
  return Object.entries(results ?? {}).flatMap(([url, value]) => (value === true ? [] : [{ url, reason: value }]));
}

/** The result map of a failed add: the server sends it as the error's data. */
export function resultsOf(data: unknown): ScopeAddResults | null {
  if (!data || typeof data !== 'object' || !('results' in data)) return null;
  const results = (data as { results: unknown }).results;
  return results && typeof results === 'object' ? (results as ScopeAddResults) : null;
}

/** The URLs of a textarea: one per line (commas and spaces also separate), blanks and repeats dropped. */
export function parseUrlLines(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,]+/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];
}
