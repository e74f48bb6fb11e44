import { easternHabits } from './loanword-habits-east.ts';
import { E_FOR_I, LONG_I, OPEN_I, SILENT, STRUT, WEAK_E, WRITTEN_E, YU_O } from './markers.ts';

/**
 * Per-language spelling habits for English loanwords, on canonical Devanagari before the script
 * conversion. Each rule follows the spellings printed in that language's press and app interfaces
 * (the test sets in fixtures/ show them word by word). Romanised Indian words never pass here.
 */
type Rule = readonly [RegExp, string];

const END = `${SILENT}?$`;
const re = (source: string, flags = 'g'): RegExp => new RegExp(source, flags);
const STOP_OR_SIBILANT = '[कखगघचछजझटठडढतथदधपफबभसश]';
const ADHAK = '\uE020';

/** Rules that need the English-only markers (STRUT, WRITTEN_E) before they are resolved. */
const MARKED: Readonly<Record<string, readonly Rule[]>> = {
  // Marathi writes -ance/-ence as -न्स (बॅलन्स, इन्शुरन्स).
  mr: [[re(`${WRITTEN_E}ंस(?=${END})`), 'न्स']],
  // Malayalam /æ/ after k and g is ക്യാ (ക്യാമറ, ക്യാഷ്); elsewhere ā (ബാങ്ക്).
  ml: [[/([कग])ॅ/g, '$1्या']],
  // Punjabi closes a short stressed syllable with the addak (ਬੱਸ, ਨੈੱਟ, ਫੁੱਟਬਾਲ) and writes /ɛ/ as ੈ (ਮੈਸੇਜ).
  pa: [
    [re(`${STRUT}(${STOP_OR_SIBILANT})(?=${SILENT}$)`), `${ADHAK}$1`],
    [re(`([ुॆ])(${STOP_OR_SIBILANT})(?=${SILENT})`), `$1${ADHAK}$2`],
    [/ॆ/g, 'ै'],
    // -ment, -ence: ਪੇਮੈਂਟ, ਲਾਇਸੈਂਸ.
    [re(`${WRITTEN_E}(?=ं)`), 'ै'],
  ],
};

/** Like MARKED, on English words only: they look at vowels (ॉ, an initial अ) that the Indian-word
 * path writes too. */
const MARKED_ENGLISH: Readonly<Record<string, readonly Rule[]>> = {
  // Hindi writes an initial /æ/ before a nasal as ए (एंड्रॉइड, एंकर, एनिमेशन, एम्बुलेंस), elsewhere ऐ (ऐप).
  hi: [[/^ऍ(?=[ंनम])/g, 'ए']],
  // The l after /ɒ/ is ള in Malayalam (കോളേജ്, ഡോളർ, പോളിസി), not the ല of പോലീസ്.
  ml: [[/(?<=ॉ)ल(?!्)/g, 'ळ']],
  // Bengali writes an initial unstressed a as /æ/ (অ্যাকাউন্ট, অ্যাটাক).
  bn: [[re(`^अ(?!${STRUT})(?=[क-ह])`), 'ऍ']],
  // Assamese writes /eɪ/ before a final l or n as েই (ইমেইল, ট্ৰেইন; not the /ɛ/ of হোটেল) and an
  // initial unstressed a as এ (একাউণ্ট).
  as: [
    [re(`े(?=[लन]${END})`), 'ेइ'],
    [re(`^अ(?!${STRUT})(?=[क-ह])`), 'ए'],
  ],
  // Urdu leaves an unstressed e unwritten (ٹکٹ, بجٹ, لائسنس, کالج, میسج), unlike Hindi टिकट/टिकेट.
  ur: [
    [re(WRITTEN_E), ''],
    // ...and writes a short i after a consonant before the main stress with ye (ڈیزائن, یونیورسٹی,
    // سیکیورٹی); an initial one stays a bare alef (الیکشن).
    [re(`ि(?:${OPEN_I}|${E_FOR_I})`), 'ी'],
    [re(`(?<=[\u093E-\u094C][क-ह])े(?=ज${END})`), ''],
  ],
};

