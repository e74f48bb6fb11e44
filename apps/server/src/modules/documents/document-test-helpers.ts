import { buildSmallDocx } from '@lipi/engine/files/docx/small-docx';

/** Tests: a small .docx whose paragraphs carry a tag, so documents share no text but the table's header. */
export const taggedDocx = (tag: string) =>
  buildSmallDocx((xml) =>
    xml
      .replace('The committee ', `The ${tag} committee `)
      .replace('<w:t>Item</w:t>', `<w:t>${tag} item</w:t>`)
      .replace('Cost in rupees', `${tag} cost in rupees`)
      .replace('<w:t>Roads</w:t>', `<w:t>${tag} roads</w:t>`)
      .replace('<w:t>12,000</w:t>', `<w:t>${tag} total</w:t>`),
  );
