import { describe, expect, it } from 'vitest';
import { phoneticCandidates } from './phonetic-candidates.ts';
import { conventionalReading } from './typing-conventions.ts';

/** Each language's typing conventions, without any word list: the first reading and what follows it. */
const first = (typed: string, lang: string): string | undefined => phoneticCandidates(typed, lang, 1, { useHandList: false })[0];
const top = (typed: string, lang: string, n: number): string[] => phoneticCandidates(typed, lang, n, { useHandList: false });

describe('typing conventions', () => {
  it('reads gy as ज्ञ and nasal endings as nasal vowels in Hindi', () => {
    expect(top('gyan', 'hi', 3)).toContain('ज्ञान');
    expect(first('hain', 'hi')).toBe('हैं');
    expect(first('nahin', 'hi')).toBe('नहीं');
    expect(first('yahan', 'hi')).toBe('यहां');
    expect(top('chain', 'hi', 3)).toContain('चैन');
  });

  it('reads the Hindi future after a vowel stem and the Telugu first person with a long aa', () => {
    expect(first('jaunga', 'hi')).toBe('जाऊंगा');
    expect(top('kyun', 'hi', 3)).toContain('क्यों');
    expect(top('chai', 'hi', 3)).toContain('चाय');
    expect(top('gaon', 'hi', 3)).toContain('गाँव');
    expect(first('dikhaungi', 'hi')).toBe('दिखाऊंगी');
    expect(first('chesanu', 'te')).toBe('చేసాను');
    expect(first('vastunnanu', 'te')).toBe('వస్తున్నాను');
    expect(first('tanu', 'te')).toBe('తను');
  });

  it('offers ड़, the short final a of Sanskrit words and -आई in Hindi', () => {
    expect(top('sadak', 'hi', 5)).toContain('सड़क');
    expect(top('mitra', 'hi', 3)).toContain('मित्र');
    expect(top('bhai', 'hi', 3)).toContain('भाई');
  });

  it('keeps the Tamil first-person -ēn long, with ற in the present, and doubles a ch typed between vowels', () => {
    expect(first('vandhen', 'ta')).toBe('வந்தேன்');
    expect(first('poren', 'ta')).toBe('பொறேன்');
    expect(top('poren', 'ta', 3)).toContain('போறேன்');
    expect(first('en', 'ta')).toBe('என்');
    expect(first('pachai', 'ta')).toBe('பச்சை');
    expect(top('pochu', 'ta', 5)).toContain('போச்சு');
  });

  it('places Tamil d, s, nj and zh by position and keeps final e/o long', () => {
    expect(conventionalReading('padam', 'ta')).toBe('paDam');
    expect(first('padam', 'ta')).toBe('படம்');
    expect(first('pudhu', 'ta')).toBe('புது');
    expect(first('kaasu', 'ta')).toBe('காசு');
    expect(first('konjam', 'ta')).toBe('கொஞ்சம்');
    expect(first('tamizh', 'ta')).toBe('தமிழ்');
    expect(first('enge', 'ta')).toBe('எங்கே');
    expect(first('nandri', 'ta')).not.toMatch(/ீ$/);
  });

  it('ends Telugu words in a short a or i, and reads Bengali as Avro does', () => {
    expect(first('amma', 'te')).toBe('అమ్మ');
    expect(first('raatri', 'te')).toBe('రాత్రి');
    expect(first('kotha', 'bn')).toBe('কথা');
    expect(first('baba', 'bn')).toBe('বাবা');
  });

  it('offers Telugu and Kannada tt and dd as retroflex doubles too', () => {
    expect(top('mettu', 'te', 3)).toContain('మెట్టు');
    expect(top('guddu', 'te', 3)).toContain('గుడ్డు');
    expect(top('kotta', 'te', 3)).toContain('కొత్త');
    expect(top('motte', 'kn', 3)).toContain('ಮೋಟ್ಟೇ');
  });

  it('offers Marathi ण and ळ between vowels', () => {
    expect(top('jevan', 'mr', 3)).toContain('जेवण');
    expect(top('sakaali', 'mr', 3)).toContain('सकाळी');
  });

  it('offers Tamil doubled stops, ண்ட, ற்ற and final ாய், and Telugu th as త, nt as ంట and short e before a double', () => {
    expect(top('thookam', 'ta', 5)).toContain('தூக்கம்');
    expect(top('vandi', 'ta', 5)).toContain('வண்டி');
    expect(top('kaatru', 'ta', 5)).toContain('காற்று');
    expect(first('naai', 'ta')).toBe('நாய்');
    expect(first('thammudu', 'te')).toMatch(/^తమ్ము/);
    expect(first('inti', 'te')).toBe('ఇంటి');
    expect(first('cheyyi', 'te')).toBe('చెయ్యి');
  });

  it('offers ृ, ष्ट, च्छ and अह in Devanagari, झ for Marathi z, য and ওয়া in Bengali', () => {
    expect(top('kripa', 'hi', 5)).toContain('कृपा');
    expect(top('kasht', 'hi', 5)).toContain('कष्ट');
    expect(top('achha', 'hi', 5)).toContain('अच्छा');
    expect(top('pehle', 'hi', 10)).toContain('पहले');
    expect(top('zala', 'mr', 5)).toContain('झाला');
    expect(top('jodi', 'bn', 5)).toContain('যদি');
    expect(top('khaoa', 'bn', 5)).toContain('খাওয়া');
  });

  it('puts an organisation’s picks first', () => {
    expect(phoneticCandidates('pani', 'hi', 3, { picks: ['पाणी'] })[0]).toBe('पाणी');
  });
});
