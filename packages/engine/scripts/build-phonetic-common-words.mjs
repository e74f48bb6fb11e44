// Rebuilds data/phonetic-words/<lang>.common.txt.gz from Debian's tesseract language data (Apache-2.0,
// see the README beside the data): `apt-get install tesseract-ocr tesseract-ocr-hin tesseract-ocr-mar
// tesseract-ocr-ben tesseract-ocr-tam tesseract-ocr-tel`, then
// `node packages/engine/scripts/build-phonetic-common-words.mjs`. Each traineddata file holds a word
// list (a DAWG) that tesseract's authors drew from words in common use on the web; it carries no
// frequencies, only membership. Same format as build-phonetic-words.mjs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const MAX_LETTERS = 10;
const TESSDATA = '/usr/share/tesseract-ocr/5/tessdata';
const LANGUAGES = {
  hi: ['hin', /^[\u0900-\u097F]+$/u],
  mr: ['mar', /^[\u0900-\u097F]+$/u],
  bn: ['ben', /^[\u0980-\u09FF]+$/u],
  ta: ['tam', /^[\u0B80-\u0BFF]+$/u],
  te: ['tel', /^[\u0C00-\u0C7F]+$/u],
};

for (const [lang, [code, script]] of Object.entries(LANGUAGES)) {
  const dir = mkdtempSync(join(tmpdir(), `tess-${code}-`));
  execFileSync('combine_tessdata', ['-u', `${TESSDATA}/${code}.traineddata`, `${dir}/${code}.`], { stdio: 'ignore' });
  execFileSync('dawg2wordlist', [`${dir}/${code}.lstm-unicharset`, `${dir}/${code}.lstm-word-dawg`, `${dir}/words.txt`], { stdio: 'ignore' });
  const listed = readFileSync(`${dir}/words.txt`, 'utf8').split('\n');
  // The Tamil list ends words in a virama with a ZWNJ, which no typed spelling carries.
  const words = [
    ...new Set(
      listed.map((w) =>
        w
          .replace(/[\u200c\u200d]/g, '')
          .trim()
          .normalize('NFC'),
      ),
    ),
  ]
    .filter((w) => script.test(w) && !/^\p{M}/u.test(w) && [...w].length <= MAX_LETTERS)
    .sort();
  const gz = gzipSync(`${words.join('\n')}\n`, { level: 9 });
  writeFileSync(new URL(`../data/phonetic-words/${lang}.common.txt.gz`, import.meta.url), gz);
  console.log(`${lang}: ${words.length} words, ${gz.length} bytes`);
}
