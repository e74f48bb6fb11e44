import { describe, expect, it } from 'vitest';
import { decodeHtml } from './decode.ts';

describe('decodeHtml', () => {
  it('reads the charset from the header, then from <meta>, else UTF-8, and never keeps NUL', () => {
    expect(decodeHtml(new Uint8Array([0x63, 0x61, 0x66, 0xe9]), 'text/html; charset=windows-1252')).toBe('café');
    expect(decodeHtml(new TextEncoder().encode('<meta charset="utf-8">नमस्ते'), undefined)).toBe('<meta charset="utf-8">नमस्ते');
    expect(decodeHtml(new TextEncoder().encode('a\0b'), 'text/html; charset=bogus')).toBe('a\uFFFDb');
  });
});
