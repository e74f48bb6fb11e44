/**
 * Ignore patterns are regular expressions typed by customers and run against every segment of
 * every crawled page, so a pattern that can backtrack exponentially would stall the crawler.
 * JavaScript regexes cannot be interrupted, so patterns are vetted before they are stored:
 * - at most 200 characters, and valid with the `u` flag (the flag the crawler compiles them with);
 * - no back-references (`\1`, `\k<name>`): matching with them is NP-hard in general;
 * - no quantified group that itself contains a quantifier or an alternation, e.g. `(a+)+`,
 *   `(\w*)*`, `(a|aa)+`, `(?:x+y?){2,}`: the classic catastrophic shapes.
 * This is a heuristic: it refuses some harmless patterns (`(ab|cd)+`) and cannot prove every
 * accepted one linear, but segments are single sentences, which bounds what remains (polynomial).
 */
export const PATTERN_MAX_LENGTH = 200;

export function compileIgnorePattern(source: string): RegExp {
  return new RegExp(source, 'u');
}

type Group = { hasQuantifier: boolean; hasAlternation: boolean };

/** The quantifier starting at i (`*`, `+`, `{n,}`, `{n,m}` with m > 1), or 0 when there is none. */
function repeatingQuantifierLength(source: string, i: number): number {
  const ch = source[i];
  if (ch === '*' || ch === '+') return 1;
  if (ch !== '{') return 0;
  const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i));
  if (!m) return 0;
  const repeats = m[2] === undefined ? Number(m[1]) > 1 : m[3] === '' || Number(m[3]) > 1;
  return repeats ? m[0].length : 0;
}

/** Why the pattern is refused, or null when it may be stored. */
export function checkIgnorePattern(source: string): string | null {
  if (source.length === 0) return 'Please enter a pattern';
  if (source.length > PATTERN_MAX_LENGTH) return `A pattern can be at most ${PATTERN_MAX_LENGTH} characters long`;
  try {
    compileIgnorePattern(source);
  } catch {
    return 'This is not a valid regular expression';
  }
  if (/\\[1-9]|\\k</.test(source)) return 'Back-references are not allowed in ignore patterns';
  const stack: Group[] = [{ hasQuantifier: false, hasAlternation: false }];
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    const top = stack[stack.length - 1]!;
    if (ch === '\\') {
      i++;
    } else if (ch === '[') {
      // A character class is one atom: skip to its closing bracket.
      for (i++; i < source.length && source[i] !== ']'; i++) if (source[i] === '\\') i++;
    } else if (ch === '(') {
      stack.push({ hasQuantifier: false, hasAlternation: false });
    } else if (ch === '|') {
      top.hasAlternation = true;
    } else if (ch === ')') {
      const group = stack.pop()!;
      const parent = stack[stack.length - 1]!;
      const quantifier = repeatingQuantifierLength(source, i + 1);
      if (quantifier > 0 && (group.hasQuantifier || group.hasAlternation)) {
        return 'This pattern could take too long to match (a repeated group with a quantifier or alternation inside). Please simplify it.';
      }
      parent.hasQuantifier ||= group.hasQuantifier || quantifier > 0;
    } else if (repeatingQuantifierLength(source, i) > 0) {
      top.hasQuantifier = true;
    }
  }
  return null;
}
