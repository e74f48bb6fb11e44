import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startCustomerSite, type CustomerSite } from './support/customer-site.ts';
import { call } from './support/delivery-helpers.ts';
import { photo, screen, signInAsAdmin, useJourney } from './support/journey.ts';

const journey = useJourney();
let site: CustomerSite;

/** Readers' browsers: ordinary user agents, and not flagged as automated (navigator.webdriver). */
const HINDI_READER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const TAMIL_READER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const PROXY_READER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

beforeAll(async () => {
  site = await startCustomerSite(inject('baseUrl'), '127.0.0.9');
});
afterAll(async () => {
  await site?.close();
});

type Figures = { views: number; visits: number };

/** A reader in a browser of its own, through the snippet: waits for the view's report to be sent. */
async function readThroughSnippet(browser: Browser, userAgent: string, paths: string[], options: { human: boolean }) {
  const context = await browser.newContext({ userAgent, viewport: { width: 1366, height: 900 } });
  // A person's browser: the snippet's automation check (navigator.webdriver) would otherwise not count it.
  if (options.human) await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
  try {
    for (const path of paths) {
      const page = await context.newPage();
      const reported = page.waitForRequest((r) => r.url().endsWith('/api/tracker/projectContentTracker') && /"viewId"/.test(r.postData() ?? ''), {
        timeout: 20_000,
      });
      await page.goto(`${site.origin}${path}`);
      await reported;
      await page.close();
    }
  } finally {
    await context.close();
  }
}

