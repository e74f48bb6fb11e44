import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readDocx, writeDocx } from './index.ts';
import { buildDocx } from './fixture.test-helper.ts';

/**
 * Python's zipfile and ElementTree as an independent reader of what Lipi writes: the archive must
 * open, every part must parse, and the paragraphs, table cells, footnote references, links and
 * language marks must be where Word would look for them.
 */
const PYTHON = ['/usr/bin/python3', 'python3'].find((p) => spawnSync(p, ['-c', 'import zipfile, xml.etree'], { stdio: 'ignore' }).status === 0);
const dir = mkdtempSync(join(tmpdir(), 'lipi-docx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SCRIPT = `
import json, sys, zipfile, xml.etree.ElementTree as ET
W = '{http://schemas.openxmlformats.org/wordprocessingml/2006/main}'
z = zipfile.ZipFile(sys.argv[1])
assert z.testzip() is None
out = {}
for name in z.namelist():
    if not name.endswith('.xml') and not name.endswith('.rels'):
        continue
    root = ET.fromstring(z.read(name))
    if not name.startswith('word/') or name == 'word/styles.xml':
        continue
    def text(p):
        parts = []
        for child in p:
            if child.tag == W + 'p':
                continue
            if child.tag == W + 't':
                parts.append(child.text or '')
            elif child.tag == W + 'tab':
                parts.append('\\t')
            else:
                parts.append(text(child))
        return ''.join(parts)
    out[name] = {
        'paragraphs': [text(p) for p in root.iter(W + 'p') if text(p).strip()],
        'cells': len(list(root.iter(W + 'tc'))),
        'footnoteReferences': len(list(root.iter(W + 'footnoteReference'))),
        'hyperlinks': [h.get('{http://schemas.openxmlformats.org/officeDocument/2006/relationships}id') for h in root.iter(W + 'hyperlink')],
        'langs': sorted({(l.get(W + 'val'), l.get(W + 'bidi')) for l in root.iter(W + 'lang')}, key=str),
        'rtlParagraphs': len([p for p in root.iter(W + 'pPr') if p.find(W + 'bidi') is not None]),
    }
print(json.dumps(out, ensure_ascii=False))
`;

function readWithPython(
  bytes: Uint8Array,
): Record<
  string,
  { paragraphs: string[]; cells: number; footnoteReferences: number; hyperlinks: string[]; langs: [string, string | null][]; rtlParagraphs: number }
> {
  const file = join(dir, 'out.docx');
  writeFileSync(file, bytes);
  const run = spawnSync(PYTHON!, ['-c', SCRIPT, file], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

describe.skipIf(!PYTHON)('docx read back by Python zipfile + ElementTree', () => {
  it('reads the source the same way Lipi segments it', () => {
    const bytes = buildDocx();
    const python = readWithPython(bytes);
    expect(python['word/document.xml']!.paragraphs).toEqual([
      'Annual report',
      'The committee approved the budget & the plan. See the website.',
      'Page 1 of the draft',
      'Item',
      'Cost in rupees',
      'Roads',
      '12,000',
      'Before the box  after the box.',
      'Text in a box',
    ]);
  });

  it('reads the Urdu translation with its structure, links, notes and language marks', () => {
    const doc = readDocx(buildDocx());
    const translations = new Map([
      ['word/document.xml#2', 'کمیٹی نے <1>بجٹ</1> اور <2>منصوبہ</2>{3} منظور کیا۔ <4><5>ویب سائٹ</5></4> دیکھیں۔'],
      ['word/document.xml#5', 'لاگت روپے میں'],
      ['word/document.xml#9', 'خانے میں متن'],
      ['word/footnotes.xml#2', ' 3 مارچ کو منظور ہوا۔'],
      ['word/footer1.xml#1', 'وزارت خزانہ'],
    ]);
    const result = writeDocx(doc, translations, { targetLang: 'ur' });
    expect(result.rejected).toEqual([]);
    const python = readWithPython(result.bytes);
    const body = python['word/document.xml']!;
    expect(body.paragraphs).toContain('کمیٹی نے بجٹ اور منصوبہ منظور کیا۔ ویب سائٹ دیکھیں۔');
    expect(body.paragraphs).toContain('لاگت روپے میں');
    expect(body.paragraphs).toContain('خانے میں متن');
    expect(body.paragraphs).toContain('Roads');
    expect(body.cells).toBe(4);
    expect(body.footnoteReferences).toBe(1);
    expect(body.hyperlinks).toEqual(['rId5']);
    expect(body.langs).toEqual([['ur', 'ur']]);
    expect(body.rtlParagraphs).toBe(3);
    expect(python['word/footnotes.xml']!.paragraphs).toEqual([' 3 مارچ کو منظور ہوا۔']);
    expect(python['word/footer1.xml']!.paragraphs).toEqual(['وزارت خزانہ']);
    expect(python['word/header1.xml']!.paragraphs).toEqual(['Confidential']);
  });
});
