import Sanscript from '@indic-transliteration/sanscript';
import { hinglishToItrans } from './hinglish.ts';
import { normaliseLanguage } from './languages.ts';
import { SILENT } from './markers.ts';
import { canonicalToTarget } from './to-script.ts';
import { wordRank } from './word-lists.ts';

/**
 * Candidate spellings for one romanised word, best first. People type Indian words loosely: a long
 * vowel as a single letter (pani for पानी), d and t for both the dental and the retroflex stop (Tamil
 * ட vs த changes the word), a final n for a nasal vowel (hain हैं, nahin नहीं), gy for ज्ञ (gyan). The
 * lenient reading (hinglish.ts) is one guess; the alternatives below are the others, and a word list
 * per language (word-lists.ts) ranks them: a spelling found in the list wins, the more frequent first,
 * then the fewest changes from the lenient reading.
 */
type Alternative = readonly [RegExp, string];

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

/** Typing habits of single languages: Bengali o for the inherent vowel (jol জল), sh for স, r for ড়. */
const LANGUAGE_ALTERNATIVES: Readonly<Record<string, readonly Alternative[]>> = {
  bn: [
    [/o/g, 'a'],
    [/sh/g, 's'],
    [/r/g, '.D'],
  ],
};

/** Every ITRANS string one rewrite away from `itrans`, each position of each pattern separately. */
function neighbours(itrans: string, lang: string): string[] {
  const out: string[] = [];
  for (const [pattern, replacement] of [...(LANGUAGE_ALTERNATIVES[lang] ?? []), ...ALTERNATIVES]) {
    for (const m of itrans.matchAll(pattern)) {
      out.push(itrans.slice(0, m.index) + replacement + itrans.slice(m.index + m[0].length));
    }
  }
  return out;
}

function render(itrans: string, lang: string): string {
  const devanagari = Sanscript.t(itrans, 'itrans', 'devanagari').replace(/्$/, SILENT);
  const spelling = canonicalToTarget(devanagari, lang, 'indic').normalize('NFC');
  // Tamil typists write e and o for the short vowels (enna என்ன), ee for ī.
  return lang === 'ta' ? spelling.replace(/ே/g, 'ெ').replace(/ோ/g, 'ொ').replace(/ஏ/g, 'எ').replace(/ஓ/g, 'ஒ') : spelling;
}

/**
 * Tamil letters a Devanagari reading cannot produce, as one-place substitutions on the Tamil
 * spelling: ற ழ ள ண ன, ன்ற for ndr (nandri நன்றி), ச for s (kaasu காசு), long e/o, a final short
 * a or i (enna என்ன, thanni தண்ணி).
 */
const TAMIL_ALTERNATIVES: readonly (readonly [string, string])[] = [
  ['ந்த்ர', 'ன்ற'],
  ['ன்ன', 'ண்ண'],
  ['ர', 'ற'],
  ['ல', 'ள'],
  ['ள', 'ழ'],
  ['ன', 'ண'],
  ['ஸ', 'ச'],
  ['ஜ', 'ச'],
  ['ெ', 'ே'],
  ['ொ', 'ோ'],
  ['எ', 'ஏ'],
  ['ஒ', 'ஓ'],
];

/** Telugu: short e and o (ఎందుకు, కొత్త), ళ (నీళ్ళు, వెళ్ళు). */
const TELUGU_ALTERNATIVES: readonly (readonly [string, string])[] = [
  ['ే', 'ె'],
  ['ో', 'ొ'],
  ['ఏ', 'ఎ'],
  ['ఓ', 'ఒ'],
  ['ల్ల', 'ళ్ళ'],
  ['ల', 'ళ'],
];
const SCRIPT_ALTERNATIVES: Readonly<Record<string, readonly (readonly [string, string])[]>> = { ta: TAMIL_ALTERNATIVES, te: TELUGU_ALTERNATIVES };

function scriptVariants(spelling: string, lang: string): string[] {
  const out: string[] = [];
  for (const [from, to] of SCRIPT_ALTERNATIVES[lang] ?? []) {
    for (let at = spelling.indexOf(from); at >= 0; at = spelling.indexOf(from, at + 1)) {
      out.push(spelling.slice(0, at) + to + spelling.slice(at + from.length));
    }
  }
  if (lang === 'ta' && /[ாீ]$/.test(spelling)) out.push(spelling.replace(/ா$/, '').replace(/ீ$/, 'ி'));
  return out;
}

const MAX_EXPLORED = 400;

/** `unlisted`: spellings to treat as absent from the word list (for measuring words the list lacks). */
export function phoneticCandidates(word: string, targetLang: string, limit = 5, unlisted: ReadonlySet<string> = new Set()): string[] {
  const lang = normaliseLanguage(targetLang);
  const typed = word.replace(/['’]/g, '');
  // gy is ज्ञ (gyan ज्ञान); in Tamil zh is ழ, reached through ள (tamizh தமிழ்).
  const base = hinglishToItrans(lang === 'ta' ? typed.replace(/zh/gi, 'L') : typed.replace(/gy/gi, 'j~n'));
  // Breadth-first over rewrites: distance 0, 1, 2, 3. Bounded so a long word stays cheap.
  const distance = new Map<string, number>([[base, 0]]);
  let frontier = [base];
  for (let d = 1; d <= 3 && distance.size < MAX_EXPLORED; d++) {
    const next: string[] = [];
    for (const itrans of frontier) {
      for (const n of neighbours(itrans, lang)) {
        if (distance.has(n) || distance.size >= MAX_EXPLORED) continue;
        distance.set(n, d);
        next.push(n);
      }
    }
    frontier = next;
  }
  const scored = new Map<string, number>();
  const consider = (spelling: string, d: number): void => {
    const rank = unlisted.has(spelling) ? undefined : wordRank(lang, spelling);
    // Listed words first (by frequency rank), then unlisted ones by how far they are from the base.
    const score = rank === undefined ? 100_000 + d : rank;
    const previous = scored.get(spelling);
    if (previous === undefined || score < previous) scored.set(spelling, score);
  };
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
