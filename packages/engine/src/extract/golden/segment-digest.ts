import { createHash } from 'node:crypto';
import type { Segment } from '../types.ts';

/*
 * A short fingerprint of everything extraction outputs for one page: every field of every segment
 * in order, including which optional keys are present and the order of placeholder attributes.
 * SHA-1 from node:crypto, not the engine's own hash, so a change to fnv1a64 cannot hide itself.
 */
export function digestSegments(segments: readonly Segment[]): string {
  const hash = createHash('sha1');
  for (const s of segments) {
    const placeholders = s.placeholders.map((p) => [Object.keys(p), p.id, p.tag, Object.entries(p.attrs), p.isVoid, p.html ?? null]);
    hash.update(
      JSON.stringify([Object.keys(s), s.text, s.sourceHash, s.kind, s.attribute ?? null, s.metaName ?? null, s.path ?? null, s.wordCount, placeholders]),
    );
    hash.update('\n');
  }
  return `${segments.length}:${hash.digest('hex').slice(0, 16)}`;
}
