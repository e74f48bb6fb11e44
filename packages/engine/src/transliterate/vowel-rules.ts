import { isVowel, type Phone } from './phones.ts';
import { alignVowels, hasInnerSilentE, vowelGroups, type VowelSpelling } from './spelling.ts';
import { hasBritishYod, isPluralS, isPrefixN, isSpelledIGlide, isSwallowedYod } from './glides.ts';
import { droppedVowelPairs } from './syncope.ts';

/** Vowel qualities of the canonical spelling: A is the inherent vowel, AS the English /ʌ/ (markers.ts
 * STRUT), ES the short e (ॆ) that Dravidian scripts keep apart from long e, EW an unstressed vowel
 * spelt e (markers.ts WRITTEN_E), AE the English /æ/ (ॅ), AO the English /ɒ, ɔ/ (ॉ). */
export type Quality = 'A' | 'AS' | 'EK' | 'AA' | 'I' | 'IL' | 'IE' | 'IO' | 'II' | 'U' | 'UU' | 'E' | 'ES' | 'EW' | 'AE' | 'O' | 'YO' | 'AO';

export type Item =
  | { readonly kind: 'C'; readonly p: string; readonly fromEr?: boolean; readonly erStressed?: boolean; readonly loose?: boolean }
  | { readonly kind: 'V'; readonly q: Quality };

const V = (q: Quality): Item => ({ kind: 'V', q });
const C = (p: string): Item => ({ kind: 'C', p });
/** Vowels after which an i-sound glides into य (media मीडिया, video वीडियो, radio रेडियो). */
const GLIDE_TARGETS = new Set(['AH', 'AA', 'OW', 'AO', 'ER', 'UW']);

interface Context {
  readonly word: string;
  readonly phones: readonly Phone[];
  readonly i: number;
  readonly spelling: VowelSpelling | undefined;
}

const at = (ctx: Context, offset: number): Phone | undefined => ctx.phones[ctx.i + offset];
const isLast = (ctx: Context): boolean => ctx.i === ctx.phones.length - 1;
const onlyConsonantsFrom = (ctx: Context, offset: number): boolean => ctx.phones.slice(ctx.i + offset).every((ph) => !isVowel(ph.p));

/** R that ends its syllable: last phone or followed by a consonant (share, near, form). */
function closedByR(ctx: Context): boolean {
  const next = at(ctx, 1);
  const after = at(ctx, 2);
  return next?.p === 'R' && (after === undefined || !isVowel(after.p));
}

/** Unstressed vowels that Hindi spells with े: payment पेमेंट, balance बैलेंस, message मैसेज,
 * college कॉलेज, market मार्केट, business बिज़नेस. Before j the e is long in every script (மெசேஜ்,
 * కాలేజ్); elsewhere the Dravidian scripts write it short (டிக்கெட், పేమెంట్), so it is EW. */
