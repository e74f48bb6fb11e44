import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { phoneticToIndic } from './index.ts';
import { percent } from './loanword-accuracy.ts';
import { phoneticCandidates } from './phonetic-candidates.ts';

/** Romanised everyday words typed the way people type them (fixtures/phonetic-<lang>.json). The word
 * lists that rank candidates contain most of these words, so top-1 mostly measures whether the
 * right spelling is among the candidates; "lenient reading alone" is the figure without any list. */
const load = (lang: string): Record<string, string[]> =>
  JSON.parse(readFileSync(new URL(`./fixtures/phonetic-${lang}.json`, import.meta.url), 'utf8')) as Record<string, string[]>;

const FLOORS: Readonly<Record<string, readonly [top1: number, top3: number]>> = {
  hi: [0.85, 0.95],
  ta: [0.85, 0.95],
  mr: [0.85, 0.95],
  bn: [0.85, 0.95],
  te: [0.85, 0.95],
};

describe('phonetic typing accuracy', () => {
  it.each(Object.entries(FLOORS))('%s', (lang, [top1Floor, top3Floor]) => {
    const set = load(lang);
    const words = Object.entries(set);
    let top1 = 0;
    let top3 = 0;
    let plain = 0;
    let heldTop1 = 0;
    let heldTop3 = 0;
    const misses: string[] = [];
    for (const [typed, wanted] of words) {
      const accepted = wanted.map((w) => w.normalize('NFC'));
      const candidates = phoneticCandidates(typed, lang, 5);
      if (accepted.includes(candidates[0] ?? '')) top1++;
      else misses.push(`${typed} → ${candidates.join('/')} (want ${wanted[0]})`);
      if (candidates.slice(0, 3).some((c) => accepted.includes(c))) top3++;
      if (accepted.includes(phoneticToIndic(typed, lang, { useWordList: false }).normalize('NFC'))) plain++;
      // Leave-one-out: the same word as if the list did not have it (ranked by fewest rewrites).
      const held = phoneticCandidates(typed, lang, 3, new Set(accepted));
      if (accepted.includes(held[0] ?? '')) heldTop1++;
      if (held.some((c) => accepted.includes(c))) heldTop3++;
    }
    const n = words.length;
    console.log(
      `phonetic ${lang}: top-1 ${percent(top1 / n)}, top-3 ${percent(top3 / n)}, lenient reading alone ${percent(plain / n)}, word not in the list: top-1 ${percent(heldTop1 / n)} top-3 ${percent(heldTop3 / n)} (${n} words)\n  misses: ${misses.join('; ')}`,
    );
    expect(n).toBeGreaterThanOrEqual(40);
    expect(top1 / n).toBeGreaterThanOrEqual(top1Floor);
    expect(top3 / n).toBeGreaterThanOrEqual(top3Floor);
  });
});
