import { describe, expect, it } from 'vitest';
import { analysePageOnce } from './page-analysis-memory.ts';

const PAGE = '<html><head><title>Shop</title></head><body><p>Fresh <b>mangoes</b></p><p class="x">Call 12345</p></body></html>';

describe('page analyses in memory', () => {
  it('reuses an analysis only for the same bytes and the same extraction options', () => {
    const first = analysePageOnce(PAGE, {}, true);
    expect(analysePageOnce(`${PAGE}`, {}, true)).toBe(first);
    expect(first.hashes.length).toBe(3);

    const changed = analysePageOnce(PAGE.replace('mangoes', 'apples'), {}, true);
    expect(changed).not.toBe(first);
    expect(changed.hashes).not.toEqual(first.hashes);

    expect(analysePageOnce(PAGE, {}, false).hashes).toHaveLength(2);
    expect(analysePageOnce(PAGE, { noTranslateSelectors: ['.x'] }, true).hashes).toHaveLength(2);
    expect(analysePageOnce(PAGE, { ignorePatterns: [/^Fresh/] }, true)).not.toBe(first);
    expect(analysePageOnce(PAGE, {}, true)).toBe(first);
  });
});
