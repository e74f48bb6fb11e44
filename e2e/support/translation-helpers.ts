import type { Locator, Page } from 'playwright-core';
import type { FixtureSite } from './fixture-site.ts';
import { waitForPath } from './journey.ts';

/**
 * Creates a project for the fixture site through the wizard (with the 12 most used languages added, or
 * the languages named: typed into the picker, then the option whose label matches) and waits until its
 * crawl is parsed. Returns the project's path (/app/projects/{id}).
 */
export async function createCrawledProject(
  page: Page,
  baseUrl: string,
  site: FixtureSite,
  name: string,
  languages?: { typed: string; option: RegExp }[],
  /** The project's source language (absent: the wizard's English). */
  source?: { typed: string; option: RegExp },
): Promise<string> {
  await page.goto(`${baseUrl}/app/projects/new`);
  await page.getByRole('heading', { name: 'Which website?' }).waitFor();
  await page.getByLabel('Website URL').fill(site.origin);
  await page.getByLabel('Project name (optional)').fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Translate into' }).waitFor();
  if (source) {
    await chooseOption(page, 'Source language', source.option, source.typed);
    await page.keyboard.press('Escape');
  }
  if (languages) {
    for (const { typed, option } of languages) await chooseOption(page, 'Target languages', option, typed);
    await page.keyboard.press('Escape');
  } else await page.getByRole('button', { name: 'Add the 12 most used Indian languages' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Review' }).waitFor();
  await page.getByRole('button', { name: 'Create project' }).click();
  await waitForPath(page, /^\/app\/projects\/(?!new$)[^/]+$/);
  const projectPath = new URL(page.url()).pathname;
  const status = page.getByRole('status').filter({ hasText: /pages processed|Crawling|Parsing|Parsed|Crawled|Not crawled/ });
  const start = page.getByRole('button', { name: 'Start crawl' }).first();
  await Promise.race([start.waitFor({ timeout: 20_000 }), status.first().waitFor({ timeout: 20_000 })]);
  if (await start.isVisible()) await start.click();
  const deadline = Date.now() + 90_000;
  for (;;) {
    const text =
      (
        await status
          .first()
          .textContent({ timeout: 1_000 })
          .catch(() => null)
      )?.trim() ?? '';
    if (/^Parsed/.test(text)) break;
    if (/failed/i.test(text)) throw new Error(`the crawl failed: ${text}`);
    if (Date.now() > deadline) throw new Error(`the crawl did not reach Parsed in 90 s (last: ${text})`);
    await page.waitForTimeout(200);
  }
  return projectPath;
}

/** The editor's row whose text (its source, in practice) holds this text. */
export function segmentRow(page: Page, sourceText: string | RegExp): Locator {
  return page.locator('tr[data-source-hash]').filter({ hasText: sourceText }).first();
}

/**
 * Picks an option of an antd Select by its label (the select is found by its accessible name), and
 * checks that the select took it. On a loaded machine a click on an option can be lost while the
 * list is still moving in (CI saw the list stay open with the old value): it is clicked again.
 */
export async function chooseOption(page: Page, selectName: string, option: string | RegExp, typed?: string) {
  const select = page.getByRole('combobox', { name: selectName, exact: true });
  const root = page.locator('.ant-select').filter({ has: select }).first();
  // The chosen label shows in the select itself, not necessarily at the start of its text.
  const shown = typeof option === 'string' ? option : new RegExp(option.source.replace(/^\^/, ''), option.flags);
  const taken = async () => {
    const text = (await root.textContent()) ?? '';
    return typeof shown === 'string' ? text.includes(shown) : shown.test(text);
  };
  for (let attempt = 1; ; attempt++) {
    // Opened unless still open (a list that is closing is still visible, but takes no clicks).
    if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
    if (typed) await select.fill(typed);
    // An option still disabled (an engine whose language list is being read) becomes enabled once the list arrives.
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option:not(.ant-select-item-option-disabled)')
      .filter({ hasText: option })
      .first()
      .click();
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline && !(await taken())) await page.waitForTimeout(100);
    if ((await taken()) || attempt === 4) return;
  }
}
