import { describe, expect, it } from 'vitest';
import { extractSegments } from '@lipi/engine/extract';
import { walk } from './segment.ts';

/*
 * Random well-nested pages (the browser's parser and htmlparser2 agree on those; tag soup is
 * repaired differently by each and is out of scope): blocks, inline tags, void and opaque
 * elements, form controls inside labels and other inline tags, notranslate, attributes, entities,
 * odd whitespace, marker look-alikes and Indic text.
 */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const WORDS = [
  'sarees',
  'हाथ',
  'से',
  'बुनी',
  'தமிழ்',
  'free',
  'delivery',
  '₹499',
  '2024',
  'a&amp;b',
  '&lt;1&gt;',
  '{2}',
  'back\\slash',
  'x@y.in',
  '&nbsp;',
  'क्षि‍ति',
  'ok.',
];
const SPACES = [' ', '  ', '\n  ', '\t', ''];

function page(rand: () => number): string {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const text = () => Array.from({ length: 1 + Math.floor(rand() * 5) }, () => pick(WORDS)).join(pick(SPACES) || ' ');
  const attrs = () => {
    const r = rand();
    if (r < 0.1) return ' class="notranslate"';
    if (r < 0.15) return ' translate="no"';
    if (r < 0.3) return ` title="${text()}"`;
    if (r < 0.35) return ` aria-label="${text()}"`;
    return '';
  };
  const inline = (depth: number, inLink: boolean): string => {
    const r = rand();
    if (depth > 2 || r < 0.35) return text();
    if (r < 0.45) return `<br>${text()}`;
    if (r < 0.5) return `<img src="/i.png" alt="${text()}">`;
    if (r < 0.55) return `<code>${text()}</code>`;
    if (r < 0.6) return `<script>var x = "${text()}";</script>`;
    if (r < 0.65) return `<!-- ${text()} -->`;
    if (r < 0.75) return control(depth);
    const tag = inLink ? pick(['b', 'i', 'em', 'span', 'strong']) : pick(['a', 'b', 'i', 'em', 'span', 'strong', 'small']);
    const href = tag === 'a' ? ' href="/x"' : '';
    return `<${tag}${href}${attrs()}>${Array.from({ length: 1 + Math.floor(rand() * 3) }, () => inline(depth + 1, inLink || tag === 'a')).join(pick(SPACES))}</${tag}>`;
  };
  // Form controls inside inline content (issue #17), labels first: never a button in a button, and
  // only options in a select, where browsers and htmlparser2 would repair the markup differently.
  const control = (depth: number): string => {
    const r = rand();
    const after = rand() < 0.5 ? pick(SPACES) + inline(depth + 1, true) : '';
    if (r < 0.35)
      return `<label${attrs()}>${text()} <input type="${pick(['email', 'checkbox', 'submit'])}" placeholder="${text()}" value="${text()}">${after}</label>`;
    if (r < 0.5) return `<label><input type="checkbox">${pick(SPACES)}${text()}</label>`;
    if (r < 0.7) return `<label>${inline(depth + 1, true)} <select><option>${text()}</option><option>${text()}</option></select>${after}</label>`;
    if (r < 0.85) return `<label>${text()} <button title="${text()}">${text()}</button>${after}</label>`;
    if (r < 0.92) return `<label>${text()} <textarea placeholder="${text()}"></textarea>${after}</label>`;
    return `${text()} <button>${text()}</button> ${text()}`;
  };
  const phrasing = () => Array.from({ length: 1 + Math.floor(rand() * 4) }, () => inline(0, false)).join(pick(SPACES));
  const block = (depth: number): string => {
    const r = rand();
    if (depth > 3 || r < 0.4) return `<p${attrs()}>${phrasing()}</p>`;
    if (r < 0.5) return `<h2>${phrasing()}</h2>`;
    if (r < 0.55)
      return `<ul>${Array.from({ length: 1 + Math.floor(rand() * 3) }, () => `<li>${rand() < 0.5 ? phrasing() : block(depth + 1)}</li>`).join('')}</ul>`;
    if (r < 0.6) return `<input type="${pick(['text', 'submit', 'button'])}" value="${text()}" placeholder="${text()}">`;
    if (r < 0.65) return `<nav>${Array.from({ length: 2 + Math.floor(rand() * 3) }, () => `<a href="/n">${text()}</a>`).join(pick([' | ', ' · ', ' ']))}</nav>`;
    if (r < 0.7) return `<pre>${text()}</pre>`;
    const tag = pick(['div', 'section', 'article', 'footer']);
    return `<${tag}${attrs()}>${rand() < 0.5 ? phrasing() : ''}${Array.from({ length: 1 + Math.floor(rand() * 3) }, () => block(depth + 1)).join(pick(SPACES))}${rand() < 0.5 ? phrasing() : ''}</${tag}>`;
  };
  const head = `<head><title>${text()}</title><meta name="description" content="${text()}"><meta property="og:title" content="${text()}"></head>`;
  return `<!doctype html><html>${head}<body>${Array.from({ length: 2 + Math.floor(rand() * 5) }, () => block(0)).join('\n')}</body></html>`;
}

describe('DOM segmentation equals the engine on random pages', () => {
  it('gives the same segments and hashes for 150 generated pages', () => {
    const rand = prng(20261123);
    for (let i = 0; i < 150; i++) {
      const html = page(rand);
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const fromDom = walk(doc.documentElement, { selector: '' }).map((s) => `${s.kind} ${s.hash} ${s.text}`);
      const fromEngine = extractSegments(html).segments.map((s) => `${s.kind} ${s.sourceHash} ${s.text}`);
      expect(fromDom, html).toEqual(fromEngine);
    }
  }, 60_000);
});
