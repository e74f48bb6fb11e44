import { gunzipSync, strFromU8 } from 'fflate';

/**
 * A language's spelling dictionary, as a set of NFC words: membership says a candidate spelling is a
 * real word. The lists ship in packages/engine/data/phonetic-words/ (README there: aspell's
 * dictionaries, GPL-2+); the server reads a file the first time a language is typed and hands the set
 * in (the engine does no I/O, and the browser snippet never loads one).
 */
export interface Lexicon extends ReadonlySet<string> {
  /** Words also found in a list of words in common use (data/phonetic-words/<lang>.common.txt.gz,
   * tesseract's word lists): among dictionary spellings of one typed word, these win. */
  readonly common?: ReadonlySet<string>;
  /** How often each word occurs in running text (data/phonetic-words/<lang>.seen.txt.gz): a word seen
   * in text counts as a dictionary word (Marathi's aspell list lacks घर and हो), and among listed
   * spellings of one typed word one seen in text wins, the more often seen first. */
  readonly seen?: ReadonlyMap<string, number>;
}

/** Languages with a shipped word list (data/phonetic-words/<lang>.txt.gz). */
export const LEXICON_LANGUAGES = ['hi', 'mr', 'bn', 'ta', 'te'] as const;

export const hasLexiconFile = (lang: string): boolean => (LEXICON_LANGUAGES as readonly string[]).includes(lang);

const wordsOf = (gzipped: Uint8Array): Set<string> =>
  new Set(
    strFromU8(gunzipSync(gzipped))
      .split('\n')
      .filter(Boolean)
      .map((w) => w.normalize('NFC')),
  );

/** Lines of "word<TAB>count", gzipped. */
const countsOf = (gzipped: Uint8Array): Map<string, number> =>
  new Map(
    strFromU8(gunzipSync(gzipped))
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [word = '', count = '1'] = line.split('\t');
        return [word.normalize('NFC'), Number(count) || 1] as const;
      }),
  );

/** The dictionary file and, when given, the common-use file (each gzipped, one word a line) and the
 * counts of words seen in running text. */
export function parseLexicon(gzipped: Uint8Array, commonGzipped?: Uint8Array, seenGzipped?: Uint8Array): Lexicon {
  const words: Set<string> & { common?: ReadonlySet<string>; seen?: ReadonlyMap<string, number> } = wordsOf(gzipped);
  if (commonGzipped) words.common = wordsOf(commonGzipped);
  if (seenGzipped) words.seen = countsOf(seenGzipped);
  return words;
}
