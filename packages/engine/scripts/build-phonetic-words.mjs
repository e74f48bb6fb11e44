// Rebuilds data/phonetic-words/<lang>.txt.gz from Debian's aspell dictionaries (GPL-2+, see the README
// beside the data): `apt-get install aspell aspell-hi aspell-mr aspell-bn aspell-ta aspell-te`, then
// `node packages/engine/scripts/build-phonetic-words.mjs`. One NFC word a line, sorted, gzipped; words
// longer than MAX_LETTERS code points are left out (typed words are short; it halves the size).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const MAX_LETTERS = 10;
const SCRIPTS = { hi: /^[\u0900-\u097F]+$/u, mr: /^[\u0900-\u097F]+$/u, bn: /^[\u0980-\u09FF]+$/u, ta: /^[\u0B80-\u0BFF]+$/u, te: /^[\u0C00-\u0C7F]+$/u };

for (const [lang, script] of Object.entries(SCRIPTS)) {
  const dump = execFileSync('aspell', ['-d', lang, 'dump', 'master'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  const words = [...new Set(dump.split('\n').map((w) => w.trim().normalize('NFC')))]
    // The Telugu dump holds stray vowel signs and fragments: a word starts with a letter.
    .filter((w) => script.test(w) && !/^\p{M}/u.test(w) && [...w].length <= MAX_LETTERS)
    .sort();
  const gz = gzipSync(`${words.join('\n')}\n`, { level: 9 });
  writeFileSync(new URL(`../data/phonetic-words/${lang}.txt.gz`, import.meta.url), gz);
  console.log(`${lang}: ${words.length} words, ${gz.length} bytes`);
}
