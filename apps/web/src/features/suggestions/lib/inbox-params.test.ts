import { describe, expect, it } from 'vitest';
import { readInbox } from './inbox-params.ts';

describe('inbox filters in the URL', () => {
  it('defaults to new suggestions of every language, first page', () => {
    expect(readInbox(new URLSearchParams(''))).toEqual({ status: 'new', lang: '', search: '', page: 1, size: 10 });
  });
  it('reads status, language, search and page; an unknown status falls back to new', () => {
    expect(readInbox(new URLSearchParams('status=accepted&lang=hi&q=bread&page=3&size=25'))).toEqual({
      status: 'accepted',
      lang: 'hi',
      search: 'bread',
      page: 3,
      size: 25,
    });
    expect(readInbox(new URLSearchParams('status=all')).status).toBe('all');
    expect(readInbox(new URLSearchParams('status=bogus')).status).toBe('new');
  });
});
