import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readDocx, writeDocx } from './index.ts';
import { buildDocx, DOCUMENT_XML, docxParts } from './fixture.test-helper.ts';

const HINDI = new Map([
  ['word/document.xml#1', 'वार्षिक रिपोर्ट'],
  ['word/document.xml#2', 'समिति ने <1>बजट को मंज़ूरी दी</1> और <2>योजना</2>{3} भी। <4><5>वेबसाइट</5></4> देखें।'],
  ['word/document.xml#3', 'मसौदे का पृष्ठ {1}1{2}'],
  ['word/document.xml#5', 'रुपये में लागत'],
  ['word/document.xml#8', 'बॉक्स से पहले {1} बॉक्स के बाद।'],
  ['word/document.xml#9', 'बॉक्स में पाठ'],
  ['word/header1.xml#1', 'गोपनीय'],
  ['word/footer1.xml#1', 'वित्त मंत्रालय'],
  ['word/footnotes.xml#2', ' 3 मार्च को स्वीकृत।'],
]);

const entries = (bytes: Uint8Array): Record<string, string> =>
  Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, new TextDecoder().decode(data)]));

describe('readDocx', () => {
  it('makes one segment per paragraph, with runs, links, fields and notes as placeholders', () => {
    const doc = readDocx(buildDocx());
    expect(doc.units.map((u) => [u.id, u.text])).toEqual([
      ['word/document.xml#1', 'Annual report'],
      ['word/document.xml#2', 'The committee<1> approved the budget</1> & the <2>plan</2>{3}. See <4><5>the website</5></4>.'],
      ['word/document.xml#3', 'Page {1}1{2} of the draft'],
      ['word/document.xml#4', 'Item'],
      ['word/document.xml#5', 'Cost in rupees'],
      ['word/document.xml#6', 'Roads'],
      ['word/document.xml#7', '12,000'],
      ['word/document.xml#8', 'Before the box {1} after the box.'],
      ['word/document.xml#9', 'Text in a box'],
      ['word/header1.xml#1', 'Confidential'],
      ['word/footer1.xml#1', 'Ministry of Finance'],
      ['word/footnotes.xml#2', ' Approved on 3 March.'],
    ]);
    const second = doc.units[1]!;
    expect(second.placeholders.map((p) => p.kind)).toEqual(['format', 'format', 'void', 'container', 'format']);
    expect(second.wordCount).toBe(10);
  });

  it('keeps text that looks like a marker literal', () => {
    const xml = DOCUMENT_XML.replace('<w:t>Roads</w:t>', '<w:t>Roads {1} &lt;2&gt;</w:t>');
    const doc = readDocx(buildDocx({ 'word/document.xml': xml }));
    const unit = doc.units.find((u) => u.id === 'word/document.xml#6')!;
    expect(unit.text).toBe('Roads \\{1} \\<2>');
    const out = entries(writeDocx(doc, new Map([[unit.id, 'सड़कें \\{1} \\<2>']])).bytes);
    expect(out['word/document.xml']).toContain('<w:t xml:space="preserve">सड़कें {1} &lt;2&gt;</w:t>');
  });
});

