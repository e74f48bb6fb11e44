import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { photo, screen, signInAsAdmin, toast, useJourney, waitForPath } from './support/journey.ts';

const journey = useJourney();

const COMMON = {
  nav: { home: 'Home', cart: 'Shopping cart' },
  greeting: 'Hello {{name}}, read the <1>terms</1>',
  cart: { item_one: '{{count}} item', item_other: '{{count}} items' },
  version: 2,
};

describe('API / JSON content (issue 14: i18next file to Hindi, keys, dynamic call)', () => {
  it('uploads an i18next file, transliterates it into Hindi, downloads it right, and calls the dynamic API with a key', async () => {
    const files = mkdtempSync(join(tmpdir(), 'lipi-api-e2e-'));
    const page = await journey.newPage();
    await signInAsAdmin(page, journey.baseUrl);

    // The wizard: an API project needs a name and languages, no website.
    await page.goto(`${journey.baseUrl}/app/projects/new`);
    await page.locator('label').filter({ hasText: 'API / JSON content' }).click();
    await page.getByRole('heading', { name: 'Which content?' }).waitFor();
    await page.getByLabel('Project name').fill(`Shop app ${Date.now()}`);
    await screen(page, 'api-content-01-wizard');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Translate into' }).waitFor();
    await page.getByRole('button', { name: 'Add the 12 most used Indian languages' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('API / JSON content', { exact: true }).last().waitFor();
    await page.getByRole('button', { name: 'Create project' }).click();
    await waitForPath(page, /^\/app\/projects\/(?!new$)[^/]+$/);
    const projectId = new URL(page.url()).pathname.split('/').pop()!;

    // Empty state, then the upload: the file is listed and its texts shown with placeholders as markers.
    await page.getByText(/No files yet/).waitFor();
    await screen(page, 'api-content-02-empty');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'common.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(COMMON, null, 2)) });
    await toast(page, 'success', '5 keys uploaded, 5 texts to translate').waitFor();
    const texts = page.getByRole('region', { name: 'Texts of common.json' });
    await texts.getByText('Hello {1}, read the <2>terms</2>').waitFor();

    // Transliteration (the offline default engine) fills every text; the page refreshes on its own.
    await page.getByRole('button', { name: 'Transliterate' }).click();
    // How many texts the run takes depends on what the organisation's memory already holds ("Home"
    // is there when other journeys ran first); every text ends up translated either way.
    await toast(page, 'success', /^Transliteration started for [1-5] texts?$/).waitFor();
    await expect.poll(() => texts.getByText('Not translated yet').count(), { timeout: 20_000 }).toBe(0);
    await screen(page, 'api-content-03-values');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Hindi' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('common.hi.json');
    const saved = join(files, 'common.hi.json');
    await download.saveAs(saved);
    const hindi = JSON.parse(readFileSync(saved, 'utf8'));
    expect(Object.keys(hindi)).toEqual(Object.keys(COMMON));
    expect(hindi.version).toBe(2);
    expect(Object.keys(hindi.cart)).toEqual(['item_one', 'item_other']);
    expect(hindi.cart.item_other).toMatch(/^\{\{count\}\} [\u0900-\u097F]+$/);
    expect(hindi.greeting).toMatch(/^[\u0900-\u097F]+ \{\{name\}\}, [\u0900-\u097F ]+<1>[\u0900-\u097F]+<\/1>$/);
    expect(hindi.nav.cart).toMatch(/^[\u0900-\u097F ]+$/);

    // A key for the dynamic API, shown once.
    await page.getByRole('tab', { name: 'API keys' }).click();
    await page.getByLabel('Key name').fill('Android app');
    await page.getByRole('button', { name: 'Create key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your new API key' });
    const key = (await dialog.getByLabel('API key').inputValue()).trim();
    expect(key).toMatch(/^lipi_/);
    await screen(page, 'api-content-04-key-once');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('region', { name: 'API keys list' }).getByRole('cell', { name: 'Android app', exact: true }).waitFor();

    // An app calls the API: memory answers what the file already taught it.
    const res = await fetch(`${journey.baseUrl}/api/avk_get/translation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({ targetLanguage: 'hi', data: { menu: ['Home', 'Shopping cart'] } }),
    });
    const reply = (await res.json()) as { data: { data: { menu: string[] }; counts: { fromMemory: number } } };
    expect(reply.data.data.menu).toEqual([hindi.nav.home, hindi.nav.cart]);
    expect(reply.data.counts.fromMemory).toBe(2);

    await page.getByRole('tab', { name: 'Requests' }).click();
    await page.getByText('1 requests, 0 used machine translation').waitFor();
    await screen(page, 'api-content-05-requests');
    await photo(page, 'api-content-06-done');

    // The editor: a person's translation goes into memory; the dynamic tab lists what the app sent.
    await page.getByRole('tab', { name: 'Editor' }).click();
    const editor = page.getByRole('region', { name: 'Texts (static)' });
    await page.getByRole('searchbox', { name: 'Search keys and texts' }).first().fill('cart');
    await page.getByRole('searchbox', { name: 'Search keys and texts' }).first().press('Enter');
    await editor.getByRole('button', { name: 'Edit translation of nav.cart' }).click();
    const edit = page.getByRole('dialog', { name: /^Edit translation \(Hindi/ });
    await edit.getByLabel('Translation').fill('खरीदारी की टोकरी');
    await edit.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'success', 'Translation saved').waitFor();
    await editor.getByText('खरीदारी की टोकरी').waitFor();
    await screen(page, 'api-content-07-editor');
    await page.getByRole('tab', { name: 'Dynamic (API calls)' }).click();
    await page.getByRole('region', { name: 'Texts (dynamic)' }).getByText('Shopping cart', { exact: true }).waitFor();
    expect(projectId).not.toBe('');
  });
});
