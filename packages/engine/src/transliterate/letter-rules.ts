import { parseArpabet, type Phone } from './phones.ts';

/**
 * Spelling-to-sound rules for words the CMU dictionary does not know. Such words are mostly brand
 * names, new coinages and romanised Indian words (names, places), so the rules read English
 * digraphs (ch, sh, ph, tion, magic e) but also the Indian romanisation habits: aa, ee, oo for long
 * vowels, kh gh bh dh jh chh for aspirates, a plain "a" as the inherent vowel and a final "a" as ा.
 * Aspirates use phone names outside ARPAbet (KH, GH, BH, DHH, JHH, CHH); the renderer knows them.
 */
type Rule = readonly [RegExp, string | ((word: string, at: number) => string)];

const VOWEL = '[aeiouy]';
const MAGIC = `(?=[^aeiouy]e$)`;
const CLOSED = `(?=[^aeiouy]|$)`;

const RULES: readonly Rule[] = [
  [/tch/y, 'CH'],
  [/ssion/y, 'SH AH0 N'],
  [/tion/y, 'SH AH0 N'],
  // lamination, tokenisation: the a of -ation is /eɪ/.
  [/a(?=tion)/y, 'EY1'],
  [/sion/y, 'ZH AH0 N'],
  [/ture/y, 'CH ER0'],
  [/sch/y, 'S K'],
  [/chh/y, 'CHH'],
  [/ch/y, 'CH'],
  [/sh/y, 'SH'],
  [/th/y, 'TH'],
  [/ph/y, 'F'],
  [/kh/y, 'KH'],
  [/bh/y, 'BH'],
  [/dh/y, 'DHH'],
  [/jh/y, 'JHH'],
  [/gh(?=t)/y, ''],
  [/gh$/y, ''],
  [/gh/y, 'GH'],
  [/ck/y, 'K'],
  [/qu/y, 'K W'],
  [/wh/y, 'W'],
  [new RegExp(`ng(?!${VOWEL})`, 'y'), 'NG'],
  [/x/y, (_w, at) => (at === 0 ? 'Z' : 'K S')],
  [/c(?=[eiy])/y, 'S'],
  [/g(?=[eiy])/y, 'JH'],
  [/wr/y, 'R'],
  [/kn/y, (_w, at) => (at === 0 ? 'N' : 'K N')],
  [new RegExp(`y(?=${VOWEL})`, 'y'), 'Y'],
  [new RegExp(`w(?=${VOWEL})`, 'y'), 'W'],
  [new RegExp(`h(?=${VOWEL})`, 'y'), 'HH'],
  [/h/y, ''],
  // selector, extractor, processor: an agent -or is unstressed like -er (सेलेक्टर).
  [/(?<=[ct]|ss)or(?=s?$)/y, 'ER0'],
  [new RegExp(`ar${CLOSED}`, 'y'), 'AA1 R'],
  [new RegExp(`or${CLOSED}`, 'y'), 'AO1 R'],
  [/er$/y, 'ER0'],
  // stipple, tackle: a final -le after a consonant is a syllabic l (स्टिपल).
  [/(?<=[^aeiouy])le$/y, 'AH0 L'],
  [new RegExp(`[eiu]r${CLOSED}`, 'y'), 'ER1'],
  [/aa/y, 'AA1'],
  [/ee|ea|ii/y, 'IY1'],
  [/oo|uu/y, 'UW1'],
  [/ou/y, 'AW1'],
  [/ow$/y, 'OW1'],
  [/ow/y, 'AW1'],
  [/oa/y, 'OW1'],
  [/oi|oy/y, 'OY1'],
  [/ai|ay|ei/y, 'EY1'],
  [/au|aw/y, 'AO1'],
  [/ew/y, 'Y UW1'],
  [/ey$/y, 'IY0'],
  [/ie$/y, 'IY0'],
  [/ie/y, 'IY1'],
  [/ue/y, 'UW1'],
  [new RegExp(`a${MAGIC}`, 'y'), 'EY1'],
  [new RegExp(`e${MAGIC}`, 'y'), 'IY1'],
  [new RegExp(`i${MAGIC}`, 'y'), 'AY1'],
  [new RegExp(`o${MAGIC}`, 'y'), 'OW1'],
  [new RegExp(`u${MAGIC}`, 'y'), 'Y UW1'],
  [/a$/y, 'AH0'],
  [/a/y, 'AH1'],
  [/e$/y, (w) => (w.length <= 2 ? 'IY1' : '')],
  [/e/y, 'EH1'],
  [/[iy]$/y, 'IY0'],
  [/[iy]/y, 'IH1'],
  [/o/y, 'OW1'],
  [/u/y, 'UH1'],
  [/b/y, 'B'],
  [/c/y, 'K'],
  [/d/y, 'D'],
  [/f/y, 'F'],
  [/g/y, 'G'],
  [/j/y, 'JH'],
  [/k/y, 'K'],
  [/l/y, 'L'],
  [/m/y, 'M'],
  [/n/y, 'N'],
  [/p/y, 'P'],
  [/q/y, 'K'],
  [/r/y, 'R'],
  [/s/y, 'S'],
  [/t/y, 'T'],
  [/v/y, 'V'],
  [/w/y, 'W'],
  [/z/y, 'Z'],
];

/** Guesses a pronunciation from the spelling of a lower-case word made of the letters a-z. */
export function guessPhones(word: string): Phone[] {
  const parts: string[] = [];
  let at = 0;
  while (at < word.length) {
    // A doubled consonant is pronounced once (letter, summer).
    if (word[at] === word[at + 1] && !/[aeiouy]/.test(word[at] ?? '')) {
      at++;
      // A doubled g stays hard before e, i, y (swiggy, bigger).
      if (word[at] === 'g') {
        parts.push('G');
        at++;
        continue;
      }
    }
    const rule = RULES.find(([pattern]) => {
      pattern.lastIndex = at;
      return pattern.test(word);
    });
    if (!rule) {
      at++;
      continue;
    }
    const [pattern, result] = rule;
    pattern.lastIndex = at;
    const match = pattern.exec(word)?.[0] ?? '';
    parts.push(typeof result === 'function' ? result(word, at) : result);
    at += Math.max(match.length, 1);
  }
  return parseArpabet(parts.filter(Boolean).join(' '));
}
