import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const DEVANAGARI = /[\u0900-\u097F]/;

/** A signed-in call from the dashboard's own page (its stored session), as the UI makes it. */
export async function call<T>(page: Page, path: string, body: unknown): Promise<{ status: number; success: boolean; message: string; data: T }> {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(`/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: localStorage.getItem('lipi.token') ?? '', timezone: String(Date.now()) },
        body: JSON.stringify(body),
      });
      return { status: res.status, ...(await res.json()) };
    },
    { path, body },
  );
}

/**
 * What a new visitor (a fresh browser context) reads on the page, until it matches: the public API
 * keeps a project's settings and replies in memory for a few seconds, so a change made in the
 * dashboard reaches visitors after at most that. Logs how long it took.
 */
export async function visitUntil(
  newPage: () => Promise<Page>,
  what: string,
  url: string,
  read: (page: Page) => Promise<string | null>,
  expected: string | RegExp,
) {
  const started = performance.now();
  await expect
    .poll(
      async () => {
        const page = await newPage();
        try {
          await page.goto(url);
          return await read(page);
        } catch {
          return null;
        } finally {
          await page.context().close();
        }
      },
      { timeout: 60_000, interval: 1_000 },
    )
    .toMatch(expected);
  console.log(`delivery: ${what} reached a new visitor after ${Math.round(performance.now() - started)} ms`);
}

export async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Project sections' }).getByRole('link', { name, exact: true }).click();
}

/** The visitor's switcher: open it and choose a language by its own name. */
export async function chooseLanguage(page: Page, nativeName: string) {
  await page.locator('#lipi-switcher .lipi-btn').click();
  await page.getByRole('option', { name: nativeName, exact: true }).click();
}

export async function verifyLevel(page: Page): Promise<number> {
  const replied = page.waitForResponse((r) => r.url().endsWith('/api/parser/verifyScriptIntegration'));
  await page.getByRole('button', { name: 'Verify' }).click();
  const reply = (await (await replied).json()) as { data: { verificationLevel: number } };
  await expect.poll(() => page.getByTestId('verification-level').textContent()).toBe(String(reply.data.verificationLevel));
  return reply.data.verificationLevel;
}
