import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectAccessible, launchBrowser, openPage, screenshotDir, snap } from './browser.ts';

/**
 * One Chromium per journey file. Every page opened through `newPage` shares the console-error
 * list; after each test the list must be empty (a console error fails the journey).
 */
export function useJourney() {
  let browser: Browser | undefined;
  const consoleErrors: string[] = [];
  const pages: Page[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async (context) => {
    const failed = context.task.result?.state === 'fail';
    let n = 0;
    for (const page of pages.splice(0)) {
      // A failed journey leaves a picture of every page it had open, to see what the user saw.
      if (failed) {
        const name = `FAILED-${context.task.name.replace(/[^\w-]+/g, '-').slice(0, 60)}-${n++}`;
        // What assistive technology (and getByRole) saw at that moment, then the picture.
        const aria = await page
          .locator('body')
          .ariaSnapshot({ timeout: 5_000 })
          .catch((e: unknown) => String(e));
        mkdirSync(screenshotDir, { recursive: true });
        writeFileSync(join(screenshotDir, `${name}.aria.yml`), `# ${page.url()}\n${aria}\n`);
        await snap(page, name).catch(() => undefined);
      }
      await page
        .context()
        .close()
        .catch(() => undefined);
    }
    const errors = consoleErrors.splice(0);
    expect(errors, 'console errors in the browser').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseUrl: inject('baseUrl'),
    /** A page in a fresh browser context (no shared storage or cookies). */
    async newPage(): Promise<Page> {
      if (!browser) throw new Error('browser not launched');
      const page = await openPage(browser, consoleErrors);
      pages.push(page);
      return page;
    },
  };
}

/**
 * A screen a journey visits: checked with axe (no serious or critical violation) and photographed.
 * Use `photo` instead only for a further state of a screen already checked in the same journey
 * or suite (the same DOM with other values), to keep the suite fast.
 */
export async function screen(page: Page, name: string) {
  const started = performance.now();
  await expectAccessible(page, name);
  const checked = performance.now();
  await snap(page, name);
  if (process.env.E2E_TIMING) console.log(`screen ${name}: axe ${Math.round(checked - started)} ms, snap ${Math.round(performance.now() - checked)} ms`);
}

/** A screenshot only (see `screen`). */
export async function photo(page: Page, name: string) {
  await snap(page, name);
}

/** The toast (antd message) whose text matches; `kind` is success, warning, error or info. */
export function toast(page: Page, kind: 'success' | 'warning' | 'error' | 'info', text: string | RegExp): Locator {
  return page.locator(`.ant-message-notice .ant-message-${kind}`).filter({ hasText: text });
}

/** The path part of the page's URL (with search and hash). */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Waits until the page's path satisfies the predicate (client-side navigations included). */
export async function waitForPath(page: Page, match: string | RegExp, timeout = 15_000) {
  await page.waitForURL((url) => (typeof match === 'string' ? url.pathname === match : match.test(url.pathname)), { timeout });
}

/** Signs in as the super admin the e2e server was started with and waits for the main app. */
export async function signInAsAdmin(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByLabel('Email').fill(inject('adminEmail'));
  await page.getByLabel('Password').fill(inject('adminPassword'));
  await page.getByRole('button', { name: /Sign in/ }).click();
  await waitForPath(page, '/app');
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
}
