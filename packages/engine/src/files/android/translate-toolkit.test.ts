import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseStringsXml, writeStringsXml } from './index.ts';

/**
 * translate-toolkit's Android reader (translate.storage.aresource, Debian's translate-toolkit) as an
 * independent oracle: what Lipi writes must read back to the same text there. It ignores
 * <string-array>, so only strings and plurals are compared; units with markup are compared as
 * plain text because it returns inline tags as XML.
 */
const PYTHON = ['/usr/bin/python3', 'python3'].find((p) => spawnSync(p, ['-c', 'import translate.storage.aresource'], { stdio: 'ignore' }).status === 0);
const dir = mkdtempSync(join(tmpdir(), 'lipi-android-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function readWithToolkit(file: string): Record<string, string> {
  const script = `
import json, sys, io, contextlib
from translate.storage import aresource
store = aresource.AndroidResourceFile.parsefile(sys.argv[1])
out = {}
with contextlib.redirect_stdout(io.StringIO()):
  for u in store.units:
    if u.hasplural():
      for q, s in zip(store.plural_tags if hasattr(store, 'plural_tags') else ['one', 'other'], u.target.strings):
        out[u.getid() + '#' + q] = str(s)
    else:
      out[u.getid()] = str(u.target)
print(json.dumps(out, ensure_ascii=False))`;
  const printed = execFileSync(PYTHON!, ['-c', script, file], { encoding: 'utf8' });
  return JSON.parse(printed.trim().split('\n').at(-1)!);
}

const TEXTS = new Map([
  ['apostrophe', 'अपनी "कार्ट" को न भूलें, it\'s \\ ok'],
  ['question', '?क्यों नहीं'],
  ['at_sign', '@घर पर डिलीवरी'],
  ['newline', 'पहली पंक्ति\nदूसरी\tपंक्ति'],
  ['quoted', 'दो  रिक्त'],
  ['amp', 'नियम & शर्तें <लागू>'],
  ['collapsed', 'कई रिक्त स्थान'],
]);

describe.skipIf(!PYTHON)('strings.xml read by translate-toolkit', () => {
  it('reads what Lipi writes as the same texts (escapes, quotes, XML entities)', () => {
    const file = join(dir, 'strings.xml');
    const doc = parseStringsXml(readFileSync(new URL('./fixtures/strings.xml', import.meta.url)));
    writeFileSync(file, writeStringsXml(doc, TEXTS, { targetLang: 'hi' }).text);
    const theirs = readWithToolkit(file);
    const quoted = doc.units.find((u) => u.id === 'quoted')!.inner;
    for (const [id, text] of TEXTS) expect(theirs[id], id).toBe(id === 'quoted' ? quoted.lead + text + quoted.trail : text);
    // And Lipi reads the file the same way.
    const ours = parseStringsXml(readFileSync(file));
    for (const [id, text] of TEXTS) expect(ours.units.find((u) => u.id === id)!.inner.text).toBe(text);
  });
});
