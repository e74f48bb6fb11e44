import Sanscript from '@indic-transliteration/sanscript';
import { normaliseLanguage } from './languages.ts';
import { SILENT } from './markers.ts';
import { canonicalToTarget } from './to-script.ts';
import type { Lexicon } from './lexicon.ts';
import { conventionalReading, finishSpelling, LANGUAGE_ALTERNATIVES, SCRIPT_ALTERNATIVES, scriptVariants, type Alternative } from './typing-conventions.ts';
import { wordRank } from './word-lists.ts';

/**
 * Candidate spellings for one romanised word, best first. People type Indian words loosely: a long
 * vowel as a single letter (pani for पानी), d and t for both the dental and the retroflex stop (Tamil
 * ட vs த changes the word), a final n for a nasal vowel (hain हैं, nahin नहीं), gy for ज्ञ (gyan). The
 * lenient reading (hinglish.ts) is one guess; the alternatives below are the others, and a word list
 * per language (word-lists.ts) ranks them: a spelling found in the list wins, the more frequent first,
 * then the fewest changes from the lenient reading.
 */
/** ITRANS rewrites of one position each, tried one or more at a time. */
const ALTERNATIVES: readonly Alternative[] = [
  [/(?<![aAiIuUeo])a(?![aiuA])/g, 'A'],
  [/(?<![aAiIuUeo])A$/g, 'a'],
  [/i(?!I)/g, 'I'],
  [/I$/g, 'i'],
  [/u(?!U)/g, 'U'],
  [/U/g, 'u'],
  [/(?<![~a-zA-Z])d(?!h)/g, 'D'],
  [/(?<![~a-zA-Z])dh/g, 'Dh'],
  [/(?<![~a-zA-Z])t(?!h)/g, 'T'],
  [/(?<![~a-zA-Z])th/g, 'Th'],
  [/d(?!h)/g, 'D'],
  [/t(?!h)/g, 'T'],
  [/d(?!h)/g, '.D'],
  [/(?<![a-zA-Z.])ch(?!h)/g, 'Ch'],
  [/ch(?!h)/g, 'Ch'],
  [/ei/g, 'e'],
  [/n(?=[^aAiIuUeo]|$)/g, 'M'],
  [/(?<=[aAiIeuUo])n$/g, 'M'],
  [/sh/g, 'Sh'],
  [/(?<=[^aAiIuUeo])e(?=[^aAiIuUeo]|$)/g, 'ai'],
  [/(?<=[^aAiIuUeo])o(?=[^aAiIuUeo]|$)/g, 'au'],
  [/n(?=[aAiIuUeo])/g, 'N'],
  [/n$/g, 'N'],
  [/th/g, 'Th'],
  [/dh/g, 'Dh'],
  // A vowel left out between consonants (mulga मुलगा, nehmi नेहमी).
  [/(?<=[bcdfghjklmnpqrstvwyzLDTNM])(?=[bcdfgjklmnpqrstvwyz])/g, 'a'],
  [/l/g, 'L'],
  [/au/g, 'AU'],
  // th and dh for the plain stop (pusthakam పుస్తకం, peddha పెద్ద); a final m as the anusvara (annam అన్నం).
  [/th/g, 't'],
  [/dh/g, 'd'],
  [/m$/g, 'M'],
  [/s(?!h)/g, 'sh'],
];

/** Every ITRANS string one rewrite away from `itrans`, each position of each pattern separately, with its cost. */
function neighbours(itrans: string, lang: string): [string, number][] {
  const out: [string, number][] = [];
  for (const [pattern, replacement, cost = 1] of [...(LANGUAGE_ALTERNATIVES[lang] ?? []), ...ALTERNATIVES]) {
    for (const m of itrans.matchAll(pattern)) {
      out.push([itrans.slice(0, m.index) + replacement + itrans.slice(m.index + m[0].length), cost]);
    }
  }
  return out;
}

function render(itrans: string, lang: string): string {
  const devanagari = Sanscript.t(itrans, 'itrans', 'devanagari').replace(/्$/, SILENT);
  return finishSpelling(canonicalToTarget(devanagari, lang, 'indic').normalize('NFC'), lang);
}

const MAX_EXPLORED = 400;
const MAX_COST = 3;

export interface CandidateOptions {
  /** The language's dictionary (lexicon.ts): a listed spelling beats any unlisted one. */
  readonly lexicon?: Lexicon;
  /** Rank with the small hand-written frequency list of word-lists.ts (default true). */
  readonly useHandList?: boolean;
  /** Spellings an organisation's editors picked for this typed word, most picked first: always first. */
  readonly picks?: readonly string[];
  /** Spellings to treat as absent from every list (for measuring words the lists lack). */
  readonly unlisted?: ReadonlySet<string>;
  /** Words an organisation used (its translation memory), counted: ranked as words seen in running
   * text are (a used word counts as a dictionary word; counts add to `lexicon.seen`). */
  readonly used?: ReadonlyMap<string, number>;
}

