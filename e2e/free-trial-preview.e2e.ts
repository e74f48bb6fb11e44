import { describe, expect, inject, it } from 'vitest';
import { startCustomerSite } from './support/customer-site.ts';
import { call, DEVANAGARI } from './support/delivery-helpers.ts';
import { waitForMessage } from './support/outbox.ts';
import { uniqueEmail, uniquePhone } from './support/people.ts';
import { photo, screen, toast, useJourney, waitForPath } from './support/journey.ts';

const journey = useJourney();

describe('free trial: register to a translated preview', () => {
  it("shows 'See your site in Hindi' once the home page is translated, and opens it through the proxy", async () => {
    const trialSite = await startCustomerSite(inject('baseUrl'));
    try {
      const page = await journey.newPage();
      const email = uniqueEmail('delivery');
      const phone = uniquePhone();
      const password = 'Trial-e2e-Password1';
      await page.goto(`${journey.baseUrl}/`);
      await page.getByRole('heading', { name: 'Start your free trial' }).waitFor();
      await page.getByLabel('Full name').fill('Ravi Kumar');
      await page.getByLabel('Work email').fill(email);
      await page.getByLabel('Mobile number').fill(phone);
      await page.getByLabel('Website URL').fill(trialSite.origin);
      await page.getByLabel('Languages').click();
      await page.getByLabel('Languages').fill('Hindi');
      await page.getByLabel('Languages').press('Enter');
      await page.getByLabel('Languages').press('Escape');
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel('Confirm password').fill(password);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await toast(page, 'success', 'Kindly verify the OTPs received on your mobile and email.').waitFor();
      const [, smsCode] = await waitForMessage(journey.baseUrl, phone, /Your Lipi verification code is (\d{6})/);
      const [, mailCode] = await waitForMessage(journey.baseUrl, email, /email verification code is (\d{6})/);
      await page.getByLabel('Mobile OTP').fill(smsCode!);
      await page.getByRole('button', { name: 'Verify' }).first().click();
      await page.getByText('Mobile OTP verified').waitFor();
      await page.getByLabel('Email OTP').fill(mailCode!);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByText('Email OTP verified').waitFor();
      await page.getByRole('checkbox', { name: /I am above 18 years of age/ }).check();
      const register = page.getByRole('button', { name: 'Register for free' });
      await expect.poll(() => register.isEnabled(), { timeout: 30_000 }).toBe(true);

      const started = performance.now();
      await register.click();
      await waitForPath(page, '/app', 30_000);
      // Without a translation engine on the server the built-in engine transliterates, and the screen
      // says so ("Transliterating…", "See your site transliterated into Hindi"), not "translated".
      const progress = page.getByRole('status').filter({ hasText: /Reading your home page|(Translating|Transliterating) your home page/ });
      const seeSite = page.getByRole('link', { name: /^See your site (in|transliterated into) Hindi$/ });
      await Promise.race([progress.first().waitFor({ timeout: 30_000 }), seeSite.waitFor({ timeout: 30_000 })]);
      if (await progress.first().isVisible()) await photo(page, 'delivery-13-free-trial-progress');
      await seeSite.waitFor({ timeout: 90_000 });
      const elapsed = Math.round(performance.now() - started);
      console.log(`free-trial: 'Register for free' → 'See your site in Hindi' ${elapsed} ms`);
      expect(elapsed, 'register to translated preview').toBeLessThanOrEqual(60_000);

      // The terms come first; then the button opens the proxy preview in a new tab.
      const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
      await terms.waitFor();
      await terms.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
      await terms.getByRole('button', { name: 'Agree' }).click();
      await terms.waitFor({ state: 'hidden' });
      await screen(page, 'delivery-14-free-trial-see-your-site');
      const href = await seeSite.getAttribute('href');
      expect(href).toMatch(/\/render\/[^/]+\/hi\//);
      const [tab] = await Promise.all([page.context().waitForEvent('page'), seeSite.click()]);
      await tab.waitForLoadState();
      if (process.env.E2E_DEBUG) {
        const trialProject = href!.split('/render/')[1]!.split('/')[0]!;
        console.log(await tab.content());
        console.log(
          JSON.stringify(await call(page, 'translation/filter', { projectId: trialProject, targetLang: 'hi', pageNumber: 1, pageSize: 50 })).slice(0, 3000),
        );
        console.log(JSON.stringify(await call(page, 'translation/nmt/runs', { projectId: trialProject })));
      }
      expect(await tab.locator('h1').textContent()).toMatch(DEVANAGARI);
      const openedMs = Math.round(performance.now() - started);
      console.log(`free-trial: register → translated page open in its tab ${openedMs} ms`);
      await photo(tab, 'delivery-15-free-trial-translated-home');
      await tab.close();
    } finally {
      await trialSite.close();
    }
  });
});
