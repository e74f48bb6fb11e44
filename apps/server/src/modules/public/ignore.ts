/*
 * The engine's ignore rule (packages/engine/src/extract/ignore.ts, not exported from its entry
 * point): a text is ignorable when no letter is left once every match of every pattern is removed.
 */
const LETTER = /\p{L}/u;

export function compileIgnorePatternsFor(patterns: readonly RegExp[]): (plain: string) => boolean {
  const global = patterns.map((p) => new RegExp(p.source, p.flags.replace(/[gy]/g, '') + 'g'));
  return (plain) => {
    if (!LETTER.test(plain)) return true;
    let rest = plain;
    for (const pattern of global) {
      pattern.lastIndex = 0;
      rest = rest.replace(pattern, ' ');
      if (!LETTER.test(rest)) return true;
    }
    return false;
  };
}
