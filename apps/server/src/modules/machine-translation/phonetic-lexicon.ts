import { hasLexiconFile, parseLexicon, type Lexicon } from '@lipi/engine/transliterate';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runtimePaths } from '../../lib/runtime-paths.ts';

/**
 * The phonetic-typing dictionaries and common-use lists (packages/engine/data/phonetic-words, ~0.3 and
 * ~0.5 MB gzipped each), read the first time a language is typed and kept for the process: most
 * servers only ever see a few languages. A missing or unreadable file ranks without a dictionary rather than failing the call.
 */
const loading = new Map<string, Promise<Lexicon | undefined>>();

export function loadPhoneticLexicon(lang: string): Promise<Lexicon | undefined> {
  if (!hasLexiconFile(lang)) return Promise.resolve(undefined);
  let pending = loading.get(lang);
  if (!pending) {
    const read = (name: string): Promise<Buffer> => readFile(join(runtimePaths.phoneticWords, name));
    // The common-use list only sharpens the ranking: without it the dictionary ranks alone.
    pending = Promise.all([read(`${lang}.txt.gz`), read(`${lang}.common.txt.gz`).catch(() => undefined)]).then(
      ([file, common]) => parseLexicon(file, common),
      () => undefined,
    );
    loading.set(lang, pending);
  }
  return pending;
}
