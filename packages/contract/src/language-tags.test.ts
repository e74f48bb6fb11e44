import { describe, expect, it } from 'vitest';
import { LANGUAGES, androidResourceFolder, directionOf, fromBcp47, toBcp47 } from './languages.ts';

// A well-formed BCP 47 tag (RFC 5646 langtag without extensions): language, script, region.
const LANGTAG = /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|\d{3}))?$/;

describe('BCP 47 tags of the language table', () => {
  it.each(LANGUAGES.map((l) => [l.code, l.bcp47] as const))('%s → %s is a valid, canonical tag', (_code, tag) => {
    expect(tag).toMatch(LANGTAG);
    // Intl canonicalises valid tags and throws on invalid ones; a canonical tag comes back unchanged.
    expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
  });

  it('maps the product codes that are not tags to the tags the issue names', () => {
    expect(toBcp47('od')).toBe('or');
    expect(toBcp47('kas-IN')).toBe('ks-Arab');
    expect(toBcp47('ks')).toBe('ks-Deva');
    expect(toBcp47('mni-Mtei')).toBe('mni-Mtei');
    expect(toBcp47('sat')).toBe('sat-Olck');
    expect(toBcp47('hi')).toBe('hi');
  });

  it('reads tags back to product codes, with region and script fallbacks', () => {
    for (const l of LANGUAGES) expect(fromBcp47(l.bcp47)).toBe(l.code);
    expect(fromBcp47('or-IN')).toBe('od');
    expect(fromBcp47('hi_IN')).toBe('hi');
    expect(fromBcp47('ks-Arab-IN')).toBe('kas-IN');
    expect(fromBcp47('x-klingon')).toBeNull();
  });

  it('has one direction table: the script decides', () => {
    expect(directionOf('ks')).toBe('ltr');
    expect(directionOf('kas-IN')).toBe('rtl');
    for (const rtl of ['ur', 'sd', 'dv', 'ug', 'yi', 'ar', 'fa', 'he', 'ps']) expect(directionOf(rtl)).toBe('rtl');
    expect(directionOf('unknown')).toBe('ltr');
  });
});

describe('Android resource folders', () => {
  it('come from the BCP 47 tag, with the b+ form where the old qualifiers cannot say it', () => {
    expect(androidResourceFolder('hi')).toBe('values-hi');
    expect(androidResourceFolder('od')).toBe('values-or');
    expect(androidResourceFolder('sat')).toBe('values-b+sat+Olck');
    expect(androidResourceFolder('kas-IN')).toBe('values-b+ks+Arab');
    expect(androidResourceFolder('ks')).toBe('values-b+ks+Deva');
    expect(androidResourceFolder('mni-Mtei')).toBe('values-b+mni+Mtei');
    expect(androidResourceFolder('kok')).toBe('values-b+kok');
  });

  it('gives a valid folder for every language in the table', () => {
    for (const { code } of LANGUAGES) expect(androidResourceFolder(code)).toMatch(/^values-([a-z]{2}(-r[A-Z]{2})?|b\+[a-z]{2,3}(\+[A-Za-z0-9]+)*)$/);
  });
});
