import { strToU8, zipSync } from 'fflate';

const DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n';
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml';

/**
 * A small real-shaped Word document for the server API tests and the e2e documents journey
 * (exported as `@lipi/engine/files/docx/small-docx`): a sentence whose bold words span runs the
 * way Word splits them, a footnote reference, a table; plus the footnote itself. `edit` changes
 * document.xml (a DOCTYPE, a table removed).
 */
export function buildSmallDocx(edit: (documentXml: string) => string = (xml) => xml): Buffer {
  const document =
    `${DECL}<w:document ${W}><w:body>` +
    `<w:p><w:r><w:t xml:space="preserve">The committee </w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">approved </w:t></w:r>` +
    `<w:r><w:rPr><w:b/></w:rPr><w:t>the budget</w:t></w:r><w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteReference w:id="1"/></w:r><w:r><w:t>.</w:t></w:r></w:p>` +
    `<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/></w:tblPr><w:tblGrid><w:gridCol w:w="4000"/><w:gridCol w:w="4000"/></w:tblGrid>` +
    `<w:tr><w:tc><w:p><w:r><w:t>Item</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>Cost in rupees</w:t></w:r></w:p></w:tc></w:tr>` +
    `<w:tr><w:tc><w:p><w:r><w:t>Roads</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>12,000</w:t></w:r></w:p></w:tc></w:tr></w:tbl>` +
    `<w:sectPr/></w:body></w:document>`;
  const footnotes =
    `${DECL}<w:footnotes ${W}><w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>` +
    `<w:footnote w:id="1"><w:p><w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteRef/></w:r><w:r><w:t xml:space="preserve"> Approved on 3 March.</w:t></w:r></w:p></w:footnote></w:footnotes>`;
  const parts: Record<string, string> = {
    '[Content_Types].xml':
      `${DECL}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>` +
      `<Override PartName="/word/document.xml" ContentType="${TYPE}.document.main+xml"/><Override PartName="/word/footnotes.xml" ContentType="${TYPE}.footnotes+xml"/></Types>`,
    '_rels/.rels': `${DECL}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>`,
    'word/_rels/document.xml.rels': `${DECL}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId3" Type="${REL}/footnotes" Target="footnotes.xml"/></Relationships>`,
    'word/document.xml': edit(document),
    'word/footnotes.xml': footnotes,
  };
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(parts).map(([name, xml]) => [name, strToU8(xml)]))));
}
