import Sanscript from '@indic-transliteration/sanscript';
import { BRAHMIC_STYLES, type BrahmicStyle } from './brahmic-styles.ts';
import { preDravidian } from './dravidian.ts';
import { loanwordHabits, postPunjabiLoanword, postTamilLoanword, preMalayalamChillu, resolveEnglishMarkers } from './loanword-habits.ts';
import { CONSONANT, SILENT, W_MARK, ZWNJ } from './markers.ts';
import {
  postMalayalam,
  postMeetei,
  postPunjabi,
  postTamil,
  SYLLABLE_CLOSE,
  preBengali,
  preMalayalamSilent,
  preOdia,
  prePunjabi,
  preTamil,
} from './script-adjustments.ts';

const re = (source: string, flags = 'g'): RegExp => new RegExp(source, flags);

function applyVowels(s: string, style: BrahmicStyle): string {
  let out = s;
  const ae: Record<BrahmicStyle['ae'], string> = { ai: 'ै', candra: 'ॅ', ya: '्या', e: 'े', aa: 'ा' };
  out = out.replace(/ॅ/g, ae[style.ae]).replace(/ऍ/g, style.aeInitial);
  // Marathi writes the candra over an anusvara as a candrabindu: बँक.
  if (style.ae === 'candra') out = out.replace(/ॅं/g, 'ँ');
  const ao: Record<BrahmicStyle['ao'], readonly [string, string]> = {
    keep: ['ॉ', 'ऑ'],
    aa: ['ा', 'आ'],
    o: ['ो', 'ओ'],
    inherent: ['', 'अ'],
  };
  out = out.replace(/ॉ/g, ao[style.ao][0]).replace(/ऑ/g, ao[style.ao][1]);
  if (!style.shortE) out = out.replace(/ॆ/g, 'े').replace(/ऎ/g, 'ए').replace(/ॊ/g, 'ो').replace(/ऒ/g, 'ओ');
  return out;
}

const NASAL_BY_CLASS: readonly (readonly [RegExp, string])[] = [
  [/[कखगघ]/, 'ङ'],
  [/[चछजझ]/, 'ञ'],
  [/[टठडढ]/, 'ण'],
  [/[पफबभम]/, 'म'],
];

/** Tamil, Malayalam and Bengali write the nasal of a cluster as a letter (அக்கவுண்ட், অ্যাকাউন্ট);
 * Bengali keeps ং before k and g (ব্যাংক) and uses dental ন before retroflex stops. */
function spellOutNasals(s: string, style: BrahmicStyle): string {
  return s.replace(re(`ं(?=(${CONSONANT}))`), (_m, next: string) => {
    if (style.homorganicNasal === 'dental' && /[कखगघ]/.test(next)) return 'ं';
    const found = NASAL_BY_CLASS.find(([cls]) => cls.test(next))?.[1] ?? 'न';
    return (style.homorganicNasal === 'dental' && found === 'ण' ? 'न' : found) + '्';
  });
}

function resolveSilent(s: string, style: BrahmicStyle): string {
  switch (style.silent) {
    case 'drop':
      return s.replace(re(SILENT), '');
    case 'virama':
      return s.replace(re(SILENT), '्');
    case 'virama-zwnj':
      // Without the ZWNJ Telugu and Kannada would stack the next consonant (పాస్‌వర్డ్, not పాస్వర్డ్).
      return s.replace(re(`${SILENT}(?=${CONSONANT})`), '्' + ZWNJ).replace(re(SILENT), '्');
    case 'chillu':
      return preMalayalamSilent(s);
    case 'lonsum':
      return s.replace(re(SILENT), SYLLABLE_CLOSE);
  }
}

function preScript(s: string, lang: string, isEnglish: boolean): string {
  switch (lang) {
    case 'bn':
      return preBengali(s, true, isEnglish);
    case 'as':
      return preBengali(s, false, isEnglish);
    case 'od':
      return preOdia(s, isEnglish);
    case 'pa':
      return prePunjabi(s);
    case 'ta':
      return preDravidian(preTamil(s), lang, isEnglish);
    case 'te':
    case 'kn':
    case 'ml':
      return preDravidian(s, lang, isEnglish);
    default:
      return s;
  }
}

/** Nukta signs of the scripts that have one; elsewhere a leftover nukta is dropped. */
const NUKTA_SIGN: Readonly<Record<string, string>> = {
  bengali: '\u09BC',
  assamese: '\u09BC',
  gurmukhi: '\u0A3C',
  gujarati: '\u0ABC',
  oriya: '\u0B3C',
  telugu: '\u0C3C',
  kannada: '\u0CBC',
  devanagari: '\u093C',
};

function postScript(s: string, lang: string, scheme: string, isEnglish: boolean): string {
  let out = s.replace(/\u093C/g, NUKTA_SIGN[scheme] ?? '');
  if (lang === 'pa') out = postPunjabiLoanword(postPunjabi(out));
  if (lang === 'ta') out = isEnglish ? postTamilLoanword(postTamil(out)) : postTamil(out);
  if (lang === 'ml') out = postMalayalam(isEnglish ? preMalayalamChillu(out) : out).replace(/\u0D4C/g, '\u0D57');
  if (lang === 'mni-Mtei') out = postMeetei(out);
  // Odia ୟ is a letter of its own (no decomposition), unlike Bengali য়, so it is not left as ଯ + ଼.
  if (lang === 'od') out = out.replace(/\u0B35/g, '\u0B71').replace(/\u0B2F\u0B3C/g, '\u0B5F');
  if (lang === 'gu') out = out.replace(/ॉ/g, '\u0AC9').replace(/ऑ/g, '\u0A91');
  return out;
}

export const hasBrahmicStyle = (lang: string): boolean => lang in BRAHMIC_STYLES;

/** Converts one word of canonical Devanagari into the script and spelling habits of `lang`.
 * `isEnglish` turns on the habits that only apply to English loanwords (v as ভ, doubled stops). */
export function canonicalToBrahmic(canonical: string, lang: string, isEnglish: boolean): string {
  const style = BRAHMIC_STYLES[lang];
  if (!style) throw new RangeError(`No Brahmic script for ${lang}`);
  let s = applyVowels(resolveEnglishMarkers(canonical.normalize('NFC'), lang, isEnglish), style);
  s = loanwordHabits(s, lang, isEnglish);
  s = preScript(s, lang, isEnglish);
  if (style.nukta !== 'keep') s = s.replace(/([फजकखग])\u093C/g, '$1');
  s = s.replace(re(W_MARK), 'व');
  if (style.homorganicNasal !== 'no') s = spellOutNasals(s, style);
  s = resolveSilent(s, style);
  if (style.scheme !== 'devanagari') s = Sanscript.t(s, 'devanagari', style.scheme);
  return postScript(s, lang, style.scheme, isEnglish).normalize('NFC');
}
