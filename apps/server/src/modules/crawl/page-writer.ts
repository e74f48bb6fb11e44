import type { Db } from '../../db/client.ts';
import { type FetchedPage, storeFetchedPages } from './page-store.ts';

/** Stores a run's fetched pages, several to a statement when they arrive while one is being written. */
export type PageWriter = { store(page: FetchedPage): Promise<void> };

type Waiting = { page: FetchedPage; resolve: () => void; reject: (err: unknown) => void };

/**
 * Group commit: a page that arrives while a write is running waits for it and goes with the next
 * group (up to `maxPages`), so the database sees one statement and one commit per group instead
 * of one per page, while a lone page is written at once. A group that fails is retried page by
 * page, so one bad page fails alone as it would have on its own.
 */
export function createPageWriter(db: Db, maxPages: number): PageWriter {
  const waiting: Waiting[] = [];
  let isWriting = false;

  const takeGroup = () => {
    const group: Waiting[] = [];
    const urls = new Set<string>();
    for (let i = 0; i < waiting.length && group.length < maxPages;) {
      const next = waiting[i]!;
      // The same URL twice in one statement would upsert its rows twice: the later one waits a turn.
      if (urls.has(next.page.scopeUrlId)) {
        i++;
        continue;
      }
      urls.add(next.page.scopeUrlId);
      group.push(next);
      waiting.splice(i, 1);
    }
    return group;
  };

  const write = async (group: Waiting[]) => {
    try {
      await storeFetchedPages(
        db,
        group.map((w) => w.page),
      );
      group.forEach((w) => w.resolve());
    } catch (err) {
      if (group.length === 1) return group[0]!.reject(err);
      for (const w of group) await write([w]);
    }
  };

  const drain = async () => {
    if (isWriting) return;
    isWriting = true;
    try {
      while (waiting.length > 0) await write(takeGroup());
    } finally {
      isWriting = false;
    }
  };

  return {
    store(page) {
      return new Promise<void>((resolve, reject) => {
        waiting.push({ page, resolve, reject });
        void drain();
      });
    },
  };
}
