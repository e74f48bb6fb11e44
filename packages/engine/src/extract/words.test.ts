import { describe, expect, it } from 'vitest';
import { countWords } from './words.ts';

describe('countWords', () => {
  it('counts English words, keeping contractions and hyphenated words whole', () => {
    expect(countWords('The quick brown fox jumps over the lazy dog.')).toBe(9);
    expect(countWords("Don't stop-believing, OK?")).toBe(3);
    expect(countWords('  spaced \n\t out  ')).toBe(2);
    expect(countWords('')).toBe(0);
  });

  it('does not count punctuation-only tokens but counts numbers', () => {
    expect(countWords('— | & …')).toBe(0);
    expect(countWords('Price: ₹1,499 only')).toBe(3);
    expect(countWords('Call 1800 123 456')).toBe(4);
  });

  it('counts Hindi words whole across virama, matras, nukta and ZWJ', () => {
    expect(countWords('नमस्ते दुनिया')).toBe(2);
    expect(countWords('क्‍ष और क्‌ष')).toBe(3);
    expect(countWords('यह ज़रूरी है।')).toBe(3);
    expect(countWords('हिन्दी में अनुवाद करें')).toBe(4);
  });

  it('counts Tamil, Bengali, Malayalam and other Indic scripts', () => {
    expect(countWords('வணக்கம் உலகம், எப்படி இருக்கிறீர்கள்?')).toBe(4);
    expect(countWords('আমি বাংলায় গান গাই।')).toBe(4);
    expect(countWords('ആണ്‍കുട്ടി സ്കൂളിൽ പോയി')).toBe(3);
    for (const text of ['ਪੰਜਾਬੀ ਭਾਸ਼ਾ', 'ગુજરાતી ભાષા', 'ଓଡ଼ିଆ ଭାଷା', 'తెలుగు భాష', 'ಕನ್ನಡ ಭಾಷೆ', 'اردو زبان']) {
      expect(countWords(text)).toBe(2);
    }
  });

  it('counts each Han and Kana character in Chinese and Japanese', () => {
    expect(countWords('你好，世界！')).toBe(4);
    expect(countWords('東京タワーへ行きます。')).toBe(10);
    expect(countWords('ひらがな')).toBe(4);
  });

  it('uses the word segmenter for Thai and counts Korean by spaces', () => {
    expect(countWords('สวัสดีครับ ผมชื่อสมชาย', 'th')).toBe(5);
    expect(countWords('안녕하세요 세계')).toBe(2);
  });

  it('counts mixed-script text', () => {
    expect(countWords('Lipi 支持 हिन्दी और English')).toBe(6);
    expect(countWords('iPhone发布了')).toBe(4);
  });

  it('does not count placeholders; a void placeholder separates words', () => {
    expect(countWords('Hello<1>world</1>')).toBe(1);
    expect(countWords('Hello <1>big <2>wide</2></1> world')).toBe(4);
    expect(countWords('Hello{1}world')).toBe(2);
    expect(countWords('{1} <2></2>')).toBe(0);
    expect(countWords('नमस्ते <1>दुनिया</1>')).toBe(2);
  });
});
