import { escapeLiteral } from '../extract/markers.ts';
import { findGlossaryTerms, glossaryReplacement, type GlossaryTerm } from './glossary.ts';
import { LOOSE_TOKEN, tokenFor } from './tokens.ts';

export type MaskToken = { token: string; kind: 'tag' | 'glossary'; original: string; replacement: string };
export type MaskedSegment = { masked: string; tokens: MaskToken[] };
export type MaskOptions = { targetLang: string; glossary?: GlossaryTerm[] };

// A marker with the backslashes before it: an even count leaves it real, an odd one makes it literal.
// Both become tokens carrying their backslashes, so the engine never sees an escape it could break.
// Braces touching the marker go into the token too: `{{1}}` around a token would read as `{{{1}}}`.
const MARKER_RUN = /[{｛]*\\*(?:<\/?\d+>|\{\d+\})[}｝]*/g;

/**
 * Hides inline-tag markers, escaped marker look-alikes, text already shaped like a mask token and
 * glossary terms behind `{{n}}` tokens numbered in order of appearance, for an MT engine to move
 * around but not touch. unmaskSegment puts each token's `replacement` back.
 */
export function maskSegment(text: string, opts: MaskOptions): MaskedSegment {
  const tokens: MaskToken[] = [];
  const addToken = (kind: MaskToken['kind'], original: string, replacement: string): string => {
    const token = tokenFor(tokens.length + 1);
    tokens.push({ token, kind, original, replacement });
    return token;
  };
  const maskText = (piece: string): string => {
    let out = '';
    let last = 0;
    for (const span of protectedSpans(piece, opts.glossary ?? [])) {
      out += piece.slice(last, span.start);
      const original = piece.slice(span.start, span.end);
      if (span.term) {
        const replacement = escapeLiteral(glossaryReplacement({ ...span, text: original, term: span.term }, opts.targetLang), false);
        out += addToken('glossary', original, replacement);
      } else out += addToken('tag', original, original);
      last = span.end;
    }
    return out + piece.slice(last);
  };

  let masked = '';
  let last = 0;
  for (const m of text.matchAll(MARKER_RUN)) {
    masked += maskText(text.slice(last, m.index));
    masked += addToken('tag', m[0], m[0]);
    last = m.index + m[0].length;
  }
  masked += maskText(text.slice(last));
  return { masked, tokens };
}

type Span = { start: number; end: number; term?: GlossaryTerm };

// A glossary term inside a URL or an e-mail address ("lipi" in https://lipi.in) is not a word of the text.
const ADDRESS = /https?:\/\/[^\s<>"]+|www\.[^\s<>"]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gu;

/** Token look-alikes already in the text, then glossary terms in the text between them. */
function protectedSpans(piece: string, glossary: readonly GlossaryTerm[]): Span[] {
  const spans: Span[] = [];
  const addresses = [...piece.matchAll(ADDRESS)].map((m) => [m.index, m.index + m[0].length] as const);
  const inAddress = (start: number, end: number): boolean => addresses.some(([a, b]) => start < b && end > a);
  let last = 0;
  const addTerms = (end: number): void => {
    for (const m of findGlossaryTerms(piece.slice(last, end), glossary)) {
      if (!inAddress(last + m.start, last + m.end)) spans.push({ start: last + m.start, end: last + m.end, term: m.term });
    }
  };
  for (const m of piece.matchAll(LOOSE_TOKEN)) {
    addTerms(m.index);
    spans.push({ start: m.index, end: m.index + m[0].length });
    last = m.index + m[0].length;
  }
  addTerms(piece.length);
  return spans;
}
