import { hinglishToItrans } from './hinglish.ts';

/**
 * Each language's typing conventions, as people type their words in Latin letters: the reading tried
 * first, and rewrites (ITRANS, with a cost: lower is a more common habit) and letter substitutions on
 * the native spelling that phonetic-candidates.ts tries after it.
 */
export type Alternative = readonly [pattern: RegExp, replacement: string, cost?: number];

const V = 'aAiIuUeo';

/** The lenient reading (hinglish.ts) with each language's defaults. */
export function conventionalReading(typed: string, lang: string): string {
  // A word with capitals inside is strict ITRANS (hinglish.ts): no habits are applied to it.
  const isStrict = /[A-Z]/.test(typed.slice(1)) && typed !== typed.toUpperCase();
  // gy is ज्ञ (gyan ज्ञान, vigyan विज्ञान).
  let itrans = hinglishToItrans(lang === 'ta' || isStrict ? typed : typed.replace(/gy/gi, 'j~n'));
  if (isStrict) return itrans;
  if (lang === 'ta') {
    itrans = itrans
      // A ch typed between vowels is ச்ச (pochu போச்சு, pachai பச்சை): a single ச there sounds s and is typed s.
      .replace(new RegExp(`(?<=[${V}])ch(?=[${V}])`, 'g'), 'chch')
      // nj is ஞ்ச (konjam கொஞ்சம்); s is ச in Tamil words (kaasu காசு, sollu சொல்லு), ஸ a substitution.
      .replace(/[Mn]j/g, '~nch')
      .replace(/s(?!h)/g, 'ch')
      // A single d between vowels is ட (padam படம், veedu வீடு); dh and th are த; tt is ட்ட (paattu பாட்டு).
      .replace(/(?<=[aeiouAIU])d(?=[aeiouAIU])/g, 'D')
      .replace(/tt(?!h)/g, 'TT');
  }
  // aai: the final i after a long a is ई (aai आई, bhaai भाई).
  itrans = itrans.replace(/(?<=aa)i$/, 'I');
  if (lang === 'hi') {
    itrans = itrans
      // Nasal endings: -hin is हीं (nahin नहीं, kahin कहीं), -ain and -en हैं/में (hain, main, mein, karen),
      // kahan/yahan/wahan/jahan -ाँ; a final M back to n is a rewrite (chain चैन).
      .replace(/(?<=h)in$/, 'IM')
      .replace(/(?<=[^aeiouAIU](?:ai|e|ei))n$/, 'M')
      .replace(/^([kyvwj]ah)an$/, '$1AM')
      // The future after a vowel stem: jaunga जाऊंगा, aaungi आऊंगी, dikhaunga दिखाऊंगा.
      .replace(/(?<=[^aeiouAIU])a?au(?=Mg[AI]$)/, 'aaU')
      .replace(/aau(?=Mg[AI]$)/, 'aaU');
  }
  // Tamil words end in a short i (nandri நன்றி, thanni தண்ணி, mozhi மொழி), and after a double or a
  // cluster in a short a (chinna சின்ன, nalla நல்ல, romba ரொம்ப; amma அம்மா is a rewrite away).
  // A final i after a long a is ய் (naai நாய், vaai வாய்).
  if (lang === 'ta')
    itrans = itrans
      .replace(/(?<=[^aeiouAIU])I$/, 'i')
      .replace(/(?<=aa)I$/, 'y')
      .replace(/(?<=[^aeiouAIU]{2})A$/, 'a');
  // Telugu words end in a short a or i (amma అమ్మ, raatri రాత్రి): aa and ee for the long ones.
  // Telugu th is త (thammudu తమ్ముడు, pusthakam పుస్తకం; థ is a rewrite), so a plain t after n is ట
  // (inti ఇంటి, ante అంటే).
  if (lang === 'te')
    itrans = itrans
      .replace(/(?<=[^aeiouAIU])A$/, 'a')
      .replace(/(?<=[^aeiouAIU])I$/, 'i')
      .replace(/Mt(?!h)/g, 'MT')
      .replace(/th/g, 't')
      // The first person of a verb ends in a long aa after another syllable (chesanu చేసాను, vastunnanu
      // వస్తున్నాను); a short -anu is a rewrite.
      .replace(/(?<=[aeiouAIU][^aeiouAIU]+)anu$/, 'Anu');
  // Marathi z and zh are झ (zala झाला, maza माझा, zhop झोप).
  if (lang === 'mr') itrans = itrans.replace(/zh?/g, 'jh');
  // Bengali as in Avro's phonetic layout: a is া (baba বাবা, taka টাকা), o inside a word the inherent
  // vowel (kotha কথা, ghor ঘর; ো is a rewrite: dokan দোকান), a final short i (bari বাড়ি, tumi তুমি).
  if (lang === 'bn') {
    itrans = itrans
      .replace(/(?<![aA])a(?![aiuA])/g, 'A')
      .replace(/(?<=[^aeiouAIU])o(?!$)/g, 'a')
      .replace(/(?<=[^aeiouAIU])I$/, 'i');
  }
  return itrans;
}

