/**
 * Where each served page of a list ended, so the next page is a seek from there (keyset
 * pagination) instead of an OFFSET that reads and drops every row before it. The contract pages by
 * number; an editor walks forward page by page, so page N's anchor is the last row of page N-1 as it
 * was served. A jump (no anchor for the page before) falls back to OFFSET. Rows inserted or removed
 * before the anchor since then do not shift the next page (no row shown twice, none skipped: what a
 * translator who just translated the rows of a "new content" page expects of the next one).
 * In memory per process, bounded and short-lived: a miss is only a slower page.
 */
const MAX_ANCHORS = 5_000;
const TTL_MS = 10 * 60_000;

/** The editor's sort key of a row, as text so a timestamp keeps its microseconds. */
export type Anchor = { at: string | null; position: number; hash: string };

const anchors = new Map<string, { anchor: unknown; expires: number }>();

/** Page pageNumber of the list `list` (every input but the page number, serialised). */
const keyOf = (list: string, pageNumber: number) => `${list}#${pageNumber}`;

/**
 * The anchors of one kind of list (its sort key A). Every kind shares the one bounded store; its name
 * prefixes its keys, so two kinds never read each other's anchors.
 */
export function pageAnchors<A>(kind: string) {
  const prefix = kind ? `${kind}:` : '';
  return {
    /** The anchor to seek from for pageNumber: the end of page pageNumber − 1, if it was served lately. */
    before(list: string, pageNumber: number, now = Date.now()): A | null {
      if (pageNumber <= 1) return null;
      const hit = anchors.get(keyOf(prefix + list, pageNumber - 1));
      if (!hit || hit.expires < now) return null;
      return hit.anchor as A;
    },
    /** Remembers where a full page ended (a short page is the last one: nothing follows it). */
    remember(list: string, pageNumber: number, anchor: A, now = Date.now()): void {
      const key = keyOf(prefix + list, pageNumber);
      anchors.delete(key);
      anchors.set(key, { anchor, expires: now + TTL_MS });
      // Map order is insertion order: the oldest entries go first.
      while (anchors.size > MAX_ANCHORS) anchors.delete(anchors.keys().next().value!);
    },
  };
}

// The editor's list (translation/dashboard/get); its keys are unprefixed, as they always were.
const editorAnchors = pageAnchors<Anchor>('');
export const anchorBefore = editorAnchors.before;
export const rememberPageEnd = editorAnchors.remember;

/** Drops every anchor (tests and the bench compare against the OFFSET path). */
export function forgetPageAnchors(): void {
  anchors.clear();
}
