import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForMessage } from './support/outbox.ts';
import { createVerifiedUser } from './support/people.ts';
import { pathOf, photo, screen, toast, useJourney, waitForPath } from './support/journey.ts';

const journey = useJourney();

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${journey.baseUrl}/sign-in`);
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  const answered = page.waitForResponse((res) => res.url().endsWith('/api/auth') && res.request().method() === 'POST');
  await page.getByRole('button', { name: /Sign in/ }).click();
  return answered;
}

describe('forgot password → mailed link → new password (spec 01 §2, §5)', () => {
  it('resets the password through the mailed link, signs in with it, and the link works only once', async () => {
    const person = await createVerifiedUser(journey.baseUrl, 'reset', 'Old-e2e-Password1');
    const newPassword = 'New-e2e-Password2';
    const page = await journey.newPage();

    await page.goto(`${journey.baseUrl}/sign-in`);
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await waitForPath(page, '/forgotPassword');
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await screen(page, 'password-reset-01-forgot-form');

    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    // The same message whether or not the email exists, as a success-style toast.
    await toast(page, 'success', 'If an account exists for this email, a link to set a new password has been sent.').waitFor();
    await photo(page, 'password-reset-02-link-requested');

    const [link] = await waitForMessage(journey.baseUrl, person.email, /https?:\/\/\S+\/new-password\/[A-Za-z0-9_-]+/);
    expect(link!.startsWith(`${journey.baseUrl}/new-password/`)).toBe(true);
    // 32 random bytes, base64url: 43 characters.
    expect(link!.split('/new-password/')[1]).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await page.goto(link!);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    await screen(page, 'password-reset-03-new-password-form');

    const update = page.getByRole('button', { name: 'Update Password' });
    await update.click();
    await page.getByText('Please enter both New Password and Confirm Password to update your password.').waitFor();

    await page.getByLabel('New Password').fill('has space1');
    await page.getByLabel('Confirm Password').fill('has space1');
    await update.click();
    await page.getByText('Password must not contain whitespace characters.').waitFor();

    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill('Different-e2e-Password3');
    await update.click();
    await page.getByText('confirm password doesnt match', { exact: true }).waitFor();
    await screen(page, 'password-reset-04-mismatch');

    await page.getByLabel('Confirm Password').fill(newPassword);
    await update.click();
    await toast(page, 'success', 'Your password has been updated.').waitFor();
    // After success the user goes to /; holding the new session, / opens the main app.
    await waitForPath(page, '/app');
    await page.getByRole('button', { name: new RegExp(person.email.replace(/[.+]/g, '\\$&')) }).waitFor();
    await photo(page, 'password-reset-05-signed-in-after-update');

    // The used link again, in the same (signed-in) tab: /new-password always shows the public
    // screen, and the server refuses the spent token.
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    await page.getByLabel('New Password').fill('Another-e2e-Password4');
    await page.getByLabel('Confirm Password').fill('Another-e2e-Password4');
    await update.click();
    await toast(page, 'warning', 'This link has expired or was already used. Please request a new one.').waitFor();
    expect(pathOf(page)).toBe(new URL(link!).pathname);
    await photo(page, 'password-reset-06-used-link');

    // A new visitor: the old password no longer works, the new one does.
    const fresh = await journey.newPage();
    const old = await signIn(fresh, person.email, person.password);
    expect(old.status()).toBe(401);
    await toast(fresh, 'warning', 'Invalid email or password').waitFor();
    const ok = await signIn(fresh, person.email, newPassword);
    expect(ok.status()).toBe(200);
    await waitForPath(fresh, '/app');
    await fresh.getByRole('navigation', { name: 'Main' }).waitFor();
  });
});