/** Sanskrit letters typed plainly in the Devanagari, Bengali and Telugu scripts: ri after a consonant
 * for ृ (krishna कृष्ण, brishti বৃষ্টি), sht for ष्ट (kasht कष्ट, mishti মিষ্টি). */
const SANSKRIT_LETTERS: readonly Alternative[] = [
  [/(?<=[bcdfghjklmnpstvy]h?)ri/g, 'R^i', 0.7],
  [/sht/g, 'ShT', 0.5],
];

/** Hindi and Marathi: a doubled ch typed single (acha अच्छा, bachha बच्चा). */
const HINDI_MARATHI: readonly Alternative[] = [
  [new RegExp(`(?<=[${V}])chh`, 'g'), 'chCh', 0.5],
  [new RegExp(`(?<=[${V}])ch(?!h)`, 'g'), 'chch', 0.7],
];

/** Rewrites of single languages, on top of the common ones. */
export const LANGUAGE_ALTERNATIVES: Readonly<Record<string, readonly Alternative[]>> = {
  // Tamil stops between vowels are voiced, so an unvoiced k, p or ch heard there is written double
  // (thookam தூக்கம், sapadu சாப்பாடு); nd without h is ண்ட (vandi வண்டி, rendu ரெண்டு; ndr stays ன்ற).
  ta: [
    [new RegExp(`(?<=[${V}])k(?=[${V}])`, 'g'), 'kk', 0.7],
    [new RegExp(`(?<=[${V}])p(?=[${V}])`, 'g'), 'pp', 0.7],
    [new RegExp(`(?<=[${V}])ch(?=[${V}])`, 'g'), 'chch', 0.7],
    [/[Mn]d(?![hr])/g, 'ND', 0.5],
    // A consonant after ர் is doubled (paarthen பார்த்தேன், paarka பார்க்க); aya for ைய (pazhaya பழைய).
    [/(?<=r)th/g, 'tth', 0.5],
    [/(?<=r)k/g, 'kk', 0.5],
    [/(?<=r)p/g, 'pp', 0.5],
    [new RegExp(`(?<=[^${V}])aya`, 'g'), 'aiya', 0.7],
  ],
  // Telugu doubles typed with an h (peddha పెద్ద, kottha కొత్త) are plain doubles.
  // The first person ends in a long aa (vachanu వచ్చాను, chesanu చేసాను).
  te: [...SANSKRIT_LETTERS, [/(?<=d)dh/g, 'd', 0.3], [/anu$/g, 'Anu', 0.3], [/Anu$/g, 'anu', 0.3], [/t(?!h)/g, 'th'], [/MT/g, 'Mt', 0.5]],
  hi: [
    ...SANSKRIT_LETTERS,
    ...HINDI_MARATHI,
    // eh for अह before a consonant (pehle पहले, kehna कहना, rehna रहना).
    [/(?<=[^aAiIuUeo])eh(?=[^aAiIuUeo])/g, 'ah', 0.5],
    // A d or dh after a vowel is often ड़/ढ़ (sadak सड़क, bada बड़ा, padhai पढ़ाई).
    [new RegExp(`(?<=[${V}])d(?!h)`, 'g'), '.D', 0.5],
    [new RegExp(`(?<=[${V}])dh`, 'g'), '.Dh', 0.5],
    // Nasal endings of verbs, plurals and postpositions: hain हैं, mein में, karen करें, logon लोगों.
    [/(?<=o|U|u)n$/g, 'M', 0.3],
    [/M$/g, 'n', 0.3],
    // ...and the n left out (tumhe तुम्हें, unhe उन्हें).
    [/(?<=h)e$/g, 'eM', 0.5],
    // A final -ai of a noun is आई (bhai भाई, mithai मिठाई); a Sanskrit word keeps its final a (mitra मित्र).
    [/ai$/g, 'AI', 0.5],
    // ...or आय (chai चाय, gai गाय; not hai है); -un is -ों (kyun क्यों); -aon -ाँव (gaon गाँव, chhaon छाँव).
    [/(?<=[^aAiIuUeo])(?<!^h)ai$/g, 'Ay', 0.5],
    [/un$/g, 'oM', 0.5],
    [/aon$/g, 'A.Nv', 0.5],
    [/(?<=[tdp]r|shr)A$/g, 'a', 0.5],
  ],
  mr: [
    ...SANSKRIT_LETTERS,
    ...HINDI_MARATHI,
    // Marathi ण and ळ between vowels (pani पाणी, jevan जेवण, shala शाळा, sakali सकाळी).
    [new RegExp(`(?<=[${V}])n(?=[${V}]|$)`, 'g'), 'N', 0.5],
    [new RegExp(`(?<=[${V}])l(?=[${V}]|$)`, 'g'), 'L', 0.5],
    [/(?<=ai|e|o|U|u)n$/g, 'M', 0.3],
    [/ai$/g, 'AI', 0.5],
    [/(?<=[tdp]r|shr)A$/g, 'a', 0.5],
  ],
  // Bengali o for the inherent vowel (jol জল, kotha কথা), sh for স, r for ড়, ch for ছ (mach মাছ).
  bn: [
    ...SANSKRIT_LETTERS,
    [/(?<=[^aeiouAIU])a(?!$)/g, 'o', 0.4],
    // t for ট (ekta একটা, duto দুটো).
    [/t(?!h)/g, 'T', 0.6],
    // oa is ওয়া (khaoa খাওয়া), a final ai আই (shobai সবাই).
    [/(?<=o)(?=A)/g, 'y', 0.3],
    [/ai$/g, 'AI', 0.5],
    // A word-initial o is often অ (onek অনেক, obostha অবস্থা).
    [/^o/g, 'a', 0.4],
    [/A/g, 'a', 0.6],
    [/(?<=[^aeiouAIU]{2})o$/g, 'a', 0.4],
    [/sh/g, 's'],
    [/r/g, '.D'],
    [/(?<=.)ch(?!h)/g, 'Ch', 0.5],
  ],
};

