import { ANUSVARA, E_FOR_I, LONG_I, NUKTA, OPEN_I, SILENT, STRUT, VIRAMA, WEAK_E, WRITTEN_E, W_MARK, YU_O } from './markers.ts';
import { isNasal, isObstruent, isOnset } from './phones.ts';
import type { Item, Quality } from './vowel-rules.ts';

/** Indian English consonants: t and d are retroflex (ट ड), th is थ and dh द, f and z take a nukta. */
const LETTERS: Record<string, string> = {
  B: 'ब',
  CH: 'च',
  D: 'ड',
  DH: 'द',
  F: `फ${NUKTA}`,
  G: 'ग',
  HH: 'ह',
  JH: 'ज',
  K: 'क',
  L: 'ल',
  M: 'म',
  N: 'न',
  NG: 'न',
  P: 'प',
  R: 'र',
  S: 'स',
  SH: 'श',
  T: 'ट',
  TH: 'थ',
  V: 'व',
  W: W_MARK,
  Y: 'य',
  Z: `ज${NUKTA}`,
  ZH: `ज${NUKTA}`,
  KH: 'ख',
  GH: 'घ',
  BH: 'भ',
  DHH: 'ध',
  JHH: 'झ',
  CHH: 'छ',
};

/** [vowel sign after a consonant, independent letter at the start of a word or after a vowel]. */
const VOWELS: Record<Quality, readonly [string, string]> = {
  A: ['', 'अ'],
  AA: ['ा', 'आ'],
  I: ['ि', 'इ'],
  II: ['ी', 'ई'],
  U: ['ु', 'उ'],
  UU: ['ू', 'ऊ'],
  E: ['े', 'ए'],
  ES: ['ॆ', 'ऎ'],
  EW: [WRITTEN_E, 'ए'],
  AS: [STRUT, 'अ' + STRUT],
  EK: [WEAK_E, 'अ' + WEAK_E],
  IL: ['ि' + LONG_I, 'इ' + LONG_I],
  IE: ['ि' + E_FOR_I, 'इ' + E_FOR_I],
  IO: ['ि' + OPEN_I, 'इ' + OPEN_I],
  YO: ['ो' + YU_O, 'ओ' + YU_O],
  AE: ['ॅ', 'ऍ'],
  O: ['ो', 'ओ'],
  AO: ['ॉ', 'ऑ'],
};

const SONORANTS = new Set(['M', 'N', 'L', 'W', 'R', 'Y']);
type Consonant = Extract<Item, { kind: 'C' }>;

/**
 * How a consonant without its own vowel meets the next consonant. Hindi spelling of loanwords
 * writes a conjunct (virama) inside a syllable's onset or coda (स्कूल, डॉक्टर, फ़िल्म), the anusvara for
 * a nasal before an obstruent (बैंक, कंप्यूटर), the reph for r (कार्ड), but a bare letter where the
 * pair straddles two syllables loosely (ऑनलाइन, एडमिन, कैमरा, इंटरनेट).
 */
function join(c1: Consonant, c2: Consonant, finalCluster: boolean, before: Quality | undefined, afterConsonant: boolean): string {
  const letter = LETTERS[c1.p] ?? '';
  const bare = letter + SILENT;
  const conjunct = letter + VIRAMA;
  if (c1.p === 'R') return c1.fromEr && !c1.erStressed && !finalCluster ? bare : conjunct;
  if (c1.loose && !finalCluster) return bare;
  if (c2.p === 'Y') return conjunct;
  // advance, adventure, advocate: d and v straddle two syllables (एडवांस, एडवेंचर), and so does a stop
  // before f (प्लेटफ़ॉर्म, ब्रेकफ़ास्ट, नेटफ़्लिक्स).
  if (c1.p === 'D' && c2.p === 'V') return bare;
  if (/^[PTKBDG]$/.test(c1.p) && c2.p === 'F' && !finalCluster) return bare;
  // The anusvara before a fricative reads n, so m stays a letter (आइटम्स, गेम्स, सैमसंग, कम्फ़र्ट).
  if (c1.p === 'M' && /^(?:S|Z|SH|ZH|F)$/.test(c2.p)) return conjunct;
  // No anusvara straight after a consonant (टर्म्स, not टर्ंस).
  // n before v is a letter of its own in Hindi print (इनवाइट, कनवर्टर), not the anusvara.
  if (isNasal(c1.p) && isObstruent(c2.p) && c2.p !== 'V') return before === 'AO' || afterConsonant ? conjunct : ANUSVARA;
  if (finalCluster) return conjunct;
  if (isNasal(c1.p) || c1.p === 'Y') return bare;
  if (isOnset(c1.p, c2.p)) return conjunct;
  // l before k across syllables is loose too (वेलकम, कैलकुलेटर, बालकनी); before other stops a conjunct (फ़िल्टर).
  if (c1.p === 'L') return SONORANTS.has(c2.p) || c2.p === 'K' ? bare : conjunct;
  if (isObstruent(c1.p) && SONORANTS.has(c2.p)) return c1.p === 'G' && c2.p === 'N' ? conjunct : bare;
  return conjunct;
}

/** Renders items as canonical Devanagari (see markers.ts). */
export function renderDevanagari(items: readonly Item[]): string {
  let out = '';
  let lastVowel: Quality | undefined;
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as Item;
    if (item.kind === 'V') {
      out += VOWELS[item.q][1];
      lastVowel = item.q;
      continue;
    }
    const next = items[i + 1];
    const letter = LETTERS[item.p] ?? '';
    if (next === undefined) {
      out += letter + SILENT;
    } else if (next.kind === 'V') {
      out += letter + VOWELS[next.q][0];
      lastVowel = next.q;
      i++;
    } else {
      const finalCluster = !items.slice(i + 1).some((it) => it.kind === 'V');
      out += join(item, next, finalCluster, lastVowel, items[i - 1]?.kind === 'C');
    }
  }
  return out;
}