/** How each language writes the markers: [STRUT, WRITTEN_E]. */
function resolveMarkers(s: string, lang: string): string {
  const strut = lang === 'bn' || lang === 'as' || lang === 'mni' ? 'ा' : '';
  let out = s.replace(re(`अ${STRUT}`), strut ? 'आ' : 'अ').replace(re(STRUT), strut);
  // Malayalam and Punjabi write the -et of ticket, market with the inherent vowel (ടിക്കറ്റ്, ਟਿਕਟ).
  if (lang === 'ml' || lang === 'pa') out = out.replace(re(`${WRITTEN_E}(?=ट${END})`), '');
  // The e of camera: ক্যামেরা, కెమెరా, કેમેરા, कॅमेरा, क्यामेरा, କ୍ୟାମେରା (and of system in Bengali and
  // Assamese: সিস্টেম, চিষ্টেম).
  const weakE = { bn: 'े', te: 'ॆ', kn: 'ॆ', gu: 'े', mr: 'े', ne: 'े', od: 'े', as: 'े' }[lang];
  if (weakE) out = out.replace(re(`${WEAK_E}(?=र)`), weakE);
  if (lang === 'bn' || lang === 'as') out = out.replace(re(`${WEAK_E}(?=म)`), 'े');
  // Tamil and Malayalam write -ance/-ence with the inherent vowel (பேலன்ஸ், ബാലൻസ്).
  if (lang === 'ml' || lang === 'ta') out = out.replace(re(`${WRITTEN_E}(?=ंस)`), '');
  const south = lang === 'ta' || lang === 'te' || lang === 'kn' || lang === 'ml';
  // ...and the South writes -acy with it too (பிரைவசி, ఫార్మసీ; Hindi प्राइवेसी).
  if (south) out = out.replace(re(`${WRITTEN_E}(?=सी$)`), '');
  if (south || lang === 'pa') out = out.replace(re(`ि${LONG_I}`), 'ी');
  if (south || lang === 'bn') out = out.replace(re(`ि${E_FOR_I}`), south ? 'ॆ' : 'े').replace(re(`इ${E_FOR_I}`), south ? 'ऎ' : 'ए');
  // insurance: the y after a medial sh goes with the ū (ಇನ್ಶೂರೆನ್ಸ್, इन्शुरन्स; sure stays ష్యూర్);
  // Hindi keeps इंश्योरेंस.
  if (lang === 'mr' || south || lang === 'bn') out = out.replace(re(`(?<=[ं्])श्यो${YU_O}`), `शो${YU_O}`);
  if (lang === 'mr') out = out.replace(re(`ो${YU_O}`), 'ु');
  if (south || lang === 'bn') out = out.replace(re(`ो${YU_O}`), 'ू');
  return out.replace(re(WRITTEN_E), south ? 'ॆ' : 'े').replace(/[\uE002-\uE008]/g, '');
}

/** -ice, -is in a last syllable is long in the South (ఆఫీస్, சர்வீஸ்). */
const FINAL_IS: Rule = [re(`िस${SILENT}$`), `ीस${SILENT}`];
/** menu: मेनू rather than मेन्यू outside Hindi and Marathi (মেনু, மெனு). */
const MENU: Rule = [/न्यू$/, 'नू'];
const FINAL_SHORT_I: Rule = [re(`ी(?=${END})`), 'ि'];
const FINAL_SHORT_U: Rule = [/ू$/, 'ु'];
/** x of exam is ks in Tamil, Kannada and Malayalam (எக்ஸாம், ಎಕ್ಸಾಮ್, എക്സാം). */
const X_AS_KS: Rule = [/ग्ज\u093C/g, 'क्स'];
const EY_BEFORE_SONORANT = (sonorants: string): Rule => [re(`े([${sonorants}])(?=${END})`), 'ॆयि$1'];
const N_BEFORE_S: Rule = [/ं(?=[सशष])/g, 'न्'];
const PALATAL_NO_YA: Rule = [/([चज])्या/g, '$1ा'];
const JU: Rule = [/जू/g, 'ज्यू'];
const Z_AS_S: Rule = [/ज\u093C/g, 'स'];
const Z_AS_JHA: Rule = [/ज\u093C/g, 'झ'];
/** /ju/ before another syllable (कम्प्युटर, युनिव्हर्सिटी), not in a last syllable (न्यूज). */
const NOT_LAST = `(?=[क-ह]\u093C?(?!${SILENT}|$))`;
const SHORT_YU: readonly Rule[] = [
  [re(`्यू${NOT_LAST}`), '्यु'],
  [re(`^यू${NOT_LAST}`), 'यु'],
];

