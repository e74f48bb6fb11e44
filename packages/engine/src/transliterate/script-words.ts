import { SCRIPT_RANGES, transliterationScriptOf, type TargetScript } from './languages.ts';

const hex = (cp: number): string => `\\u{${cp.toString(16)}}`;
const patterns = new Map<TargetScript, RegExp>();

/** A word: letters and marks of the script's blocks (not its digits or dandas), joined by ZWJ/ZWNJ. */
function wordPattern(script: TargetScript): RegExp {
  let pattern = patterns.get(script);
  if (!pattern) {
    const block = `[${SCRIPT_RANGES[script].map(([lo, hi]) => `${hex(lo)}-${hex(hi)}`).join('')}]`;
    const letter = `(?=[\\p{L}\\p{M}])${block}`;
    pattern = new RegExp(`${letter}(?:${letter}|[\\u200c\\u200d](?=${letter}))*`, 'gu');
    patterns.set(script, pattern);
  }
  return pattern;
}

/** Adds each word of `text` written in the script of `lang` (NFC) to `counts`; other scripts, digits
 * and punctuation are skipped. */
export function countScriptWords(text: string, lang: string, counts: Map<string, number>): void {
  for (const [word] of text.normalize('NFC').matchAll(wordPattern(transliterationScriptOf(lang)))) {
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
}
