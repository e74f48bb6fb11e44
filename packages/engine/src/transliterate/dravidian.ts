import { CONSONANT, MATRA, SILENT } from './markers.ts';

/**
 * Loanword habits of Tamil, Telugu, Kannada and Malayalam, applied to canonical Devanagari before
 * conversion:
 * - the diphthongs of mobile and account are their own vowel signs (మొబైల్, ಅಕೌಂಟ್, മൊബൈൽ);
 *   Tamil writes "ow" as அவு (டவுன்லோட்);
 * - English sh is ष (ஸ்டேஷன், స్టేషన్), not the Sanskrit palatal श;
 * - Tamil and Malayalam double a voiceless stop between vowels (கம்ப்யூட்டர், ടിക്കറ്റ്), Malayalam
 *   also at the end of a word (ആപ്പ്), and Malayalam writes a non-initial English t as റ്റ.
 */
const re = (source: string, flags = 'g'): RegExp => new RegExp(source, flags);

export function preDravidian(s: string, lang: string, isEnglish: boolean): string {
  let out = s.replace(/आइ|आई/g, 'ऐ').replace(/ा[इई]/g, 'ै');
  out = lang === 'ta' ? out.replace(/आउ/g, 'अवु').replace(/ाउ/g, 'वु') : out.replace(/आउ/g, 'औ').replace(/ाउ/g, 'ौ');
  // Kannada keeps ಶ except in -tion (ಶಾಪ್, ಕ್ಯಾಶ್, ಸ್ಟೇಷನ್).
  if (isEnglish) out = lang === 'kn' ? out.replace(re(`श(?=न${SILENT}?$)`), 'ष') : out.replace(/श/g, 'ष');
  if (isEnglish && (lang === 'ta' || lang === 'ml')) out = geminate(out, lang === 'ml');
  return out;
}

/** A vowel-bearing position just before: a vowel sign, an independent vowel, or a consonant with its
 * inherent vowel (a consonant directly followed by another one). */
const AFTER_VOWEL = `(?<=${MATRA}|[\\u0905-\\u0914]|${CONSONANT})`;

function geminate(s: string, isMalayalam: boolean): string {
  // k after r doubles too (மார்க்கெட், മാർക്കറ്റ്); Malayalam t after a front or long a vowel is റ്റ (ഹോസ്പിറ്റൽ, ബാറ്ററി).
  let out = s.replace(re(`(?<=र्)क(?=${MATRA}|${CONSONANT})`), 'क्क');
  if (isMalayalam) out = out.replace(re(`(?<=र्)क(?=${SILENT}$)`), 'क्क').replace(re(`(?<=[ािीेॆैॅ])ट(?=${MATRA}|${CONSONANT})`), 'ऱ्ऱ');
  out = out.replace(re(`${AFTER_VOWEL}([कपचट])(?=${MATRA}|${CONSONANT})`), '$1्$1');
  if (!isMalayalam) return out;
  out = out.replace(re(`${AFTER_VOWEL}([कपच])${SILENT}$`, ''), `$1्$1${SILENT}`);
  // Malayalam t: ട്ട between vowels stays (കമ്പ്യൂട്ടർ); elsewhere after a vowel or s it is റ്റ.
  return out.replace(re(`${AFTER_VOWEL}(?<![ुू])ट(?=${SILENT}|$)`), 'ऱ्ऱ').replace(/स्ट(?!्)/g, 'स्ऱ्ऱ');
}
