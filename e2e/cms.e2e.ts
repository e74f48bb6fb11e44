import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, signInAsAdmin, toast, useJourney, waitForPath } from './support/journey.ts';

const journey = useJourney();
const TOKEN = 'e2e-fake-strapi-token';
const root = join(import.meta.dirname, '..');

/** The fake Strapi (apps/server's `fake-strapi` script): one article and the homepage in English, locales en and hi. */
let strapi: ChildProcess;
let strapiUrl: string;
let articleId: string;
beforeAll(async () => {
  strapi = spawn(join(root, 'node_modules/.bin/tsx'), ['src/adapters/cms/testing/fake-strapi-main.ts'], {
    cwd: join(root, 'apps/server'),
    env: { ...process.env, FAKE_STRAPI_PORT: '0', FAKE_STRAPI_TOKEN: TOKEN },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  [strapiUrl, articleId] = await new Promise<[string, string]>((resolve, reject) => {
    let out = '';
    strapi.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const started = /fake Strapi on (\S+) \(token \S+; article (\S+)\)/.exec(out);
      if (started) resolve([started[1]!, started[2]!]);
    });
    strapi.once('exit', (code) => reject(new Error(`the fake Strapi exited (${code})`)));
  });
});
afterAll(() => {
  strapi?.kill();
});

const readStrapi = async (path: string) =>
  ((await (await fetch(`${strapiUrl}${path}`, { headers: { authorization: `Bearer ${TOKEN}` } })).json()) as { data: Record<string, unknown> }).data;

describe('Headless CMS (issue 14: a Strapi connected, synced, translated and written back from the dashboard)', () => {
  it('connects a Strapi, chooses fields, syncs with live progress, writes the Hindi versions back and sends a type to professional translators', async () => {
    const page = await journey.newPage();
    await signInAsAdmin(page, journey.baseUrl);
    await page.goto(`${journey.baseUrl}/app/projects/new`);
    await page.locator('label').filter({ hasText: 'API / JSON content' }).click();
    await page.getByLabel('Project name').fill(`Shop CMS ${Date.now()}`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Translate into' }).waitFor();
    await page.getByRole('button', { name: 'Add the 12 most used Indian languages' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Create project' }).click();
    await waitForPath(page, /^\/app\/projects\/(?!new$)[^/]+$/);

    // Connect: Verify answers with the CMS's locales, Connect saves (the token is never shown again).
    await page.getByLabel('Strapi address').fill(strapiUrl);
    await page.getByLabel('API token').fill(TOKEN);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Api verification successfull').first().waitFor();
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByText(`Connected to ${strapiUrl}`).waitFor();

    // Choose what to translate: the article's title and body, the homepage's headline (the slug is never sent).
    await page.getByRole('heading', { name: 'Content to translate' }).waitFor();
    const article = page.locator('fieldset').filter({ hasText: 'Article' });
    await article.getByRole('checkbox', { name: /^title/ }).check();
    await article.getByRole('checkbox', { name: /^body/ }).check();
    await page
      .locator('fieldset')
      .filter({ hasText: 'Homepage' })
      .getByRole('checkbox', { name: /^headline/ })
      .check();
    await expect.poll(() => article.getByText(/Never sent: .*slug/).count()).toBe(1);
    await page.getByRole('button', { name: 'Save choice' }).click();
    await toast(page, 'success', 'Content types updated successfully').waitFor();
    await screen(page, 'cms-01-connected');

    // Sync: pulled, translated (the offline transliterator is the default engine) and written back for hi only.
    await page.getByRole('button', { name: 'Sync and translate' }).click();
    await page.getByText(/^Done · 2 of 2 entries written/).waitFor({ timeout: 60_000 });
    await page.getByText('Written back').first().waitFor();
    await screen(page, 'cms-02-synced');
    const hindi = await readStrapi(`/api/articles/${articleId}?locale=hi`);
    expect(hindi.title).toMatch(/^[\u0900-\u097F\s]+$/);
    expect(hindi.slug).toBe('monsoon-sale');
    expect(await fetch(`${strapiUrl}/api/articles/${articleId}?locale=ta`, { headers: { authorization: `Bearer ${TOKEN}` } }).then((r) => r.status)).toBe(404);

    // A chosen type to professional translators: the request is made and the type says so.
    await page.getByLabel('Choose Article').check();
    await page.getByRole('button', { name: 'Send to professional translators' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send to professional translators' });
    await dialog.getByRole('checkbox', { name: /Hindi/ }).check();
    await screen(page, 'cms-03-send');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await toast(page, 'success', 'Sent for professional translation').waitFor();
    await page.getByText('With translators').waitFor();
  });
});