describe('writeDocx', () => {
  it('gives back every part byte for byte when nothing is translated', () => {
    const input = buildDocx();
    const result = writeDocx(readDocx(input), new Map(), { targetLang: 'hi' });
    expect(result.translated).toBe(0);
    expect(entries(result.bytes)).toEqual(docxParts());
  });

  it('writes translations into the runs, keeping properties, placeholders, table and notes', () => {
    const result = writeDocx(readDocx(buildDocx()), HINDI, { targetLang: 'hi' });
    expect(result.rejected).toEqual([]);
    expect(result.translated).toBe(HINDI.size);
    const out = entries(result.bytes);
    const xml = out['word/document.xml']!;
    const hi = '<w:lang w:val="hi" w:bidi="hi"/>';
    // Paragraph properties (heading style, list numbering) stay; runs carry the Hindi marks.
    expect(xml).toContain(
      `<w:p><w:pPr><w:pStyle w:val="Heading1"/><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr><w:r><w:rPr><w:rFonts w:cs="Noto Sans Devanagari"/>${hi}</w:rPr><w:t xml:space="preserve">वार्षिक रिपोर्ट</w:t></w:r></w:p>`,
    );
    expect(xml).toContain(`<w:r><w:rPr><w:rFonts w:cs="Noto Sans Devanagari"/><w:b/>${hi}</w:rPr><w:t xml:space="preserve">बजट को मंज़ूरी दी</w:t></w:r>`);
    expect(xml).toContain('<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteReference w:id="1"/></w:r>');
    expect(xml).toContain(
      `<w:hyperlink r:id="rId5" w:history="1"><w:r><w:rPr><w:rStyle w:val="Hyperlink"/><w:rFonts w:cs="Noto Sans Devanagari"/>${hi}</w:rPr><w:t xml:space="preserve">वेबसाइट</w:t></w:r></w:hyperlink>`,
    );
    // The bookmark around the paragraph stays outside the segment and in place.
    expect(xml).toMatch(/<w:bookmarkStart w:id="0" w:name="_GoBack"\/><w:r>.*<w:bookmarkEnd w:id="0"\/><\/w:p>/);
    expect(xml).toContain('<w:instrText xml:space="preserve"> PAGE </w:instrText>');
    // The text box inside a translated paragraph has its own translation.
    expect(xml).toContain('बॉक्स में पाठ');
    expect(xml).toContain('बॉक्स से पहले ');
    expect(xml).not.toContain('Text in a box');
    // Untranslated cells are untouched; the table structure is the source's.
    expect(xml).toContain('<w:p><w:r><w:t>Roads</w:t></w:r></w:p>');
    expect(xml.slice(xml.indexOf('<w:tbl>'), xml.indexOf('<w:tr>'))).toBe(DOCUMENT_XML.slice(DOCUMENT_XML.indexOf('<w:tbl>'), DOCUMENT_XML.indexOf('<w:tr>')));
    expect(out['word/footnotes.xml']).toContain('<w:footnoteRef/></w:r><w:r><w:rPr><w:rFonts w:cs="Noto Sans Devanagari"/>');
    expect(out['word/header1.xml']).toContain('<w:jc w:val="right"/></w:pPr><w:r>');
    expect(out['word/header1.xml']).toContain('गोपनीय');
    // Document defaults: the theme font gave way to the explicit complex-script font.
    expect(out['word/styles.xml']).toContain(`<w:rPr><w:rFonts w:ascii="Calibri" w:cs="Noto Sans Devanagari"/><w:lang w:val="hi" w:bidi="hi"/></w:rPr>`);
    // Reading the output again gives the translations as segments.
    const again = new Map(readDocx(result.bytes).units.map((u) => [u.id, u.text]));
    // (A field's end that now closes the paragraph is kept outside the segment, like a bookmark.)
    for (const [id, text] of HINDI) expect(again.get(id)).toBe(text.replace(/\{2\}$/, ''));
  });

  it('marks Urdu right to left on paragraphs and runs, in schema order', () => {
    const result = writeDocx(readDocx(buildDocx()), new Map([['word/document.xml#2', 'کمیٹی نے <1>بجٹ</1> <2>منصوبہ</2>{3} <4><5>ویب سائٹ</5></4>']]), {
      targetLang: 'ur',
    });
    expect(result.rejected).toEqual([]);
    const xml = entries(result.bytes)['word/document.xml']!;
    expect(xml).toContain('<w:pPr><w:bidi/><w:jc w:val="both"/></w:pPr>');
    expect(xml).toContain(
      '<w:rPr><w:rFonts w:cs="Noto Nastaliq Urdu"/><w:b/><w:rtl/><w:lang w:val="ur" w:bidi="ur"/></w:rPr><w:t xml:space="preserve">بجٹ</w:t>',
    );
  });

  it('refuses a translation that loses a footnote or a link, and keeps the source paragraph', () => {
    const doc = readDocx(buildDocx());
    const result = writeDocx(
      doc,
      new Map([
        ['word/document.xml#2', 'समिति ने बजट को मंज़ूरी दी। <4><5>वेबसाइट</5></4>'],
        ['word/document.xml#8', 'बॉक्स {7}'],
        ['word/document.xml#3', 'पृष्ठ <1>1</1>'],
      ]),
      { targetLang: 'hi' },
    );
    expect(result.translated).toBe(0);
    expect(result.rejected).toEqual([
      { id: 'word/document.xml#2', reason: 'The translation lost {3} (w:footnoteReference).' },
      { id: 'word/document.xml#3', reason: 'Placeholder 1 is used in the wrong form.' },
      { id: 'word/document.xml#8', reason: 'The translation has a placeholder 7 that the source does not have.' },
    ]);
    expect(entries(result.bytes)['word/document.xml']).toBe(DOCUMENT_XML);
  });
});