/** A reader of the translated page through the proxy, without JavaScript (the server counts the view). */
async function readThroughProxy(browser: Browser, userAgent: string, url: string) {
  const context = await browser.newContext({ userAgent, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
  } finally {
    await context.close();
  }
}

describe('statistics (visits per language from the snippet and the proxy, the home page, the download)', () => {
  it('Hindi and Tamil readers are counted per language, a bot is not; the home page and the CSV show the same figures', async () => {
    const admin: Page = await journey.newPage();
    await signInAsAdmin(admin, journey.baseUrl);
    const created = await call<{ projectId: string }>(admin, 'project/new', { url: `${site.origin}/`, languages: ['hi', 'ta'], name: 'Statistics Bakery' });
    expect(created.status, created.message).toBe(200);
    const projectId = created.data.projectId;
    site.setProjectId(projectId);
    const browser = admin.context().browser()!;

    // Readers: one in Hindi (two pages, one visit), one in Tamil through the snippet, another in Tamil through the proxy.
    await readThroughSnippet(browser, HINDI_READER, ['/?lipi_lang=hi', '/about?lipi_lang=hi'], { human: true });
    await readThroughSnippet(browser, TAMIL_READER, ['/?lipi_lang=ta'], { human: true });
    await readThroughProxy(browser, PROXY_READER, `${journey.baseUrl}/render/${projectId}/ta/about`);
    // Not readers: a crawler through the proxy, and an automated browser through the snippet.
    await readThroughProxy(browser, GOOGLEBOT, `${journey.baseUrl}/render/${projectId}/hi/`);
    await readThroughSnippet(browser, HINDI_READER, ['/?lipi_lang=hi'], { human: false });

    const domains = await call<{ domainWiseData: Array<{ hostname: string }> }>(admin, 'dashboard/domainWiseStat', { projectId });
    const hostname = domains.data.domainWiseData[0]!.hostname;
    const perLanguage = async (lang: string) => (await call<{ stat: Figures }>(admin, 'dashboard/fetchStat', { projectId, lang })).data.stat;
    // Views through the proxy are counted in memory and written every 5 s (docs/proxy.md): wait for that write.
    await expect.poll(async () => (await perLanguage('ta')).views, { timeout: 20_000, interval: 500 }).toBe(2);
    const before = { hi: await perLanguage('hi'), ta: await perLanguage('ta') };
    expect(before.hi).toMatchObject({ views: 2, visits: 1 });
    expect(before.ta).toMatchObject({ views: 2, visits: 2 });

    // The rollup job, run now: the same figures then come from the rollups instead of the raw events.
    await expect
      .poll(async () => (await call<{ pending: number }>(admin, 'dashboard/stats/rollup', {})).data.pending, { timeout: 30_000, interval: 1_000 })
      .toBe(0);
    expect({ hi: await perLanguage('hi'), ta: await perLanguage('ta') }).toEqual(before);

    // The home page, narrowed to this site's domain (kept in the URL).
    await admin.goto(`${journey.baseUrl}/app?domain=${encodeURIComponent(hostname)}`);
    const table = admin.getByRole('table', { name: 'Visits per language in the range' });
    const row = (language: string) => table.getByRole('row').filter({ hasText: language });
    await expect.poll(async () => (await row('Hindi').innerText()).split(/\s+/).slice(-3, -1), { timeout: 15_000 }).toEqual(['1', '2']);
    expect((await row('Tamil').innerText()).split(/\s+/).slice(-3, -1)).toEqual(['2', '2']);
    await admin.getByRole('figure', { name: 'Visits per language and day' }).locator('svg.recharts-surface').first().waitFor();
    await admin
      .getByRole('cell', { name: `${site.origin}/about` })
      .first()
      .waitFor();
    await screen(admin, 'statistics-01-home');

    // The CSV: per domain and language, then the total, matching the page.
    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Download' }).hover();
    await admin.getByRole('menuitem', { name: 'CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^domain-wise-stats-.*\.csv$/);
    const lines = readFileSync((await file.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));
    expect(lines[0]!.slice(0, 5)).toEqual(['project', 'domain', 'language', 'views', 'visits']);
    const body = lines.slice(1, -1).map((cells) => ({ lang: cells[2], views: Number(cells[3]), visits: Number(cells[4]) }));
    expect(body).toEqual([
      { lang: 'hi', views: 2, visits: 1 },
      { lang: 'ta', views: 2, visits: 2 },
    ]);
    expect(lines.at(-1)!.slice(0, 5)).toEqual(['Total', '', '', '4', '3']);

    // Tamil only, through the language filter: the figures follow and the URL keeps the choice.
    await admin.getByRole('combobox', { name: 'Language' }).click();
    await admin
      .locator('.ant-select-item-option')
      .filter({ hasText: /^Tamil/ })
      .click();
    await expect.poll(() => new URL(admin.url()).searchParams.get('lang'), { timeout: 15_000 }).toBe('ta');
    await expect.poll(async () => row('Hindi').count(), { timeout: 15_000 }).toBe(0);
    await row('Tamil').waitFor();
    await admin.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').waitFor({ state: 'detached' });
    await photo(admin, 'statistics-02-tamil');

    // At phone width the page still fits: nothing wider than the screen.
    await admin.setViewportSize({ width: 390, height: 844 });
    await table.waitFor();
    // The statistics part of the home fits a phone (tables and the range presets scroll inside themselves).
    const overflowing = await admin.evaluate(() =>
      Array.from(document.querySelectorAll('section[aria-label="Statistics"] *'))
        .filter((el) => {
          for (let p = el.parentElement; p; p = p.parentElement) if (/auto|scroll/.test(getComputedStyle(p).overflowX)) return false;
          return el.getBoundingClientRect().right > window.innerWidth + 1;
        })
        .slice(0, 8)
        .map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} ${Math.round(el.getBoundingClientRect().right)}px`),
    );
    expect(overflowing.join('\n'), 'elements wider than a phone screen').toBe('');
    await screen(admin, 'statistics-03-phone');
  });

  it('a range with no visits says what to do first', async () => {
    const admin = await journey.newPage();
    await signInAsAdmin(admin, journey.baseUrl);
    await admin.goto(`${journey.baseUrl}/app?domain=nobody.example&from=2026-01-01&to=2026-01-31`);
    await admin.getByText(/No visits counted in this range yet/).waitFor();
    await admin.getByRole('link', { name: 'Install the snippet' }).waitFor();
    await screen(admin, 'statistics-04-empty');
  });
});
