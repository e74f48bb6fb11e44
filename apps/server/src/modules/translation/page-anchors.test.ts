import { afterEach, describe, expect, it } from 'vitest';
import { anchorBefore, forgetPageAnchors, pageAnchors, rememberPageEnd } from './page-anchors.ts';

afterEach(() => forgetPageAnchors());

describe('page anchors', () => {
  it("keeps each kind of list's anchors apart in the one store, and expires them", () => {
    const urls = pageAnchors<string>('scope/urls');
    const editorAnchor = { at: null, position: 3, hash: 'h' };
    rememberPageEnd('list', 1, editorAnchor, 0);
    urls.remember('list', 1, 'https://a.example/z', 0);
    expect(anchorBefore('list', 2, 1)).toEqual(editorAnchor);
    expect(urls.before('list', 2, 1)).toBe('https://a.example/z');
    expect(pageAnchors<string>('scope/other').before('list', 2, 1)).toBeNull();
    expect(urls.before('list', 1, 1)).toBeNull(); // page 1 never seeks
    expect(urls.before('list', 3, 1)).toBeNull(); // a jump
    expect(urls.before('list', 2, 11 * 60_000)).toBeNull(); // expired after 10 minutes
  });
});