function writtenE(ctx: Context): 'E' | 'EW' | undefined {
  const next = at(ctx, 1);
  const letter = ctx.spelling?.letters;
  // The -ion of options, connections keeps its schwa before the plural s (ऑप्शन्स, कनेक्शन्स), and so
  // does a schwa after an i-glide before n (experience एक्सपीरियंस, audience ऑडियंस, brilliant).
  if (letter === 'io' || (next?.p === 'N' && /^(?:IY|Y)$/.test(at(ctx, -1)?.p ?? ''))) return undefined;
  if (next?.p === 'N' && at(ctx, 2) && onlyConsonantsFrom(ctx, 1) && at(ctx, 2)?.p !== 'N') return 'EW';
  if (next?.p === 'JH' && /[ae]$/.test(letter ?? '')) return 'E';
  if (letter !== 'e') return undefined;
  // subject, project, perfect: a final -ect is -एक्ट (सब्जेक्ट, परफ़ेक्ट).
  if (next?.p === 'K' && at(ctx, 2)?.p === 'T' && onlyConsonantsFrom(ctx, 1) && /ects?$/.test(ctx.word)) return 'EW';
  // interest, latest, contest: a final -est is -एस्ट (इंटरेस्ट, लेटेस्ट).
  if (next?.p === 'S' && at(ctx, 2)?.p === 'T' && ctx.i + 3 === ctx.phones.length && ctx.word.endsWith('est')) return 'EW';
  // passenger, carpenter, presenter: e before n and another consonant (पैसेंजर, कारपेंटर).
  if (next?.p === 'N' && at(ctx, 2) !== undefined && !isVowel(at(ctx, 2)?.p ?? '') && ctx.i > 0) return 'EW';
  // ticket, market and market-ing, target-ed, ticket-s: the e before a final t or d, also before -ing/-ed/-s.
  const suffix = ctx.phones
    .slice(ctx.i + 2)
    .map((ph) => ph.p)
    .join(' ');
  if ((next?.p === 'T' || next?.p === 'D') && (suffix === '' || (['IH NG', 'IH D', 'S'].includes(suffix) && /(ing|ed|s)$/.test(ctx.word)))) return 'EW';
  // comedy, category, remedy: an e between single consonants after the stress (कॉमेडी, কমেডি).
  if (isOpenAfterStress(ctx)) return 'EW';
  return next?.p === 'S' && ctx.i + 2 === ctx.phones.length && ctx.word.endsWith('ess') ? 'EW' : undefined;
}

/** An unstressed vowel right after the stressed syllable, between single consonant letters, before a
 * final or stressed vowel (com-e-dy, cin-e-ma, cat-e-gory; not the -er of camera, or system). */
function isOpenAfterStress(ctx: Context): boolean {
  const [p1, n1, n2] = [at(ctx, -1), at(ctx, 1), at(ctx, 2)];
  const p2 = at(ctx, -2);
  if (p1 === undefined || isVowel(p1.p) || p2 === undefined || !isVowel(p2.p) || (p2.stress ?? 0) !== 1) return false;
  // ...nor the -ener of sharpener, opener (शार्पनर, ओपनर).
  if (n1 === undefined || isVowel(n1.p) || n1.p === 'R' || n2 === undefined || !isVowel(n2.p) || n2.p === 'ER') return false;
  // element, benefit: before an unstressed closed syllable Indian spellings write i (एलिमेंट).
  if (ctx.i + 3 !== ctx.phones.length && (n2.stress ?? 0) === 0) return false;
  return ctx.spelling?.after.length === 1;
}

/** A vowel (also the first) followed by one consonant letter and the main stress (de-sign, u-ni-ver-sity). */
function isOpenBeforeMainStress(ctx: Context): boolean {
  const [n1, n2] = [at(ctx, 1), at(ctx, 2)];
  if (n1 === undefined || isVowel(n1.p) || n2 === undefined || !isVowel(n2.p) || n2.stress !== 1) return false;
  return /^[^aeiou]$/.test(ctx.spelling?.after ?? '');
}

/** An unstressed vowel followed by one consonant letter and a stressed vowel (po-lice, not col-lect). */
function isOpenBeforeStress(ctx: Context): boolean {
  const [n1, n2] = [at(ctx, 1), at(ctx, 2)];
  if (ctx.i === 0 || n1 === undefined || isVowel(n1.p) || n2 === undefined || !isVowel(n2.p) || (n2.stress ?? 0) === 0) return false;
  // One consonant letter or a digraph for one sound (micro-ph-one माइक्रोफ़ोन).
  return /^(?:[^aeiou]|ph|th|sh|ch)$/.test(ctx.spelling?.after ?? '');
}

