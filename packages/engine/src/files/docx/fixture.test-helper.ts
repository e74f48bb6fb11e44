/*
 * A small but real-world-shaped .docx written by hand for the tests: a heading with list
 * numbering, a paragraph whose text spans plain, bold and italic runs split the way Word splits
 * them (rsids, proofErr), a hyperlink, a footnote reference, a PAGE field, a table, a text box,
 * a header and a footer, and the footnote itself.
 */
import { strToU8, zipSync } from 'fflate';

const W =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n';

export const DOCUMENT_XML =
  `${DECL}<w:document ${W} xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><w:body>` +
  `<w:p><w:pPr><w:pStyle w:val="Heading1"/><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr><w:r><w:t>Annual report</w:t></w:r></w:p>` +
  `<w:p w:rsidR="00AB12CD"><w:pPr><w:jc w:val="both"/></w:pPr><w:bookmarkStart w:id="0" w:name="_GoBack"/>` +
  `<w:r w:rsidR="00AB12CD"><w:t xml:space="preserve">The </w:t></w:r><w:r w:rsidR="00EF3456"><w:t>committee</w:t></w:r>` +
  `<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve"> approved </w:t></w:r><w:proofErr w:type="spellStart"/>` +
  `<w:r><w:rPr><w:b/></w:rPr><w:t>the budget</w:t></w:r><w:proofErr w:type="spellEnd"/>` +
  `<w:r><w:t xml:space="preserve"> &amp; the </w:t></w:r><w:r><w:rPr><w:i/></w:rPr><w:t>plan</w:t></w:r>` +
  `<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteReference w:id="1"/></w:r>` +
  `<w:r><w:t xml:space="preserve">. See </w:t></w:r>` +
  `<w:hyperlink r:id="rId5" w:history="1"><w:r><w:rPr><w:rStyle w:val="Hyperlink"/></w:rPr><w:t>the website</w:t></w:r></w:hyperlink>` +
  `<w:r><w:t>.</w:t></w:r><w:bookmarkEnd w:id="0"/></w:p>` +
  `<w:p><w:r><w:t xml:space="preserve">Page </w:t></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r>` +
  `<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r><w:r><w:t xml:space="preserve"> of the draft</w:t></w:r></w:p>` +
  `<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblBorders><w:insideH w:val="single"/></w:tblBorders></w:tblPr><w:tblGrid><w:gridCol w:w="4000"/><w:gridCol w:w="4000"/></w:tblGrid>` +
  `<w:tr><w:tc><w:tcPr><w:tcW w:w="4000" w:type="dxa"/></w:tcPr><w:p><w:r><w:t>Item</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>Cost in rupees</w:t></w:r></w:p></w:tc></w:tr>` +
  `<w:tr><w:tc><w:p><w:r><w:t>Roads</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>12,000</w:t></w:r></w:p></w:tc></w:tr></w:tbl>` +
  `<w:p><w:r><w:t xml:space="preserve">Before the box </w:t></w:r><w:r><w:drawing><wp:inline xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"><a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:txbx><w:txbxContent>` +
  `<w:p><w:r><w:t>Text in a box</w:t></w:r></w:p></w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:inline></w:drawing></w:r><w:r><w:t xml:space="preserve"> after the box.</w:t></w:r></w:p>` +
  `<w:p/><w:sectPr><w:headerReference w:type="default" r:id="rId7"/><w:footerReference w:type="default" r:id="rId8"/></w:sectPr></w:body></w:document>`;

export const FOOTNOTES_XML =
  `${DECL}<w:footnotes ${W}><w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>` +
  `<w:footnote w:id="1"><w:p><w:pPr><w:pStyle w:val="FootnoteText"/></w:pPr><w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteRef/></w:r>` +
  `<w:r><w:t xml:space="preserve"> Approved on 3 March.</w:t></w:r></w:p></w:footnote></w:footnotes>`;

export const HEADER_XML = `${DECL}<w:hdr ${W}><w:p><w:pPr><w:jc w:val="right"/></w:pPr><w:r><w:t>Confidential</w:t></w:r></w:p></w:hdr>`;
export const FOOTER_XML = `${DECL}<w:ftr ${W}><w:p><w:r><w:t>Ministry of Finance</w:t></w:r></w:p></w:ftr>`;
export const STYLES_XML = `${DECL}<w:styles ${W}><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:cstheme="minorBidi"/><w:lang w:val="en-US" w:bidi="ar-SA"/></w:rPr></w:rPrDefault></w:docDefaults></w:styles>`;

const CONTENT_TYPES =
  `${DECL}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>` +
  `<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>` +
  `<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>` +
  `<Override PartName="/word/footnotes.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml"/>` +
  `<Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>` +
  `<Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/></Types>`;
const ROOT_RELS = `${DECL}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const DOC_RELS =
  `${DECL}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>` +
  `<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footnotes" Target="footnotes.xml"/>` +
  `<Relationship Id="rId5" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://example.gov.in/" TargetMode="External"/>` +
  `<Relationship Id="rId7" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/>` +
  `<Relationship Id="rId8" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/></Relationships>`;

export function docxParts(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    '[Content_Types].xml': CONTENT_TYPES,
    '_rels/.rels': ROOT_RELS,
    'word/_rels/document.xml.rels': DOC_RELS,
    'word/document.xml': DOCUMENT_XML,
    'word/styles.xml': STYLES_XML,
    'word/footnotes.xml': FOOTNOTES_XML,
    'word/header1.xml': HEADER_XML,
    'word/footer1.xml': FOOTER_XML,
    ...overrides,
  };
}

export function buildDocx(overrides: Record<string, string> = {}): Uint8Array {
  const parts = docxParts(overrides);
  return zipSync(Object.fromEntries(Object.entries(parts).map(([name, xml]) => [name, strToU8(xml)])), { level: 6 });
}
