import { hasLexiconFile, parseLexicon, type Lexicon } from '@lipi/engine/transliterate';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runtimePaths } from '../../lib/runtime-paths.ts';

/**
 * The phonetic-typing dictionaries, common-use lists and counts of words seen in text
 * (packages/engine/data/phonetic-words, ~0.3, ~0.5 and ~0.05 MB gzipped each), read the first time a language is typed and kept for the process: most
 * servers only ever see a few languages. A missing or unreadable file ranks without a dictionary rather than failing the call.
 */
const loading = new Map<string, Promise<Lexicon | undefined>>();

export function loadPhoneticLexicon(lang: string): Promise<Lexicon | undefined> {
  if (!hasLexiconFile(lang)) return Promise.resolve(undefined);
  let pending = loading.get(lang);
  if (!pending) {
    const read = (name: string): Promise<Buffer> => readFile(join(runtimePaths.phoneticWords, name));
    // The common-use list and the counts seen in running text only sharpen the ranking: without them
    // the dictionary ranks alone.
    const optional = (name: string): Promise<Buffer | undefined> => read(name).catch(() => undefined);
    pending = Promise.all([read(`${lang}.txt.gz`), optional(`${lang}.common.txt.gz`), optional(`${lang}.seen.txt.gz`)]).then(
      ([file, common, seen]) => parseLexicon(file, common, seen),
      () => undefined,
    );
    loading.set(lang, pending);
  }
  return pending;
}
