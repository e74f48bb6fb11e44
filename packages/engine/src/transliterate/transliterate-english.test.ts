import { describe, expect, it } from 'vitest';
import { supportedTransliterationLanguages, transliterateEnglish } from './index.ts';

const hi = (text: string): string => transliterateEnglish(text, 'hi').normalize('NFC');
const nfc = (s: string): string => s.normalize('NFC');

describe('transliterateEnglish into Hindi', () => {
  it.each([
    ['bank', 'बैंक'],
    ['account', 'अकाउंट'],
    ['mobile', 'मोबाइल'],
    ['computer', 'कंप्यूटर'],
    ['online', 'ऑनलाइन'],
    ['internet', 'इंटरनेट'],
    ['email', 'ईमेल'],
    ['password', 'पासवर्ड'],
    ['login', 'लॉगिन'],
    ['website', 'वेबसाइट'],
    ['app', 'ऐप'],
    ['phone', 'फ़ोन'],
    ['doctor', 'डॉक्टर'],
    ['school', 'स्कूल'],
    ['science', 'साइंस'],
    ['airport', 'एयरपोर्ट'],
    ['player', 'प्लेयर'],
    ['power', 'पावर'],
  ])('%s → %s', (english, hindi) => {
    expect(hi(english)).toBe(nfc(hindi));
  });

  it('keeps punctuation, spacing and word order of a sentence', () => {
    expect(hi('Bank account, mobile & email!')).toBe(nfc('बैंक अकाउंट, मोबाइल & ईमेल!'));
    expect(hi('  online\n\tpayment  ')).toBe(nfc('  ऑनलाइन\n\tपेमेंट  '));
  });

  it('leaves placeholders, tags, URLs and e-mail addresses untouched', () => {
    expect(hi('Download <1>app</1> now {2} users')).toBe(nfc('डाउनलोड <1>ऐप</1> नाउ {2} यूज़र्स'));
    expect(hi('Hello {{name}}, you have %d new %1$s')).toMatch(/^हेलो \{\{name\}\}, .* %d .* %1\$s$/u);
    expect(hi('Visit https://example.com/login or mail help@lipi.in')).toContain('https://example.com/login');
    expect(hi('Visit https://example.com/login or mail help@lipi.in')).toContain('help@lipi.in');
    expect(hi('<a href="/home">Home</a>')).toBe(nfc('<a href="/home">होम</a>'));
  });

  it('keeps digits unless native digits are asked for', () => {
    expect(hi('Call 1800 123')).toBe(nfc('कॉल 1800 123'));
    expect(transliterateEnglish('Call 1800', 'hi', { nativeDigits: true })).toBe(nfc('कॉल १८००'));
    expect(transliterateEnglish('2024', 'bn', { nativeDigits: true })).toBe('২০২৪');
    expect(transliterateEnglish('2024', 'ur', { nativeDigits: true })).toBe('۲۰۲۴');
    expect(transliterateEnglish('2024', 'sat', { nativeDigits: true })).toBe('᱒᱐᱒᱔');
  });

  it('reads abbreviations letter by letter', () => {
    expect(hi('ATM')).toBe('एटीएम');
    expect(hi('OTP')).toBe('ओटीपी');
    expect(hi('UPI')).toBe('यूपीआई');
    expect(hi('pdf')).toBe(nfc('पीडीएफ़'));
    expect(hi('COVID')).toBe('कोविड');
  });

  it('spells compounds as their parts', () => {
    expect(hi('football')).toBe(nfc('फ़ुटबॉल'));
    expect(hi('laptop')).toBe('लैपटॉप');
    expect(hi('youtube')).toBe('यूट्यूब');
    expect(hi('smartphone')).toBe(nfc('स्मार्टफ़ोन'));
  });

  it('falls back to spelling rules for words missing from the dictionary', () => {
    expect(hi('Swiggy')).toBe('स्विगी');
    expect(hi('Bengaluru')).toBe('बेंगलुरु');
    expect(hi('Paytm')).toMatch(/^पे/u);
    expect(hi('blorptastic')).toMatch(/^[\u0900-\u097F]+$/u);
  });

  it('leaves text that is already in an Indian script alone', () => {
    expect(hi('नमस्ते bank')).toBe('नमस्ते बैंक');
    expect(transliterateEnglish('বাংলা app', 'bn')).toBe(nfc('বাংলা অ্যাপ'));
  });

  it('follows Marathi, Konkani and Nepali spellings of /æ/ and /ɒ/', () => {
    expect(transliterateEnglish('bank app', 'mr')).toBe(nfc('बँक ॲप'));
    expect(transliterateEnglish('app', 'kok')).toBe('ॲप');
    expect(transliterateEnglish('bank doctor', 'ne')).toBe(nfc('ब्यांक डक्टर'));
  });

  it('accepts every scheduled language, the ISO code for Odia, and rejects others', () => {
    // 22 languages, Kashmiri and Manipuri twice (mni in Bengali script, mni-Mtei in Meetei); ks in Devanagari and kas-IN in Perso-Arabic.
    expect(supportedTransliterationLanguages).toHaveLength(24);
    for (const lang of supportedTransliterationLanguages) expect(transliterateEnglish('bank', lang)).not.toBe('bank');
    expect(transliterateEnglish('bank', 'or')).toBe(transliterateEnglish('bank', 'od'));
    expect(transliterateEnglish('bank', 'KAS-IN')).toBe(transliterateEnglish('bank', 'kas-IN'));
    expect(() => transliterateEnglish('bank', 'fr')).toThrow(/not available for "fr"/);
  });

  it('returns an empty string for empty input', () => {
    expect(transliterateEnglish('', 'ta')).toBe('');
  });
});