/** British "broad a" in pass, class, after, dance, transfer: Indian spellings follow it (पासवर्ड). */
function isBroadA(ctx: Context): boolean {
  const [n1, n2, n3] = [at(ctx, 1), at(ctx, 2), at(ctx, 3)];
  const consonantOrEnd = (ph: Phone | undefined): boolean => ph === undefined || !isVowel(ph.p);
  if ((ctx.phones[ctx.i]?.stress ?? 0) === 0) return false;
  // command, demand, plant, grant, branch, bath, path, and class's family (क्लासिक, क्लासिफ़ाइड).
  if (/^class|mand|(?:pl|gr|ch|sl)ant|branch|^bath|^path/.test(ctx.word) && /^(?:N|TH|S)$/.test(n1?.p ?? '')) return true;
  if (n1?.p === 'F') return consonantOrEnd(n2);
  if (n1?.p === 'S') return n2 === undefined ? ctx.word.endsWith('ss') : !isVowel(n2.p);
  return n1?.p === 'N' && n2?.p === 'S' && consonantOrEnd(n3);
}

/** horror, sorry, tomorrow: a doubled r after o is British /ɒ/ (हॉरर, सॉरी, टुमॉरो). */
const isDoubledROfO = (ctx: Context): boolean => ctx.spelling?.letters === 'o' && ctx.spelling.after.startsWith('rr');

function ofAA(ctx: Context): Item[] {
  if (isDoubledROfO(ctx)) return [V('AO')];
  if (at(ctx, 1)?.p === 'R') return [V('AA')];
  // audio, audience: au is ॉ (ऑडियो), as in British English.
  if (ctx.spelling?.letters === 'au') return [V('AO')];
  // -ology: टेक्नोलॉजी, बायोलॉजी (the stressed o before l is ो, the o of -logy ॉ).
  if (ctx.word.endsWith('ology') && at(ctx, 1)?.p === 'L' && at(ctx, 3)?.p === 'JH') return [V('O')];
  // -ography: फ़ोटोग्राफ़ी, जियोग्राफ़ी, बायोग्राफ़ी.
  if (ctx.word.endsWith('ography') && at(ctx, 1)?.p === 'G' && at(ctx, 2)?.p === 'R') return [V('O')];
  const letter = ctx.spelling?.letters[0];
  // watch, wash, want: an a after w is British /ɒ/ (वॉच, वॉश), but not after qu (क्वालिटी) or sw (स्वैप).
  if (letter === 'a' && at(ctx, -1)?.p === 'W' && !/^[KGS]$/.test(at(ctx, -2)?.p ?? '')) return [V('AO')];
  if (letter) return [V(letter === 'o' ? 'AO' : 'AA')];
  return [V(ctx.word.includes('o') || !ctx.word.includes('a') ? 'AO' : 'AA')];
}

function ofAO(ctx: Context): Item[] {
  if (at(ctx, 1)?.p !== 'R') return [V('AO')];
  const letters = ctx.spelling?.letters ?? '';
  // "or" before a consonant keeps ॉ (फ़ॉर्म, ऑर्डर) except the -port family (सपोर्ट, रिपोर्ट) and
  // ou/oa spellings (कोर्स, बोर्ड); an open or final "or" is ो (स्टोर, स्टोरी).
  const open = !closedByR(ctx) || at(ctx, 2) === undefined;
  if (isDoubledROfO(ctx)) return [V('AO')];
  return [V(open || ['ou', 'oa', 'oo'].includes(letters) || ctx.word.includes('port') ? 'O' : 'AO')];
}

