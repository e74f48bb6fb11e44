/** ARPAbet phones as used by the CMU pronouncing dictionary ("K AE1 M ER0 AH0"). */
export interface Phone {
  /** The phone without its stress digit, e.g. "AE". */
  readonly p: string;
  /** 0 unstressed, 1 primary, 2 secondary; null for consonants. */
  readonly stress: number | null;
}

const VOWELS = new Set(['AA', 'AE', 'AH', 'AO', 'AW', 'AY', 'EH', 'ER', 'EY', 'IH', 'IY', 'OW', 'OY', 'UH', 'UW']);
const STOPS = new Set(['P', 'B', 'T', 'D', 'K', 'G']);
// KH GH BH DHH JHH CHH are not ARPAbet: the spelling rules use them for romanised Indian aspirates.
const OBSTRUENTS = new Set([...STOPS, 'CH', 'JH', 'F', 'V', 'TH', 'DH', 'S', 'Z', 'SH', 'ZH', 'KH', 'GH', 'BH', 'DHH', 'JHH', 'CHH']);
const NASALS = new Set(['M', 'N', 'NG']);

export const isVowel = (p: string): boolean => VOWELS.has(p);
export const isObstruent = (p: string): boolean => OBSTRUENTS.has(p);
export const isNasal = (p: string): boolean => NASALS.has(p);

/** Two-consonant onsets English allows; inside a word they start the next syllable, which Hindi
 * spelling shows as a conjunct (हॉस्पिटल, एड्रेस), unlike cross-syllable pairs such as एडमिन. */
const ONSETS = new Set([
  'P R',
  'B R',
  'T R',
  'D R',
  'K R',
  'G R',
  'F R',
  'TH R',
  'SH R',
  'P L',
  'B L',
  'K L',
  'G L',
  'F L',
  'S L',
  'S P',
  'S T',
  'S K',
  'S M',
  'S N',
  'S W',
  'S F',
  'K W',
  'T W',
  'D W',
  'G W',
]);
export const isOnset = (a: string, b: string): boolean => ONSETS.has(`${a} ${b}`);

export function parseArpabet(pronunciation: string): Phone[] {
  return pronunciation
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((token) => {
      const match = /^([A-Z]+)([012])?$/.exec(token);
      const p = match?.[1] ?? token;
      return { p, stress: match?.[2] === undefined ? (isVowel(p) ? 0 : null) : Number(match[2]) };
    });
}

/** Phones without stress, for comparing a compound with its parts. */
export const phonesKey = (phones: readonly Phone[]): string => phones.map((ph) => ph.p).join(' ');
