import { describe, expect, it } from 'vitest';
import { isInTargetScript, supportedTransliterationLanguages, transliterateEnglish, transliterationScriptOf } from './index.ts';

const nfc = (s: string): string => s.normalize('NFC');
const t = (text: string, lang: string): string => transliterateEnglish(text, lang).normalize('NFC');

const SENTENCE = 'Open the app, login with your mobile number and password, then download the video from our website.';

describe('every target script', () => {
  it.each(supportedTransliterationLanguages.map((lang) => [lang]))('%s: only letters of its own script', (lang) => {
    const output = transliterateEnglish(SENTENCE, lang);
    expect(output).not.toMatch(/[A-Za-z]/);
    expect(isInTargetScript(output, lang)).toBe(true);
    // Punctuation survives in place.
    expect(output.match(/[,.]/g)).toEqual([',', ',', '.']);
  });

  it('maps languages to the scripts their speakers use', () => {
    expect(transliterationScriptOf('od')).toBe('oriya');
    expect(transliterationScriptOf('sat')).toBe('ol_chiki');
    expect(transliterationScriptOf('mni')).toBe('bengali');
    expect(transliterationScriptOf('mni-Mtei')).toBe('meetei');
    expect(transliterationScriptOf('kas-IN')).toBe('urdu');
    expect(transliterationScriptOf('ks')).toBe('devanagari');
    expect(transliterationScriptOf('sd')).toBe('sindhi');
  });

  it('detects text outside the target script', () => {
    expect(isInTargetScript('বাংলা', 'bn')).toBe(true);
    expect(isInTargetScript('बांग्ला', 'bn')).toBe(false);
    expect(isInTargetScript('bank 123!', 'ta')).toBe(false);
  });
});

describe('spot checks against the spellings of each language', () => {
  it.each([
    ['bn', 'bank', 'ব্যাংক'],
    ['bn', 'app', 'অ্যাপ'],
    ['bn', 'website', 'ওয়েবসাইট'],
    ['bn', 'computer', 'কম্পিউটার'],
    ['bn', 'password', 'পাসওয়ার্ড'],
    ['bn', 'online', 'অনলাইন'],
    ['as', 'password', 'পাছৱৰ্ড'],
    ['as', 'bank', 'বেংক'],
    ['ta', 'bank', 'பேங்க்'],
    ['ta', 'computer', 'கம்ப்யூட்டர்'],
    ['ta', 'phone', 'ஃபோன்'],
    ['ta', 'online', 'ஆன்லைன்'],
    ['ta', 'station', 'ஸ்டேஷன்'],
    ['ta', 'download', 'டவுன்லோட்'],
    ['te', 'bank', 'బ్యాంక్'],
    ['te', 'online', 'ఆన్\u200Cలైన్'],
    ['te', 'password', 'పాస్\u200Cవర్డ్'],
    ['te', 'doctor', 'డాక్టర్'],
    ['kn', 'bank', 'ಬ್ಯಾಂಕ್'],
    ['kn', 'website', 'ವೆಬ್\u200Cಸೈಟ್'],
    ['kn', 'doctor', 'ಡಾಕ್ಟರ್'],
    ['kn', 'account', 'ಅಕೌಂಟ್'],
    ['ml', 'bank', 'ബാങ്ക്'],
    ['ml', 'doctor', 'ഡോക്ടർ'],
    ['ml', 'app', 'ആപ്പ്'],
    ['ml', 'website', 'വെബ്സൈറ്റ്'],
    ['ml', 'computer', 'കമ്പ്യൂട്ടർ'],
    ['gu', 'bank', 'બેંક'],
    ['gu', 'doctor', 'ડૉક્ટર'],
    ['gu', 'password', 'પાસવર્ડ'],
    ['gu', 'online', 'ઑનલાઇન'],
    ['pa', 'bank', 'ਬੈਂਕ'],
    ['pa', 'computer', 'ਕੰਪਿਊਟਰ'],
    ['pa', 'phone', 'ਫ਼ੋਨ'],
    ['pa', 'school', 'ਸਕੂਲ'],
    ['pa', 'doctor', 'ਡਾਕਟਰ'],
    ['od', 'website', 'ୱେବସାଇଟ'],
    ['od', 'doctor', 'ଡକ୍ଟର'],
    ['od', 'video', 'ଭିଡିଓ'],
    ['od', 'bank', 'ବ୍ୟାଙ୍କ'],
    ['ur', 'bank', 'بینک'],
    ['ur', 'doctor', 'ڈاکٹر'],
    ['ur', 'mobile', 'موبائل'],
    ['ur', 'password', 'پاسورڈ'],
    ['ur', 'school', 'اسکول'],
    ['ur', 'computer', 'کمپیوٹر'],
    ['ur', 'download', 'ڈاؤنلوڈ'],
    ['kas-IN', 'doctor', 'ڈاکٹر'],
    ['sd', 'bank', 'بينڪ'],
    ['sd', 'doctor', 'ڊاڪٽر'],
    ['sat', 'bank', 'ᱵᱮᱝᱠ'],
    ['sat', 'doctor', 'ᱰᱚᱠᱴᱚᱨ'],
    ['mni-Mtei', 'doctor', 'ꯗꯣꯛꯇꯔ'],
    ['mni-Mtei', 'school', 'ꯁ꯭ꯀꯨꯜ'],
  ])('%s: %s → %s', (lang, english, expected) => {
    expect(t(english, lang)).toBe(nfc(expected));
  });
});
