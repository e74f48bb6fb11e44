/**
 * The lenient romanisation used for phonetic typing ("Hinglish"), turned into ITRANS, which
 * Sanscript understands. People type Indian words in lower case without diacritics, so:
 * - a word in lower case, Capitalised or ALL CAPS is read case-insensitively; a word with capitals
 *   inside (rAma, TamaaTar) is taken as strict ITRANS, where A = आ, T = ट, D = ड, N = ण, Sh = ष...
 * - aa ee/ii oo/uu ai au are the long vowels and diphthongs; a final a is आ and a final i is ई, as in
 *   every Hindi input method (mera मेरा, kya क्या, hindi हिंदी);
 * - n before t, d, s, j, z, ch, sh and g is the anusvara (sundar सुंदर, ganga गंगा); before k too,
 *   except before the postpositions -ka/-ke/-ki, where the n keeps its vowel (unka उनका);
 * - kh gh ch chh jh th dh ph bh are aspirates (th, dh dental), sh is श, ksh क्ष, cch च्छ,
 *   c alone k, w and v व, f फ़, z ज़, q क़.
 */
export function hinglishToItrans(word: string): string {
  const hasInnerCapital = /[A-Z]/.test(word.slice(1)) && word !== word.toUpperCase();
  if (hasInnerCapital) return word;
  return word
    .toLowerCase()
    .replace(/ksh/g, 'kSh')
    .replace(/cch/g, 'chCh')
    .replace(/c(?!h)/g, 'k')
    .replace(/n(?=[tdsjzg]|ch)/g, 'M')
    .replace(/n(?=k[aei]$)/, 'na')
    .replace(/n(?=kh?)/g, 'M')
    .replace(/(?<=[^aeiou])a$/, 'A')
    .replace(/(?<=[^aeiou])i$/, 'I');
}
