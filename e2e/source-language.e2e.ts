import { afterAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from './support/fixture-site.ts';
import { screen, signInAsAdmin, useJourney } from './support/journey.ts';
import { chooseOption, createCrawledProject, segmentRow } from './support/translation-helpers.ts';

const journey = useJourney();
/** The real Apertium APy (.ci/run starts it, with apertium-urd-hin); without it the journey is skipped. */
const APERTIUM = process.env.TEST_APERTIUM_URL;
if (!APERTIUM) console.warn('[source-language] skipped: TEST_APERTIUM_URL is not set (see e2e/translation.e2e.ts for starting APy).');
let site: FixtureSite | undefined;
afterAll(async () => {
  await site?.close();
});

describe('a project written in Hindi', () => {
  it.skipIf(!APERTIUM)('is created with Hindi as its source and translates its Hindi page into Urdu through the real Apertium APy', async () => {
    const page = await journey.newPage();
    await signInAsAdmin(page, journey.baseUrl);
    // A site of its own: a website can be one project per organisation.
    site = await startFixtureSite('127.0.0.9');
    const path = await createCrawledProject(page, journey.baseUrl, site, 'Bakery in Hindi', [{ typed: 'urdu', option: /^Urdu/ }], {
      typed: 'hindi',
      option: /^Hindi/,
    });
    await page.goto(`${journey.baseUrl}${path}/translations?lang=ur&url=${encodeURIComponent(`${site.origin}/hi`)}`);
    const row = segmentRow(page, 'हम हर सुबह');
    await row.waitFor();
    // The source column is marked as Hindi.
    expect(await row.locator('span[lang="hi"][dir="ltr"]').count()).toBeGreaterThan(0);
    await screen(page, 'source-language-1-hindi-editor');
    await chooseOption(page, 'Machine translation engine', /^Apertium/);
    await page.getByRole('button', { name: 'Machine translate new content shown' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('button', { name: 'Start' }).click();
    // Once in CI the click was lost and the dialog stayed open (no run started); it closes on start,
    // so a second click happens only then.
    if (
      !(await confirm.waitFor({ state: 'hidden', timeout: 10_000 }).then(
        () => true,
        () => false,
      ))
    )
      await confirm.getByRole('button', { name: 'Start' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Finished · [\d,]+ of [\d,]+ segments/ })
      .waitFor({ timeout: 60_000 });
    // Urdu (Perso-Arabic script) from the real engine, shown right to left.
    await expect.poll(() => row.getByRole('cell').nth(2).textContent(), { timeout: 30_000 }).toMatch(/[\u0600-\u06ff]/);
    expect(await row.locator('span[lang="ur"][dir="rtl"]').count()).toBeGreaterThan(0);
    await screen(page, 'source-language-2-urdu-translated');
  });
});
