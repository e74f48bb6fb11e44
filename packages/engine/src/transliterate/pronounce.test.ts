import { describe, expect, it } from 'vitest';
import { guessPhones } from './letter-rules.ts';
import { parseArpabet, phonesKey } from './phones.ts';
import { choosePronunciation, isSpelledOut, pronunciations, splitCompound } from './pronounce.ts';
import { renderDevanagari } from './render-devanagari.ts';
import { vowelGroups } from './spelling.ts';
import { phonesToItems } from './vowel-rules.ts';
import { SILENT } from './markers.ts';
import { resolveEnglishMarkers } from './loanword-habits.ts';

// Hindi resolves the English-only markers (loanword-habits.ts) to its own spelling.
const canonical = (word: string, arpabet: string): string => resolveEnglishMarkers(renderDevanagari(phonesToItems(word, parseArpabet(arpabet))), 'hi');

describe('CMU pronunciations', () => {
  it('reads every variant of a word', () => {
    expect(pronunciations('news').map(phonesKey)).toEqual(['N UW Z', 'N Y UW Z']);
    expect(pronunciations('qwxzv')).toEqual([]);
  });

  it('prefers British-leaning variants', () => {
    expect(phonesKey(choosePronunciation(pronunciations('news')))).toBe('N Y UW Z');
    expect(phonesKey(choosePronunciation(pronunciations('hello')))).toBe('HH EH L OW');
    expect(phonesKey(choosePronunciation(pronunciations('status')))).toBe('S T EY T AH S');
  });

  it('recognises words the dictionary spells out letter by letter', () => {
    expect(isSpelledOut('atm', parseArpabet('EY1 T IY2 EH1 M'))).toBe(true);
    expect(isSpelledOut('bank', parseArpabet('B AE1 NG K'))).toBe(false);
  });

  it('splits true compounds only', () => {
    expect(splitCompound('website', pronunciations('website'))?.map((p) => p.word)).toEqual(['web', 'site']);
    expect(splitCompound('password', pronunciations('password'))?.map((p) => p.word)).toEqual(['pass', 'word']);
    expect(splitCompound('contact', pronunciations('contact'))).toBeUndefined();
    expect(splitCompound('login', pronunciations('login'))).toBeUndefined();
    expect(splitCompound('submit', pronunciations('submit'))).toBeUndefined();
  });
});

describe('spelling alignment', () => {
  it('finds vowel groups and the silent e', () => {
    expect(vowelGroups('mobile').map((g) => [g.letters, g.magicE])).toEqual([
      ['o', false],
      ['i', true],
    ]);
    expect(vowelGroups('google').map((g) => g.letters)).toEqual(['oo', 'e']);
    expect(vowelGroups('policy').map((g) => g.letters)).toEqual(['o', 'i', 'y']);
  });
});

describe('canonical Devanagari rendering', () => {
  it('marks silent inherent vowels and keeps English vowels apart', () => {
    expect(canonical('bank', 'B AE1 NG K')).toBe(`बॅंक${SILENT}`);
    expect(canonical('doctor', 'D AA1 K T ER0')).toBe(`डॉक्टर${SILENT}`);
    expect(canonical('camera', 'K AE1 M ER0 AH0')).toBe('कॅमरा');
    expect(canonical('internet', 'IH1 N T ER0 N EH2 T')).toBe(`इंटर${SILENT}नॆट${SILENT}`);
  });

  it('writes clusters the way Hindi spells loanwords', () => {
    expect(canonical('search', 'S ER1 CH')).toBe(`सर्च${SILENT}`);
    expect(canonical('admin', 'AE1 D M IH0 N')).toBe(`ऍड${SILENT}मिन${SILENT}`);
    expect(canonical('hospital', 'HH AA1 S P IH2 T AH0 L')).toBe(`हॉस्पिटल${SILENT}`);
    expect(canonical('contact', 'K AA1 N T AE2 K T')).toBe(`कॉन्टॅक्ट${SILENT}`);
  });
});

describe('spelling rules for unknown words', () => {
  it('reads English digraphs and Indian romanisation', () => {
    expect(phonesKey(guessPhones('swiggy'))).toBe('S W IH G IY');
    expect(phonesKey(guessPhones('bhaarat'))).toBe('BH AA R AH T');
    expect(phonesKey(guessPhones('station'))).toBe('S T EY SH AH N');
  });
});
