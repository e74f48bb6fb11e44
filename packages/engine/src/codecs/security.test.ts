import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { CodecError, readTable, readTm, writeXlsx } from './index.ts';

const bytes = (s: string): Uint8Array => new TextEncoder().encode(s);

describe('hostile XML', () => {
  const xxe = `<?xml version="1.0"?>
<!DOCTYPE tmx [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<tmx version="1.4"><header srclang="en"/><body><tu><tuv xml:lang="en"><seg>&xxe;</seg></tuv><tuv xml:lang="hi"><seg>x</seg></tuv></tu></body></tmx>`;
  const laughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
<xliff version="1.2"><file source-language="en" target-language="hi"><body><trans-unit id="1"><source>&lol3;</source><target>x</target></trans-unit></body></file></xliff>`;

  it('refuses external entities (XXE) without reading anything', async () => {
    await expect(readTm('tmx', bytes(xxe))).rejects.toThrow(/DOCTYPE internal subset or an entity declaration/);
  });

  it('refuses entity expansion (billion laughs)', async () => {
    await expect(readTm('xliff12', bytes(laughs))).rejects.toThrow(CodecError);
    await expect(readTm('xliff2', bytes(laughs.replace('1.2', '2.0')))).rejects.toThrow(/DOCTYPE/);
  });

  const plain = (doctype: string) =>
    `<?xml version="1.0"?>\n${doctype}\n<tmx version="1.4"><header srclang="en"/><body><tu><tuv xml:lang="en"><seg>Hello</seg></tuv><tuv xml:lang="hi"><seg>नमस्ते</seg></tuv></tu></body></tmx>`;

  it.each([
    '<!DOCTYPE tmx SYSTEM "tmx14.dtd">',
    "<!doctype tmx SYSTEM 'tmx14.dtd'>",
    '<!DOCTYPE tmx PUBLIC "-//LISA OSCAR:1998//DTD for Translation Memory eXchange//EN" "tmx14.dtd">',
    '<!DOCTYPE tmx>',
    '<!DOCTYPE tmx SYSTEM "http://127.0.0.1:9/never-fetched.dtd">',
  ])('accepts a DOCTYPE without an internal subset (never fetching the DTD): %s', async (doctype) => {
    expect(await readTm('tmx', bytes(plain(doctype)))).toEqual([{ sourceText: 'Hello', target: 'नमस्ते', sourceLang: 'en', targetLang: 'hi' }]);
  });

  it.each([
    '<!DOCTYPE tmx SYSTEM "tmx14.dtd" [<!ATTLIST seg x CDATA "y">]>',
    '<!DOCTYPE tmx [ ]>',
    '<!DOCTYPE tmx SYSTEM "tmx14.dtd">\n<!DOCTYPE tmx SYSTEM "tmx14.dtd">',
    '<!DOCTYPE tmx SYSTEM "tmx14.dtd"><!ENTITY e "x">',
  ])('refuses an internal subset, a second DOCTYPE or an entity: %s', async (doctype) => {
    await expect(readTm('tmx', bytes(plain(doctype)))).rejects.toThrow(/DOCTYPE internal subset or an entity declaration/);
  });

  it('refuses a DOCTYPE hidden in UTF-16', async () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...[...xxe].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8])]);
    await expect(readTm('tmx', utf16)).rejects.toThrow(/DOCTYPE/);
  });
});

describe('hostile spreadsheets', () => {
  it('refuses a zip bomb before exceljs sees it', async () => {
    // 60 MB of zeros deflates to about 60 KB: the declared sizes give it away.
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(60 * 1024 * 1024) }, { level: 1 });
    expect(bomb.length).toBeLessThan(200 * 1024);
    await expect(readTable('glossary.xlsx', bomb)).rejects.toThrow('The spreadsheet expands to too much data. Please upload a smaller file.');
  });

  it('refuses a zip bomb that lies about its sizes', async () => {
    const bomb = zipSync({ 'xl/sharedStrings.xml': new Uint8Array(30 * 1024 * 1024) }, { level: 1 });
    // Rewrite the declared uncompressed sizes (local header offset 22, central directory offset 24) to 1 KB.
    const view = new DataView(bomb.buffer, bomb.byteOffset, bomb.byteLength);
    view.setUint32(22, 1024, true);
    for (let i = bomb.length - 22; i >= 0; i--) {
      if (view.getUint32(i, true) === 0x02014b50) {
        view.setUint32(i + 24, 1024, true);
        break;
      }
    }
    await expect(readTable('glossary.xlsx', bomb)).rejects.toThrow('The spreadsheet expands to too much data. Please upload a smaller file.');
  });

  it('refuses too many entries', async () => {
    const files = Object.fromEntries(Array.from({ length: 2100 }, (_, i) => [`f${i}.xml`, strToU8('x')]));
    await expect(readTable('many.xlsx', zipSync(files))).rejects.toThrow(/too much data/);
  });

  it('reads formulas as their cached results, never as formulas', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Terms');
    sheet.addRow(['term', 'hi']);
    sheet.addRow([
      { formula: 'HYPERLINK("http://evil.example","bank")', result: 'bank' },
      { formula: '1+1', result: 2 },
    ]);
    sheet.addRow([{ richText: [{ text: 'Lipi ' }, { text: 'Pro', font: { bold: true } }] }, 'लिपि प्रो']);
    const file = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect(await readTable('terms.xlsx', file)).toEqual([
      ['term', 'hi'],
      ['bank', '2'],
      ['Lipi Pro', 'लिपि प्रो'],
    ]);
  });

  it('keeps string cells that look like formulas as text', async () => {
    const rows = [['=HYPERLINK("http://evil")', '-2']];
    expect(await readTable('terms.xlsx', await writeXlsx(rows))).toEqual(rows);
  });
});
