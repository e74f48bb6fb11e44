/** Accepts a full URL or a bare host (`example.com`), as project settings store either. */
function parseLoose(value: string): URL | null {
  const text = value.trim();
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
}

function parseStrict(value: string): URL | null {
  try {
    return new URL(value.trim());
  } catch {
    return null;
  }
}

function hostOf(url: URL): string {
  return url.hostname.endsWith('.') ? url.hostname.slice(0, -1) : url.hostname;
}

/** URL already drops default ports, so an empty port means "the scheme's default". */
function portKey(url: URL): string {
  return url.port === '' ? 'default' : url.port;
}

/**
 * True when `url` belongs to one of the project's origins: same host and same port. http and https
 * count as one site when both use their default ports, because sites often link `http://` pages
 * that redirect to https, and dropping them would lose pages. `www.example.com` and `example.com`
 * are different origins: a project lists each host it wants (multi-origin projects).
 */
export function isSameSite(url: string, origins: readonly string[]): boolean {
  // Only the project's own settings may be bare hosts; a link must be a full URL (`mailto:a@x` is not x).
  const target = parseStrict(url);
  if (!target || (target.protocol !== 'http:' && target.protocol !== 'https:')) return false;
  return origins.some((origin) => {
    const o = parseLoose(origin);
    return o !== null && hostOf(o) === hostOf(target) && portKey(o) === portKey(target);
  });
}

/** Number of non-empty path segments: `/` → 0, `/a` → 1, `/a/b/` → 2. Null when not a URL. */
export function urlDepth(url: string): number | null {
  const parsed = parseLoose(url);
  if (!parsed) return null;
  return parsed.pathname.split('/').filter((s) => s.length > 0).length;
}
