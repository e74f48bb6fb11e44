import { describe, expect, it } from 'vitest';
import { LANGUAGES, SCHEDULED_LANGUAGES } from './languages.ts';
import { SHIPPED_FONT_FAMILIES, fontFamilyOf } from './script-fonts.ts';

describe('script fonts', () => {
  it('ships a font for every scheduled language (their scripts are missing from many systems)', () => {
    for (const code of SCHEDULED_LANGUAGES) expect(fontFamilyOf(code), code).toMatch(/^Noto /);
  });

  it('renders Santali in Ol Chiki, Meetei Mayek Manipuri in its script, Urdu and Kashmiri in Nastaliq, Sindhi in Naskh', () => {
    expect(fontFamilyOf('sat')).toBe('Noto Sans Ol Chiki');
    expect(fontFamilyOf('mni-Mtei')).toBe('Noto Sans Meetei Mayek');
    expect(fontFamilyOf('mni')).toBe('Noto Sans Bengali');
    expect(fontFamilyOf('ur')).toBe('Noto Nastaliq Urdu');
    expect(fontFamilyOf('kas-IN')).toBe('Noto Nastaliq Urdu');
    expect(fontFamilyOf('sd')).toBe('Noto Naskh Arabic');
  });

  it('leaves Latin, Cyrillic, Greek and CJK to the system, and every other script has a shipped family', () => {
    expect(fontFamilyOf('en')).toBeNull();
    expect(fontFamilyOf('ru')).toBeNull();
    expect(fontFamilyOf('ja')).toBeNull();
    for (const l of LANGUAGES) {
      const family = fontFamilyOf(l.code);
      if (family) expect(SHIPPED_FONT_FAMILIES).toContain(family);
    }
  });
});
