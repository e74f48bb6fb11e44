import { describe, expect, it } from 'vitest';
import { waitForMessage } from './support/outbox.ts';
import { uniqueEmail } from './support/people.ts';
import { photo, screen, toast, useJourney, waitForPath } from './support/journey.ts';

const journey = useJourney();

const countdownSeconds = async (text: Promise<string>) => Number((await text).match(/in (\d+)s/)?.[1]);

describe('email verification after the older sign-up (spec 01 §2)', () => {
  it('signs up, waits on /notification, opens the mailed link and lands in /app signed in', async () => {
    const email = uniqueEmail('verify');
    const password = 'Verify-e2e-Password1';
    const page = await journey.newPage();

    await page.goto(`${journey.baseUrl}/sign-up`);
    await page.getByRole('heading', { name: 'Create an organisation account' }).waitFor();
    // The role defaults to organisationAdmin ('Organisation'); a visitor cannot pick a privileged one.
    expect(await page.locator('.ant-select').filter({ hasText: 'Organisation' }).count()).toBe(1);
    await screen(page, 'verification-01-sign-up-form');

    await page.getByRole('button', { name: 'Create account' }).click();
    // Every field is required (spec 01 §5, older sign-up).
    for (const message of [
      'Please enter first name',
      'Please enter last name',
      'Email is required',
      'Please enter organisation',
      'Please input your password!',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await screen(page, 'verification-02-sign-up-errors');

    await page.getByLabel('First name').fill('Ravi');
    await page.getByLabel('Last name').fill('Kumar');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Organisation').fill('Kumar Textiles');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();

    await waitForPath(page, /^\/notification\//);
    await page.getByText('Registration successful. Please check your email to verify your account.').waitFor();
    const timer = page.getByRole('timer');
    const first = await countdownSeconds(timer.innerText());
    expect(first).toBeGreaterThanOrEqual(25);
    expect(first).toBeLessThanOrEqual(30);
    await screen(page, 'verification-03-notification');

    const [link] = await waitForMessage(journey.baseUrl, email, /https?:\/\/\S+\/verification\/[A-Za-z0-9_-]+/);
    expect(link!.startsWith(`${journey.baseUrl}/verification/`)).toBe(true);
    // An unguessable token (32 random bytes), not a UUID.
    expect(link!.split('/verification/')[1]).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Hold the verification call so the waiting screen can be checked and photographed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/verification', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Verifying your email' }).waitFor();
    await page.getByText("Please wait don't refresh your page, while we are verifying your email Id").waitFor();
    await screen(page, 'verification-04-verifying');
    release();

    await waitForPath(page, '/app');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByRole('button', { name: /Ravi Kumar/ }).waitFor();
    // A new organisationAdmin has an api key and has not agreed yet.
    await page.getByRole('dialog', { name: 'Terms and conditions' }).waitFor();
    await screen(page, 'verification-05-main-app');
  });

  it('sends a bad or spent verification link to /', async () => {
    const page = await journey.newPage();
    await page.goto(`${journey.baseUrl}/verification/${'x'.repeat(43)}`);
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Start your free trial' }).waitFor();
    await toast(page, 'warning', 'This verification link is invalid, has expired or was already used.').waitFor();
    await photo(page, 'verification-06-bad-token-home');
  });
});