describe('bad documents', () => {
  const zip = (files: Record<string, Uint8Array | string>): Uint8Array =>
    zipSync(Object.fromEntries(Object.entries(files).map(([n, d]) => [n, typeof d === 'string' ? strToU8(d) : d])));

  it('refuses tracked changes with a way out', () => {
    const xml = DOCUMENT_XML.replace('<w:r><w:t>Roads</w:t></w:r>', '<w:ins w:id="9" w:author="A"><w:r><w:t>Roads</w:t></w:r></w:ins>');
    expect(() => readDocx(buildDocx({ 'word/document.xml': xml }))).toThrow(/tracked changes .*Accept All Changes/);
    const del = DOCUMENT_XML.replace('<w:r><w:t>Roads</w:t></w:r>', '<w:del w:id="9" w:author="A"><w:r><w:delText>Roads</w:delText></w:r></w:del>');
    expect(() => readDocx(buildDocx({ 'word/document.xml': del }))).toThrow(/tracked changes/);
  });

  it('refuses a DOCTYPE (XXE, billion laughs) before parsing', () => {
    const xxe = DOCUMENT_XML.replace('<w:document', '<!DOCTYPE w:document [<!ENTITY x SYSTEM "file:///etc/passwd">]><w:document').replace('Roads', '&x;');
    expect(() => readDocx(buildDocx({ 'word/document.xml': xxe }))).toThrow(/DOCTYPE or an entity/);
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><w:hdr>&lol2;</w:hdr>`;
    expect(() => readDocx(buildDocx({ 'word/header1.xml': laughs }))).toThrow(/DOCTYPE or an entity/);
    expect(() => readDocx(buildDocx({ 'word/footer1.xml': '<w:ftr><w:p></w:ftr>' }))).toThrow(/not well-formed XML/);
  });

  it('refuses macro-enabled documents', () => {
    expect(() => readDocx(zip({ ...docxParts(), 'word/vbaProject.bin': new Uint8Array([1, 2, 3]) }))).toThrow(/macro-enabled document \(\.docm\)/);
    const types = docxParts()['[Content_Types].xml']!.replace('document.main+xml', 'document.macroEnabled.main+xml');
    expect(() => readDocx(buildDocx({ '[Content_Types].xml': types }))).toThrow(/\.docm/);
  });

  it('refuses files that are not zips, bombs, traversal and too many entries', () => {
    expect(() => readDocx(strToU8('<w:document/>'))).toThrow(/not a zip archive/);
    expect(() => readDocx(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]))).toThrow(/damaged or unsupported zip/);
    expect(() => readDocx(zip({ ...docxParts(), 'word/media/zeros.bin': new Uint8Array(30 * 1024 * 1024) }))).toThrow(/zip bomb/);
    expect(() => readDocx(zip({ ...docxParts(), '../evil.xml': '<x/>' }))).toThrow(/unsafe path \(\.\.\/evil\.xml\)/);
    const many = Object.fromEntries(Array.from({ length: 2001 }, (_, i) => [`word/media/${i}.txt`, 'x']));
    expect(() => readDocx(zip({ ...docxParts(), ...many }))).toThrow(/more than 2000 parts/);
    expect(() => readDocx(zip({ 'a.txt': 'x' }))).toThrow(/word\/document\.xml is missing/);
  });

  it('inflates no more than the declared size when a header lies (the part then fails to parse)', () => {
    const bytes = buildDocx();
    // Make the central directory claim document.xml unpacks to 100 bytes.
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const eocd = bytes.byteLength - 22;
    let at = view.getUint32(eocd + 16, true);
    for (let n = view.getUint16(eocd + 10, true); n > 0; n--) {
      const nameLength = view.getUint16(at + 28, true);
      const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
      if (name === 'word/document.xml') view.setUint32(at + 24, 100, true);
      at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    }
    expect(() => readDocx(bytes)).toThrow(/word\/document\.xml is not well-formed XML/);
  });
});

describe('content controls, existing marks and other targets', () => {
  const xml = DOCUMENT_XML.replace(
    '<w:r><w:t>Roads</w:t></w:r>',
    '<w:r><w:rPr><w:lang w:val="en-GB"/></w:rPr><w:t xml:space="preserve">Name: </w:t></w:r><w:sdt><w:sdtPr><w:alias w:val="Scheme"/></w:sdtPr><w:sdtContent><w:r><w:rPr><w:lang w:val="en-GB"/></w:rPr><w:t>Rural roads</w:t></w:r></w:sdtContent></w:sdt>',
  );

  it('offers the text of an inline content control as a paired marker', () => {
    const doc = readDocx(buildDocx({ 'word/document.xml': xml }));
    expect(doc.units.find((u) => u.id === 'word/document.xml#6')!.text).toBe('Name: <1>Rural roads</1>');
    const out = entries(writeDocx(doc, new Map([['word/document.xml#6', 'नाम: <1>ग्रामीण सड़कें</1>']]), { targetLang: 'hi', csFont: 'Nirmala UI' }).bytes);
    const lang = '<w:rPr><w:rFonts w:cs="Nirmala UI"/><w:lang w:val="hi" w:bidi="hi"/></w:rPr>';
    expect(out['word/document.xml']).toContain(
      `<w:r>${lang}<w:t xml:space="preserve">नाम: </w:t></w:r><w:sdt><w:sdtPr><w:alias w:val="Scheme"/></w:sdtPr><w:sdtContent><w:r>${lang}<w:t xml:space="preserve">ग्रामीण सड़कें</w:t></w:r></w:sdtContent></w:sdt></w:p>`,
    );
  });

  it('marks a Latin-script target with w:val only and no complex-script font', () => {
    const doc = readDocx(buildDocx({ 'word/document.xml': xml }));
    const out = entries(writeDocx(doc, new Map([['word/document.xml#6', 'Naam: <1>Gaon ki sadak</1>']]), { targetLang: 'en' }).bytes);
    expect(out['word/document.xml']).toContain('<w:r><w:rPr><w:lang w:val="en"/></w:rPr><w:t xml:space="preserve">Naam: </w:t></w:r>');
  });
});