function vowelItems(ctx: Context): Item[] {
  const ph = ctx.phones[ctx.i] as Phone;
  const next = at(ctx, 1);
  const stressed = (ph.stress ?? 0) > 0;
  const letter = ctx.spelling?.letters;
  const beforeVowel = next !== undefined && isVowel(next.p);
  switch (ph.p) {
    case 'ER':
      if (!stressed && letter === 'e' && next?.p === 'AH') return [V('EK'), C('R')];
      // corporation, decoration: an unstressed "or" right before the main stress is ो + र (कॉर्पोरेशन).
      if (!stressed && letter === 'o' && next !== undefined && isVowel(next.p) && next.stress === 1) return [V('O'), C('R')];
      // computer, internet: Bengali writes -ার (কম্পিউটার); doctor, motor keep the bare letter.
      return [V(letter?.startsWith('o') ? 'A' : 'AS'), { kind: 'C', p: 'R', fromEr: true, erStressed: stressed }];
    case 'AH':
      if (stressed) return [V('AS')];
      if (ctx.word.endsWith('logy') && next?.p === 'JH' && ctx.i + 3 === ctx.phones.length) return [V('AO')];
      if (ctx.word.endsWith('graphy') && next?.p === 'F' && ctx.i + 3 === ctx.phones.length) return [V('AA')];
      // competition कॉम्पिटिशन: an open e right before the main stress is i.
      if (letter === 'e' && isOpenBeforeStress(ctx) && at(ctx, 2)?.stress === 1) return [V('I')];
      // A final unstressed e is /i/ (the tele- of टेलीविज़न, टेलिफ़ोन); other final schwas are ā (data डेटा).
      if (isLast(ctx)) return [V(/[^e]e$/.test(ctx.word) && ctx.phones.slice(0, ctx.i).some((p) => isVowel(p.p)) ? 'I' : 'AA')];
      // British readings of a spelled magic e: mobile मोबाइल, private प्राइवेट, chocolate चॉकलेट.
      // Only -ile: an unstressed -ine stays short in British English too (engine इंजन, medicine).
      if (letter === 'i' && ctx.spelling?.magicE && ctx.word.endsWith('ile')) return [V('AA'), V('I')];
      if (letter === 'a' && ctx.spelling?.magicE) return [V('E')];
      // signature, temperature, literature: an a before -ture is े (सिग्नेचर, टेम्परेचर).
      if (letter === 'a' && next?.p === 'CH' && at(ctx, 2)?.p === 'ER' && ctx.i + 3 === ctx.phones.length) return [V('E')];
      // privacy, pharmacy, democracy: the suffix -acy is -एसी (प्राइवेसी, फ़ार्मेसी, डेमोक्रेसी).
      if (letter === 'a' && ctx.word.endsWith('acy') && next?.p === 'S' && ctx.i + 3 === ctx.phones.length) return [V('EW')];
      // available, vegetable, comfortable: the suffix -able is -एबल (अवेलेबल, वेजिटेबल, पोर्टेबल).
      if (
        (letter ?? 'a') === 'a' &&
        /ables?$/.test(ctx.word) &&
        next?.p === 'B' &&
        at(ctx, 2)?.p === 'AH' &&
        at(ctx, 3)?.p === 'L' &&
        !ctx.phones.slice(ctx.i + 4).some((p) => isVowel(p.p))
      )
        return [V('EW')];
      // capsule कैप्सूल, module मॉड्यूल: a magic-e u is long, as in British English.
      if (letter === 'u' && ctx.spelling?.magicE) return [V('UU')];
      // centimeter, millimetre: the linking i of a metric unit is long (सेंटीमीटर, मिलीमीटर).
      if (letter === 'i' && /imet(?:er|re)s?$/.test(ctx.word) && next?.p === 'M' && at(ctx, 2)?.p === 'IY') return [V('II')];
      if (letter === 'i') return [V(isOpenBeforeMainStress(ctx) ? 'IO' : 'I')];
      // ambulance, regular: an unstressed u after /j/ keeps its u (एम्बुलेंस, রেগুলার), not a schwa.
      if (letter === 'u' && ctx.phones[ctx.i - 1]?.p === 'Y' && ctx.i > 1) return [V('U')];
      // police पोलीस, position पोज़िशन: an open unstressed syllable spelt o keeps its o, and so does one
      // right after the stress (colony कॉलोनी, melody मेलोडी).
      if (letter === 'o' && (isOpenBeforeStress(ctx) || isOpenAfterStress(ctx))) return [V('O')];
      if (letter === 'e' && next?.p === 'M' && ctx.i + 2 === ctx.phones.length) return [V('EK')];
      return [V(writtenE(ctx) ?? 'A')];
    case 'IH':
    case 'IY':
      if (closedByR(ctx)) return [V('I'), C('Y'), V('A')];
      if (beforeVowel && GLIDE_TARGETS.has(next.p)) return [V('I'), C('Y')];
      if (ph.p === 'IH' && !stressed && writtenE(ctx)) return [V(writtenE(ctx) ?? 'E')];
      // exchange, express, explain: an initial ex- is एक्स-, एग्ज़- (but election इलेक्शन).
      if (ctx.i === 0 && letter === 'e' && /^[KG]$/.test(next?.p ?? '') && /^[SZ]$/.test(at(ctx, 2)?.p ?? '')) return [V('ES')];
      if (ph.p === 'IH' && !stressed && letter === 'e' && !ctx.word.startsWith('re') && !ctx.phones.slice(0, ctx.i).some((p) => isVowel(p.p))) return [V('IE')];
      // direction: a -tion or -sion read with /ɪ/ is still written -शन.
      if (ph.p === 'IH' && !stressed && letter === 'io' && /[st]ion$/.test(ctx.word)) return [V('A')];
      // hero, serial, period, material: a stressed /ɪ/ spelt e before r and a vowel is long, as in
      // British /ɪə/ (हीरो, सीरियल, पीरियड, मटीरियल); spelt i it stays short (मिरर, स्पिरिट).
      if (
        ph.p === 'IH' &&
        stressed &&
        next?.p === 'R' &&
        at(ctx, 2) !== undefined &&
        isVowel(at(ctx, 2)?.p ?? '') &&
        (letter === undefined ? /er[iy]/.test(ctx.word) : letter.startsWith('e'))
      )
        return [V('II')];
      if (ph.p === 'IH') return [V(!stressed && isOpenBeforeMainStress(ctx) ? 'IO' : 'I')];
      return [V(!stressed && ctx.i > 0 && !isLast(ctx) ? 'IL' : 'II')];
    case 'EH':
      // engine, engineer: Indian English says in- (इंजन, ইঞ্জিন, ଇଞ୍ଜିନ).
      if (ctx.i === 0 && next?.p === 'N' && at(ctx, 2)?.p === 'JH') return [V('I')];
      return closedByR(ctx) ? [V('E'), C('Y'), V('A')] : [V('ES')];
    case 'EY':
      return next?.p === 'ER' || next?.p === 'AH' ? [V('E'), C('Y')] : [V('E')];
    case 'AE':
      // transport, transfer, translate: trans- is ट्रांस- whatever the stress.
      if (ctx.i === 2 && ctx.word.startsWith('trans')) return [V('AA')];
      // program, diagram, kilogram: -gram is -ग्राम.
      if (/grams?$/.test(ctx.word) && at(ctx, -1)?.p === 'R' && at(ctx, 1)?.p === 'M') return [V('AA')];
      return [V(isBroadA(ctx) ? 'AA' : 'AE')];
    case 'AA':
      return ofAA(ctx);
    case 'AO':
      return ofAO(ctx);
    case 'AW':
      return beforeVowel ? [V('AA'), C('V')] : [V('AA'), V('U')];
    case 'AY':
      if (isLast(ctx)) return [V('AA'), V('II')];
      return beforeVowel ? [V('AA'), C('Y')] : [V('AA'), V('I')];
    case 'OY': {
      const glide = isLast(ctx) || beforeVowel || (at(ctx, 2) !== undefined && isVowel(at(ctx, 2)?.p ?? ''));
      return glide ? [V('AO'), C('Y')] : [V('AO'), V('I')];
    }
    case 'OW':
      return [V('O')];
    case 'UH':
      // cure, pure, secure, insurance: British /jɔː/ gives क्योर, सिक्योरिटी, इंश्योरेंस.
      if (next?.p === 'R' && ctx.phones[ctx.i - 1]?.p === 'Y') return [V('YO')];
      if (next?.p === 'R' && ctx.phones[ctx.i - 1]?.p === 'SH') return [C('Y'), V('YO')];
      // tourist टूरिस्ट, Europe यूरोप, jury जूरी: a stressed u before r and a vowel is long.
      if (stressed && next?.p === 'R' && at(ctx, 2) !== undefined && isVowel(at(ctx, 2)?.p ?? '')) return [V('UU')];
      return closedByR(ctx) && at(ctx, 2) === undefined ? [V('UU')] : [V('U')];
    default:
      // super-: सुपर, सुपरमार्केट, सुपरवाइज़र.
      if (ph.p === 'UW' && ctx.word.startsWith('super') && ctx.i === 1) return [V('U')];
      // situation सिचुएशन, manual मैनुअल, education एजुकेशन: an unstressed u inside a word is short.
      return [V(ph.p === 'UW' && !stressed && ctx.i > 0 && ctx.phones.slice(ctx.i + 1).some((p) => isVowel(p.p)) ? 'U' : 'UU')];
  }
}

