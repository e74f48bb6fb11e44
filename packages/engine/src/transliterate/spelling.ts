/**
 * Lines up the vowel phones of a CMU pronunciation with the vowel letters of the written word.
 * CMU gives American sounds; Indian spellings of English words follow the written vowel more
 * than the American one (doctor डॉक्टर with o, but father फ़ादर with a; mobile मोबाइल because of the
 * i_e pattern), so the renderer asks which letters stand behind each vowel sound.
 */

export interface VowelSpelling {
  /** The vowel letters of the group, e.g. "ou" or "i". */
  readonly letters: string;
  /** The group is followed by one consonant and a silent final e (mob-i-l-e). */
  readonly magicE: boolean;
  /** The consonant letters that follow the group up to the next vowel group. */
  readonly after: string;
}

const GROUP = /[aeiou]+|(?<=[^aeiou])y(?![aeiou])/g;
const SILENT_E_SUFFIX = /^e(?:ments?|ful|less|ly|ness)$/;

/** Whether the word has an inner silent e before a suffix (management, useful): the consonants around
 * it meet across a morpheme boundary, as around a vowel the dictionary drops (syncope.ts). */
export const hasInnerSilentE = (word: string): boolean => /[aeiou][^aeiou]e(?:ments?|ful|less|ly|ness)$/.test(word);

export function vowelGroups(word: string): VowelSpelling[] {
  const matches = [...word.matchAll(GROUP)];
  const groups: { letters: string; start: number; end: number; magicE: boolean }[] = matches.map((m) => ({
    letters: m[0],
    start: m.index,
    end: m.index + m[0].length,
    magicE: false,
  }));
  // An inner silent e before a suffix (manag-e-ment, bas-e-ment, us-e-ful, car-e-less) marks the vowel
  // before it as a magic e, like a final e (मैनेजमेंट, बेसमेंट).
  for (let k = groups.length - 2; k >= 1; k--) {
    const g = groups[k] as (typeof groups)[number];
    const previous = groups[k - 1] as (typeof groups)[number];
    const suffix = SILENT_E_SUFFIX.test(word.slice(g.start));
    if (g.letters === 'e' && suffix && g.start - previous.end === 1) {
      previous.magicE = true;
      groups.splice(k, 1);
    }
  }
  const last = groups.at(-1);
  // A final single "e" after a consonant is silent (page, mobile) unless it carries a syllabic l
  // after another consonant (google, table), where the pronunciation does have a vowel.
  const silentE = last !== undefined && groups.length > 1 && last.letters === 'e' && last.end === word.length && !/[^aeiouy]le$/.test(word);
  if (silentE) {
    groups.pop();
    const previous = groups.at(-1);
    if (previous && last.start - previous.end === 1) previous.magicE = true;
  }
  return groups.map((g, i) => ({
    letters: g.letters,
    magicE: g.magicE,
    after: word.slice(g.end, groups[i + 1]?.start ?? word.length),
  }));
}

/** For each vowel phone (in order), the spelling group behind it. When the counts differ (a vowel
 * the dictionary drops: choc(o)late, bus(i)ness), only the first and last vowels are matched. */
export function alignVowels(word: string, vowelCount: number): (VowelSpelling | undefined)[] {
  const groups = vowelGroups(word);
  if (groups.length === vowelCount) return groups;
  const out: (VowelSpelling | undefined)[] = Array.from({ length: vowelCount }, () => undefined);
  if (vowelCount < 2 || groups.length < 2) return out;
  out[0] = groups[0];
  out[vowelCount - 1] = groups.at(-1);
  return out;
}
