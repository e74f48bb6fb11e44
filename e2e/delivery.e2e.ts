import { readFileSync } from 'node:fs';
import { SNIPPET_STRINGS } from '@lipi/contract/snippet-strings';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startCustomerSite, type CustomerSite } from './support/customer-site.ts';
import { call, chooseLanguage, DEVANAGARI, openSection, verifyLevel, visitUntil } from './support/delivery-helpers.ts';
import { photo, screen, toast, useJourney, waitForPath, signInAsAdmin } from './support/journey.ts';

const journey = useJourney();
let site: CustomerSite;
let projectId = '';
let projectPath = '';
/** The admin's dashboard page of the current journey (every journey opens its own). */
let admin: Page;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SUGGESTED = 'सनराइज़ बेकरी में हार्दिक स्वागत';

beforeAll(async () => {
  site = await startCustomerSite(inject('baseUrl'), '127.0.0.3');
});
afterAll(async () => {
  await site?.close();
});

/** A fresh signed-in dashboard on the project's page. */
async function openAdmin(section?: string): Promise<Page> {
  admin = await journey.newPage();
  await signInAsAdmin(admin, journey.baseUrl);
  await admin.goto(`${journey.baseUrl}${projectPath}${section ? `/${section}` : ''}`);
  return admin;
}

