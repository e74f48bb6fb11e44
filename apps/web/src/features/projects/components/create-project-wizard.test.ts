import { describe, expect, it } from 'vitest';
import { toCreateInput } from '../lib/wizard-values.ts';

describe('toCreateInput', () => {
  it('makes an API project from a name and languages, with no website address', () => {
    expect(toCreateInput({ kind: 'api', name: '  Shop app ', url: 'ignored.example', languages: ['hi', 'ta'] })).toEqual({
      kind: 'api',
      input: { name: 'Shop app', languages: ['hi', 'ta'] },
    });
  });
  it('keeps the website form as it was', () => {
    expect(toCreateInput({ kind: 'website', url: 'www.example.com', languages: ['hi'] })).toEqual({
      kind: 'website',
      input: { url: 'https://www.example.com', languages: ['hi'], name: undefined },
    });
  });
});
