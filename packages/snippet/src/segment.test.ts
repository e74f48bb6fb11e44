import { describe, expect, it } from 'vitest';
import { extractSegments } from '@lipi/engine/extract';
import { walk } from './segment.ts';
import { HINDI_NEWS_PAGE, SHOP_PAGE } from './test/pages.ts';

const domSegments = (html: string, selectors: string[] = []) => {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return walk(doc.documentElement, { selector: selectors.join(',') }).map((s) => ({ kind: s.kind, text: s.text, hash: s.hash }));
};
const engineSegments = (html: string, selectors: string[] = []) =>
  extractSegments(html, { noTranslateSelectors: selectors }).segments.map((s) => ({ kind: s.kind, text: s.text, hash: s.sourceHash }));

describe('DOM segmentation equals the engine', () => {
  it('finds the same segments, in the same order, with the same hashes on a shop page', () => {
    const fromDom = domSegments(SHOP_PAGE);
    expect(fromDom.length).toBeGreaterThan(30);
    expect(fromDom).toEqual(engineSegments(SHOP_PAGE));
  });

  it('on an Indic page with joiners, time and figure elements', () => {
    expect(domSegments(HINDI_NEWS_PAGE)).toEqual(engineSegments(HINDI_NEWS_PAGE));
  });

  it('with the project no-translation selectors', () => {
    const selectors = ['.price', 'footer a', '[data-sku] h2'];
    const fromDom = domSegments(SHOP_PAGE, selectors);
    expect(fromDom).toEqual(engineSegments(SHOP_PAGE, selectors));
    expect(fromDom.some((s) => s.text === 'Banarasi silk saree')).toBe(false);
  });
});
