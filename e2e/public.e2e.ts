import { describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/people.ts';
import { pathOf, photo, screen, toast, useJourney, waitForPath } from './support/journey.ts';

const journey = useJourney();

const secondsIn = (text: string) => Number(text.match(/in (\d+)s/)?.[1]);

describe('public area (spec 01 §2, §4, §5)', () => {
  it('redirects an unknown route to /', async () => {
    const page = await journey.newPage();
    await page.goto(`${journey.baseUrl}/no/such/page?x=1`);
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Start your free trial' }).waitFor();
    expect(pathOf(page)).toBe('/');
    // The home screen itself is checked with axe in free-trial.e2e.ts.
    await photo(page, 'public-01-home-after-unknown-route');
  });

  it('counts the notification page down from 30 s and then goes to /', async () => {
    const page = await journey.newPage();
    // Fake timers: the page loads on a flowing clock, which is then paused so that the count is
    // driven only by runFor (30 s in milliseconds, independent of how busy the machine is).
    await page.clock.install();
    const message = 'We have sent you an email. Please follow its link!';
    await page.goto(`${journey.baseUrl}/notification/${encodeURIComponent(message)}`);
    await page.getByText(message, { exact: true }).waitFor();
    const timer = page.getByRole('timer');
    await timer.waitFor();
    const shown = secondsIn(await timer.innerText());
    expect(shown).toBeGreaterThanOrEqual(25);
    expect(shown).toBeLessThanOrEqual(30);
    // axe needs running timers: check the screen before the clock is paused.
    await screen(page, 'public-02-notification');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
    await page.clock.runFor(300);
    const start = secondsIn(await timer.innerText());
    expect(start).toBeGreaterThan(12);

    await page.clock.runFor(10_000);
    await timer.getByText(`in ${start - 10}s`).waitFor();
    expect(pathOf(page)).toMatch(/^\/notification\//);
    await page.clock.runFor((start - 11) * 1000);
    await timer.getByText('in 1s').waitFor();
    expect(pathOf(page)).toMatch(/^\/notification\//);

    await page.clock.runFor(1_500);
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Start your free trial' }).waitFor();
  });

  it('shows the privacy policy with the 18+ checkbox', async () => {
    const page = await journey.newPage();
    await page.goto(`${journey.baseUrl}/privacy-policy`);
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
    const text = await page.locator('main, .doc').first().innerText();
    expect(text).toMatch(/3 years/);
    expect(text).toMatch(/once a year/);
    expect(text).toMatch(/10 business days/);
    expect(text).toMatch(/at least 18 years/);

    const ageCheck = page.getByRole('checkbox', { name: 'I am above 18 years of age and have read and accepted Privacy Policy' });
    expect(await ageCheck.isChecked()).toBe(false);
    const proceed = page.getByRole('button', { name: 'Continue to registration' });
    expect(await proceed.isDisabled()).toBe(true);
    await screen(page, 'public-03-privacy-policy');
    await ageCheck.check();
    await page.getByRole('link', { name: 'Continue to registration' }).click();
    await waitForPath(page, '/');
  });

  it('shows the free-trial form in a modal on /register', async () => {
    const page = await journey.newPage();
    await page.goto(`${journey.baseUrl}/register`);
    const dialog = page.getByRole('dialog', { name: 'Start your free trial' });
    await dialog.waitFor();
    for (const label of ['Full name', 'Work email', 'Mobile number', 'Website URL', 'Languages']) {
      expect(await dialog.getByLabel(label).count(), label).toBe(1);
    }
    await dialog.getByRole('button', { name: 'Send OTP' }).waitFor();
    await dialog.getByRole('button', { name: 'Register for free' }).waitFor();
    await screen(page, 'public-04-register-modal');

    // The form's own rules, in the modal: Send OTP on an empty form shows the spec's messages.
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    for (const message of [
      'Please enter your name',
      'Email is required',
      'Please enter valid Number',
      'Please enter valid URL',
      'Please select atleast one language',
      'Please input your password!',
    ]) {
      await dialog.getByText(message, { exact: true }).waitFor();
    }
    await screen(page, 'public-05-register-modal-errors');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open the registration form' }).click();
    await dialog.waitFor();
  });

  it('disables the forgot-password button for 5 s after a click, and answers an unknown email like a known one', async () => {
    const page = await journey.newPage();
    await page.goto(`${journey.baseUrl}/forgotPassword`);
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    // The mailer is enabled in this set-up: no whitelist note, the field is usable.
    expect(await page.getByText('Whitelist Email Service').count()).toBe(0);
    expect(await page.getByLabel('Email').isEnabled()).toBe(true);

    // Real time, not a fake clock: the app's data layer schedules its own timers, and a paused
    // clock would stall them. The wait is bounded: the 5 s of the rule plus a margin.
    const button = page.getByRole('button', { name: /Send reset link/ });
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    const clicked = Date.now();
    await button.click();
    await page.getByRole('button', { name: /Send reset link \([1-5]s\)/ }).waitFor();
    expect(await button.isDisabled()).toBe(true);
    // An unknown email gets the very reply a known one gets.
    await toast(page, 'success', 'If an account exists for this email, a link to set a new password has been sent.').waitFor();
    expect(await button.isDisabled()).toBe(true);
    await photo(page, 'public-06-forgot-password-cooldown');

    // Enabled again, without the countdown. (Not by exact accessible name: after a very fast reply
    // antd can leave its collapsed loading icon in the button, naming it 'loading Send reset link'.)
    await expect
      .poll(async () => (await button.isEnabled()) && (await button.innerText()).trim() === 'Send reset link', { timeout: 15_000, interval: 100 })
      .toBe(true);
    const disabledFor = Date.now() - clicked;
    expect(disabledFor).toBeGreaterThanOrEqual(4_900);
    // A sanity bound only: the machine may be busy, the rule is about the lower bound.
    expect(disabledFor).toBeLessThan(20_000);

    // An invalid email shows the rule's message (and the button cools down as well).
    await page.getByLabel('Email').fill('a@b.c');
    await button.click();
    await page.getByText('Invalid email format', { exact: true }).waitFor();
    await page.getByRole('button', { name: /Send reset link \([1-5]s\)/ }).waitFor();
    expect(await button.isDisabled()).toBe(true);
  });

  it('disables the forgot-password field with the red note when the mailer is not enabled', async () => {
    const page = await journey.newPage();
    // The server's UI config, with mailerServiceEnabled not the string 'true'.
    await page.route('**/api/auth/fetchUIEndpoints', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      body.data.mailerServiceEnabled = 'false';
      await route.fulfill({ response, json: body });
    });
    await page.goto(`${journey.baseUrl}/forgotPassword`);
    const note = page.getByText('Whitelist Email Service', { exact: true });
    await note.waitFor();
    expect(await note.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(196, 36, 43)');
    expect(await page.getByLabel('Email').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Send reset link' }).isDisabled()).toBe(true);
    await screen(page, 'public-07-forgot-password-mailer-off');
  });
});
