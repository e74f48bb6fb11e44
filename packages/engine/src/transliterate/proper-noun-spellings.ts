import { SILENT } from './markers.ts';
import { PROPER_NOUNS } from './proper-nouns.ts';
import { canonicalToTarget } from './to-script.ts';

/** Names whose spelling in a language is not the letter-for-letter conversion of the Hindi one. */
const NATIVE: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  bn: {
    mumbai: 'মুম্বই',
    delhi: 'দিল্লি',
    kolkata: 'কলকাতা',
    chennai: 'চেন্নাই',
    bengaluru: 'বেঙ্গালুরু',
    hyderabad: 'হায়দরাবাদ',
    lucknow: 'লখনউ',
    odisha: 'ওড়িশা',
    tamil: 'তামিল',
    nadu: 'নাড়ু',
    telangana: 'তেলঙ্গানা',
    guwahati: 'গুয়াহাটি',
    agra: 'আগ্রা',
    ranchi: 'রাঁচি',
    jharkhand: 'ঝাড়খণ্ড',
    goa: 'গোয়া',
    singh: 'সিং',
    banerjee: 'ব্যানার্জি',
    chatterjee: 'চ্যাটার্জি',
    mukherjee: 'মুখার্জি',
    pune: 'পুনে',
    ahmedabad: 'আহমেদাবাদ',
    gupta: 'গুপ্ত',
    reddy: 'রেড্ডি',
    nair: 'নায়ার',
  },
  ta: {
    mumbai: 'மும்பை',
    delhi: 'டெல்லி',
    kolkata: 'கொல்கத்தா',
    chennai: 'சென்னை',
    bengaluru: 'பெங்களூரு',
    bangalore: 'பெங்களூர்',
    hyderabad: 'ஹைதராபாத்',
    madurai: 'மதுரை',
    kochi: 'கொச்சி',
    mysuru: 'மைசூரு',
    pune: 'புனே',
    tamil: 'தமிழ்',
    nadu: 'நாடு',
    kerala: 'கேரளா',
    karnataka: 'கர்நாடகா',
    gujarat: 'குஜராத்',
    punjab: 'பஞ்சாப்',
    maharashtra: 'மகாராஷ்டிரா',
    telangana: 'தெலங்கானா',
    bihar: 'பீகார்',
    odisha: 'ஒடிசா',
    rahul: 'ராகுல்',
    priya: 'பிரியா',
    lakshmi: 'லட்சுமி',
    sharma: 'சர்மா',
    singh: 'சிங்',
    reddy: 'ரெட்டி',
    iyer: 'ஐயர்',
    mohan: 'மோகன்',
    sachin: 'சச்சின்',
    mahesh: 'மகேஷ்',
    lucknow: 'லக்னோ',
    ahmedabad: 'அகமதாபாத்',
  },
  te: {
    mumbai: 'ముంబై',
    delhi: 'ఢిల్లీ',
    kolkata: 'కోల్‌కతా',
    chennai: 'చెన్నై',
    bengaluru: 'బెంగళూరు',
    pune: 'పుణె',
    telangana: 'తెలంగాణ',
    tamil: 'తమిళ',
    kerala: 'కేరళ',
    karnataka: 'కర్ణాటక',
    reddy: 'రెడ్డి',
    rao: 'రావు',
    singh: 'సింగ్',
    sharma: 'శర్మ',
    lakshmi: 'లక్ష్మి',
    lucknow: 'లక్నో',
    ahmedabad: 'అహ్మదాబాద్',
    kochi: 'కొచ్చి',
  },
  kn: {
    bengaluru: 'ಬೆಂಗಳೂರು',
    mysuru: 'ಮೈಸೂರು',
    mumbai: 'ಮುಂಬೈ',
    delhi: 'ದೆಹಲಿ',
    chennai: 'ಚೆನ್ನೈ',
    kolkata: 'ಕೋಲ್ಕತ್ತಾ',
    kerala: 'ಕೇರಳ',
    tamil: 'ತಮಿಳು',
    pune: 'ಪುಣೆ',
    singh: 'ಸಿಂಗ್',
    reddy: 'ರೆಡ್ಡಿ',
    lucknow: 'ಲಕ್ನೋ',
    kochi: 'ಕೊಚ್ಚಿ',
  },
  ml: {
    kochi: 'കൊച്ചി',
    mumbai: 'മുംബൈ',
    delhi: 'ഡൽഹി',
    chennai: 'ചെന്നൈ',
    bengaluru: 'ബെംഗളൂരു',
    kerala: 'കേരളം',
    tamil: 'തമിഴ്',
    nadu: 'നാട്',
    karnataka: 'കർണാടക',
    kolkata: 'കൊൽക്കത്ത',
    pune: 'പുണെ',
    singh: 'സിങ്',
    arun: 'അരുൺ',
    reddy: 'റെഡ്ഡി',
    lucknow: 'ലഖ്നൗ',
    ahmedabad: 'അഹമ്മദാബാദ്',
  },
  pa: {
    singh: 'ਸਿੰਘ',
    amritsar: 'ਅੰਮ੍ਰਿਤਸਰ',
    ludhiana: 'ਲੁਧਿਆਣਾ',
    chandigarh: 'ਚੰਡੀਗੜ੍ਹ',
    haryana: 'ਹਰਿਆਣਾ',
    chennai: 'ਚੇਨਈ',
    kochi: 'ਕੋਚੀ',
  },
  gu: { ahmedabad: 'અમદાવાદ', surat: 'સુરત', delhi: 'દિલ્હી', mehta: 'મહેતા' },
  mr: { bengaluru: 'बंगळुरू', kerala: 'केरळ', tamil: 'तमिळ', nadu: 'नाडू' },
};

