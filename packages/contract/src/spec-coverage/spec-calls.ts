/**
 * Reads the calls the two spec documents list, so a report can say which are implemented.
 *
 * Spec 01 lists calls in a table (`| POST auth/new | … |`); spec 02 in bullet lists under bold
 * section names, with these shorthands:
 * - `POST`/`GET` at the start of a line, `(all POST)`/`(POST)` after a section name, or a `- POST:` line
 *   above a nested list give the method;
 * - `a/b/c, /d, e` : a later item of one segment is a sibling of the line's first item (`a/b/d`, `a/b/e`);
 *   an item of several segments stands alone;
 * - `prefix/: x, y/z` puts every item under the prefix;
 * - `x and /y` is two items; `{…}`, `(…)` and `?query` are annotations, not part of the path;
 * - issue 14: the unprefixed lines after `apiTranslation/: …`, through the line naming
 *   `json/request/details`, live under `apiTranslation/`.
 * Lines whose reading the shorthand leaves ambiguous are read as listed in READINGS (the reading
 * the server implements), so every choice is written down.
 */
export type SpecCall = { method: 'GET' | 'POST' | null; path: string };
export type SpecSection = { doc: string; title: string; calls: SpecCall[] };

/**
 * Ambiguous lines, by their text: the scope list's bare names belong to `scope/`, `/domains` is
 * top-level, `/csv/get` belongs to the glossary.
 */
export const READINGS: Record<string, string[]> = {
  '/toggle, /tracking/toggle, /project/resync': ['scope/toggle', 'scope/tracking/toggle', 'scope/project/resync'],
  '/getTrackingUrls, /getTrackingFilesListByUrl, /getTrackingFilesrc, /getFilehtmls, /enableUrlTrack': [
    'scope/getTrackingUrls',
    'scope/getTrackingFilesListByUrl',
    'scope/getTrackingFilesrc',
    'scope/getFilehtmls',
    'scope/enableUrlTrack',
  ],
  '/domain/toggle, /domain/update, /domains': ['domain/toggle', 'domain/update', 'domains'],
  'transliterationGlossary/create (multipart), /get, /delete, /csv/get': [
    'transliterationGlossary/create',
    'transliterationGlossary/get',
    'transliterationGlossary/delete',
    'transliterationGlossary/csv/get',
  ],
};

const API_TRANSLATION_CARRY = { prefix: 'apiTranslation/', through: 'json/request/details' };

/** Removes a line's annotations: ` {payload}` and `(notes)`; `/{param}` right after a slash is a path parameter. */
const stripNotes = (line: string) => line.replace(/\s\{[^}]*\}/g, ' ').replace(/\([^)]*\)/g, ' ');

/** One item's path: no `?query`, no leading or trailing slash. */
const cleanPath = (item: string) => (item.trim().split(/\s+/)[0] ?? '').replace(/\?.*$/, '').replace(/^\/+|\/+$/g, '');

/** The items of one bullet line, resolved to full paths. */
export function readLine(text: string): string[] {
  if (READINGS[text.trim()]) return READINGS[text.trim()]!;
  const line = stripNotes(text).trim();
  const prefixed = /^(\S+\/):\s*(.*)$/.exec(line);
  if (prefixed) return prefixed[2]!.split(/,\s*/).map((item) => prefixed[1] + cleanPath(item));
  const items = line
    .split(/,\s*|\s+and\s+/)
    .map(cleanPath)
    .filter(Boolean);
  const first = items[0] ?? '';
  const dir = first.includes('/') ? first.slice(0, first.lastIndexOf('/') + 1) : '';
  return items.map((item, i) => (i > 0 && !item.includes('/') ? dir + item : item));
}

const METHOD = /^(GET|POST)\s+/;

/** Spec 02's §7: bold section names, bullet lines, nested `POST:` lists. */
export function readBulletCalls(doc: string, markdown: string): SpecSection[] {
  const body = markdown.split(/^## 7\. .*$/m)[1]?.split(/^## /m)[0] ?? '';
  const sections: SpecSection[] = [];
  let section: SpecSection | undefined;
  let sectionMethod: SpecCall['method'] = null;
  let nestedMethod: SpecCall['method'] = null;
  let carry: string | null = null;
  for (const raw of body.split('\n')) {
    const title = /^\*\*(.+?)\*\*/.exec(raw);
    if (title) {
      const method = /\((?:all )?(GET|POST)\)/.exec(title[1]!)?.[1] as SpecCall['method'] | undefined;
      section = { doc, title: title[1]!.replace(/\s*\(.*\)$/, ''), calls: [] };
      sections.push(section);
      sectionMethod = method ?? null;
      carry = null;
      continue;
    }
    const bullet = /^(\s*)- (.*)$/.exec(raw);
    if (!bullet || !section) continue;
    const nested = bullet[1]!.length > 0;
    let text = bullet[2]!.trim();
    const own = METHOD.exec(text)?.[1] as SpecCall['method'] | undefined;
    if (/^(GET|POST):$/.test(text)) {
      nestedMethod = text.slice(0, -1) as SpecCall['method'];
      continue;
    }
    if (!nested) nestedMethod = null;
    if (own) text = text.replace(METHOD, '');
    // Lines that are prose, not paths (the realtime notes, "Path in this area: not shown").
    if (!/^\/?[\w{}-]+\/?[\w/{}:-]*[\s,{(?]|^\/?[\w-]+\/[\w/{}-]+$|^\S+\/:/.test(`${text}`) || /not shown|\.$/.test(text)) continue;
    let paths = readLine(text);
    if (/^apiTranslation\/:/.test(text)) carry = API_TRANSLATION_CARRY.prefix;
    else if (carry && !/^\S+\/:/.test(text)) {
      paths = paths.map((p) => carry + p);
      if (paths.some((p) => p.endsWith(API_TRANSLATION_CARRY.through))) carry = null;
    }
    const method = own ?? (nested ? nestedMethod : null) ?? sectionMethod;
    section.calls.push(...paths.map((path) => ({ method, path })));
  }
  return sections.filter((s) => s.calls.length > 0);
}

/** Spec 01's §7 table: `| POST auth/new | … |`; rows without a path ("path: not shown") are skipped. */
export function readTableCalls(doc: string, markdown: string): SpecSection[] {
  const body = markdown.split(/^## 7\. .*$/m)[1]?.split(/^## /m)[0] ?? '';
  const calls: SpecCall[] = [];
  for (const row of body.split('\n')) {
    const cell = /^\|\s*(GET|POST)\s+(\S+)/.exec(row);
    if (cell) calls.push({ method: cell[1] as SpecCall['method'], path: cleanPath(cell[2]!) });
  }
  return [{ doc, title: 'Calls', calls }];
}