/** "science", "diet": the schwa after /aɪ/ is swallowed by the diphthong (साइंस, डाइट). */
function swallowsSchwa(phones: readonly Phone[], i: number): boolean {
  const next = phones[i + 1];
  const after = phones[i + 2];
  // Before one consonant and a vowel the diphthong glides into the next syllable instead (violin
  // वायलिन, diamond डायमंड, dialogue डायलॉग).
  const thenVowel = phones[i + 3] !== undefined && isVowel(phones[i + 3]?.p ?? '');
  return next?.p === 'AH' && next.stress === 0 && after !== undefined && !isVowel(after.p) && !thenVowel;
}

/** Turns a pronunciation into consonant and vowel items with the Indian-English vowel choices made. */
export function phonesToItems(word: string, phones: readonly Phone[]): Item[] {
  const vowelIndexes = phones.flatMap((ph, i) => (isVowel(ph.p) ? [i] : []));
  const spellings = alignVowels(word, vowelIndexes.length);
  const spelled = vowelGroups(word).length + (hasInnerSilentE(word) ? 1 : 0);
  const loose = spelled > vowelIndexes.length ? droppedVowelPairs(word, phones) : new Set<number>();
  const items: Item[] = [];
  for (let i = 0; i < phones.length; i++) {
    const ph = phones[i] as Phone;
    if (!isVowel(ph.p)) {
      if (isSwallowedYod(phones, i, spellings[vowelIndexes.indexOf(i + 1)])) continue;
      if (isSpelledIGlide(phones, i, spellings[vowelIndexes.indexOf(i + 1)])) items.push(V('I'));
      const p = isPluralS(word, phones, i) ? 'S' : ph.p;
      items.push(loose.has(i) || isPrefixN(word, phones, i) ? { kind: 'C', p, loose: true } : C(p));
      if (hasBritishYod(phones, i, spellings[vowelIndexes.indexOf(i + 1)])) items.push(C('Y'));
      // /ŋ/ is written ं followed by ग unless a k or g already follows (बैंक, but सेटिंग, सिंगर).
      const next = phones[i + 1]?.p;
      if (ph.p === 'NG' && next !== 'K' && next !== 'G') items.push(C('G'));
      continue;
    }
    if (ph.p === 'AY' && swallowsSchwa(phones, i)) {
      items.push(V('AA'), V('I'));
      i++;
      continue;
    }
    items.push(...vowelItems({ word, phones, i, spelling: spellings[vowelIndexes.indexOf(i)] }));
  }
  return items;
}