/** Letter substitutions on the native spelling that a Devanagari reading cannot produce. */
const TAMIL_ALTERNATIVES: readonly (readonly [string, string])[] = [
  ['ந்த்ர', 'ன்ற'],
  // tr and ttr for ற்ற (kaatru காற்று, vettri வெற்றி).
  ['த்ர', 'ற்ற'],
  ['ட்ட்ர', 'ற்ற'],
  ['ன்ன', 'ண்ண'],
  ['ர', 'ற'],
  ['ல', 'ள'],
  ['ள', 'ழ'],
  ['ன', 'ண'],
  ['ச', 'ஸ'],
  ['ஜ', 'ச'],
  ['ெ', 'ே'],
  ['ொ', 'ோ'],
  ['எ', 'ஏ'],
  ['ஒ', 'ஓ'],
];

/** Telugu: short e and o (ఎందుకు, కొత్త, ఆమె), ళ (నీళ్ళు, వెళ్ళు), tt and dd as retroflex doubles (చెట్టు, గుడ్డు). */
const TELUGU_ALTERNATIVES: readonly (readonly [string, string])[] = [
  ['త్త', 'ట్ట'],
  ['ద్ద', 'డ్డ'],
  ['ే', 'ె'],
  ['ో', 'ొ'],
  ['ఏ', 'ఎ'],
  ['ఓ', 'ఒ'],
  ['ల్ల', 'ళ్ళ'],
  ['ల', 'ళ'],
];
const TELUGU_SHORT: Readonly<Record<string, string>> = { 'ే': 'ె', 'ో': 'ొ', ఏ: 'ఎ', ఓ: 'ఒ' };
/** Kannada tt and dd are as often retroflex doubles as dental ones (ಮೊಟ್ಟೆ, ದೊಡ್ಡ). */
const KANNADA_ALTERNATIVES: readonly (readonly [string, string])[] = [
  ['ತ್ತ', 'ಟ್ಟ'],
  ['ದ್ದ', 'ಡ್ಡ'],
];
/** Bengali j for য as well as জ (jabo যাব, jodi যদি, je যে). */
const BENGALI_ALTERNATIVES: readonly (readonly [string, string])[] = [['জ', 'য']];
export const SCRIPT_ALTERNATIVES: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  ta: TAMIL_ALTERNATIVES,
  te: TELUGU_ALTERNATIVES,
  kn: KANNADA_ALTERNATIVES,
  bn: BENGALI_ALTERNATIVES,
};