/** -ware is -वेर in most scripts (సాఫ్ట్‌వేర్, ସଫ୍ଟୱେର), not -वेयर. */
const WARE: Rule = [re(`ेयर(?=${END})`), 'ेर'];
/** Telugu and Kannada write /æ/ after a conjunct as ā (ఎగ్జామ్, ಎಕ್ಸಾಮ್), after one consonant ్యా (ట్యాక్సీ). */
const NO_YA_AFTER_CLUSTER: Rule = [/(्[क-ह]\u093C?)्या/g, '$1ा'];

/** Rules on resolved canonical Devanagari, before the language's own script adjustments. */
const PLAIN: Readonly<Record<string, readonly Rule[]>> = {
  // Hindi writes the s in the middle of three consonants bare when a vowel follows (एक्सप्रेस,
  // सब्सक्राइब, एक्सचेंज, एक्सपर्ट), but not at the end (नेक्स्ट).
  hi: [[/(?<=[क-ह]\u093C?्)स्(?=[क-ह]\u093C?(?:्[यरलव])?(?:[\u093E-\u094C]|[क-ह]))/g, 'स']],
  // Bengali loanwords take only the short vowels ি ু (ট্যাক্সি, স্কুল, ইমেল); -io is -িও (ভিডিও);
  // a final -ng is ং alone (সেটিং).
  bn: [MENU, [/ी/g, 'ि'], [/ू/g, 'ु'], [/^ई/, 'इ'], [/^ऊ/, 'उ'], [/ाइंस/g, 'ायेन्स'], [re(`ियो${END}`), 'िओ'], [re(`ंग${SILENT}$`), 'ं']],
  // Tamil: z is written as s, which before a vowel is ச (சிஸ்டம், யூசர், see postTamilLoanword) and
  // elsewhere ஸ (நியூஸ்); an initial stop before r or l takes a helping vowel (கிரிக்கெட், குரூப்), and
  // l after a consonant is ள (கிளாஸ், ப்ராப்ளம்); a final -ng is ங் alone (செட்டிங்).
  ta: [
    MENU,
    WARE,
    FINAL_SHORT_U,
    X_AS_KS,
    FINAL_IS,
    FINAL_SHORT_I,
    [/^([क-ह])्य/, '$1िय'],
    EY_BEFORE_SONORANT('लन'),
    Z_AS_S,
    [/^([कगपबफ]\u093C?)्र(?=[ुू])/, '$1ुर'],
    [/^([कगपबफ]\u093C?)्र/, '$1िर'],
    [/^([कगपबफ]\u093C?)्ल/, '$1िळ'],
    [/(?<=[पबफ]\u093C?्)ल/g, 'ळ'],
    [/ाइंस/g, 'यिन्स'],
    [re(`ंग${SILENT}$`), `ङ${SILENT}`],
  ],
  te: [MENU, FINAL_IS, EY_BEFORE_SONORANT('लन'), N_BEFORE_S, PALATAL_NO_YA, JU, [re(`ज\u093C(?=${SILENT}$)`), 'स'], WARE, NO_YA_AFTER_CLUSTER],
  kn: [MENU, FINAL_SHORT_U, X_AS_KS, FINAL_IS, FINAL_SHORT_I, N_BEFORE_S, PALATAL_NO_YA, JU, Z_AS_S, WARE, NO_YA_AFTER_CLUSTER],
  // Malayalam: a final -a is short (ക്യാമറ), a final m the anusvara (ടീം), mb is മ്പ (നമ്പർ), n before
  // s a chillu (ബാലൻസ്), nt after i and e is ന്റ (ഇന്റർനെറ്റ്), z is സ (യൂസർ).
  ml: [
    MENU,
    FINAL_SHORT_U,
    X_AS_KS,
    [/ाइंस/g, 'यंस'],
    FINAL_IS,
    FINAL_SHORT_I,
    // English r between vowels is റ, a final rt or lt is ർട്ട് ൾട്ട് (പാസ്‌പോർട്ട്), ng at the end ങ്.
    [re(`(?<!्)र(?![्${SILENT}]|$)`), 'ऱ'],
    [re(`([रल]्)ट(?=${SILENT}$)`), '$1ट्ट'],
    [re(`ंग${SILENT}$`), `ङ${SILENT}`],
    EY_BEFORE_SONORANT('लनम'),
    [/(?<=[क-ह])ा$/, ''],
    [re(`म${SILENT}$`), 'ं'],
    [/ंब/g, 'म्प'],
    [/ं(?=[सशष])/g, `न${SILENT}`],
    [/(?<=इ|ई|ए|ि|ी|े|ॆ)ंट/g, 'न्ऱ'],
    JU,
    Z_AS_S,
  ],
  // Marathi: no nukta, z is झ (रिझल्ट), English v before a vowel is व्ह (व्हिडिओ), /ju/ is short
  // (युनिव्हर्सिटी), -io is -िओ (रेडिओ), -ware is -वेअर.
  mr: [JU, [re(`ज\u093C(?=${END})`), 'ज'], Z_AS_JHA, [re(`व(?![्${SILENT}])`), 'व्ह'], ...SHORT_YU, [re(`ियो${END}`), 'िओ'], [/ाइंस/g, 'ायन्स'], [/ेयर/g, 'ेअर']],
  // Gujarati: z is ઝ, n before a dental, retroflex or s is ન્ (ઇન્ટરનેટ, બેલેન્સ), /ju/ short (યુઝર).
  gu: [MENU, JU, Z_AS_JHA, [/ं(?=[टठडढतथदधनसश])/g, 'न्'], ...SHORT_YU, [/ाइंस/g, 'ायन्स'], WARE],
  pa: [
    [re(`ियो${END}`), 'ीओ'],
    [/ेयर/g, 'ेअर'],
  ],
};

