/**
 * robots.txt per RFC 9309, written here rather than taken from `robots-parser` (not installed):
 * that library answers for absolute URLs bound to the robots.txt origin, while the crawler asks
 * about paths of a host it already resolved; and owning ~150 lines lets us pin the RFC's exact
 * rules (longest match, Allow wins ties, merged groups, `*`/`$`) plus a ReDoS-free matcher, since
 * robots.txt is as hostile as any customer input.
 */
export interface Robots {
  /** `pathOrUrl`: `/a/b?q=1` or a full URL (only its path and query count). */
  isAllowed(pathOrUrl: string): boolean;
  /** Seconds, from the group that applies; non-standard but widely used. Null when absent. */
  crawlDelay: number | null;
  sitemaps: string[];
}

/** RFC 9309 §2.5: crawlers must parse at least 500 KiB; what lies beyond is ignored. */
export const ROBOTS_MAX_BYTES = 512 * 1024;
const MAX_RULES = 20_000;
const MAX_PATTERN = 4_096;

interface Rule {
  allow: boolean;
  pattern: string;
}

interface Group {
  agents: string[];
  rules: Rule[];
  crawlDelay: number | null;
}

const KEYS: Record<string, string> = {
  'user-agent': 'user-agent',
  useragent: 'user-agent',
  'user agent': 'user-agent',
  allow: 'allow',
  disallow: 'disallow',
  dissallow: 'disallow',
  disalow: 'disallow',
  'crawl-delay': 'crawl-delay',
  sitemap: 'sitemap',
  'site-map': 'sitemap',
};

/** RFC 9309 §2.2.1: the product token is `[a-zA-Z_-]+`, matched case-insensitively. */
export function productToken(userAgent: string): string {
  return (userAgent.trim().match(/^[a-zA-Z_-]+/)?.[0] ?? '').toLowerCase();
}

/** Same octets, same text: non-ASCII percent-encoded as UTF-8, escapes in upper case (§2.2.2). */
function encode(text: string): string {
  let out = '';
  for (const ch of text) {
    out += ch.charCodeAt(0) > 0x7e || ch.charCodeAt(0) < 0x21 ? encodeURIComponent(ch) : ch;
  }
  return out.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase());
}

/**
 * Glob match with `*` only (the caller strips `$`). The single-backtrack algorithm is O(n·m) at
 * worst; a regex built from the pattern can backtrack exponentially on `/*a*a*a*a*b`.
 */
function globMatch(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let mark = 0;
  while (t < text.length) {
    if (p < pattern.length && pattern[p] !== '*' && pattern[p] === text[t]) {
      p++;
      t++;
    } else if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      mark = t;
    } else if (star !== -1) {
      p = star + 1;
      t = ++mark;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === '*') p++;
  return p === pattern.length;
}

function ruleMatches(pattern: string, path: string): boolean {
  // Without `$` a rule is a prefix: `/fish` covers `/fish.html` (§2.2.2), i.e. an implied trailing `*`.
  return pattern.endsWith('$') ? globMatch(pattern.slice(0, -1), path) : globMatch(`${pattern}*`, path);
}

function toPath(pathOrUrl: string): string {
  if (pathOrUrl.startsWith('/')) return pathOrUrl.replace(/#.*$/, '');
  try {
    const url = new URL(pathOrUrl);
    return `${url.pathname}${url.search}`;
  } catch {
    return `/${pathOrUrl}`;
  }
}

function parseGroups(text: string): { groups: Group[]; sitemaps: string[] } {
  const groups: Group[] = [];
  const sitemaps: string[] = [];
  let current: Group | null = null;
  let inAgentLines = false;
  let rules = 0;
  for (const rawLine of text
    .slice(0, ROBOTS_MAX_BYTES)
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim();
    const colon = line.indexOf(':');
    if (colon === -1) continue;
    const key = KEYS[line.slice(0, colon).trim().toLowerCase()];
    const value = line.slice(colon + 1).trim();
    if (key === 'sitemap') {
      // A non-group record: it may sit anywhere and does not end a run of user-agent lines.
      if (value) sitemaps.push(value);
    } else if (key === 'user-agent') {
      if (!current || !inAgentLines) groups.push((current = { agents: [], rules: [], crawlDelay: null }));
      current.agents.push(value === '*' ? '*' : productToken(value));
      inAgentLines = true;
    } else if ((key === 'allow' || key === 'disallow') && current) {
      inAgentLines = false;
      // An empty Disallow means "nothing disallowed", an empty Allow means nothing: neither is a rule.
      if (value && value.length <= MAX_PATTERN && rules++ < MAX_RULES) {
        current.rules.push({ allow: key === 'allow', pattern: encode(value).replace(/\*+/g, '*') });
      }
    } else if (key === 'crawl-delay' && current) {
      inAgentLines = false;
      const seconds = Number(value);
      if (Number.isFinite(seconds) && seconds >= 0) current.crawlDelay = seconds;
    }
  }
  return { groups, sitemaps };
}

/** Rules that apply to `userAgent` from a robots.txt body. Groups naming our token merge; else `*` groups merge. */
export function parseRobots(text: string, userAgent: string): Robots {
  const { groups, sitemaps } = parseGroups(text);
  const token = productToken(userAgent);
  const named = groups.filter((g) => token !== '' && g.agents.includes(token));
  const chosen = named.length > 0 ? named : groups.filter((g) => g.agents.includes('*'));
  const rules = chosen.flatMap((g) => g.rules);
  const crawlDelay = chosen.find((g) => g.crawlDelay !== null)?.crawlDelay ?? null;
  return {
    crawlDelay,
    sitemaps,
    isAllowed(pathOrUrl) {
      const path = encode(toPath(pathOrUrl));
      if (path === '/robots.txt') return true; // §2.2.2: always allowed
      let best: Rule | null = null;
      for (const rule of rules) {
        if (!ruleMatches(rule.pattern, path)) continue;
        const longer = !best || rule.pattern.length > best.pattern.length;
        const tieAllow = best !== null && rule.pattern.length === best.pattern.length && rule.allow;
        if (longer || tieAllow) best = rule;
      }
      return best === null || best.allow;
    },
  };
}

const ALLOW_ALL = '';
const DISALLOW_ALL = 'User-agent: *\nDisallow: /';

/**
 * What the crawler may do given how fetching robots.txt went (RFC 9309 §2.3.1): 2xx → its rules;
 * 4xx "unavailable" → everything allowed (401/403 included, as the RFC says); 5xx, network failure
 * (`status` 0) or 429 "unreachable" → nothing allowed, so an overloaded site is not hammered.
 * A redirect chain that did not end (3xx here) counts as unavailable.
 */
export function robotsForResponse(status: number, text: string, userAgent: string): Robots {
  if (status >= 200 && status < 300) return parseRobots(text, userAgent);
  if (status === 429 || status >= 500 || status === 0) return parseRobots(DISALLOW_ALL, userAgent);
  return parseRobots(ALLOW_ALL, userAgent);
}
