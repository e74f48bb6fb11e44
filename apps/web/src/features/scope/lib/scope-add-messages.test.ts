import { describe, expect, it } from 'vitest';
import { failedUrls, parseUrlLines, resultsOf, scopeAddMessages } from './scope-add-messages.ts';

describe('scope add messages', () => {
  it('counts added and failed URLs from the result map', () => {
    expect(
      scopeAddMessages({
        'https://a.example/1': true,
        'https://a.example/2': true,
        'https://other.example/': "Url is outside the project's domains",
      }),
    ).toEqual([
      { kind: 'success', text: '2 Url added successfully' },
      { kind: 'error', text: '1 Url addition failed' },
    ]);
  });

  it('says only success when every URL was added', () => {
    expect(scopeAddMessages({ 'https://a.example/': true })).toEqual([{ kind: 'success', text: '1 Url added successfully' }]);
  });

  it("says 'Url add to scope failed' when nothing was added, the call failed or nothing came back", () => {
    expect(scopeAddMessages({ x: 'Invalid Url', y: 'Url already in scope' })).toEqual([{ kind: 'error', text: 'Url add to scope failed' }]);
    expect(scopeAddMessages(null)).toEqual([{ kind: 'error', text: 'Url add to scope failed' }]);
    expect(scopeAddMessages({})).toEqual([{ kind: 'error', text: 'Url add to scope failed' }]);
  });

  it('lists the failed URLs with their reasons, also from the data of a failed call', () => {
    const data = { results: { a: true, b: 'Url already in scope' }, added: 1, failed: 1 };
    expect(failedUrls(resultsOf(data))).toEqual([{ url: 'b', reason: 'Url already in scope' }]);
    expect(resultsOf(null)).toBeNull();
    expect(resultsOf({ status: 'x' })).toBeNull();
  });

  it('splits a pasted list into distinct URLs', () => {
    expect(parseUrlLines(' https://a.example/1\n\nhttps://a.example/2, https://a.example/1 \r\n')).toEqual(['https://a.example/1', 'https://a.example/2']);
  });
});
