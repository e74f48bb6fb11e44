import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { photo, screen, signInAsAdmin, toast, useJourney, waitForPath } from './support/journey.ts';

const journey = useJourney();

const V1 = `<?xml version="1.0" encoding="utf-8"?>
<resources>
    <string name="app_name" translatable="false">Kart</string>
    <!-- Greeting on the home screen -->
    <string name="hello">Hello %1$s, welcome back!</string>
    <string name="cart">Your <b>cart</b> is empty</string>
    <plurals name="items">
        <item quantity="one">%d item</item>
        <item quantity="other">%d items</item>
    </plurals>
</resources>
`;
const V2 = V1.replace(
  '<string name="cart">Your <b>cart</b> is empty</string>',
  '<string name="cart">Your <b>cart</b> is empty</string>\n    <string name="offers">See today\\\'s offers</string>',
);

describe('mobile app project (issue 15: Android strings.xml)', () => {
  it('uploads strings.xml, machine-translates into Hindi, downloads values-hi/strings.xml and resyncs a changed file', async () => {
    const page = await journey.newPage();
    await signInAsAdmin(page, journey.baseUrl);

    // The wizard: Mobile app, the string file, languages (the 12 most used, added with one click), review.
    await page.goto(`${journey.baseUrl}/app/projects/new`);
    await page.getByText('Mobile app', { exact: true }).click();
    await page.getByRole('heading', { name: 'Which app?' }).waitFor();
    await page.getByLabel('Project name').fill(`Kart app ${Date.now()}`);
    await page.getByLabel('String file', { exact: true }).setInputFiles({ name: 'strings.xml', mimeType: 'text/xml', buffer: Buffer.from(V1) });
    await screen(page, 'mobile-01-wizard');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Translate into' }).waitFor();
    await page.getByRole('button', { name: 'Add the 12 most used Indian languages' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Review' }).waitFor();
    await page.getByText('strings.xml', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Create project' }).click();
    await waitForPath(page, /^\/app\/projects\/(?!new$)[^/]+$/);

    // The project page: files, languages with their Android folders, the keys.
    await page.getByRole('heading', { name: 'String files' }).waitFor();
    await page.getByText('values-hi/strings.xml', { exact: true }).waitFor();
    await page.getByText('values-or/strings.xml', { exact: true }).waitFor();
    await page.getByRole('cell', { name: 'hello', exact: true }).waitFor();
    await screen(page, 'mobile-02-project');

    // Machine translation with the default engine (offline transliteration), then the download.
    await page.getByRole('button', { name: 'Machine translate into Hindi' }).click();
    await toast(page, 'success', 'Machine translation finished').waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download values-hi/strings.xml' }).click()]);
    const written = readFileSync((await download.path())!, 'utf8');
    expect(written).toMatch(/<string name="hello">[\u0900-\u097f][^<]*%1\$s[^<]*<\/string>/);
    expect(written).toMatch(/<string name="cart">[^<]*<b>[\u0900-\u097f]+<\/b>[^<]*<\/string>/);
    expect(written).toMatch(/<item quantity="one">%d [\u0900-\u097f]+<\/item>/);
    expect(written).not.toContain('app_name');
    await page
      .getByRole('row')
      .filter({ hasText: 'hello' })
      .getByText(/[\u0900-\u097f]/)
      .first()
      .waitFor();
    await photo(page, 'mobile-03-translated');

    // The plural key shows Hindi's forms side by side; a form that loses its number is not saved.
    const items = page.getByRole('row').filter({ hasText: 'items' });
    await items.getByRole('button', { name: 'Edit the plural forms of items' }).click();
    const other = page.getByLabel('Translation of items, form other');
    await other.fill('कई वस्तुएँ');
    await page.getByText('Keep the placeholder {1}.').waitFor();
    await other.fill('{1} वस्तुएँ');
    await items.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'success', 'Plural forms saved').waitFor();
    await items.getByText('{1} वस्तुएँ').waitFor();

    // A changed file: only the new key is new content; the translated keys keep their Hindi.
    await page.getByLabel('New version of strings.xml').setInputFiles({ name: 'strings.xml', mimeType: 'text/xml', buffer: Buffer.from(V2) });
    await page.getByText('Version 2: 1 new, 0 changed, 0 removed, 4 unchanged strings').waitFor();
    await page.getByText('New keys: offers').waitFor();
    await page.getByText('New content: 3 words.').waitFor();
    await page.getByRole('row').filter({ hasText: 'offers' }).getByText('New content').waitFor();
    await screen(page, 'mobile-04-resynced');
  });
});