/** Scores, lower is better: an organisation's pick, then a frequent word of the hand list, then a
 * word both in the dictionary and in common use (tesseract's lists, lexicon.ts), then a dictionary
 * word, then a word only in the common-use list (those hold names and fragments), then anything else;
 * rewrites of the lenient reading add to each, so a common word three rewrites away ties a plain
 * dictionary word read as typed; a word seen in running text gains up to two rewrites (seenBonus). */
const PICKED = -10_000;
const FREQUENT = -6;
const UNKNOWN = 100;
const IN_COMMON_USE = -3;
const ONLY_IN_COMMON_USE = 1;

/** A spelling seen in running text (lexicon.ts `seen`) gains half a rewrite, and half a rewrite more per
 * tenfold count, never two rewrites: a frequent word wins among near readings, not over what was typed.
 * The text is software translations, so its counts favour interface words (chosen on the development
 * sets: fixtures/README.md). */
function seenBonus(count: number | undefined): number {
  if (count === undefined || count <= 0) return 0;
  return -Math.min(1.99, 0.5 + 0.5 * Math.log10(count));
}

export function phoneticCandidates(word: string, targetLang: string, limit = 5, options: CandidateOptions = {}): string[] {
  const lang = normaliseLanguage(targetLang);
  const { lexicon, useHandList = true, picks = [], unlisted = new Set<string>(), used } = options;
  const distance = readings(word, lang);
  const scored = new Map<string, number>();
  const score = (spelling: string, d: number): number => {
    if (unlisted.has(spelling)) return UNKNOWN + d;
    const rank = useHandList ? wordRank(lang, spelling) : undefined;
    if (rank !== undefined) return d + FREQUENT + rank / 1_000;
    // A word seen in running text is a real word even where the dictionary lacks it (घर, हो in Marathi).
    const usedCount = used?.get(spelling);
    const isListed = (lexicon?.has(spelling) ?? false) || (lexicon?.seen?.has(spelling) ?? false) || usedCount !== undefined;
    const isCommon = lexicon?.common?.has(spelling) ?? false;
    const seenCount = lexicon?.seen?.get(spelling);
    const seen = seenBonus(seenCount === undefined && usedCount === undefined ? undefined : (seenCount ?? 0) + (usedCount ?? 0));
    if (isListed && isCommon) return d + IN_COMMON_USE + seen;
    if (isListed) return d + seen;
    return isCommon ? d + ONLY_IN_COMMON_USE + seen : UNKNOWN + d + seen;
  };
  const consider = (spelling: string, d: number): void => {
    const s = score(spelling, d);
    const previous = scored.get(spelling);
    if (previous === undefined || s < previous) scored.set(spelling, s);
  };
  picks.forEach((pick, i) => scored.set(pick.normalize('NFC'), PICKED + i));
  for (const [itrans, d] of distance) {
    const spelling = render(itrans, lang);
    consider(spelling, d);
    if (!(lang in SCRIPT_ALTERNATIVES) || d > 2) continue;
    // Letter substitutions on the closest readings: two within one rewrite, one within two.
    for (const once of scriptVariants(spelling, lang)) {
      consider(once, d + 1);
      if (d <= 1) for (const twice of scriptVariants(once, lang)) consider(twice, d + 2);
    }
  }
  return [...scored.entries()]
    .sort((a, b) => a[1] - b[1])
    .slice(0, limit)
    .map(([spelling]) => spelling);
}

/** ITRANS readings of a typed word with their cost from the conventional reading (typing-conventions.ts),
 * cheapest first up to MAX_COST, bounded so a long word stays cheap. */
function readings(word: string, lang: string): Map<string, number> {
  const base = conventionalReading(word.replace(/['’]/g, ''), lang);
  const cost = new Map<string, number>([[base, 0]]);
  let frontier = [base];
  for (let depth = 1; depth <= 3 && cost.size < MAX_EXPLORED; depth++) {
    const next: string[] = [];
    for (const itrans of frontier) {
      const here = cost.get(itrans) ?? 0;
      for (const [n, step] of neighbours(itrans, lang)) {
        const previous = cost.get(n);
        if (previous !== undefined) {
          if (here + step < previous) cost.set(n, here + step);
          continue;
        }
        if (cost.size >= MAX_EXPLORED || here + step > MAX_COST) continue;
        cost.set(n, here + step);
        next.push(n);
      }
    }
    frontier = next;
  }
  return cost;
}
