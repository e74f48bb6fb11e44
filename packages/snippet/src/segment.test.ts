import { describe, expect, it } from 'vitest';
import { extractSegments } from '@lipi/engine/extract';
import { applyTranslation } from './apply.ts';
import { isAttr } from './dom-segment.ts';
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

  it('with form controls inside labels and other inline elements (issue #17)', () => {
    const html =
      '<form><p><label>Email <input type="email" placeholder="Your address" aria-label="Your email"></label> is required</p>' +
      '<p>Pick a <label>size <select><option>Small</option><option>Large</option></select></label> now</p>' +
      '<p>Hi <b>bold <label>Name <i>first</i> <input> and <em>last</em></label> tail</b> end</p>' +
      '<p><label>I agree <button title="Accept">OK</button></label><label><input type="checkbox"> Remember me</label></p></form>';
    const fromDom = domSegments(html);
    expect(fromDom).toEqual(engineSegments(html));
    expect(fromDom.map((s) => s.text)).toContain('Email');
    expect(fromDom.map((s) => s.text)).toContain('Name <1>first</1>');
  });
});

describe('segments with a known translation', () => {
  it('skip only the ignore rule: an address alone is a segment when its hash has a translation', () => {
    const doc = new DOMParser().parseFromString('<p>support@lipi.in</p><p>Hello</p><p>2024</p><img alt="https://lipi.in/pricing">', 'text/html');
    const texts = (has?: (hash: string) => boolean) => walk(doc.body, { selector: '', has }).map((s) => s.text);
    expect(texts()).toEqual(['Hello']);
    expect(texts(() => false)).toEqual(['Hello']);
    const known = new Set(walk(doc.body, { selector: '', has: () => true }).map((s) => s.hash));
    expect(texts((hash) => known.has(hash))).toEqual(['support@lipi.in', 'Hello', 'https://lipi.in/pricing']);
  });
});

describe('applying a translation next to a form control', () => {
  const segmentsOf = (html: string) => {
    document.body.innerHTML = html;
    return walk(document.body, { selector: '' });
  };

  it("puts the label's text back before the input, which is the same node with the same attributes", () => {
    const segments = segmentsOf('<p><label>Email <input type="email" name="e" placeholder="Your address"></label></p>');
    const input = document.querySelector('input')!;
    const label = segments.find((s) => !isAttr(s) && s.text === 'Email')!;
    const placeholder = segments.find((s) => isAttr(s) && s.text === 'Your address')!;
    const applied = [applyTranslation(label, 'ईमेल'), applyTranslation(placeholder, 'आपका पता')];
    expect(document.querySelector('label')!.innerHTML).toBe('ईमेल <input type="email" name="e" placeholder="आपका पता">');
    expect(document.querySelector('input')).toBe(input);
    for (const a of applied) a!.undo();
    expect(document.body.innerHTML).toBe('<p><label>Email <input type="email" name="e" placeholder="Your address"></label></p>');
  });

  it('rebuilds a reordered translation inside the label without moving the control', () => {
    const segments = segmentsOf('<p><label>Your <b>work</b> <i>email</i> <select><option>Home</option></select> here</label></p>');
    const select = document.querySelector('select')!;
    const label = segments.find((s) => !isAttr(s) && s.text === 'Your <1>work</1> <2>email</2>')!;
    expect(applyTranslation(label, '<2>ईमेल</2> <1>काम</1>')).toBeDefined();
    expect(document.querySelector('label')!.innerHTML).toBe('<i>ईमेल</i> <b>काम</b> <select><option>Home</option></select> here');
    expect(document.querySelector('select')).toBe(select);
  });
});
