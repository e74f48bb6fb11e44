import { tokenizeMarkers } from '@lipi/engine/extract';

const markerKeys = (text: string) =>
  tokenizeMarkers(text)
    .flatMap((t) => (t.type === 'text' ? [] : [`${t.type}:${t.id}`]))
    .sort();

function isWellNested(text: string): boolean {
  const open: number[] = [];
  for (const token of tokenizeMarkers(text)) {
    if (token.type === 'open') open.push(token.id);
    if (token.type === 'close' && open.pop() !== token.id) return false;
  }
  return open.length === 0;
}

/**
 * A translation must carry exactly the source's inline-tag markers (each once, in any order, paired
 * ones well nested): they are how the page's links and formatting come back around the translated
 * words, so a lost or invented marker would break the page.
 */
export function hasSameMarkers(source: string, target: string): boolean {
  const a = markerKeys(source);
  const b = markerKeys(target);
  return a.length === b.length && a.every((key, i) => key === b[i]) && isWellNested(target);
}
