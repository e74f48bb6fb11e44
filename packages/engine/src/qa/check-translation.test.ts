import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GlossaryTerm } from '../mask/index.ts';
import { checkTranslation } from './index.ts';

const codes = (source: string, target: string, targetLang = 'hi', glossary: GlossaryTerm[] = []): string[] =>
  checkTranslation({ source, target, targetLang, glossary }).map((w) => w.code);

describe('checkTranslation', () => {
  it('accepts good translations into several languages', () => {
    expect(codes('Click <1>here</1> to pay ₹500.', '₹500 का भुगतान करने के लिए <1>यहाँ</1> क्लिक करें।')).toEqual([]);
    expect(codes('Welcome to our website.', 'আমাদের ওয়েবসাইটে স্বাগতম।', 'bn')).toEqual([]);
    expect(codes('Welcome to our website.', 'आमच्या वेबसाइटवर स्वागत आहे.', 'mr')).toEqual([]);
    expect(codes('Welcome to our website.', 'எங்கள் இணையதளத்திற்கு வரவேற்கிறோம்.', 'ta')).toEqual([]);
    expect(codes('Welcome to our website.', 'ہماری ویب سائٹ پر خوش آمدید۔', 'ur')).toEqual([]);
    expect(codes('Contact help@lipi.in or visit https://lipi.in/help', 'help@lipi.in पर संपर्क करें या https://lipi.in/help देखें')).toEqual([]);
  });

  it('reports an empty translation alone', () => {
    expect(checkTranslation({ source: 'Hello <1>world</1>', target: ' <1></1> ', targetLang: 'hi' })).toEqual([
      { code: 'EMPTY_TARGET', message: 'The translation is empty.' },
    ]);
    expect(codes('{1}', '{1}')).toEqual([]);
  });

  it('reports lost, invented and badly nested placeholders', () => {
    expect(checkTranslation({ source: 'Read <1>terms</1>{2}', target: 'शर्तें पढ़ें{2}', targetLang: 'hi' })).toEqual([
      { code: 'TAG_MISSING', message: 'The translation has lost the placeholders <1> </1>.' },
    ]);
    expect(codes('Read {1}', 'पढ़ें {1} {3}')).toEqual(['TAG_EXTRA']);
    expect(codes('<1>a <2>b</2></1>', '<1>क <2>ख</1></2>')).toEqual(['TAG_NESTING']);
    expect(codes('Cost: \\{1}', 'कीमत: \\{1}')).toEqual([]);
  });

  it('finds numbers whatever digits and grouping the translation uses', () => {
    expect(codes('Save 100,000 rupees in 2024', '2024 में १,००,००० रुपये बचाएँ')).toEqual([]);
    expect(codes('Save 100,000 rupees in 2024', '2024 में 1,00,000 रुपये बचाएँ')).toEqual([]);
    expect(codes('Only 3.5% fee', 'কেবল ৩.৫% ফি', 'bn')).toEqual([]);
    expect(codes('Call 1800 123 456', 'அழைக்கவும் ௧௮௦௦ 123 456', 'ta')).toEqual([]);
    expect(codes('2 tickets', '۲ ٹکٹ', 'ur')).toEqual([]);
    expect(checkTranslation({ source: 'Pay 499 in 12 months', target: '12 महीने में भुगतान करें', targetLang: 'hi' })).toEqual([
      { code: 'NUMBER_MISSING', message: 'The number 499 from the source is missing in the translation.' },
    ]);
    expect(codes('Step <1>2</1>', 'चरण <1>3</1>')).toEqual(['NUMBER_MISSING']);
  });

  it('checks glossary rules', () => {
    const glossary: GlossaryTerm[] = [
      { term: 'Lipi', rule: 'never', translations: {}, isCaseSensitive: true },
      { term: 'dashboard', rule: 'always', translations: { hi: 'डैशबोर्ड' }, isCaseSensitive: false },
      { term: 'bank', rule: 'transliterate', translations: {}, isCaseSensitive: false },
    ];
    expect(codes('Open the Lipi dashboard of your bank', 'अपने बैंक का Lipi डैशबोर्ड खोलें', 'hi', glossary)).toEqual([]);
    expect(codes('Open the Lipi dashboard of your bank', 'अपने बैंक का लिपि नियंत्रण कक्ष खोलें', 'hi', glossary)).toEqual(['GLOSSARY_NOT_KEPT', 'GLOSSARY_NOT_USED']);
    expect(checkTranslation({ source: 'Your bank', target: 'आपका अधिकोष', targetLang: 'hi', glossary })).toEqual([
      { code: 'GLOSSARY_NOT_TRANSLITERATED', message: '"bank" should be written as "बैंक", but the translation does not contain it.' },
    ]);
  });

  it('finds dangling vowel signs and viramas', () => {
    expect(codes('Hello', 'ि नमस्ते')).toEqual(['STARTS_WITH_MARK']);
    expect(checkTranslation({ source: 'Your account', target: 'आपका ्खाता', targetLang: 'hi' })).toEqual([
      { code: 'DANGLING_MARK', message: 'The word "◌्खाता" starts with a vowel sign or virama; a letter is probably missing.' },
    ]);
    expect(codes('Price', 'মূল্য ো', 'bn')).toEqual(['DANGLING_MARK']);
    expect(codes('Home', 'முகப்புு', 'ta')).toEqual(['REPEATED_MARK']);
    // Tamil writes a visible virama (pulli) at the end of words: that is normal.
    expect(codes('Welcome', 'வரவேற்கிறோம்', 'ta')).toEqual([]);
  });

  it('finds Latin or another Indic script inside an Indic translation', () => {
    expect(checkTranslation({ source: 'Submit the form', target: 'फॉर्म submit करें', targetLang: 'hi' })).toEqual([
      { code: 'MIXED_SCRIPT', message: 'The translation contains Latin text (submit) in a Devanagari translation.' },
    ]);
    expect(checkTranslation({ source: 'Open account', target: 'খাতা खोलें', targetLang: 'hi' })).toEqual([
      { code: 'MIXED_SCRIPT', message: 'The translation contains Bengali text (খাতা) in a Devanagari translation.' },
    ]);
    expect(codes('Pay by UPI on your iPhone 15', 'अपने iPhone 15 पर UPI से भुगतान करें')).toEqual([]);
    expect(codes('Hello {{name}}, %s items', 'नमस्ते {{name}}, %s आइटम')).toEqual([]);
    const glossary: GlossaryTerm[] = [{ term: 'Google Pay', rule: 'never', translations: {}, isCaseSensitive: false }];
    expect(codes('Use Google Pay', 'Google Pay का उपयोग करें', 'hi', glossary)).toEqual([]);
  });

  it('checks joiners kept from the source', () => {
    expect(codes('क्‍ष', 'क्ष', 'mr')).toEqual(['JOINER_LOST']);
    expect(codes('क्‍ष', 'क्‍ष', 'mr')).toEqual([]);
  });

  it('checks the sentence-end mark of each language', () => {
    expect(codes('Thank you.', 'धन्यवाद.')).toEqual(['DANDA_EXPECTED']);
    expect(codes('Thank you. Come again.', 'धन्यवाद. फिर आइए।')).toEqual(['DANDA_EXPECTED']);
    expect(codes('Thank you.', 'ধন্যবাদ.', 'bn')).toEqual(['DANDA_EXPECTED']);
    expect(codes('Thank you.', 'ਧੰਨਵਾਦ.', 'pa')).toEqual(['DANDA_EXPECTED']);
    expect(codes('Thank you.', 'ଧନ୍ୟବାଦ.', 'od')).toEqual(['DANDA_EXPECTED']);
    expect(codes('Thank you.', 'धन्यवाद।', 'mr')).toEqual(['FULL_STOP_EXPECTED']);
    expect(codes('Thank you.', 'நன்றி।', 'ta')).toEqual(['FULL_STOP_EXPECTED']);
    expect(codes('Thank you.', 'شکریہ.', 'ur')).toEqual(['URDU_FULL_STOP_EXPECTED']);
    expect(codes('Wait...', 'रुकिए...')).toEqual([]);
    expect(codes('Version 2.5 is out', 'संस्करण 2.5 आ गया है')).toEqual([]);
  });

  it('leaves non-Indic targets to the language-neutral checks', () => {
    expect(codes('Hello <1>world</1>.', 'Bonjour <1>le monde</1>.', 'fr')).toEqual([]);
    expect(codes('Pay 5', 'Payez', 'fr')).toEqual(['NUMBER_MISSING']);
  });
});

