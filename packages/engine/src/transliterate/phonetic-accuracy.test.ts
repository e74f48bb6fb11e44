import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { phoneticToIndic } from './index.ts';
import { parseLexicon, type Lexicon } from './lexicon.ts';
import { percent } from './loanword-accuracy.ts';
import { phoneticCandidates, type CandidateOptions } from './phonetic-candidates.ts';

/**
 * Romanised everyday words typed the way people type them (fixtures/phonetic-<lang>.json), measured
 * three ways: as shipped (aspell's dictionary, tesseract's common-use list, for Marathi and Telugu the
 * counts of words seen in software translations, and the hand-written list
 * of word-lists.ts, which holds most of the development words, so their top-1 is flattering); with the
 * hand-written list removed (the honest figure: the data files were not written for these sets); and
 * with the word absent from every list.
 */
const load = (name: string): Record<string, string[]> =>
  JSON.parse(readFileSync(new URL(`./fixtures/phonetic-${name}.json`, import.meta.url), 'utf8')) as Record<string, string[]>;
const dataPath = (name: string): URL => new URL(`../../data/phonetic-words/${name}`, import.meta.url);
const dataFile = (name: string): Buffer => readFileSync(dataPath(name));
const seenFile = (lang: string): Buffer | undefined => (existsSync(dataPath(`${lang}.seen.txt.gz`)) ? dataFile(`${lang}.seen.txt.gz`) : undefined);
const lexiconOf = (lang: string): Lexicon => parseLexicon(dataFile(`${lang}.txt.gz`), dataFile(`${lang}.common.txt.gz`), seenFile(lang));

/**
 * Floors just under the measured figures: [shipped top-1, top-3, without the hand list top-1, top-3].
 * The typing conventions were tuned on phonetic-<lang>.json and, since the second held-out sets were
 * written, on phonetic-<lang>-held-out.json too (both are development sets now). The second held-out
 * sets (phonetic-<lang>-held-out-2.json) were written and committed before that tuning and never
 * tuned on: their first figures (hi 77/92, ta 73/80, mr 76/89, bn 76/86, te 71/88 shipped top-1/top-3)
 * are in fixtures/README.md beside today's.
 */
type Floors = readonly [number, number, number, number];
const FLOORS: readonly (readonly [string, Floors])[] = [
  ['hi', [0.98, 0.98, 0.96, 0.98]],
  ['ta', [0.98, 0.98, 0.95, 0.98]],
  ['mr', [0.98, 0.98, 0.82, 0.98]],
  ['bn', [0.98, 0.98, 0.93, 0.98]],
  ['te', [0.98, 0.98, 0.95, 0.98]],
  ['hi-held-out', [0.95, 0.98, 0.95, 0.98]],
  ['ta-held-out', [0.85, 0.95, 0.88, 0.95]],
  ['mr-held-out', [0.86, 0.98, 0.86, 0.98]],
  ['bn-held-out', [0.85, 0.95, 0.88, 0.95]],
  ['te-held-out', [0.91, 0.98, 0.91, 0.98]],
  ['hi-held-out-2', [0.85, 0.9, 0.85, 0.9]],
  ['ta-held-out-2', [0.72, 0.86, 0.72, 0.86]],
  ['mr-held-out-2', [0.86, 0.95, 0.86, 0.95]],
  ['bn-held-out-2', [0.82, 0.88, 0.84, 0.88]],
  ['te-held-out-2', [0.81, 0.92, 0.81, 0.92]],
];

interface Tally {
  top1: number;
  top3: number;
  misses: string[];
}

function measure(set: Record<string, string[]>, lang: string, options: (accepted: string[]) => CandidateOptions): Tally {
  const tally: Tally = { top1: 0, top3: 0, misses: [] };
  for (const [typed, wanted] of Object.entries(set)) {
    const accepted = wanted.map((w) => w.normalize('NFC'));
    const candidates = phoneticCandidates(typed, lang, 3, options(accepted));
    if (accepted.includes(candidates[0] ?? '')) tally.top1++;
    else tally.misses.push(`${typed} → ${candidates.join('/')} (want ${wanted[0]})`);
    if (candidates.some((c) => accepted.includes(c))) tally.top3++;
  }
  return tally;
}

describe('phonetic typing accuracy', () => {
  it.each(FLOORS)('%s', (name, [shipped1, shipped3, honest1, honest3]) => {
    const lang = name.slice(0, 2);
    const isKeptHeldOut = name.endsWith('held-out-2');
    const set = load(name);
    const n = Object.keys(set).length;
    const lexicon = lexiconOf(lang);
    const shipped = measure(set, lang, () => ({ lexicon }));
    const honest = measure(set, lang, () => ({ lexicon, useHandList: false }));
    const absent = measure(set, lang, (accepted) => ({ lexicon, useHandList: false, unlisted: new Set(accepted) }));
    const plain = Object.entries(set).filter(([typed, wanted]) =>
      wanted.includes(phoneticToIndic(typed, lang, { useWordList: false }).normalize('NFC')),
    ).length;
    const pc = (k: number): string => percent(k / n);
    console.log(
      `phonetic ${name} (${n} words): shipped top-1 ${pc(shipped.top1)} top-3 ${pc(shipped.top3)}; without the hand list top-1 ${pc(honest.top1)} top-3 ${pc(honest.top3)}; ` +
        `word in neither list top-1 ${pc(absent.top1)} top-3 ${pc(absent.top3)}; lenient reading alone ${pc(plain)}` +
        // The second held-out sets stay held out: their misses are not printed, so no rule is made from them.
        (isKeptHeldOut ? '' : `\n  misses without the hand list: ${honest.misses.join('; ')}`),
    );
    expect(n).toBeGreaterThanOrEqual(name.endsWith('held-out') ? 30 : 40);
    expect(shipped.top1 / n).toBeGreaterThanOrEqual(shipped1);
    expect(shipped.top3 / n).toBeGreaterThanOrEqual(shipped3);
    expect(honest.top1 / n).toBeGreaterThanOrEqual(honest1);
    expect(honest.top3 / n).toBeGreaterThanOrEqual(honest3);
  });
});