type Rule = readonly [RegExp, string];
const re = (source: string, flags = 'g'): RegExp => new RegExp(source, flags);

/** Habits for Indian names: a final consonant is silent (राहुल → రాహుల్); the final ई of मुंबई is the
 * ai diphthong in the South; Tamil, Telugu and Malayalam write the final sh of names as ஷ ష ഷ
 * (சுரேஷ், సురేష్), and -pur as -ப்பூர் -పూర్ (నాగ్‌పూర్); Tamil writes s as ச (சுரேஷ், சச்சின்);
 * Malayalam names end in a short a or i (പ്രിയ, ലക്ഷ്മി); Marathi -pur is -पूर (नागपूर). */
const AI: Rule = [/(?<=[क-ह])ई$/, 'ै'];
const SH: Rule = [re(`श${SILENT}$`), `ष${SILENT}`];
const PUR: Rule = [re(`([क-ह])पुर${SILENT}$`), `$1्पूर${SILENT}`];
const NAME_RULES: Readonly<Record<string, readonly Rule[]>> = {
  ta: [AI, SH, PUR, [/स(?!्)/g, 'च']],
  te: [AI, SH, PUR],
  kn: [AI],
  ml: [AI, SH, PUR, [/(?<=[क-ह])ा$/, ''], [/(?<=[क-ह])ी$/, 'ि']],
  mr: [[re(`पुर${SILENT}$`), `पूर${SILENT}`]],
};

/** Sanskrit names whose final a is written in the South (కర్ణాటక, ఉత్తర, మేఘాలయ). */
const KEEPS_FINAL_VOWEL = new Set(['karnataka', 'uttar', 'meghalaya', 'madhya']);

/** The native spelling of a common Indian proper noun in `lang`, or undefined when it is not listed. */
export function properNounIn(word: string, lang: string): string | undefined {
  const key = word.toLowerCase();
  const hindi = PROPER_NOUNS[key]?.normalize('NFC');
  if (hindi === undefined) return undefined;
  const native = NATIVE[lang]?.[key];
  if (native !== undefined) return native;
  // A final consonant after a vowel is silent; one closing a conjunct (महाराष्ट्र) keeps its vowel.
  const silent = KEEPS_FINAL_VOWEL.has(key) ? hindi : hindi.replace(/(?<!्)([क-ह]\u093C?)$/, `$1${SILENT}`);
  const canonical = (NAME_RULES[lang] ?? []).reduce((s, [from, to]) => s.replace(from, to), silent);
  return canonicalToTarget(canonical, lang, 'indic');
}
