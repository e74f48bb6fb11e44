import { hasLetter } from './normalise.ts';

/*
 * Default ignore patterns. A segment is dropped when nothing with a letter is left once every
 * match of every pattern is removed, so "support@lipi.in", "https://lipi.in/pricing", "₹1,499"
 * or "2024" alone are not segments while "Write to support@lipi.in" is. Text without any letter
 * ("→", "© 2024") never is: there is nothing to translate.
 */
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/u;
const URL = /\b(?:https?:\/\/|www\.)[^\s<>"']+/iu;
const PRICE_BEFORE = /(?:[$€£¥₹]|\b(?:Rs\.?|INR|USD|EUR|GBP)\s?)\s?\d[\d,.]*(?:\s?(?:\/-|k|K|L|Cr|lakh|crore)\b)?/u;
const PRICE_AFTER = /\d[\d,.]*\s?(?:[$€£¥₹]|\b(?:INR|USD|EUR|GBP|Rs\.?)\b|\/-)/u;
const NUMBER = /[+-]?\d[\d,.:/%-]*(?:[kKMB]\b)?\+?/u;

export const DEFAULT_IGNORE_PATTERNS: readonly RegExp[] = [EMAIL, URL, PRICE_BEFORE, PRICE_AFTER, NUMBER];

/*
 * Cheap tests that rule a default pattern out before the regex runs: the email pattern alone
 * backtracks over every word of every sentence, and most segments contain no '@' at all.
 */
const HINTS = new Map<RegExp, (text: string) => boolean>([
  [EMAIL, (t) => t.includes('@')],
  [URL, (t) => t.includes('://') || /www\./i.test(t)],
  [PRICE_BEFORE, (t) => /\d/.test(t)],
  [PRICE_AFTER, (t) => /\d/.test(t)],
  [NUMBER, (t) => /\d/.test(t)],
]);

export interface IgnoreMatcher {
  pattern: RegExp;
  mayMatch: ((text: string) => boolean) | undefined;
}

/** Global copies so one replace removes every match; a caller's other flags are kept. */
export function compileIgnorePatterns(patterns: readonly RegExp[]): IgnoreMatcher[] {
  return patterns.map((p) => ({
    pattern: new RegExp(p.source, p.flags.replace(/[gy]/g, '') + 'g'),
    mayMatch: HINTS.get(p),
  }));
}

export function isIgnorable(plain: string, matchers: readonly IgnoreMatcher[]): boolean {
  if (!hasLetter(plain)) return true;
  let rest = plain;
  for (const { pattern, mayMatch } of matchers) {
    if (mayMatch && !mayMatch(rest)) continue;
    pattern.lastIndex = 0;
    rest = rest.replace(pattern, ' ');
    if (!hasLetter(rest)) return true;
  }
  return false;
}
