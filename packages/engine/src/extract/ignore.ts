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
 * backtracks over every word of every sentence, and most segments contain no '@' at all. The
 * digit test is shared by three patterns and only re-run when a replacement changed the text.
 */
type Hint = 'at' | 'url' | 'digit';
const HINTS = new Map<RegExp, Hint>([
  [EMAIL, 'at'],
  [URL, 'url'],
  [PRICE_BEFORE, 'digit'],
  [PRICE_AFTER, 'digit'],
  [NUMBER, 'digit'],
]);
const WWW = /www\./i;

export interface IgnoreMatcher {
  pattern: RegExp;
  hint: Hint | undefined;
}

/** Global copies so one replace removes every match; a caller's other flags are kept. */
export function compileIgnorePatterns(patterns: readonly RegExp[]): IgnoreMatcher[] {
  return patterns.map((p) => ({
    pattern: new RegExp(p.source, p.flags.replace(/[gy]/g, '') + 'g'),
    hint: HINTS.get(p),
  }));
}

function hasDigit(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) return true;
  }
  return false;
}

function mayMatch(hint: Hint, text: string, digit: boolean): boolean {
  if (hint === 'digit') return digit;
  if (hint === 'at') return text.includes('@');
  return text.includes('://') || WWW.test(text);
}

export function isIgnorable(plain: string, matchers: readonly IgnoreMatcher[]): boolean {
  if (!hasLetter(plain)) return true;
  let rest = plain;
  // \d without the u flag is ASCII 0-9.
  let digit = hasDigit(rest);
  for (const { pattern, hint } of matchers) {
    if (hint && !mayMatch(hint, rest, digit)) continue;
    pattern.lastIndex = 0;
    const replaced = rest.replace(pattern, ' ');
    if (replaced === rest) continue;
    rest = replaced;
    if (!hasLetter(rest)) return true;
    digit = hasDigit(rest);
  }
  return false;
}
