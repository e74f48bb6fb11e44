import { describe, expect, it } from 'vitest';
import { phoneticToIndic, supportedTransliterationLanguages, transliterateEnglish } from './index.ts';

const t = (word: string, lang: string): string => transliterateEnglish(word, lang).normalize('NFC');

describe('loanword habits of each script', () => {
  it('Bengali writes English /ʌ/ with া and only short ি ু', () => {
    expect(t('bus', 'bn')).toBe('বাস');
    expect(t('update', 'bn')).toBe('আপডেট');
    expect(t('taxi', 'bn')).toBe('ট্যাক্সি');
    expect(t('school', 'bn')).toBe('স্কুল');
    expect(t('video', 'bn')).toBe('ভিডিও');
  });

  it('Tamil, Telugu and Kannada keep the unstressed e short', () => {
    expect(t('ticket', 'ta')).toBe('டிக்கெட்');
    expect(t('market', 'te')).toBe('మార్కెట్');
    expect(t('payment', 'kn')).toBe('ಪೇಮೆಂಟ್');
    // ...but the e before j is long everywhere.
    expect(t('message', 'te')).toBe('మెసేజ్');
  });

  it('Tamil writes s before a vowel as ச and x as க்ஸ', () => {
    expect(t('system', 'ta')).toBe('சிஸ்டம்');
    expect(t('taxi', 'ta')).toBe('டேக்ஸி');
    expect(t('cricket', 'ta')).toBe('கிரிக்கெட்');
  });

  it('Malayalam picks its chillu and t letters as the press does', () => {
    expect(t('phone', 'ml')).toBe('ഫോൺ');
    expect(t('school', 'ml')).toBe('സ്കൂൾ');
    expect(t('internet', 'ml')).toBe('ഇന്റർനെറ്റ്');
    expect(t('battery', 'ml')).toBe('ബാറ്ററി');
    expect(t('team', 'ml')).toBe('ടീം');
  });

  it('Marathi drops the nukta, writes z as झ and v as व्ह', () => {
    expect(t('phone', 'mr')).toBe('फोन');
    expect(t('result', 'mr')).toBe('रिझल्ट');
    expect(t('video', 'mr')).toBe('व्हिडिओ');
  });

  it('Hindi keeps its spellings of the words the markers touch', () => {
    expect(t('bus', 'hi')).toBe('बस');
    expect(t('camera', 'hi')).toBe('कैमरा');
    expect(t('ticket', 'hi')).toBe('टिकेट');
    expect(t('security', 'hi')).toBe('सिक्योरिटी');
  });

  it('Nepali writes v as भ, sh as स, spelt-out nasals and short inner vowels, without nukta', () => {
    expect(t('video', 'ne')).toBe('भिडियो');
    expect(t('station', 'ne')).toBe('स्टेसन');
    expect(t('number', 'ne')).toBe('नम्बर');
    expect(t('school', 'ne')).toBe('स्कुल');
    expect(t('phone', 'ne')).toBe('फोन');
  });

  it('Odia writes ଷ୍ଟ, homorganic nasals, short ି ୁ and -ିଓ', () => {
    expect(t('station', 'od')).toBe('ଷ୍ଟେସନ');
    expect(t('internet', 'od')).toBe('ଇଣ୍ଟରନେଟ');
    expect(t('taxi', 'od')).toBe('ଟ୍ୟାକ୍ସି');
    expect(t('video', 'od')).toBe('ଭିଡିଓ');
    expect(t('password', 'od')).toBe('ପାସୱାର୍ଡ');
  });

  it('Assamese writes s as চ or ছ, /æ/ as এ, -ৰী and ণ্ট', () => {
    expect(t('bus', 'as')).toBe('বাছ');
    expect(t('office', 'as')).toBe('অফিচ');
    expect(t('station', 'as')).toBe('ষ্টেচন');
    expect(t('bank', 'as')).toBe('বেংক');
    expect(t('email', 'as')).toBe('ইমেইল');
    expect(t('battery', 'as')).toBe('বেটাৰী');
    expect(t('account', 'as')).toBe('একাউণ্ট');
  });

  it('Urdu leaves an unstressed e unwritten and writes a pre-stress short i with ye', () => {
    expect(t('ticket', 'ur')).toBe('ٹکٹ');
    expect(t('budget', 'ur')).toBe('بجٹ');
    expect(t('college', 'ur')).toBe('کالج');
    expect(t('page', 'ur')).toBe('پیج');
    expect(t('design', 'ur')).toBe('ڈیزائن');
    expect(t('university', 'ur')).toBe('یونیورسٹی');
    expect(t('university', 'hi')).toBe('यूनिवर्सिटी');
  });

  it('keeps a stressed vowel-initial compound tail apart and drops the yod before an unstressed u', () => {
    expect(t('logout', 'hi')).toBe('लॉगआउट');
    expect(t('login', 'hi')).toBe('लॉगिन');
    expect(t('ambulance', 'bn')).toBe('অ্যাম্বুলেন্স');
    expect(t('television', 'hi')).toBe('टेलिविज़न');
    expect(t('backup', 'hi')).toBe('बैकअप');
    expect(t('internet', 'hi')).toBe('इंटरनेट');
  });

  it('writes Hindi three-consonant clusters and nasals after a consonant as Hindi print does', () => {
    expect(t('express', 'hi')).toBe('एक्सप्रेस');
    expect(t('next', 'hi')).toBe('नेक्स्ट');
    expect(t('terms', 'hi')).toBe('टर्म्स');
    expect(t('passenger', 'hi')).toBe('पैसेंजर');
    expect(t('technology', 'hi')).toBe('टेकनोलॉजी');
    expect(t('competition', 'hi')).toBe('कॉम्पिटिशन');
    expect(t('education', 'hi')).toBe('एजुकेशन');
    expect(t('situation', 'hi')).toBe('सिचुएशन');
    expect(t('chocolate', 'hi')).toBe('चॉकलेट');
    expect(t('chocolate', 'ta')).toBe('சாக்லேட்');
    expect(t('microphone', 'hi')).toBe('माइक्रोफ़ोन');
    expect(t('converter', 'hi')).toBe('कनवर्टर');
    expect(t('language', 'hi')).toBe('लैंग्वेज');
    expect(t('volume', 'hi')).toBe('वॉल्यूम');
  });

  it('leaves no private-use marker in any script', () => {
    for (const lang of supportedTransliterationLanguages) {
      const out = transliterateEnglish('bus camera ticket delivery security recharge system update design university insurance', lang);
      expect(out).not.toMatch(/[\uE000-\uF8FF]/u);
    }
  });

  it('does not apply loanword habits to romanised Indian words', () => {
    // English bus is বাস; typed Bengali keeps the inherent vowel, which Bengali typists write o (Avro).
    expect(phoneticToIndic('bos', 'bn')).toBe('বস');
    expect(phoneticToIndic('mera', 'ml')).toMatch(/ാ$/);
    expect(phoneticToIndic('amar', 'bn')).not.toMatch(/^অ্যা/);
    expect(t('account', 'bn')).toBe('অ্যাকাউন্ট');
  });
});