describe('delivery (install, verify, translate, visit, suggest, proxy)', () => {
  it('a customer creates a project, installs the tag, verifies it, translates into Hindi, previews, styles the switcher and clears the cache', async () => {
    admin = await journey.newPage();
    await admin.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: journey.baseUrl });
    await signInAsAdmin(admin, journey.baseUrl);

    await admin.goto(`${journey.baseUrl}/app/projects/new`);
    await admin.getByLabel('Website URL').fill(site.origin);
    await admin.getByLabel('Project name (optional)').fill('Sunrise Bakery');
    await admin.getByRole('button', { name: 'Next' }).click();
    await admin.getByRole('heading', { name: 'Translate into' }).waitFor();
    await admin.getByRole('button', { name: 'Add the 12 most used Indian languages' }).click();
    await admin.getByRole('button', { name: 'Next' }).click();
    await admin.getByRole('button', { name: 'Create project' }).click();
    await waitForPath(admin, /^\/app\/projects\/(?!new$)[^/]+$/);
    projectPath = new URL(admin.url()).pathname;
    projectId = decodeURIComponent(projectPath.split('/').pop()!);
    // The customer pastes the tag: from now on every page of the site carries it.
    site.setProjectId(projectId);

    const start = admin.getByRole('button', { name: 'Start crawl' }).first();
    const status = admin
      .getByRole('status')
      .filter({ hasText: /pages processed|Crawling|Parsing|Parsed|Crawled|Not crawled/ })
      .first();
    await Promise.race([start.waitFor({ timeout: 20_000 }), status.waitFor({ timeout: 20_000 })]);
    if (await start.isVisible()) await start.click();
    await expect.poll(async () => (await status.textContent()) ?? '', { timeout: 90_000, interval: 300 }).toMatch(/^Parsed/);

    // Install: the tag, copied with the keyboard.
    await openSection(admin, 'Delivery');
    await waitForPath(admin, `${projectPath}/delivery`);
    const tag = `<script src="${journey.baseUrl}/snippet.js" data-project-id="${projectId}" defer></script>`;
    await admin.getByLabel('Script tag').getByText(tag, { exact: true }).waitFor();
    await screen(admin, 'delivery-01-install');
    await admin.getByRole('button', { name: 'Copy tag' }).focus();
    await admin.keyboard.press('Enter');
    await toast(admin, 'success', 'Tag copied to the clipboard').waitFor();
    expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(tag);

    // Verify: the page has the tag with this project's id (2); no visitor yet (not 3).
    await admin.getByLabel('Page to check').fill(`${site.origin}/`);
    const level = await verifyLevel(admin);
    expect(level).toBe(2);
    await admin.getByRole('heading', { name: 'Installed: the tag has this project’s id' }).waitFor();
    await screen(admin, 'delivery-02-verified-level-2');

    // Translate everything into Hindi with the project's default engine, as the editor's button does.
    const run = await call<{ id: string }>(admin, 'translation/nmt/apply', {
      projectId,
      targetLang: 'hi',
      idArr: [],
      requestId: `e2e-delivery-hi-${projectId}`,
    });
    expect(run.status, run.message).toBe(200);
    await expect
      .poll(async () => (await call<{ run: { status: string } }>(admin, 'translation/nmt/status', { projectId, runId: run.data.id })).data.run.status, {
        timeout: 60_000,
        interval: 500,
      })
      .toBe('completed');

    // Preview: the home page in Hindi through the proxy.
    await admin.getByRole('tab', { name: 'Preview' }).click();
    await admin.getByLabel('Page', { exact: true }).click();
    await admin
      .locator('.ant-select-item-option')
      .filter({ hasText: new RegExp(`^${escapeRegExp(site.origin)}/$`) })
      .click();
    await admin.getByRole('button', { name: 'Preview' }).click();
    const open = admin.getByRole('link', { name: 'Open in a new tab' });
    await open.waitFor();
    expect(await open.getAttribute('href')).toContain(`/render/${projectId}/hi/`);
    await screen(admin, 'delivery-03-preview');
    const [tab] = await Promise.all([admin.context().waitForEvent('page'), open.click()]);
    await tab.waitForLoadState();
    expect(await tab.locator('h1').textContent()).toMatch(DEVANAGARI);
    await photo(tab, 'delivery-03b-preview-tab');
    await tab.close();

    // Switcher: the CSS restyles the preview live (in the sandboxed frame), then it is saved.
    await admin.getByRole('tab', { name: 'Switcher and fonts' }).click();
    const css = admin.getByLabel('Switcher CSS');
    await css.fill('.lipi-btn { background: rgb(178, 34, 34); border-radius: 4px; }');
    const preview = admin.locator('iframe[title="Language switcher preview"]');
    expect(await preview.getAttribute('srcdoc')).toContain('.lipi-btn { background: rgb(178, 34, 34)');
    expect(await preview.getAttribute('sandbox')).toBe('');
    await admin.getByRole('button', { name: 'Save CSS' }).click();
    await admin.getByRole('button', { name: 'Save CSS' }).and(admin.locator('[disabled]')).waitFor();
    // Font size for Hindi.
    await admin.getByLabel('Language', { exact: true }).click();
    await admin
      .locator('.ant-select-item-option')
      .filter({ hasText: /^Hindi/ })
      .click();
    await admin.getByLabel('Font size', { exact: true }).fill('18px');
    await admin.getByRole('button', { name: 'Add' }).click();
    await admin.getByRole('cell', { name: '18px' }).waitFor();
    await screen(admin, 'delivery-04-switcher');

    // Cache.
    await admin.getByRole('tab', { name: 'Cache' }).click();
    await admin.getByRole('button', { name: 'Clear cache' }).click();
    await admin.getByRole('tooltip').getByRole('button', { name: 'Clear cache' }).click();
    await toast(admin, 'success', 'Cache cleared successfully').waitFor();
    await screen(admin, 'delivery-05-cache');
  });

  it('a visitor switches the page to Hindi and back, sees later content translated, and suggests a better translation', async () => {
    const visitor = await journey.newPage();
    const dialogs: string[] = [];
    visitor.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await visitor.goto(`${site.origin}/`);
    await visitor.locator('#lipi-switcher .lipi-btn').waitFor();
    const h1 = visitor.locator('h1');
    expect(await h1.textContent()).toBe('Welcome to Sunrise Bakery');

    await chooseLanguage(visitor, 'हिन्दी');
    await expect.poll(() => h1.textContent(), { timeout: 30_000 }).toMatch(DEVANAGARI);
    expect(await visitor.locator('html').getAttribute('lang')).toBe('hi');
    expect(await visitor.locator('img').getAttribute('alt')).toMatch(DEVANAGARI);
    expect(await visitor.locator('#q').getAttribute('placeholder')).toMatch(DEVANAGARI);
    expect(await visitor.locator('main button').getAttribute('title')).toMatch(DEVANAGARI);
    // The paragraph the page adds 1.5 s after load is translated too.
    await expect
      .poll(
        async () =>
          (await visitor
            .locator('#late-text')
            .textContent({ timeout: 5_000 })
            .catch(() => '')) ?? '',
        { timeout: 15_000 },
      )
      .toMatch(DEVANAGARI);
    await screen(visitor, 'delivery-06-visitor-hindi');

    await chooseLanguage(visitor, 'English');
    await expect.poll(() => h1.textContent(), { timeout: 30_000 }).toBe('Welcome to Sunrise Bakery');
    expect(await visitor.locator('img').getAttribute('alt')).toBe('Sunrise Bakery logo');
    expect(await visitor.locator('#q').getAttribute('placeholder')).toBe('Search our cakes');
    expect(await visitor.locator('main button').getAttribute('title')).toBe('Order a cake');
    expect(await visitor.locator('#late-text').textContent()).toBe(site.lateText);
    expect(await visitor.locator('html').getAttribute('lang')).toBe('en');

    // A suggestion on the heading, through the switcher's menu (which now speaks Hindi).
    const hi = SNIPPET_STRINGS.hi!;
    await chooseLanguage(visitor, 'हिन्दी');
    await expect.poll(() => h1.textContent(), { timeout: 30_000 }).toMatch(DEVANAGARI);
    await visitor.locator('#lipi-switcher .lipi-btn').click();
    await visitor.getByRole('button', { name: hi.suggest }).click();
    await h1.click();
    const dialog = visitor.getByRole('dialog', { name: hi.suggest });
    await dialog.waitFor();
    await dialog.getByLabel(hi.yourTranslation).fill(SUGGESTED);
    await photo(visitor, 'delivery-07-visitor-suggests');
    await dialog.getByRole('button', { name: hi.sendSuggestion }).click();
    await visitor.getByText(hi.thanksSuggestion).waitFor();
    expect(dialogs).toEqual([]);

    // The switcher carries the saved CSS.
    await visitUntil(
      journey.newPage,
      'the saved switcher CSS',
      `${site.origin}/`,
      (page) => page.locator('#lipi-switcher .lipi-btn').evaluate((el) => getComputedStyle(el).backgroundColor, undefined, { timeout: 10_000 }),
      /^rgb\(178, 34, 34\)$/,
    );
  });

  it('the snippet having run for a visitor, verification reaches level 3; the suggestion is accepted and shows on the next visit', async () => {
    await openAdmin('delivery');
    await admin.getByLabel('Page to check').fill(`${site.origin}/`);
    expect(await verifyLevel(admin)).toBe(3);
    await admin.getByRole('heading', { name: 'Verified: the snippet is running for visitors' }).waitFor();
    await screen(admin, 'delivery-08-verified-level-3');

    await openSection(admin, 'Suggestions');
    await waitForPath(admin, `${projectPath}/suggestions`);
    const row = admin.getByRole('row').filter({ hasText: SUGGESTED });
    await row.waitFor();
    expect(await admin.getByText('New (1)').count()).toBe(1);
    await screen(admin, 'delivery-09-suggestions');

    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Download CSV' }).click();
    expect((await download).suggestedFilename()).toBe('suggestionReport.csv');
    // A file that is not a decisions CSV changes nothing and says so.
    await admin.locator('input[type=file]').setInputFiles({ name: 'decisions.csv', mimeType: 'text/csv', buffer: Buffer.from('colour,size\nred,big\n') });
    await toast(admin, 'error', 'Please upload a correct format').waitFor();
    await row.waitFor();

    await row.getByRole('button', { name: /^Accept suggestion/ }).click();
    await toast(admin, 'success', 'Suggestion accepted as TM').waitFor();
    await admin.getByText('No new suggestions: every suggestion has been reviewed.').waitFor();
    await admin.getByText('Accepted (1)').click();
    expect(new URL(admin.url()).searchParams.get('status')).toBe('accepted');
    await row.waitFor();
    await photo(admin, 'delivery-10-suggestion-accepted');

    // The cross-project page: the same inbox, the project chosen at the top and kept in the URL.
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Suggestions' }).click();
    await waitForPath(admin, '/app/suggestions');
    await admin.getByRole('heading', { name: 'Suggestions', level: 1 }).waitFor();
    await admin.getByLabel('Project').click();
    await admin
      .locator('.ant-select-item-option')
      .filter({ hasText: /^Sunrise Bakery/ })
      .first()
      .click();
    expect(await admin.getByRole('link', { name: 'Open in the project' }).getAttribute('href')).toBe(`${projectPath}/suggestions`);
    await admin.getByText('Accepted (1)').waitFor();
    // The picker's list has closed (axe would otherwise meet it mid-animation).
    await admin.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').waitFor({ state: 'detached' });
    await screen(admin, 'delivery-10b-suggestions-page');

    await admin.goto(`${journey.baseUrl}${projectPath}/suggestions`);
    await admin.getByRole('tab', { name: 'Feedback' }).click();
    await admin.getByText('No feedback yet').waitFor();
    await screen(admin, 'delivery-11-feedback');
    const feedbackCsv = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Download CSV' }).click();
    expect((await feedbackCsv).suggestedFilename()).toBe('feedbackReport.csv');

    // Decisions by file: a second visitor's suggestion, the report downloaded, its decision column filled in, uploaded.
    const order = await call<{ rows: Array<{ sourceHash: string; sourceText: string }> }>(admin, 'translation/filter', {
      projectId,
      targetLang: 'hi',
      search: 'Order now',
    });
    const orderHash = order.data.rows.find((r) => r.sourceText === 'Order now')!.sourceHash;
    const suggested = await fetch(`${journey.baseUrl}/api/public/suggestion`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ projectId, url: `${site.origin}/`, lang: 'hi', sourceHash: orderHash, suggestedText: 'अभी मंगाइए' }),
    });
    expect(suggested.status).toBe(200);
    await admin.getByRole('tab', { name: 'Suggestions' }).click();
    await admin.getByRole('row').filter({ hasText: 'अभी मंगाइए' }).waitFor();
    const report = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Download CSV' }).click();
    const csv = readFileSync((await (await report).path())!, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(csv[0]).toMatch(/^"?id"?,/);
    const ids = csv.slice(1).map((line) => line.split(',')[0]!.replace(/"/g, ''));
    expect(ids).toHaveLength(1);
    await admin
      .locator('input[type=file]')
      .setInputFiles({ name: 'decisions.csv', mimeType: 'text/csv', buffer: Buffer.from(`id,decision\n${ids[0]},rejected\n`) });
    await toast(admin, 'success', '1 suggestion updated').waitFor();
    await admin.getByText('Rejected (1)').waitFor();
    await photo(admin, 'delivery-11b-decisions-uploaded');

    // The next visit (a new visitor, straight into Hindi) shows the accepted text.
    await visitUntil(
      journey.newPage,
      'the accepted suggestion',
      `${site.origin}/?lipi_lang=hi`,
      async (page) => {
        await expect.poll(() => page.locator('h1').textContent(), { timeout: 30_000 }).toMatch(DEVANAGARI);
        return page.locator('h1').textContent();
      },
      new RegExp(`^${SUGGESTED}$`),
    );
  });

  it('a translation holding a script or an onerror attribute never runs on the page or through the proxy', async () => {
    await openAdmin();
    const rows = await call<{ rows: Array<{ sourceHash: string; sourceText: string }> }>(admin, 'translation/filter', {
      projectId,
      targetLang: 'hi',
      search: 'Order now',
    });
    const hash = rows.data.rows.find((r) => r.sourceText === 'Order now')?.sourceHash;
    expect(hash).toBeTruthy();
    const hostile = '<img src=x onerror="window.__lipiXss=1;alert(1)"><script>window.__lipiXss=2;alert(2)</script>अभी ऑर्डर करें';
    const saved = await call(admin, 'translation/user/update', {
      projectId,
      targetLang: 'hi',
      sourceHash: hash,
      preProcessedTarget: hostile,
      displayType: 'translation',
    });
    expect(saved.status, saved.message).toBe(200);

    for (const url of [`${site.origin}/?lipi_lang=hi`, `${journey.baseUrl}/render/${projectId}/hi/`]) {
      await visitUntil(
        journey.newPage,
        `the hostile translation (${url})`,
        url,
        (page) => page.locator('main button').textContent({ timeout: 10_000 }),
        /अभी ऑर्डर करें/,
      );
      const page = await journey.newPage();
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await page.goto(url);
      const button = page.locator('main button');
      await expect.poll(() => button.textContent(), { timeout: 15_000 }).toContain('अभी ऑर्डर करें');
      await page.waitForTimeout(1_000);
      expect(dialogs, `dialogs on ${url}`).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __lipiXss?: number }).__lipiXss ?? null), `script ran on ${url}`).toBeNull();
      expect(await page.locator('main img[src="x"], main button img, main button script').count(), `markup injected on ${url}`).toBe(0);
    }
  });

  it('the proxy page read without JavaScript is translated, with hreflang and canonical links', async () => {
    const browser = (await journey.newPage()).context().browser()!;
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });
    try {
      const page = await context.newPage();
      const response = await page.goto(`${journey.baseUrl}/render/${projectId}/hi/about`);
      expect(response?.status()).toBe(200);
      if (process.env.E2E_DEBUG) console.log('proxy without JS:', (await page.content()).slice(0, 1500));
      expect(await page.locator('h1').textContent()).toMatch(DEVANAGARI);
      expect(await page.locator('html').getAttribute('lang')).toBe('hi');
      expect(await page.locator('link[rel="alternate"][hreflang="hi"]').count()).toBe(1);
      expect(await page.locator('link[rel="alternate"][hreflang="x-default"]').getAttribute('href')).toBe(`${site.origin}/about`);
      expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
      await photo(page, 'delivery-12-proxy-without-js');
    } finally {
      await context.close();
    }
  });
});
