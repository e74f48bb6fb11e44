/** The romanised word the caret sits at the end of, for phonetic typing. */
export type WordAtCaret = { start: number; end: number; word: string };

const LATIN_LETTER = /[A-Za-z]/;

/**
 * The run of Latin letters ending at the caret, when the caret is at its end (a letter right after
 * the caret means the person is editing inside a word: no suggestion then).
 */
export function wordBeforeCaret(value: string, caret: number): WordAtCaret | null {
  if (caret <= 0 || caret > value.length) return null;
  if (caret < value.length && LATIN_LETTER.test(value[caret]!)) return null;
  let start = caret;
  while (start > 0 && LATIN_LETTER.test(value[start - 1]!)) start -= 1;
  if (start === caret) return null;
  return { start, end: caret, word: value.slice(start, caret) };
}

/** The value with [start, end) replaced, and where the caret goes (after the replacement). */
export function replaceRange(value: string, start: number, end: number, replacement: string): { value: string; caret: number } {
  return { value: value.slice(0, start) + replacement + value.slice(end), caret: start + replacement.length };
}

/** The reply's best spelling first, then the alternatives, without repeats or the romanised word itself. */
export function suggestionList(word: string, reply: { text: string; suggestions?: string[] } | undefined): string[] {
  if (!reply) return [];
  const all = [reply.text, ...(reply.suggestions ?? [])].map((s) => s.trim()).filter((s) => s && s !== word);
  return [...new Set(all)].slice(0, 5);
}
