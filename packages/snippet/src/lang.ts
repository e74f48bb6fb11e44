/*
 * Which language a visitor sees: the `lipi_lang` URL parameter, then the choice stored on this
 * site, then the browser's languages when the project offers one, else the default (the source).
 */

export const LANG_PARAM = 'lipi_lang';

/** Browser codes that differ from the product's: Odia is `od` in Lipi. */
const ALIASES: Record<string, string> = { or: 'od' };

/** `hi-IN` → [`hi-IN`, `hi`]; codes are compared case-insensitively. */
function variants(code: string): string[] {
  const out = [code];
  const base = code.split('-')[0]!;
  if (base !== code) out.push(base);
  for (const c of [...out]) if (ALIASES[c.toLowerCase()]) out.push(ALIASES[c.toLowerCase()]!);
  return out;
}

export interface LanguageSources {
  param: string | null;
  stored: string | null;
  browser: readonly string[];
}

/** Candidates in order of preference; the server (or pickLanguage) takes the first it offers. */
export function languageCandidates({ param, stored, browser }: LanguageSources): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  const add = (code: string | null) => {
    if (!code || !/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})?$/.test(code)) return;
    for (const v of variants(code)) {
      if (seen.has(v.toLowerCase())) continue;
      seen.add(v.toLowerCase());
      out.push(v);
    }
  };
  add(param);
  add(stored);
  for (const code of browser) add(code);
  return out.slice(0, 10);
}

/** The first candidate the project offers (exact code, case-insensitive), else `fallback`. */
export function pickLanguage(candidates: readonly string[], available: readonly string[], fallback: string): string {
  for (const c of candidates) {
    const hit = available.find((a) => a.toLowerCase() === c.toLowerCase());
    if (hit) return hit;
  }
  return fallback;
}

const STORE_KEY = 'lipi_lang';

/** The language chosen on this site before (null when none, or storage is denied). */
export function storedLanguage(win: Window): string | null {
  try {
    return win.localStorage.getItem(STORE_KEY);
  } catch {
    return null;
  }
}

export function storeLanguage(win: Window, code: string): void {
  try {
    win.localStorage.setItem(STORE_KEY, code);
  } catch {
    /* private mode: the choice lasts for this page */
  }
}
