/**
 * A generated 300-page Word document (headings, body paragraphs split into runs the way Word
 * splits them, bold/italic, hyperlinks, footnote references, a table every third page, header,
 * footer, footnotes): read into segments, translate every one, write the .docx, against the floor
 * of unzipping and parsing the same XML with fast-xml-parser (order-preserving). Time is the
 * median of 3; memory is the heap growth sampled right after each step.
 *
 *   npx tsx bench/docx-bench.ts
 */
import { cpus, loadavg } from 'node:os';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { readDocx, writeDocx } from '@lipi/engine/files/docx';

const W =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

function page(n: number): string {
  let xml = `<w:p><w:pPr><w:pStyle w:val="Heading2"/></w:pPr><w:r><w:t>Section ${n}: proceedings of the house</w:t></w:r></w:p>`;
  for (let i = 0; i < 9; i++) {
    xml +=
      `<w:p w:rsidR="00A1${i}"><w:pPr><w:jc w:val="both"/></w:pPr><w:r w:rsidR="00B2"><w:t xml:space="preserve">The member from constituency ${n}-${i} </w:t></w:r>` +
      `<w:r><w:t xml:space="preserve">asked whether the ministry </w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>had released the funds</w:t></w:r>` +
      `<w:r><w:t xml:space="preserve"> sanctioned under the scheme for rural roads, drinking water and schools in the district, and if so, </w:t></w:r>` +
      `<w:r><w:rPr><w:i/></w:rPr><w:t>the details thereof</w:t></w:r>` +
      (i === 4 ? `<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteReference w:id="${n}"/></w:r>` : '') +
      `<w:r><w:t xml:space="preserve">; see </w:t></w:r><w:hyperlink r:id="rId5"><w:r><w:rPr><w:rStyle w:val="Hyperlink"/></w:rPr><w:t>the statement</w:t></w:r></w:hyperlink><w:r><w:t>.</w:t></w:r></w:p>`;
  }
  if (n % 3 === 0) {
    const row = (a: string, b: string) => `<w:tr><w:tc><w:p><w:r><w:t>${a}</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>${b}</w:t></w:r></w:p></w:tc></w:tr>`;
    xml += `<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/></w:tblPr>${row('State', 'Amount released')}${row(`District ${n}`, `${n * 1000} lakh`)}${row('Total', 'as above')}</w:tbl>`;
  }
  return xml + `<w:p><w:r><w:br w:type="page"/></w:r></w:p>`;
}

export function makeDocx(pages: number): Uint8Array {
  const body = Array.from({ length: pages }, (_, i) => page(i + 1)).join('');
  const notes = Array.from(
    { length: pages },
    (_, i) =>
      `<w:footnote w:id="${i + 1}"><w:p><w:r><w:footnoteRef/></w:r><w:r><w:t xml:space="preserve"> Laid on the table on day ${i + 1}.</w:t></w:r></w:p></w:footnote>`,
  ).join('');
  const files: Record<string, string> = {
    '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W}><w:body>${body}<w:sectPr/></w:body></w:document>`,
    'word/footnotes.xml': `<?xml version="1.0"?><w:footnotes ${W}>${notes}</w:footnotes>`,
    'word/header1.xml': `<?xml version="1.0"?><w:hdr ${W}><w:p><w:r><w:t>Lok Sabha Debates</w:t></w:r></w:p></w:hdr>`,
    'word/footer1.xml': `<?xml version="1.0"?><w:ftr ${W}><w:p><w:r><w:t>Uncorrected, not for publication</w:t></w:r></w:p></w:ftr>`,
  };
  return zipSync(Object.fromEntries(Object.entries(files).map(([n, x]) => [n, strToU8(x)])), { level: 6 });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const heapMb = () => process.memoryUsage().heapUsed / 1024 / 1024;

export function runDocxBench(pages = 300) {
  const bytes = makeDocx(pages);
  const lipi: number[] = [];
  const floor: number[] = [];
  let units = 0;
  let lipiHeap = 0;
  let floorHeap = 0;
  let xmlBytes = 0;
  for (let run = 0; run < 3; run++) {
    let before = heapMb();
    let t = performance.now();
    const files = unzipSync(bytes);
    const parsed = Object.entries(files)
      .filter(([n]) => n.startsWith('word/'))
      .map(([, d]) => {
        const text = new TextDecoder().decode(d);
        xmlBytes = Math.max(xmlBytes, text.length);
        XMLValidator.validate(text);
        return new XMLParser({ preserveOrder: true, ignoreAttributes: false }).parse(text);
      });
    floor.push(performance.now() - t);
    floorHeap = Math.max(floorHeap, heapMb() - before);
    if (!parsed.length) throw new Error('nothing parsed');

    before = heapMb();
    t = performance.now();
    const doc = readDocx(bytes);
    const translations = new Map(doc.units.map((u) => [u.id, `हिंदी ${u.text}`]));
    const out = writeDocx(doc, translations, { targetLang: 'hi' });
    lipi.push(performance.now() - t);
    lipiHeap = Math.max(lipiHeap, heapMb() - before);
    if (out.rejected.length || out.translated !== doc.units.length) throw new Error(`rejected ${out.rejected.length}`);
    units = doc.units.length;
  }
  return {
    pages,
    units,
    docxKb: bytes.length / 1024,
    documentXmlMb: xmlBytes / 1024 / 1024,
    lipiMs: median(lipi),
    floorMs: median(floor),
    lipiHeap,
    floorHeap,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = runDocxBench();
  console.log(`${cpus()[0]?.model.trim()}, load ${loadavg()[0]?.toFixed(2)}`);
  console.log(
    `${r.pages} pages, ${r.units} segments, ${r.docxKb.toFixed(0)} KB docx, document.xml ${r.documentXmlMb.toFixed(1)} MB: ` +
      `read + translate + write ${r.lipiMs.toFixed(0)} ms (heap +${r.lipiHeap.toFixed(0)} MB); ` +
      `unzip + validate + parse ${r.floorMs.toFixed(0)} ms (heap +${r.floorHeap.toFixed(0)} MB); ratio ${(r.lipiMs / r.floorMs).toFixed(1)}×`,
  );
}
