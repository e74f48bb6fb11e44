/**
 * Telling languages apart where the script does not: romanised Hindi typed in Latin letters
 * ("Aapka order ship ho gaya hai"), Marathi and Hindi (both Devanagari), Assamese and Bengali (both
 * Bengali script). Word lists of the commonest function words decide; a short text without any of
 * them stays undecided rather than guessed.
 */
const ROMANISED_HINDI = new Set(
  'hai hain ho hoga hogi gaya gayi gaye kya kyun kaise kahan nahi nahin aap aapka aapki aapke mera meri mere tera tumhara hum hamara main mein ka ki ke ko se par aur bhi kar karo karein kijiye karna raha rahi rahe tha thi the yeh ye woh wo kuch sab abhi jaldi accha theek dhanyavaad shukriya'.split(
    ' ',
  ),
);
/** Words that are also ordinary English words, so they count only next to unambiguous ones. */
const ALSO_ENGLISH = new Set(['main', 'par', 'the', 'ho', 'ye', 'hum', 'sab', 'ko', 'to', 'me', 'raha']);

export const ROMANISED_HINDI_WORDS: readonly string[] = [...ROMANISED_HINDI].filter((w) => !ALSO_ENGLISH.has(w));

/** True when Latin-letter text reads as Hindi: at least two of its words, a quarter of them, are
 * Hindi function words, one of them not also an English word. */
export function looksRomanisedHindi(text: string): boolean {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  if (words.length < 2) return false;
  const hindi = words.filter((w) => ROMANISED_HINDI.has(w));
  const unambiguous = hindi.filter((w) => !ALSO_ENGLISH.has(w));
  return hindi.length >= 2 && unambiguous.length >= 1 && hindi.length * 4 >= words.length;
}

const MARATHI_WORDS = new Set('आहे आहेत आणि नाही होते होता होती आम्ही तुम्ही तुमचा तुमची तुमचे आपला आपली माझा माझी मध्ये साठी करा केले झाले येथे कृपया'.split(' '));
const HINDI_WORDS = new Set('है हैं और नहीं था थी थे हम आप आपका आपकी आपके मेरा में के की को से लिए करें किया गया गई यहाँ कृपया'.split(' '));
const ASSAMESE_WORDS = new Set('আৰু নাই কৰক কৰা হয় আপোনাৰ মোৰ এই সেই কৰিব পাৰে'.split(' '));
const BENGALI_WORDS = new Set('এবং না করুন করা হয় আপনার আমার এই সেই করতে পারেন'.split(' '));

function count(words: readonly string[], list: ReadonlySet<string>): number {
  return words.filter((w) => list.has(w)).length;
}

/**
 * For Devanagari or Bengali-script text, which of the two languages sharing the script it reads as:
 * 'mr' or 'hi', 'as' or 'bn', or undefined when it cannot tell. Assamese also has letters of its
 * own (ৰ ৱ) that Bengali never uses; Marathi uses ळ, which Hindi does not.
 */
export function sharedScriptLanguage(text: string): 'hi' | 'mr' | 'bn' | 'as' | undefined {
  const words = text.match(/[\p{L}\p{M}]+/gu) ?? [];
  if (/[\u0900-\u097F]/u.test(text)) {
    const mr = count(words, MARATHI_WORDS) + (/ळ/u.test(text) ? 1 : 0);
    const hi = count(words, HINDI_WORDS);
    if (mr === hi) return undefined;
    return mr > hi ? 'mr' : 'hi';
  }
  if (/[\u0980-\u09FF]/u.test(text)) {
    const as = count(words, ASSAMESE_WORDS) + (/[ৰৱ]/u.test(text) ? 2 : 0);
    const bn = count(words, BENGALI_WORDS);
    if (as === bn) return undefined;
    return as > bn ? 'as' : 'bn';
  }
  return undefined;
}
