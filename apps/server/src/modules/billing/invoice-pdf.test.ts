import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { splitRuns } from './invoice-fonts.ts';

/** The text a PDF reader extracts (pdf.js, through each font's ToUnicode map). */
async function textOf(pdf: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: pdf, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

const invoice = (buyerName: string) => ({
  id: '00000000-0000-0000-0000-000000000001',
  number: 'L202627/000042',
  transactionId: '00000000-0000-0000-0000-000000000002',
  organisationId: '00000000-0000-0000-0000-000000000003',
  seller: { name: 'Lipi Technologies', address: 'Pune', gstin: '27AAAAA0000A1Z5', stateCode: '27' },
  buyer: { name: buyerName, address: 'चेन्नई 600001', gstin: null, stateCode: '33' },
  lines: [{ description: 'Starter plan, monthly', sac: '998319', amount: 499900 }],
  taxable: 499900,
  cgst: 0,
  sgst: 0,
  igst: 89982,
  total: 589882,
  issuedAt: new Date('2026-11-27T10:00:00Z'),
});

describe('invoice PDF with non-Latin names', () => {
  it('prints a Hindi and a Tamil buyer name in their scripts (a reader extracts them), Latin in Helvetica', async () => {
    const text = await textOf(await renderInvoicePdf(invoice('राम कुमार Sharma')));
    expect(text).toContain('राम कुमार');
    expect(text).toContain('Sharma');
    expect(text).toContain('L202627/000042');
    expect(text).not.toContain('?');
    const tamil = await textOf(await renderInvoicePdf(invoice('முருகன் ட்ரேடர்ஸ்')));
    expect(tamil).toContain('முருகன்');
  });

  it('splits text into runs of one script, keeping spaces inside a name', () => {
    expect(splitRuns('राम कुमार (HQ)')).toEqual([
      { script: 'devanagari', text: 'राम कुमार ' },
      { script: 'latin', text: '(HQ)' },
    ]);
    // A script with no font here prints '?', never a broken glyph.
    expect(splitRuns('王 Ltd')).toEqual([{ script: 'latin', text: '? Ltd' }]);
  });
});
