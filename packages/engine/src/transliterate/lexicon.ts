import { gunzipSync, strFromU8 } from 'fflate';

/**
 * A language's spelling dictionary, as a set of NFC words: membership says a candidate spelling is a
 * real word. The lists ship in packages/engine/data/phonetic-words/ (README there: aspell's
 * dictionaries, GPL-2+); the server reads a file the first time a language is typed and hands the set
 * in (the engine does no I/O, and the browser snippet never loads one).
 */
export type Lexicon = ReadonlySet<string>;

/** Languages with a shipped word list (data/phonetic-words/<lang>.txt.gz). */
export const LEXICON_LANGUAGES = ['hi', 'mr', 'bn', 'ta', 'te'] as const;

export const hasLexiconFile = (lang: string): boolean => (LEXICON_LANGUAGES as readonly string[]).includes(lang);

/** One gzipped file, one word a line, into a set. */
export function parseLexicon(gzipped: Uint8Array): Lexicon {
  const words = strFromU8(gunzipSync(gzipped)).split('\n');
  return new Set(words.filter(Boolean).map((w) => w.normalize('NFC')));
}
