import { escapeLiteral, tokenizeMarkers } from '../extract/markers.ts';
import type { MaskedSegment, MaskToken } from './mask.ts';
import { LOOSE_TOKEN, tokenNumber } from './tokens.ts';

const STARTS_WITH_MARKER = /^\\*(?:<\/?\d+>|\{\d+\})/;

function describe(token: MaskToken): string {
  return token.kind === 'tag' ? `${token.token} (tag ${token.original})` : `${token.token} (glossary term "${token.original}")`;
}

/**
 * Puts the masked parts back into an engine's output. Fails when a token was lost, duplicated or
 * invented, or when the engine's reordering left paired tags badly nested; the caller then falls
 * back (another engine, or the source text) rather than publishing broken markup.
 */
export function unmaskSegment(translated: string, masked: MaskedSegment): { text: string } | { error: string } {
  const found = [...translated.matchAll(LOOSE_TOKEN)];
  const seen = new Map<number, number>();
  for (const m of found) {
    const n = tokenNumber(m[1] ?? '');
    if (n < 1 || n > masked.tokens.length) return { error: `The translation contains an unknown token ${m[0]}.` };
    seen.set(n, (seen.get(n) ?? 0) + 1);
  }
  for (const [index, token] of masked.tokens.entries()) {
    const count = seen.get(index + 1) ?? 0;
    if (count === 0) return { error: `Token ${describe(token)} was lost in the translation.` };
    if (count > 1) return { error: `Token ${describe(token)} appears ${count} times in the translation.` };
  }

  // Engine text between tokens is plain text: marker look-alikes it wrote are escaped as literal.
  let text = '';
  let last = 0;
  for (const m of found) {
    const token = masked.tokens[tokenNumber(m[1] ?? '') - 1] as MaskToken;
    text += escapeLiteral(translated.slice(last, m.index), STARTS_WITH_MARKER.test(token.replacement));
    text += token.replacement;
    last = m.index + m[0].length;
  }
  text += escapeLiteral(translated.slice(last), false);

  const nesting = checkNesting(text);
  return nesting ? { error: nesting } : { text };
}

/** A message when paired markers are not well nested, else undefined. */
export function checkNesting(text: string): string | undefined {
  const open: number[] = [];
  for (const token of tokenizeMarkers(text)) {
    if (token.type === 'open') open.push(token.id);
    if (token.type !== 'close') continue;
    const top = open.pop();
    if (top === token.id) continue;
    if (top === undefined) return `Tag </${token.id}> closes before it opens.`;
    return `Tags <${top}> and <${token.id}> are no longer well nested.`;
  }
  const unclosed = open.pop();
  return unclosed === undefined ? undefined : `Tag <${unclosed}> is never closed.`;
}
