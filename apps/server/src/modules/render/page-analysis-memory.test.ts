import { describe, expect, it } from 'vitest';
import { analysePageOnce } from './page-analysis-memory.ts';

const PAGE = '<html><head><title>Shop</title></head><body><p>Fresh <b>mangoes</b></p><p class="x">Call 12345</p></body></html>';

describe('page analyses in memory', () => {
  it('keeps an analysis from the second render of the same bytes, for the same extraction options only', () => {
    const once = analysePageOnce(PAGE, {}, true);
    const first = analysePageOnce(`${PAGE}`, {}, true);
    expect(first).not.toBe(once);
    expect(first.hashes).toEqual(once.hashes);
    expect(analysePageOnce(PAGE, {}, true)).toBe(first);
    expect(first.hashes.length).toBe(3);

    const changed = analysePageOnce(PAGE.replace('mangoes', 'apples'), {}, true);
    expect(analysePageOnce(PAGE.replace('mangoes', 'apples'), {}, true)).not.toBe(changed);
    expect(changed.hashes).not.toEqual(first.hashes);

    expect(analysePageOnce(PAGE, {}, false).hashes).toHaveLength(2);
    expect(analysePageOnce(PAGE, { noTranslateSelectors: ['.x'] }, true).hashes).toHaveLength(2);
    analysePageOnce(PAGE, { ignorePatterns: [/^Fresh/] }, true);
    expect(analysePageOnce(PAGE, { ignorePatterns: [/^Fresh/] }, true)).not.toBe(first);
    expect(analysePageOnce(PAGE, {}, true)).toBe(first);
  });
});
