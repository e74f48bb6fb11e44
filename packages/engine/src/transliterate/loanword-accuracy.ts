import { readFileSync } from 'node:fs';
import { transliterateEnglish } from './transliterate-english.ts';

/**
 * Measures the English-loanword rules against the test sets in fixtures/ (see fixtures/README.md).
 * Only tests and the measuring script use this file.
 */
export type LoanwordSet = Readonly<Record<string, readonly string[]>>;

export function loadLoanwordSet(name: string): LoanwordSet {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as LoanwordSet;
}

const NUKTAS = /[\u093C\u09BC\u0A3C\u0ABC\u0B3C\u0C3C\u0CBC]/g;
const ZWNJ = /\u200C/g;
const loose = (s: string): string => s.normalize('NFC').replace(ZWNJ, '');

/** The listed spellings plus their nukta-less forms, ZWNJ-insensitive. */
export function acceptedSpellings(listed: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const s of listed) {
    out.add(loose(s));
    out.add(loose(s.normalize('NFD').replace(NUKTAS, '')));
  }
  return out;
}

export interface Measurement {
  readonly lang: string;
  readonly total: number;
  readonly hits: number;
  readonly accuracy: number;
  readonly misses: readonly string[];
}

export function measureLoanwords(lang: string, set: LoanwordSet): Measurement {
  const misses: string[] = [];
  for (const [word, listed] of Object.entries(set)) {
    const output = transliterateEnglish(word, lang);
    if (!acceptedSpellings(listed).has(loose(output))) misses.push(`${word} → ${output.normalize('NFC')} (want ${listed[0]})`);
  }
  const total = Object.keys(set).length;
  return { lang, total, hits: total - misses.length, accuracy: (total - misses.length) / total, misses };
}

export const percent = (x: number): string => `${(x * 100).toFixed(1)}%`;
