import { decodedPathname, encodePath } from '@lipi/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { urlTranslations } from '../../db/schema/index.ts';
import { ByteLru } from './page-memory.ts';

/** What a requested path is in one language: a translated path, an earlier one, or a source path that has a translation. */
export type PathMatch = { kind: 'translated'; sourcePath: string } | { kind: 'previous' | 'source'; sourcePath: string } | null;

export type PathMap = {
  /** The path a link to `pathname` (as in a URL) gets in `lang`: the translated one, percent-encoded, or null. */
  translated(hostname: string, lang: string, pathname: string): string | null;
  /** Which page a requested path is (decoded for the comparison). */
  match(hostname: string, lang: string, pathname: string): PathMatch;
};

const EMPTY: PathMap = { translated: () => null, match: () => null };
const key = (hostname: string, lang: string, path: string) => `${hostname}\u0000${lang}\u0000${path}`;

/** How long a project's map is reused: url-translation edits clear it (clearProjectCache), other instances' show within this. */
const PATH_MAP_TTL_MS = 3_000;
// Keyed by project id (unique across databases), like the rendered pages held in memory.
const heldMaps = new ByteLru<{ at: number; map: Promise<PathMap> }>(Number.MAX_SAFE_INTEGER, 5000);

/** Drops the map this process holds for a project (with its rendered pages), or all of them. */
export function forgetPathMaps(projectId?: string) {
  heldMaps.deletePrefix(projectId ? `${projectId}|` : undefined);
}

/**
 * The project's translated paths (one indexed query, reused for PATH_MAP_TTL_MS: a cache hit of
 * the proxy needs them on every request; most projects have none and get the empty map). Paths
 * are kept decoded; links carry them percent-encoded.
 */
export function loadPathMap(db: Db, projectId: string): Promise<PathMap> {
  const key = `${projectId}|`;
  const held = heldMaps.get(key);
  if (held && Date.now() - held.at < PATH_MAP_TTL_MS) return held.map;
  const map = readPathMap(db, projectId);
  heldMaps.set(key, { at: Date.now(), map }, 1);
  // A failed read is not kept: the next request asks again.
  map.catch(() => {
    if (heldMaps.get(key)?.map === map) heldMaps.delete(key);
  });
  return map;
}

async function readPathMap(db: Db, projectId: string): Promise<PathMap> {
  const rows = await db
    .select({
      hostname: urlTranslations.hostname,
      lang: urlTranslations.lang,
      sourcePath: urlTranslations.sourcePath,
      translatedPath: urlTranslations.translatedPath,
      previousPaths: urlTranslations.previousPaths,
    })
    .from(urlTranslations)
    .where(eq(urlTranslations.projectId, projectId));
  if (rows.length === 0) return EMPTY;
  const bySource = new Map<string, string>();
  const byTranslated = new Map<string, string>();
  const byPrevious = new Map<string, string>();
  for (const r of rows) {
    bySource.set(key(r.hostname, r.lang, r.sourcePath), r.translatedPath);
    byTranslated.set(key(r.hostname, r.lang, r.translatedPath), r.sourcePath);
    for (const p of r.previousPaths) byPrevious.set(key(r.hostname, r.lang, p), r.sourcePath);
  }
  return {
    translated: (hostname, lang, pathname) => {
      const path = bySource.get(key(hostname, lang, decodedPathname(pathname)));
      return path === undefined ? null : encodePath(path);
    },
    match: (hostname, lang, pathname) => {
      const path = decodedPathname(pathname);
      const current = byTranslated.get(key(hostname, lang, path));
      if (current !== undefined) return { kind: 'translated', sourcePath: current };
      // A current translated path wins over an earlier one that another page used to have.
      const previous = byPrevious.get(key(hostname, lang, path));
      if (previous !== undefined) return { kind: 'previous', sourcePath: previous };
      if (bySource.has(key(hostname, lang, path))) return { kind: 'source', sourcePath: path };
      return null;
    },
  };
}