const apply = (s: string, rules: readonly Rule[] | undefined): string => (rules ?? []).reduce((out, [from, to]) => out.replace(from, to), s);

/** Resolves the English-only markers of canonical Devanagari for `lang` (any script); text from the
 * phonetic (Indian-word) path has none. */
export function resolveEnglishMarkers(canonical: string, lang: string, isEnglish = true): string {
  const marked = apply(canonical, MARKED[lang]);
  return resolveMarkers(isEnglish ? apply(marked, MARKED_ENGLISH[lang]) : marked, lang);
}

/** The loanword habits of `lang` on resolved canonical Devanagari; Indian words keep their spelling. */
export function loanwordHabits(s: string, lang: string, isEnglish: boolean): string {
  return isEnglish ? easternHabits(apply(s, PLAIN[lang]), lang) : s;
}

/** Gurmukhi after conversion: ਾਊ after ā (ਡਾਊਨਲੋਡ, ਅਕਾਊਂਟ), ਇ before a nasal or conjunct (ਸਾਇੰਸ, ਲਾਇਬ੍ਰੇਰੀ). */
export function postPunjabiLoanword(s: string): string {
  return s
    .replace(/\u0A3E\u0A09/g, '\u0A3E\u0A0A')
    .replace(/\u0A0A\u0A70/g, '\u0A0A\u0A02')
    .replace(/\u0A3E\u0A08(?=\u0A70|[\u0A15-\u0A39]\u0A4D)/g, '\u0A3E\u0A07');
}

/** Tamil after conversion: ஸ before a vowel is ச in loanwords (சிஸ்டம், மெசேஜ்); in a cluster or at the end it stays (ஸ்கூல், பஸ்). */
export function postTamilLoanword(s: string): string {
  return s.replace(/(?<!க்)ஸ(?!்)/g, 'ச');
}

/** Malayalam chillus of English loanwords: ൺ after o, au and ട (ഫോൺ, ഡൗൺലോഡ്, ബട്ടൺ), ൾ after o, ū
 * and au (കോൾ, സ്കൂൾ); placeholders as in script-adjustments.ts. */
export function preMalayalamChillu(s: string): string {
  return s.replace(/(?<=ഓ|ഔ|ോ|ൌ|ൗ|ട|ഡ)\uE010/g, '\uE014').replace(/(?<=ോ|ൂ|ൌ|ൗ)\uE011/g, '\uE013');
}
