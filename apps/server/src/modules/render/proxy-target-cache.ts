import type { Db } from '../../db/client.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import type { projectDomains } from '../../db/schema/index.ts';
import { ByteLru } from './page-memory.ts';

type DomainRow = typeof projectDomains.$inferSelect;

/** What a proxy request needs to know about its site: the project, its active domains, when its demo closes. */
export type ProxySite = {
  project: ProjectRow;
  domains: DomainRow[];
  /** The moment a demo id of the project closes it (epoch ms; -Infinity: closed already), null: no demo. */
  closesAt: number | null;
};

/**
 * How long a site is reused without asking the database. Changes made through this instance clear it
 * at once (forgetProxyTargets); another instance's changes show within this time, like the rendered
 * pages held in memory (MEMORY_RECHECK_MS).
 */
export const TARGET_TTL_MS = 3_000;
const MAX_SITES = 2_000;

type Held = { at: number; site: Promise<ProxySite> };
// Per database (two apps in one process, as in tests and benches, never share rows); bounded by entries.
const caches = new WeakMap<Db, ByteLru<Held>>();
const every = new Set<WeakRef<ByteLru<Held>>>();

function cacheOf(db: Db): ByteLru<Held> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ByteLru<Held>(Number.MAX_SAFE_INTEGER, MAX_SITES);
    caches.set(db, cache);
    every.add(new WeakRef(cache));
  }
  return cache;
}

/**
 * The site under `key` (`p:{projectId}` or `h:{customer hostname}`), read by `load` at most once per
 * TARGET_TTL_MS. Concurrent requests share one read; a failed read (an unknown project or host) is
 * not kept, so a 404 never outlives the change that fixes it.
 */
export function cachedSite(db: Db, key: string, load: () => Promise<ProxySite>): Promise<ProxySite> {
  const cache = cacheOf(db);
  const held = cache.get(key);
  if (held && Date.now() - held.at < TARGET_TTL_MS) return held.site;
  const site = load();
  cache.set(key, { at: Date.now(), site }, 1);
  site.catch(() => {
    if (cache.get(key)?.site === site) cache.delete(key);
  });
  return site;
}

/** Drops one site (a request for it failed: the next one reads the database again). */
export function forgetProxySite(db: Db, key: string): void {
  caches.get(db)?.delete(key);
}

/**
 * Drops every site this process holds, in every app of the process. Called by every change to what a
 * target is made of: projects (flags, hostname, languages, deletion), domains (added, removed,
 * toggled, languages, verification) and demo ids. Customer hosts are keyed by hostname and may move
 * to another project, so the whole map goes rather than one project's entries; it refills in one
 * read per site.
 */
export function forgetProxyTargets(): void {
  for (const ref of every) {
    const cache = ref.deref();
    if (cache) cache.deletePrefix();
    else every.delete(ref);
  }
}
