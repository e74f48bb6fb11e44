import { inject, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCustomerSite, type CustomerSite } from './support/customer-site.ts';
import { screen, signInAsAdmin, toast, useJourney } from './support/journey.ts';

const journey = useJourney();
let site: CustomerSite;
beforeAll(async () => {
  site = await startCustomerSite(inject('baseUrl'), '127.0.0.6');
});
afterAll(() => site.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('administration: KYC review and demo ids (issue 11)', () => {
  it('a KYC document goes from pending to accepted; a disguised file is refused', async () => {
    const fileName = `pan-${Date.now()}.pdf`;
    const page = await journey.newPage();
    await signInAsAdmin(page, journey.baseUrl);
    // At 1366 px the users table's actions stay whole on screen (they were cut off).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
    const reset = page.getByRole('button', { name: /^Reset password of / }).first();
    await reset.waitFor();
    const box = await reset.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(1366);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'KYC documents' }).click();
    await page.getByRole('heading', { name: 'KYC documents' }).waitFor();
    await page.getByText('No documents uploaded yet').or(page.getByRole('cell').first()).first().waitFor();
    await screen(page, 'kyc-documents');

    await page.getByLabel('Document type').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('GST registration', { exact: true }).click();
    await page.setInputFiles('#kyc-file', { name: 'gst.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
    await page.getByRole('button', { name: 'Upload document' }).click();
    await page.getByText('The file is not what its name says').waitFor();

    await page.getByLabel('Document type').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('PAN card', { exact: true }).click();
    await page.setInputFiles('#kyc-file', { name: fileName, mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Upload document' }).click();
    await toast(page, 'success', 'Document uploaded').waitFor();
    const row = page.getByRole('row', { name: new RegExp(fileName) });
    await row.getByText('Pending review').waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'KYC review' }).click();
    await page.getByRole('heading', { name: 'KYC review' }).waitFor();
    const queued = page.getByRole('row', { name: new RegExp(fileName) });
    await queued.waitFor();
    await screen(page, 'kyc-review');
    await queued.getByRole('button', { name: `Accept ${fileName}` }).click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'OK' }).click();
    await toast(page, 'success', 'Decision saved').waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'KYC documents' }).click();
    await page
      .getByRole('row', { name: new RegExp(fileName) })
      .getByText('Accepted')
      .waitFor();
  });

  it("a demo id opens the prospect's site in Hindi and stops once deleted", async () => {
    const page = await journey.newPage();
    await signInAsAdmin(page, journey.baseUrl);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Demo ids' }).click();
    await page.getByRole('heading', { name: 'Demo ids' }).waitFor();
    await screen(page, 'demo-ids');

    await page.getByRole('button', { name: 'New demo id' }).click();
    const dialog = page.getByRole('dialog', { name: 'New demo id' });
    await dialog.getByLabel("Prospect's website").fill(site.origin);
    await dialog.getByLabel('Label (optional)').fill('Sunrise Bakery');
    await dialog.getByRole('button', { name: 'Create demo id' }).click();
    await toast(page, 'success', 'Demo id created').waitFor();
    const link = page.getByRole('link', { name: `Open demo of ${site.origin}` }).first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\/demo\/[0-9a-f-]{36}$/);

    const prospect = await journey.newPage();
    await prospect.goto(href!);
    await prospect.waitForURL(/\/render\/[0-9a-f-]{36}\/hi\//);
    // The bakery's heading, in Hindi when the organisation's memory already has it (other journeys share this site).
    await prospect.getByRole('heading', { level: 1 }).waitFor();
    expect(await prospect.locator('html').getAttribute('lang')).toBe('hi');
    await page.reload();
    await page
      .getByRole('row', { name: /Sunrise Bakery/ })
      .first()
      .getByRole('cell', { name: '1', exact: true })
      .waitFor();

    await page
      .getByRole('button', { name: `Delete demo of ${site.origin}` })
      .first()
      .click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'OK' }).click();
    await toast(page, 'success', 'Demo id deleted').waitFor();
    const gone = await prospect.goto(href!);
    expect(gone?.status()).toBe(404);
    await prospect.getByText('This demo link does not exist or was withdrawn.').waitFor();
  });
});