describe('checkTranslation on arbitrary input', () => {
  it('never throws and always explains itself', () => {
    const piece = fc.oneof(
      fc.string({ maxLength: 5 }),
      fc.constantFrom('<1>', '</1>', '{2}', '\\{3}', '।', '.', '१२', '1,000', 'ि', '्', '\u200D', 'ক্ষ', 'Lipi', 'https://x.in'),
    );
    const text = fc.array(piece, { maxLength: 8 }).map((p) => p.join(''));
    const lang = fc.constantFrom('hi', 'bn', 'ta', 'ur', 'mr', 'od', 'sat', 'mni', 'mni-Mtei', 'kas-IN', 'en', 'fr', '', 'xx-YY');
    const glossary: GlossaryTerm[] = [
      { term: 'Lipi', rule: 'never', translations: {}, isCaseSensitive: true },
      { term: 'x', rule: 'transliterate', translations: {}, isCaseSensitive: false },
      { term: '1', rule: 'always', translations: { hi: 'एक' }, isCaseSensitive: false },
    ];
    fc.assert(
      fc.property(text, text, lang, (source, target, targetLang) => {
        for (const w of checkTranslation({ source, target, targetLang, glossary })) {
          expect(w.code).toMatch(/^[A-Z_]+$/);
          expect(w.message).toMatch(/^\S.*[.]$/su);
        }
      }),
      { numRuns: 500 },
    );
  }, 30_000);
});

