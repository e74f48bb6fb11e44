import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from './support/fixture-site.ts';
import { photo, screen, signInAsAdmin, useJourney } from './support/journey.ts';
import { createCrawledProject } from './support/translation-helpers.ts';

const journey = useJourney();
let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(async () => {
  await site?.close();
});

/** How far the page can be scrolled sideways (0 when everything fits the screen's width). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The elements that stick out past the right edge (innermost first), to say what to fix. */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((el) => {
        if (el.getBoundingClientRect().right <= window.innerWidth + 1) return false;
        // Inside a region that scrolls or clips on its own, sticking out is that region's business.
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
          if (/auto|scroll|hidden|clip/.test(getComputedStyle(a).overflowX)) return false;
        }
        return true;
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')} (${Math.round(el.getBoundingClientRect().right)} px)`)
      .join(', '),
  );

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The element is visible and lies within the screen's width. */
async function expectOnScreen(page: Page, locator: ReturnType<Page['locator']>) {
  await locator.waitFor();
  const box = await locator.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= (page.viewportSize()?.width ?? 0) + 1, `${String(locator)} is off the screen`).toBe(true);
}

describe('the dashboard at phone width (390 × 844)', () => {
  it('never scrolls sideways, and the header keeps the logo and the notification badge apart', async () => {
    const page = await journey.newPage();
    await signInAsAdmin(page, journey.baseUrl);
    const projectPath = await createCrawledProject(page, journey.baseUrl, site, 'Phone bakery');
    await page.setViewportSize({ width: 390, height: 844 });

    for (const [name, path] of [
      ['home', '/app'],
      ['projects', '/app/projects'],
      ['project', projectPath],
      ['scope', `${projectPath}/scope`],
      ['editor', `${projectPath}/translations`],
    ] as const) {
      await page.goto(`${journey.baseUrl}${path}`);
      await page.locator('#main h1, #main h2').first().waitFor();
      await page.waitForLoadState('networkidle');
      // The two wide screens are checked with axe too; the others are photographed only (checked elsewhere).
      if (name === 'scope' || name === 'editor') await screen(page, `phone-${name}`);
      else await photo(page, `phone-${name}`);
      expect(await sidewaysOverflow(page), `${name} scrolls sideways: ${await overflowing(page)}`).toBeLessThanOrEqual(1);
      const logo = await page.getByRole('link', { name: 'Lipi home' }).first().boundingBox();
      const bell = await page.getByRole('button', { name: /Notifications/ }).boundingBox();
      if (logo && bell) expect(overlaps(logo, bell), `${name}: the notification bell covers the logo`).toBe(false);
    }
    // The key actions of the two wide screens are on the screen, not behind a sideways scroll.
    await page.goto(`${journey.baseUrl}${projectPath}/scope`);
    await expectOnScreen(page, page.getByRole('button', { name: 'Add URLs' }).first());
    await expectOnScreen(page, page.getByRole('switch', { name: /^In scope:/ }).first());
    await page.goto(`${journey.baseUrl}${projectPath}/translations`);
    await expectOnScreen(page, page.locator('tr[data-source-hash]').first());
  });
});
