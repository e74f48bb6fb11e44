import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/delivery-helpers.ts';
import { startFixtureSite, type FixtureSite } from './support/fixture-site.ts';
import { screen, signInAsAdmin, toast, useJourney, waitForPath } from './support/journey.ts';
import { waitForMessage } from './support/outbox.ts';
import { uniqueEmail } from './support/people.ts';
import { chooseOption, createCrawledProject } from './support/translation-helpers.ts';

const journey = useJourney();
let site: FixtureSite;
const SIGNED_OFF = 'पेशेवर अनुवाद';

beforeAll(async () => {
  site = await startFixtureSite('127.0.0.4');
});
afterAll(async () => {
  await site?.close();
});

/** A translator of the admin's organisation, signed in through the mailed set-password link. */
async function invitedTranslator(admin: Page): Promise<Page> {
  const email = uniqueEmail('translator');
  const created = await call(admin, 'user', { name: 'Kavya Translator', email, role: 'translationAdmin' });
  expect(created.success, created.message).toBe(true);
  const [link] = await waitForMessage(journey.baseUrl, email, /https?:\/\/\S+\/new-password\/[A-Za-z0-9_-]+/);
  const page = await journey.newPage();
  await page.goto(link!);
  await page.getByLabel('New Password').fill('Lipi-e2e-Translator1');
  await page.getByLabel('Confirm Password').fill('Lipi-e2e-Translator1');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await waitForPath(page, '/app');
  // Some roles agree to the terms before using the dashboard (spec 01 §5).
  const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
  if (
    await terms.waitFor({ timeout: 5000 }).then(
      () => true,
      () => false,
    )
  ) {
    await terms.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
    await terms.getByRole('button', { name: 'Agree' }).click();
    await terms.waitFor({ state: 'hidden' });
  }
  return page;
}

/** What a visitor's snippet gets for the page: the translation of the segment whose source is `source`. */
async function publicText(page: Page, projectId: string, url: string): Promise<string[]> {
  const res = await fetch(`${journey.baseUrl}/api/public/translations?${new URLSearchParams({ projectId, lang: 'hi', url })}`);
  const body = (await res.json()) as { data: { translations: Record<string, { t: string }> } };
  return Object.values(body.data.translations).map((x) => x.t);
}

async function workTask(page: Page, step: string, text?: string) {
  await page.goto(`${journey.baseUrl}/app/tasks`);
  await page
    .getByRole('button', { name: `Open ${step} task` })
    .first()
    .click();
  const first = page.getByRole('textbox', { name: /^Translation of:/ }).first();
  await first.waitFor();
  if (text) await first.fill(text);
  await page.getByRole('button', { name: `Finish ${step}` }).click();
  await toast(page, 'success', `${step} finished`).waitFor();
}

describe('professional translation (issue 13)', () => {
  it('a delivery manager requests translation + proofreading into Hindi, a linguist works both steps, the manager approves, visitors see it, revert restores', async () => {
    const admin = await journey.newPage();
    await signInAsAdmin(admin, journey.baseUrl);
    const projectPath = await createCrawledProject(admin, journey.baseUrl, site, 'Bakery professional');
    const projectId = projectPath.split('/').at(-1)!;
    const aboutUrl = `${site.origin}/about`;
    const translator = await invitedTranslator(admin);

    await admin.getByRole('link', { name: 'Professional translation' }).click();
    await waitForPath(admin, '/app/manual-translation');
    await screen(admin, 'pro-01-requests');
    await admin.getByRole('link', { name: 'New request' }).click();
    await waitForPath(admin, '/app/manual-translation/new');
    await admin.getByRole('combobox', { name: /Project$/ }).click();
    await admin.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Bakery professional' }).first().click();
    await admin.getByRole('checkbox', { name: /^Hindi/ }).check();
    await admin.getByLabel(/^Pages/).fill(aboutUrl);
    await admin.getByRole('radio', { name: 'Translation + proofreading', exact: true }).check();
    await admin.getByRole('button', { name: 'See analysis and quote' }).click();
    await admin.getByText(/^Total quote: /).waitFor();
    await screen(admin, 'pro-02-quote');
    await admin.getByRole('button', { name: 'Confirm request' }).click();
    await waitForPath(admin, /^\/app\/manual-translation\/requests\//);
    await admin.getByText('Ready to assign').first().waitFor({ timeout: 30_000 });
    const assigned = admin.getByRole('region', { name: 'Sub-batches' }).getByRole('cell', { name: /Kavya Translator/ });
    for (const [i, step] of ['Translator', 'Proofreader'].entries()) {
      await chooseOption(admin, `${step} of Hindi #1`, 'Kavya Translator');
      // The table refreshes after each assignment: wait for it before opening the next picker.
      await expect.poll(() => assigned.count(), { timeout: 30_000 }).toBe(i + 1);
      await admin.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
    }
    await admin.getByText(/In progress \(translation\)/).waitFor();
    await screen(admin, 'pro-03-request-assigned');

    // The linguist's bell counts the new task live (socket.io), with no reload.
    await translator.getByRole('button', { name: /^Notifications, [1-9]\d* unseen$/ }).waitFor({ timeout: 15_000 });
    await translator.goto(`${journey.baseUrl}/app/tasks`);
    await translator.getByRole('button', { name: 'Open translation task' }).waitFor();
    await screen(translator, 'pro-04-inbox');
    await workTask(translator, 'translation', SIGNED_OFF);
    await workTask(translator, 'proofreading');

    // The manager hears of the delivery on the page already open.
    await admin.getByRole('button', { name: /^Notifications, [1-9]\d* unseen$/ }).click();
    await admin.getByRole('region', { name: 'Notifications' }).getByText('Translation delivered').first().waitFor({ timeout: 15_000 });
    await admin.keyboard.press('Escape');
    await admin.reload();
    // What visitors read before the sign-off (the machine pre-translation): revert must bring it back.
    const before = await publicText(admin, projectId, aboutUrl);
    expect(before).not.toContain(SIGNED_OFF);
    await admin.getByRole('button', { name: 'Approve and publish' }).click();
    await admin.getByText('Signed off').first().waitFor();
    await screen(admin, 'pro-05-signed-off');
    await expect.poll(() => publicText(admin, projectId, aboutUrl), { timeout: 15_000 }).toContain(SIGNED_OFF);

    await admin.getByRole('button', { name: 'Revert Hindi' }).click();
    await admin.getByRole('button', { name: 'OK' }).click();
    await admin.getByText('Reverted').first().waitFor();
    await expect.poll(async () => (await publicText(admin, projectId, aboutUrl)).sort(), { timeout: 15_000 }).toEqual(before.sort());
  }, 180_000);
});
