import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { invoices } from '../../db/schema/index.ts';
import { scriptFonts, splitRuns } from './invoice-fonts.ts';

type InvoiceRow = typeof invoices.$inferSelect;

/** The standard PDF fonts have no ₹ sign (WinAnsi): amounts read "INR 1,234.00". */
const inr = (paise: number) => `INR ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A one-page GST tax invoice (rule 46: number, date, GSTINs, place of supply, SAC, taxable value, tax split). */
export async function renderInvoicePdf(invoice: InvoiceRow): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Tax invoice ${invoice.number}`);
  pdf.setProducer('Lipi');
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const fontOf = scriptFonts(pdf);
  let y = 790;
  // Text in runs of one font each: Helvetica for WinAnsi, a Noto font for an Indic script (a buyer's name in Hindi or Tamil).
  const line = async (text: string, options: { x?: number; size?: number; isBold?: boolean } = {}) => {
    const size = options.size ?? 10;
    let x = options.x ?? 50;
    for (const run of splitRuns(text)) {
      const runFont = run.script === 'latin' ? (options.isBold ? bold : font) : await fontOf(run.script);
      page.drawText(run.text, { x, y, size, font: runFont, color: rgb(0, 0, 0) });
      x += runFont.widthOfTextAtSize(run.text, size);
    }
  };
  const next = (gap = 15) => (y -= gap);
  await line('TAX INVOICE', { size: 18, isBold: true });
  next(28);
  await line(`Invoice number: ${invoice.number}`);
  await line(`Date: ${invoice.issuedAt.toISOString().slice(0, 10)}`, { x: 350 });
  next(25);
  await line('Seller', { isBold: true });
  await line('Buyer', { x: 320, isBold: true });
  const seller = [
    invoice.seller.name,
    ...invoice.seller.address.split('\n'),
    `GSTIN: ${invoice.seller.gstin ?? 'not registered'}`,
    `State code: ${invoice.seller.stateCode ?? '-'}`,
  ];
  const buyer = [
    invoice.buyer.name,
    ...invoice.buyer.address.split('\n').filter(Boolean),
    `GSTIN: ${invoice.buyer.gstin ?? 'unregistered'}`,
    `Place of supply (state code): ${invoice.buyer.stateCode ?? invoice.seller.stateCode ?? '-'}`,
  ];
  for (let i = 0; i < Math.max(seller.length, buyer.length); i++) {
    next();
    if (seller[i]) await line(seller[i]!);
    if (buyer[i]) await line(buyer[i]!, { x: 320 });
  }
  next(30);
  await line('Description', { isBold: true });
  await line('SAC', { x: 330, isBold: true });
  await line('Taxable value', { x: 440, isBold: true });
  for (const item of invoice.lines) {
    next();
    await line(item.description);
    await line(item.sac, { x: 330 });
    await line(inr(item.amount), { x: 440 });
  }
  next(25);
  const rows: [string, number][] = [['Taxable value', invoice.taxable]];
  if (invoice.igst > 0) rows.push(['IGST @ 18%', invoice.igst]);
  else rows.push(['CGST @ 9%', invoice.cgst], ['SGST @ 9%', invoice.sgst]);
  rows.push(['Total', invoice.total]);
  for (const [label, value] of rows) {
    await line(label, { x: 330, isBold: label === 'Total' });
    await line(inr(value), { x: 440, isBold: label === 'Total' });
    next();
  }
  next(20);
  await line('Tax payable on reverse charge: No', { size: 9 });
  next();
  await line('This is a computer-generated invoice and needs no signature.', { size: 9 });
  return pdf.save();
}
