// Rebuilds data/phonetic-words/<lang>.seen.txt.gz: how often each word occurs in running text, counted
// in the translations of LibreOffice and Firefox that Debian ships (MPL-2.0, see the README beside the
// data). Needs gettext (msgunfmt) and unzip; run from an empty folder:
// `apt-get download libreoffice-l10n-{mr,te} firefox-esr-l10n-{mr,te}`, then
// `node <repo>/packages/engine/scripts/build-phonetic-seen-words.mjs`. Only the translated strings are
// read (msgstr, Fluent/properties/DTD values), so English source text never counts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const MAX_LETTERS = 12;
// Only Marathi and Telugu: on the development sets the counts helped those two and cost Bengali words
// (interface words such as সকল, মান beat everyday সকাল, মন) and changed nothing for Hindi and Tamil.
const LANGUAGES = {
  mr: ['mr', 'mr', /[\u0900-\u097F]+/gu],
  te: ['te', 'te', /[\u0C00-\u0C7F]+/gu],
};

// Regular files only (the packages hold symlinks into other packages).
const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.isFile() ? [path] : [];
  });

function translatedText(deb, dir) {
  execFileSync('dpkg-deb', ['-x', deb, dir]);
  let text = '';
  for (const file of filesUnder(dir)) {
    if (file.endsWith('.mo')) {
      const po = execFileSync('msgunfmt', [file], { encoding: 'utf8', maxBuffer: 1 << 28 });
      text += po
        .split('\n')
        .filter((line) => /^(msgstr|")/.test(line))
        .join('\n');
    } else if (file.endsWith('.xpi')) {
      const unpacked = mkdtempSync(join(tmpdir(), 'xpi-'));
      execFileSync('unzip', ['-q', '-o', file, '-d', unpacked]);
      for (const inner of filesUnder(unpacked)) if (/\.(ftl|properties|dtd)$/.test(inner)) text += readFileSync(inner, 'utf8');
    }
  }
  return text;
}

const debs = readdirSync('.').filter((name) => name.endsWith('.deb'));
for (const [lang, [office, firefox, script]] of Object.entries(LANGUAGES)) {
  const mine = debs.filter((d) => d.startsWith(`libreoffice-l10n-${office}_`) || d.startsWith(`firefox-esr-l10n-${firefox}_`));
  if (mine.length !== 2) throw new Error(`${lang}: expected the LibreOffice and Firefox packages, found ${mine.join(', ') || 'none'}`);
  const counts = new Map();
  for (const deb of mine) {
    const text = translatedText(deb, mkdtempSync(join(tmpdir(), `${lang}-`))).normalize('NFC');
    for (const [match] of text.matchAll(script)) {
      const word = match.normalize('NFC');
      if (/^\p{M}/u.test(word) || [...word].length > MAX_LETTERS) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const lines = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([w, n]) => `${w}\t${n}`);
  const gz = gzipSync(`${lines.join('\n')}\n`, { level: 9 });
  writeFileSync(new URL(`../data/phonetic-words/${lang}.seen.txt.gz`, import.meta.url), gz);
  console.log(`${lang}: ${lines.length} words, ${gz.length} bytes`);
}
