import { SILENT, W_MARK } from './markers.ts';

/**
 * Loanword habits of Nepali, Odia and Assamese on resolved canonical Devanagari (called from
 * loanword-habits.ts for English words only). Each follows the spellings of that language's press:
 * Kantipur and Gorkhapatra (Nepali), Sambad and Dharitri (Odia), Asomiya Pratidin (Assamese).
 */
type Rule = readonly [RegExp, string];

const re = (source: string, flags = 'g'): RegExp => new RegExp(source, flags);
const END = `${SILENT}?$`;

/** Only the short ि ु inside a word (स्कुल, टिम, ସ୍କୁଲ); `keepFinal` keeps a final ī (पार्टी). */
const shortVowels = (keepFinal: boolean): readonly Rule[] => [
  [keepFinal ? re(`ी(?!${END})`) : /ी/g, 'ि'],
  [keepFinal ? re(`ू(?!${END})`) : /ू/g, 'ु'],
  [/^ई/, 'इ'],
  [/^ऊ/, 'उ'],
];
const SH_AS_S: Rule = [/श/g, 'स'];
/** s before t is ष in Odia and Assamese (ଷ୍ଟେସନ, ପ୍ଲାଷ୍ଟିକ, ষ্টেচন). */
const ST_AS_SHT: Rule = [/स्(?=ट)/g, 'ष्'];
/** -ware is -ୱେର, -ৱেৰ (ସଫ୍ଟୱେର), not -वेयर. */
const WARE: Rule = [re(`ेयर(?=${END})`), 'ेर'];
const FINAL_IO: Rule = [re(`ियो${END}`), 'िओ'];
/** The ya-phala is not written after a cluster r: ଟ୍ରାଫିକ, ट्राफिक (not ट्र्याफिक). */
const NO_YA_AFTER_CLUSTER_R: Rule = [/(?<=्)र्या/g, 'रा'];

/** /w/ before r is ୱାର in Odia (ପାସୱାର୍ଡ, ନେଟୱାର୍କ), as in Bengali ওয়ার্ড. */
const W_BEFORE_R: Rule = [re(`${W_MARK}(?=र्)`), `${W_MARK}ा`];

/** Assamese writes English s as চ next to i and u (অফিচ, চিনেমা, জুচ) and as ছ elsewhere (বাছ,
 * পাছৱৰ্ড, গেছ); sh is চ (ষ্টেচন, মেচিন). In a cluster (স্কুল, এম্বুলেন্স, টেক্সি) it stays স. */
function assameseS(s: string): string {
  const out = s.replace(/स्(?=ट)/g, 'ष्').replace(/श/g, 'च');
  return out.replace(/स(?!्)/g, (match, offset: number) => {
    const before = out.slice(0, offset);
    if (/(?:ं|न्|क्)$/.test(before)) return match;
    const after = out.slice(offset + 1);
    const vowelBefore = /([ािीुूेैोौ]|[अ-औ])(?:र्)?$/.exec(before)?.[1] ?? (/[क-ह]$/.test(before) ? 'a' : '');
    const vowelAfter = /^[ािीुूेैोौ]/.exec(after)?.[0] ?? (/^[क-ह]/.test(after) ? 'a' : '');
    return /[िीुूइईउऊ]/.test(vowelBefore + vowelAfter) ? 'च' : 'छ';
  });
}

export const EASTERN_HABITS: Readonly<Record<string, readonly Rule[]>> = {
  // Nepali: no nukta (see brahmic-styles.ts), English v is भ (भिडियो, भोट) and w व (वेबसाइट), sh is
  // स (स्टेसन, मेसिन), a nasal before a consonant is म् or न् (नम्बर, इन्टरनेट, साइन्स) except before
  // k and g, and only a final ī or ū stays long (स्कुल, टिम, पार्टी).
  ne: [[/व/g, 'भ'], SH_AS_S, [/ं(?=[पफबभम])/g, 'म्'], [/ं(?=[चछजझटठडढतथदधनसशषलर])/g, 'न्'], ...shortVowels(true), NO_YA_AFTER_CLUSTER_R],
  // Odia: sh is ସ (ମେସିନ, ଅପରେସନ), st ଷ୍ଟ, only short ି ୁ (ଟ୍ୟାକ୍ସି, ସ୍କୁଲ), -io ଓ (ଭିଡିଓ).
  od: [SH_AS_S, ST_AS_SHT, ...shortVowels(false), FINAL_IO, WARE, NO_YA_AFTER_CLUSTER_R, W_BEFORE_R],
  // Assamese: s as চ/ছ (assameseS), a nasal before a retroflex ণ (ইণ্টাৰনেট, একাউণ্ট), only short
  // ি ু except the -ৰী of -ry (বেটাৰী, লাইব্ৰেৰী), -io ও, -ware -ৱেৰ.
  as: [[/ं(?=[टठडढ])/g, 'ण्'], [re(`(?<!र)ी(?=${END})`), 'ि'], ...shortVowels(true), FINAL_IO, WARE],
};

/** Rules that are not plain replacements, after EASTERN_HABITS. */
export function easternHabits(s: string, lang: string): string {
  const out = (EASTERN_HABITS[lang] ?? []).reduce((acc, [from, to]) => acc.replace(from, to), s);
  return lang === 'as' ? assameseS(out) : out;
}
