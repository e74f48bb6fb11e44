import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedUser } from './support/people.ts';
import { screen, toast, useJourney, waitForPath } from './support/journey.ts';

const journey = useJourney();

async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  const button = page.getByRole('button', { name: /Sign in/ });
  await button.click();
  return button;
}

/** Waits for the sign-in request to have been answered and the form to be usable again. */
async function failSignIn(page: Page, email: string, password: string) {
  const answered = page.waitForResponse((res) => res.url().endsWith('/api/auth') && res.request().method() === 'POST');
  await submitSignIn(page, email, password);
  const res = await answered;
  expect(res.status()).toBe(401);
  await page.getByLabel('Email').and(page.locator(':enabled')).waitFor();
  return (await res.json()) as { data: { locked: boolean; attempts: number } };
}

describe('sign-in (spec 01 §2, §8)', () => {
  it('signs the super admin in to the main app, and logout returns to the public area', async () => {
    const page = await journey.newPage();
    await page.goto(`${journey.baseUrl}/sign-in`);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await screen(page, 'sign-in-01-form');

    await submitSignIn(page, inject('adminEmail'), inject('adminPassword'));
    await waitForPath(page, '/app');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    const account = page.getByRole('button', { name: /admin@lipi\.local/ });
    await account.waitFor();
    // The super admin agreed at seeding: no terms modal.
    expect(await page.getByRole('dialog', { name: 'Terms and conditions' }).count()).toBe(0);
    await screen(page, 'sign-in-02-main-app');
    // Token and role are stored; the role only in encoded form (spec 01 §4).
    const stored = await page.evaluate(() => ({ token: localStorage.getItem('lipi.token'), role: localStorage.getItem('lipi.session') }));
    expect(stored.token).toBeTruthy();
    expect(stored.role).toBeTruthy();
    expect(stored.role).not.toContain('superAdmin');

    // The session survives a reload (the stored token is verified on start).
    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();

    await account.click();
    const logout = page.getByRole('menuitem', { name: 'Logout' });
    await logout.waitFor();
    await screen(page, 'sign-in-03-account-menu');
    await logout.click();
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Start your free trial' }).waitFor();
    // Logged out for good: /app now shows the public area.
    await page.goto(`${journey.baseUrl}/app`);
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Start your free trial' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('lipi.token'), localStorage.getItem('lipi.session')])).toEqual([null, null]);
  });

  it('shows attempts remaining after the 2nd failure and the locked box at the 5th', async () => {
    // A user of its own, so the admin is never locked.
    const person = await createVerifiedUser(journey.baseUrl, 'lock');
    const page = await journey.newPage();
    await page.goto(`${journey.baseUrl}/sign-in`);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();

    const remaining = page.getByText(/Attempts remaining : \d/);
    const first = await failSignIn(page, person.email, 'Wrong-password-1');
    expect(first.data).toEqual({ locked: false, attempts: 1 });
    await toast(page, 'warning', 'Invalid email or password').waitFor();
    // One failure (attempts = 1) is not "more than 1": no notice yet.
    expect(await remaining.count()).toBe(0);

    // remaining = 5 - attempts, shown while 1 < attempts < 5.
    for (const [attempts, left] of [
      [2, 3],
      [3, 2],
      [4, 1],
    ] as const) {
      const reply = await failSignIn(page, person.email, `Wrong-password-${attempts}`);
      expect(reply.data).toEqual({ locked: false, attempts });
      await page.getByText(`Attempts remaining : ${left}`, { exact: true }).waitFor();
      if (attempts === 2) await screen(page, 'sign-in-04-attempts-remaining');
    }

    const fifth = await failSignIn(page, person.email, 'Wrong-password-5');
    expect(fifth.data).toEqual({ locked: true, attempts: 5 });
    // The box (not the warning toast, which carries the server's sentence): a title and two lines.
    const lockedBox = page.getByRole('alert').filter({ has: page.getByText('Too many failed attempts', { exact: true }) });
    await lockedBox.waitFor();
    await lockedBox.getByText('Your account has been temporarily locked', { exact: true }).waitFor();
    await lockedBox.getByText('Please try again after 30 minutes or reset your password', { exact: true }).waitFor();
    expect(await remaining.count()).toBe(0);
    await screen(page, 'sign-in-05-locked');

    // While locked even the right password is refused.
    const right = await failSignIn(page, person.email, person.password);
    expect(right.data.locked).toBe(true);
    await lockedBox.waitFor();
    expect(page.url()).toMatch(/\/sign-in$/);
  });
});
