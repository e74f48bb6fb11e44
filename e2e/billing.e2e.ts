import { describe, expect, it } from 'vitest';
import { waitForMessage } from './support/outbox.ts';
import { postJson, uniqueEmail, uniquePhone, uniqueSite } from './support/people.ts';
import { screen, useJourney, waitForPath } from './support/journey.ts';

const journey = useJourney();

/** A free trial registered through the API with both codes from the dev outbox (the UI path is free-trial.e2e). */
async function registerFreeTrial(baseUrl: string) {
  const form = {
    name: 'Kavya Rao',
    email: uniqueEmail('upgrade'),
    phone: uniquePhone(),
    url: `https://${uniqueSite()}/`,
    languages: ['hi', 'ta'],
    password: 'Upgrade-e2e-Password1',
  };
  const sent = await postJson<{ authenticationCode: string }>(baseUrl, 'auth/sendOtp', form);
  expect(sent.status, sent.message).toBe(200);
  const { authenticationCode } = sent.data;
  const mail = await postJson<{ token: string }>(baseUrl, 'auth/sendEmailOTP', { email: form.email });
  const [, smsCode] = await waitForMessage(baseUrl, form.phone, /Your Lipi verification code is (\d{6})/);
  const [, mailCode] = await waitForMessage(baseUrl, form.email, /email verification code is (\d{6})/);
  await postJson(baseUrl, 'auth/verifyOtp', { otp: smsCode, authenticationCode });
  await postJson(baseUrl, 'auth/verifyEmailOTP', { otp: mailCode, verifyEmailToken: mail.data.token, authenticationCode, email: form.email });
  const onboard = await postJson(baseUrl, 'auth/onboard/free-org', { authenticationCode });
  expect(onboard.status, onboard.message).toBe(200);
  return form;
}

describe('billing: the free trial upgrades (issue 16)', () => {
  it('dismisses once, pays through the dev gateway, lands in the main app with its project and downloads the invoice', async () => {
    const trial = await registerFreeTrial(journey.baseUrl);
    const page = await journey.newPage();
    await page.goto(`${journey.baseUrl}/sign-in`);
    await page.getByLabel('Email').fill(trial.email);
    await page.getByLabel('Password').fill(trial.password);
    await page.getByRole('button', { name: /Sign in/ }).click();
    await waitForPath(page, '/app', 30_000);
    const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
    await terms.waitFor();
    await terms.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
    await terms.getByRole('button', { name: 'Agree' }).click();
    await terms.waitFor({ state: 'hidden' });

    await page.getByRole('link', { name: 'Upgrade' }).click();
    await page.getByRole('heading', { name: 'Upgrade your free trial' }).waitFor();
    await page.getByRole('button', { name: 'Choose Starter (monthly)' }).waitFor();
    await screen(page, 'billing-01-upgrade');

    // Closing the gateway records the dismissal and shows the spec's message.
    await page.getByRole('button', { name: 'Choose Starter (monthly)' }).click();
    await waitForPath(page, /\/dev\/payments\//);
    await page.getByRole('heading', { name: 'Dev payment gateway' }).waitFor();
    await screen(page, 'billing-02-dev-gateway');
    await page.getByRole('button', { name: 'Cancel and go back' }).click();
    await page.getByText('Transaction dismissed by user!!.').waitFor({ timeout: 15_000 });

    await page.getByRole('button', { name: 'Choose Starter (monthly)' }).click();
    await page.getByRole('heading', { name: 'Dev payment gateway' }).waitFor();
    await page.getByRole('button', { name: /^Pay / }).click();
    // Verified, the trial becomes a full organisation: the main app opens on its projects.
    await waitForPath(page, '/app/projects', 30_000);
    await page.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: 30_000 });
    // The project keeps its name, the site's name (without www.).
    const siteName = new URL(trial.url).hostname.replace(/^www\./, '');
    await page.getByRole('main').getByText(siteName, { exact: false }).first().waitFor({ timeout: 15_000 });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Billing' }).click();
    await page.getByRole('heading', { name: 'Your plan: Starter' }).waitFor();
    const invoiceButton = page.getByRole('button', { name: /Download invoice L\d{6}\/\d{6}/ });
    await invoiceButton.waitFor();
    // The paid period can be renewed from the plan card; the words bar shows what machine and professional translation may still spend.
    await page.getByRole('button', { name: 'Renew for another month' }).waitFor();
    await page.getByText('Words translated this month (machine and professional)').waitFor();
    await screen(page, 'billing-03-billing-page');
    const [download] = await Promise.all([page.waitForEvent('download'), invoiceButton.click()]);
    expect(download.suggestedFilename()).toMatch(/^invoice-L\d{6}-\d{6}\.pdf$/);
  });
});
