import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE_CODES, languageLabel, languageName, OTHER_LANGUAGE_CODES } from './languages.ts';

describe('languages', () => {
  it('lists the 12 default Indian languages first, in the product order, then every other language once', () => {
    expect(DEFAULT_LANGUAGE_CODES).toEqual(['hi', 'mr', 'gu', 'ml', 'pa', 'te', 'ta', 'bn', 'od', 'as', 'kn', 'ur']);
    expect(OTHER_LANGUAGE_CODES).not.toContain('hi');
    expect(OTHER_LANGUAGE_CODES).toContain('en');
  });

  it('shows codes and stored names alike, and unknown values as they are', () => {
    expect(languageName('hi')).toBe('Hindi');
    expect(languageName('hindi')).toBe('Hindi');
    expect(languageLabel('ta')).toBe('Tamil · தமிழ்');
    expect(languageName('xx-unknown')).toBe('xx-unknown');
  });
});