describe('checks that do not cry wolf (issue #17)', () => {
  const warn = (source: string, target: string, lang = 'hi'): string[] => checkTranslation({ source, target, targetLang: lang }).map((w) => w.code);

  it('accepts brand names copied from the source, still flags ordinary English words', () => {
    expect(warn('Pay with Google', 'Google से भुगतान करें')).toEqual([]);
    expect(warn('Paytm accepted here', 'यहाँ Paytm से भुगतान स्वीकार है')).toEqual([]);
    expect(warn('Submit the form', 'फॉर्म Submit करें')).toEqual(['MIXED_SCRIPT']);
    expect(warn('Submit the form', 'फॉर्म submit करें')).toEqual(['MIXED_SCRIPT']);
  });

  it('reads abbreviation dots as abbreviations, not a missing danda', () => {
    expect(warn('Dr. Sharma will see you', 'डॉ. शर्मा आपसे मिलेंगे।')).toEqual([]);
    expect(warn('5 km away', 'यह 5 कि.मी. दूर है।')).toEqual([]);
    expect(warn('It is 5 km away.', 'यह 5 कि.मी. दूर है.')).toEqual(['DANDA_EXPECTED']);
    expect(warn('Thank you.', 'ধন্যবাদ, ডা. রায়।', 'bn')).toEqual([]);
  });

  it('catches spellings that only look right', () => {
    expect(warn('Come', '\u200Cाइए')).toEqual(['DANGLING_MARK']);
    expect(warn('Now', 'अाज')).toEqual(['SPLIT_VOWEL']);
    expect(warn('Lesson', 'সবক', 'bn')).toEqual([]);
    expect(warn('Life', 'जि\u093C\u0902दगी'.replace('ि\u093C', 'ि\u093C'))).toEqual(['MISPLACED_NUKTA']);
    expect(warn('Life', 'ज़िंदगी')).toEqual([]);
  });
});
