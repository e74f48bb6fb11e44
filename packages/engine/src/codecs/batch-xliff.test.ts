import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { markerSignature, readBatchXliff, writeBatchXliff, type BatchFile } from './index.ts';

const DOC: BatchFile = {
  requestId: '11111111-1111-4111-8111-111111111111',
  subBatchId: '22222222-2222-4222-8222-222222222222',
  sourceLang: 'en',
  targetLang: 'hi',
  note: 'Shop — translation step',
  keepTerms: [{ term: 'Lipi', rule: 'never', translations: {}, isCaseSensitive: true }],
  units: [
    { id: 'a1', source: 'Read <1>the terms</1> first{2}', target: '<1>शर्तें</1> पहले पढ़ें{2}', state: 'translated', note: 'https://shop.example/' },
    { id: 'b2', source: 'Line one\nLine two  & "more" < 5', target: '', state: 'initial' },
    { id: 'c3', source: '<1>a <2>b</2></1>', target: '<2>ख <1>क</2></1>', state: 'reviewed' },
    { id: 'd4', source: 'Literal \\{1} braces', target: 'शाब्दिक \\{1}', state: 'translated' },
    { id: 'e5', source: 'Made with <1>Lipi</1> and Lipi', target: '<1>Lipi</1> और Lipi से बना', state: 'translated' },
  ],
};
const bytes = (s: string) => new TextEncoder().encode(s);

describe('batch XLIFF files', () => {
  for (const version of ['2.1', '1.2'] as const)
    it(`XLIFF ${version} reads back identical, with the request and sub-batch`, () => {
      const xml = writeBatchXliff(DOC, version);
      const read = readBatchXliff(bytes(xml));
      expect(read).toMatchObject({ requestId: DOC.requestId, subBatchId: DOC.subBatchId, targetLang: 'hi' });
      expect(read.units).toEqual(DOC.units.map((u) => ({ id: u.id, source: u.source, target: u.target })));
    });

  it('2.1 uses <pc>/<ph> with original data and segment states; crossing markers fall back to <sc>/<ec>', () => {
    const xml = writeBatchXliff(DOC, '2.1');
    expect(xml).toContain('version="2.1"');
    expect(xml).toContain('<pc id="1" dataRefStart="ds1" dataRefEnd="de1">');
    expect(xml).toContain('<ph id="2" dataRef="dp2"/>');
    expect(xml).toContain('<data id="ds1">&lt;1&gt;</data>');
    expect(xml).toContain('<segment state="initial">');
    expect(xml).toContain('<sc id="2" dataRef="ds2"/>');
    expect(xml).toContain('<note category="location">https://shop.example/</note>');
    expect(xml).toContain(
      '<pc id="1" dataRefStart="ds1" dataRefEnd="de1"><mrk id="m1" translate="no">Lipi</mrk></pc> and <mrk id="m2" translate="no">Lipi</mrk>',
    );
    expect(writeBatchXliff(DOC, '1.2')).toContain('<mrk mtype="protected">Lipi</mrk>');
  });

  it('refuses entity declarations (XXE) and files that do not name a batch', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE xliff [<!ENTITY x SYSTEM "file:///etc/passwd">]><xliff version="2.1"><file id="f"/></xliff>`;
    expect(() => readBatchXliff(bytes(xxe))).toThrow(/DOCTYPE internal subset or an entity/);
    expect(() => readBatchXliff(bytes('<xliff version="2.1" trgLang="hi"><file id="f"></file></xliff>'))).toThrow(/not downloaded from a Lipi batch/);
  });

  it('compares tags by marker signature', () => {
    expect(markerSignature('<1>a</1>{2}')).toBe(markerSignature('{2} <1>b</1>'));
    expect(markerSignature('<1>a</1>')).not.toBe(markerSignature('a'));
  });
});

// translate-toolkit (Debian) reads the XLIFF 1.2 Lipi writes: every unit, its id, source, target and note.
const PYTHON = ['/usr/bin/python3', 'python3'].find((p) => spawnSync(p, ['-c', 'import translate.storage.xliff'], { stdio: 'ignore' }).status === 0);
const dir = mkdtempSync(join(tmpdir(), 'lipi-batch-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(!PYTHON)('batch XLIFF 1.2 read by translate-toolkit', () => {
  it('loses nothing', () => {
    const file = join(dir, 'batch.xlf');
    writeFileSync(file, writeBatchXliff(DOC, '1.2'));
    const script = `
import json, sys
from translate.storage import xliff
store = xliff.xlifffile.parsefile(sys.argv[1])
units = [{'id': u.xmlelement.get('id'), 'source': str(u.source), 'target': str(u.target or ''), 'notes': u.getnotes(), 'state': u.xmlelement.find('{urn:oasis:names:tc:xliff:document:1.2}target').get('state')} for u in store.units if not u.isheader()]
print(json.dumps({'units': units, 'target': store.gettargetlanguage(), 'source': store.getsourcelanguage()}, ensure_ascii=False))`;
    const out = JSON.parse(execFileSync(PYTHON!, ['-c', script, file], { encoding: 'utf8' }));
    // translate-toolkit shows the native code (the marker text) in place of each tag; an escaped literal reads as itself.
    const literal = (text: string) => text.replace(/\\(\{\d+\})/g, '$1');
    expect(out).toMatchObject({ source: 'en', target: 'hi' });
    expect(out.units).toEqual(
      DOC.units.map((u) => ({
        id: u.id,
        source: literal(u.source),
        target: literal(u.target),
        notes: u.note ?? '',
        state: { initial: 'needs-translation', translated: 'translated', reviewed: 'signed-off' }[u.state],
      })),
    );
  });
});
