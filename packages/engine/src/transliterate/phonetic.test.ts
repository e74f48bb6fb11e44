import { describe, expect, it } from 'vitest';
import { hinglishToItrans } from './hinglish.ts';
import { phoneticToIndic } from './index.ts';

const nfc = (s: string): string => s.normalize('NFC');
const hi = (text: string): string => phoneticToIndic(text, 'hi').normalize('NFC');

describe('phoneticToIndic (Hinglish typing)', () => {
  it.each([
    ['namaste', 'नमस्ते'],
    ['dhanyavaad', 'धन्यवाद'],
    ['mera naam', 'मेरा नाम'],
    ['kya', 'क्या'],
    ['hindi', 'हिंदी'],
    ['sundar', 'सुंदर'],
    ['ganga', 'गंगा'],
    ['accha', 'अच्छा'],
    ['unka', 'उनका'],
    ['shukriya', 'शुक्रिया'],
    ['zindagi', 'ज़िंदगी'],
    ['lakshmi', 'लक्ष्मी'],
    ['pyaar', 'प्यार'],
    ['aap kaise ho', 'आप कैसे हो'],
  ])('%s → %s', (typed, expected) => {
    expect(hi(typed)).toBe(nfc(expected));
  });

  it('ignores capitalisation of whole words but reads inner capitals as ITRANS', () => {
    expect(hi('Namaste')).toBe(hi('namaste'));
    expect(hi('NAMASTE')).toBe(hi('namaste'));
    expect(hi('rAma')).toBe('राम');
    expect(hi('TamaaTar')).toBe('टमाटर');
  });

  it('offers strict ITRANS', () => {
    expect(phoneticToIndic('rAma', 'hi', { scheme: 'itrans' })).toBe('राम');
    expect(phoneticToIndic('kRRiShNa', 'hi', { scheme: 'itrans' })).toBe('कृष्ण');
  });

  it('keeps punctuation, placeholders and digits; native digits on request', () => {
    expect(hi('namaste, {name}! <b>aap</b> 42')).toBe(nfc('नमस्ते, {name}! <b>आप</b> 42'));
    expect(phoneticToIndic('42', 'hi', { nativeDigits: true })).toBe('४२');
  });

  it.each([
    ['ta', 'dhanyavaad', 'தன்யவாத்'],
    ['ta', 'namaste', 'நமஸ்தே'],
    ['bn', 'dhanyavaad', 'ধন্যবাদ'],
    ['gu', 'dhanyavaad', 'ધન્યવાદ'],
    ['te', 'dhanyavaad', 'ధన్యవాద్'],
    ['ml', 'namaste', 'നമസ്തേ'],
    ['ur', 'dhanyavaad', 'دھنیواد'],
    ['ur', 'accha', 'اچھا'],
    ['mr', 'namaste', 'नमस्ते'],
  ])('%s: %s → %s', (lang, typed, expected) => {
    expect(phoneticToIndic(typed, lang).normalize('NFC')).toBe(nfc(expected));
  });
});

describe('hinglishToItrans', () => {
  it('turns the lenient habits into ITRANS', () => {
    expect(hinglishToItrans('mera')).toBe('merA');
    expect(hinglishToItrans('hindi')).toBe('hiMdI');
    expect(hinglishToItrans('accha')).toBe('achChA');
    expect(hinglishToItrans('cricket')).toBe('krikket');
    expect(hinglishToItrans('unka')).toBe('unakA');
    expect(hinglishToItrans('rAma')).toBe('rAma');
  });
});
