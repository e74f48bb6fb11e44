import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeMobileText, parseMobileFile, writeMobileFile } from './index.ts';

/**
 * translate-toolkit (Debian's python3-translate-toolkit) as an independent reader of what Lipi
 * writes: its `stringsfile` (UTF-16 detection), `StringsDictFile` and `ARBJsonFile` must read the
 * same texts.
 */
const PYTHON = ['/usr/bin/python3', 'python3'].find(
  (p) => spawnSync(p, ['-c', 'import translate.storage.stringsdict, translate.storage.jsonl10n'], { stdio: 'ignore' }).status === 0,
);
const dir = mkdtempSync(join(tmpdir(), 'lipi-mobile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SCRIPT = `
import json, sys
from translate.storage import properties, stringsdict, jsonl10n
kind, path = sys.argv[1], sys.argv[2]
out = {}
if kind == 'strings':
  for u in properties.stringsfile.parsefile(path).units: out[u.getid()] = str(u.source)
elif kind == 'stringsdict':
  for u in stringsdict.StringsDictFile.parsefile(path).units:
    out[u.getid()] = [str(s) for s in u.target.strings] if hasattr(u.target, 'strings') else str(u.target)
else:
  for u in jsonl10n.ARBJsonFile.parsefile(path).units:
    if u.getid() != '@': out[u.getid()] = u.target
print(json.dumps(out, ensure_ascii=False))`;

function read(kind: string, name: string, bytes: Uint8Array): Record<string, unknown> {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  return JSON.parse(execFileSync(PYTHON!, ['-c', SCRIPT, kind, file], { encoding: 'utf8' })) as Record<string, unknown>;
}
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

describe.skipIf(!PYTHON)('mobile files read by translate-toolkit', () => {
  it('.strings in UTF-16: escapes and arguments read back the same', () => {
    const source = encodeMobileText(`\uFEFF${new TextDecoder().decode(fixture('Localizable.strings'))}`, 'utf-16le');
    const doc = parseMobileFile('Localizable.strings', source);
    const t = new Map([
      ['quote', 'टीम को "नमस्ते"\nकहें \\ सब'],
      ['cart.summary', '{2} वस्तुएँ {1} की कार्ट में'],
    ]);
    const out = writeMobileFile(doc, t, 'hi');
    const theirs = read('strings', 'Localizable.strings', encodeMobileText(out.text, doc.encoding));
    expect(theirs.quote).toBe('टीम को "नमस्ते"\nकहें \\ सब');
    expect(theirs['cart.summary']).toBe('%2$d वस्तुएँ %1$@ की कार्ट में');
    expect(theirs['home.title']).toBe('Welcome back');
  });

  it('.stringsdict: Hindi plural forms and the escaped format key', () => {
    const doc = parseMobileFile('Localizable.stringsdict', fixture('Localizable.stringsdict'));
    const out = writeMobileFile(
      doc,
      new Map([
        ['items_count#one', 'एक वस्तु'],
        ['items_count#other', '{1} वस्तुएँ'],
        ['files_in_folders', '{2} में {1} & अधिक'],
      ]),
      'hi',
    );
    const theirs = read('stringsdict', 'Localizable.stringsdict', new TextEncoder().encode(out.text));
    expect(theirs['items_count:items']).toEqual(['No items', 'एक वस्तु', '', '', '', '%d वस्तुएँ']);
    expect(theirs.files_in_folders).toBe('%#@folders@ में %#@files@ & अधिक');
  });

  it('ARB: messages and ICU plurals', () => {
    const doc = parseMobileFile('app_en.arb', fixture('app_en.arb'));
    const out = writeMobileFile(
      doc,
      new Map([
        ['greeting', 'नमस्ते {1}'],
        ['itemCount#one', 'एक वस्तु'],
      ]),
      'hi',
    );
    const theirs = read('arb', 'app_hi.arb', new TextEncoder().encode(out.text));
    expect(theirs.greeting).toBe('नमस्ते {userName}');
    expect(theirs.itemCount).toBe('{count, plural, =0{No items} one{एक वस्तु} other{{count} items}}');
    expect(theirs.appTitle).toBe('Shopping list');
  });
});