export function scriptVariants(spelling: string, lang: string): string[] {
  const out: string[] = [];
  for (const [from, to] of SCRIPT_ALTERNATIVES[lang] ?? []) {
    for (let at = spelling.indexOf(from); at >= 0; at = spelling.indexOf(from, at + 1)) {
      out.push(spelling.slice(0, at) + to + spelling.slice(at + from.length));
    }
  }
  // A final short a or i in Tamil (chinna சின்ன, thanni தண்ணி).
  if (lang === 'ta' && /[ாீ]$/.test(spelling)) out.push(spelling.replace(/ா$/, '').replace(/ீ$/, 'ி'));
  return out;
}

/** Tamil typists write e and o for the short vowels inside a word (enna என்ன, kodi கொடி) and at its
 * end for the long ones (enge எங்கே, po போ); a Telugu final e is short (aame ఆమె). */
export function finishSpelling(spelling: string, lang: string): string {
  // Telugu e and o before a doubled consonant are short (cheyyi చెయ్యి, vellu వెళ్ళు).
  if (lang === 'te') return spelling.replace(/ే$/, 'ె').replace(/[ేోఏఓ](?=([క-హ])్\1)/g, (v) => TELUGU_SHORT[v] ?? v);
  if (lang !== 'ta') return spelling;
  // The first person -ēn of verbs stays long after another syllable (poren போறேன், vandhen வந்தேன்),
  // with ற after r in the present (varen வரேன் is also heard, so ர stays a substitution away).
  const firstPerson = /[\u0B82-\u0BCD][^\u0B82-\u0BCD]*[க-ஹ]ேன்$/.test(spelling);
  return spelling
    .replace(/ே(?!$|ன்$)/g, 'ெ')
    .replace(/ே(?=ன்$)/, firstPerson ? 'ே' : 'ெ')
    .replace(/(?<=[^்])ரேன்$/, firstPerson ? 'றேன்' : 'ரேன்')
    .replace(/ோ(?!$)/g, 'ொ')
    .replace(/ஏ(?!$)/g, 'எ')
    .replace(/ஓ(?!$)/g, 'ஒ');
}
