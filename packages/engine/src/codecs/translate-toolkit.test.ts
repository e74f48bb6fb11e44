import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readTmFile, SKIP_REASONS, writeTm, type TmUnit } from './index.ts';

/**
 * Interoperability with translate-toolkit (Debian's `translate-toolkit`, the widely used reader and
 * writer of these formats): its TMX and XLIFF read by Lipi, Lipi's read by it, nothing lost.
 * The Python of its scripts is used (a pyenv `python3` may not see Debian's packages).
 */
const PYTHON = ['/usr/bin/python3', 'python3'].find((p) => spawnSync(p, ['-c', 'import translate.storage.tmx'], { stdio: 'ignore' }).status === 0);
const hasTools = PYTHON !== undefined && spawnSync('po2tmx', ['--version'], { stdio: 'ignore' }).status === 0;
const reason = 'translate-toolkit is not installed (apt-get install -y translate-toolkit; .ci/run installs it)';

const dir = mkdtempSync(join(tmpdir(), 'lipi-tt-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Source and target of every non-header unit of a TMX or XLIFF file, as translate-toolkit reads them. */
function readWithToolkit(kind: 'tmx' | 'xliff', file: string): { pairs: [string, string][]; targetLangs: string[] } {
  const script = `
import json, sys
from translate.storage import tmx, xliff
store = (tmx.tmxfile if sys.argv[1] == 'tmx' else xliff.xlifffile).parsefile(sys.argv[2])
pairs = [[str(u.source), str(u.target)] for u in store.units if not u.isheader()]
langs = [store.gettargetlanguage() or ''] if sys.argv[1] == 'xliff' else [str(t) for t in store.document.xpath('//tuv/@xml:lang')]
print(json.dumps({'pairs': pairs, 'targetLangs': langs}, ensure_ascii=False))`;
  return JSON.parse(execFileSync(PYTHON!, ['-c', script, kind, file], { encoding: 'utf8' }));
}

// Texts that other tools mangle: line breaks, runs of spaces, leading and trailing spaces, markup-like text, Indic scripts.
const UNITS: TmUnit[] = [
  { sourceText: 'Contact us', target: 'संपर्क करें', sourceLang: 'en', targetLang: 'hi' },
  { sourceText: 'Line one\nLine two', target: 'पंक्ति एक\nपंक्ति दो', sourceLang: 'en', targetLang: 'hi' },
  { sourceText: 'Two  spaces and a tab\there', target: 'दो  रिक्त स्थान और\tटैब', sourceLang: 'en', targetLang: 'hi' },
  { sourceText: ' padded ', target: ' गद्दीदार ', sourceLang: 'en', targetLang: 'hi' },
  { sourceText: 'Fish & chips < 5 "quoted"', target: 'मछली & चिप्स < 5 "उद्धृत"', sourceLang: 'en', targetLang: 'hi' },
  { sourceText: 'Earn up to 7.25% interest', target: '7.25% तक ब्याज कमाएँ', sourceLang: 'en', targetLang: 'hi' },
];
const pairsOf = (units: TmUnit[]) => units.map((u) => [u.sourceText, u.target]);

const PO = `msgid ""
msgstr ""
"Project-Id-Version: shop 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"

msgid "Contact us"
msgstr "संपर्क करें"

msgid "Line one\\nLine two"
msgstr "पंक्ति एक\\nपंक्ति दो"

msgid "Fish & chips < 5 \\"quoted\\""
msgstr "मछली & चिप्स < 5 \\"उद्धृत\\""

msgid "Not translated yet"
msgstr ""
`;
const PO_PAIRS = [
  ['Contact us', 'संपर्क करें'],
  ['Line one\nLine two', 'पंक्ति एक\nपंक्ति दो'],
  ['Fish & chips < 5 "quoted"', 'मछली & चिप्स < 5 "उद्धृत"'],
];

describe.skipIf(!hasTools)(`translate-toolkit reads Lipi's files${hasTools ? '' : ` (skipped: ${reason})`}`, () => {
  it.each(['tmx', 'xliff12'] as const)('%s: every unit, line breaks and spaces kept', async (format) => {
    const file = join(dir, `lipi.${format === 'tmx' ? 'tmx' : 'xlf'}`);
    writeFileSync(file, await writeTm(format, UNITS));
    const read = readWithToolkit(format === 'tmx' ? 'tmx' : 'xliff', file);
    expect(read.pairs).toEqual(pairsOf(UNITS));
    expect(read.targetLangs.filter((l) => l !== 'en')[0]).toBe('hi');
  });
});

describe.skipIf(!hasTools)(`Lipi reads translate-toolkit's files made from a PO file${hasTools ? '' : ` (skipped: ${reason})`}`, () => {
  const po = join(dir, 'shop.po');
  writeFileSync(po, PO);

  it('po2tmx: the standard <!DOCTYPE tmx SYSTEM "tmx14.dtd"> is accepted and every translation read', async () => {
    const tmx = join(dir, 'shop.tmx');
    execFileSync('po2tmx', ['-l', 'hi', po, tmx], { stdio: 'ignore' });
    const bytes = readFileSync(tmx);
    expect(bytes.toString('utf8')).toContain('<!DOCTYPE tmx SYSTEM "tmx14.dtd">');
    const read = await readTmFile('tmx', bytes);
    expect(pairsOf(read.units)).toEqual(PO_PAIRS);
    expect(read.units.every((u) => u.sourceLang === 'en' && u.targetLang === 'hi')).toBe(true);
  });

  it('po2xliff: no target-language in the file (the form gives it), the header unit and the untranslated one skipped with reasons', async () => {
    const xlf = join(dir, 'shop.xlf');
    execFileSync('po2xliff', [po, xlf], { stdio: 'ignore' });
    const bytes = readFileSync(xlf);
    expect(bytes.toString('utf8')).not.toContain('target-language');
    const read = await readTmFile('xliff12', bytes, { targetLang: 'hi' });
    expect(pairsOf(read.units)).toEqual(PO_PAIRS);
    expect(read.units.every((u) => u.targetLang === 'hi')).toBe(true);
    expect(read.skipped.map((s) => s.reason)).toEqual([SKIP_REASONS.header, SKIP_REASONS.noTarget]);
    // Without a language from the form nothing is silently dropped: every unit says why.
    const bare = await readTmFile('xliff12', bytes);
    expect(bare.units).toEqual([]);
    expect(bare.skipped.filter((s) => s.reason === SKIP_REASONS.noTargetLang)).toHaveLength(3);
  });
});
