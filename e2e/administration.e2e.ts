import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForMessage } from './support/outbox.ts';
import { postJson, uniqueEmail } from './support/people.ts';
import { photo, screen, signInAsAdmin, toast, useJourney, waitForPath } from './support/journey.ts';

const journey = useJourney();
const LINK = /https?:\/\/\S+\/new-password\/[A-Za-z0-9_-]+/;

/** Opens the mailed set-password link in a fresh browser and chooses a password; ends signed in. */
async function acceptInvite(email: string, password: string): Promise<Page> {
  const [link] = await waitForMessage(journey.baseUrl, email, LINK);
  const page = await journey.newPage();
  await page.goto(link!);
  await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
  await page.getByLabel('New Password').fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await waitForPath(page, '/app');
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  // An organisation's admin agrees to the terms before using the dashboard (spec 01 §5); other roles are not asked.
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

async function createUser(page: Page, name: string, email: string, role: string) {
  await page.getByRole('button', { name: 'Create user' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Create user' });
  await drawer.getByLabel('Name').fill(name);
  await drawer.getByLabel('Email').fill(email);
  await drawer.getByLabel('Role').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(role, { exact: true }).click();
  await drawer.getByRole('button', { name: 'Create user' }).click();
  await toast(page, 'success', 'User created successfully. A link to set the password has been mailed.').waitFor();
  await page
    .getByRole('cell', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) })
    .first()
    .waitFor();
}

describe('administration: an organisation from creation to a collaborator at work (issue 11)', () => {
  it('super admin creates an organisation; its admin invites a collaborator and a translation admin and assigns a domain; the audit log shows it', async () => {
    const orgName = `Sahitya ${Date.now()}`;
    const adminEmail = uniqueEmail('orgadmin');
    const collabEmail = uniqueEmail('collab');
    const taEmail = uniqueEmail('tradmin');
    const password = 'Lipi-e2e-Admin1';

    const root = await journey.newPage();
    await signInAsAdmin(root, journey.baseUrl);
    await root.getByRole('link', { name: 'Organisations' }).click();
    await waitForPath(root, '/app/organisations');
    await screen(root, 'admin-01-organisations');
    await root.getByRole('button', { name: 'Create organisation' }).click();
    const modal = root.getByRole('dialog', { name: 'Create organisation' });
    await modal.getByLabel('Organisation name').fill(orgName);
    await modal.getByLabel("Admin's name").fill('Meera Admin');
    await modal.getByLabel("Admin's email").fill(adminEmail);
    await photo(root, 'admin-01b-create-organisation');
    await modal.getByRole('button', { name: 'Create organisation' }).click();
    await toast(root, 'success', 'Organisation created. Its admin has been mailed a link to set a password.').waitFor();
    await root.getByRole('link', { name: orgName }).waitFor();

    // The organisation admin sets a password from the mailed link and gets a project to share.
    const admin = await acceptInvite(adminEmail, password);
    const signIn = await postJson<{ token: string }>(journey.baseUrl, 'auth', { email: adminEmail, password });
    const auth = { authorization: `Bearer ${signIn.data.token}` };
    const project = await postJson<{ projectId: string }>(
      journey.baseUrl,
      'project/new/multiOrigin',
      {
        name: 'Sahitya sites',
        domains: [
          { url: 'https://news.sahitya-e2e.in/', languages: ['hi'] },
          { url: 'https://shop.sahitya-e2e.in/', languages: ['hi'] },
        ],
      },
      auth,
    );
    expect(project.success, project.message).toBe(true);

    await admin.getByRole('link', { name: 'Users' }).click();
    await waitForPath(admin, '/app/users');
    await createUser(admin, 'Ravi Collaborator', collabEmail, 'collaborator');
    await createUser(admin, 'Asha Translation', taEmail, 'translationAdmin');
    await screen(admin, 'admin-02-users');

    await admin.getByRole('link', { name: 'Collaborators' }).click();
    await waitForPath(admin, '/app/collaborators');
    await admin.getByRole('button', { name: `Assign domain to ${collabEmail}` }).click();
    const assign = admin.getByRole('dialog', { name: /Assign a domain/ });
    await assign.getByLabel('Project').click();
    await admin
      .locator('.ant-select-dropdown:visible')
      .getByText(/Sahitya sites/)
      .first()
      .click();
    await assign.getByLabel('Domain').click();
    await admin.locator('.ant-select-dropdown:visible').getByTitle('news.sahitya-e2e.in', { exact: true }).click();
    await assign.getByRole('button', { name: 'Assign' }).click();
    await admin.getByRole('link', { name: /news\.sahitya-e2e\.in/ }).waitFor();
    await screen(admin, 'admin-03-collaborators');

    // The collaborator signs in and sees the project, with only the assigned domain.
    const collab = await acceptInvite(collabEmail, 'Lipi-e2e-Collab1');
    expect(await collab.getByRole('link', { name: 'Users' }).count()).toBe(0);
    const collabToken = (await postJson<{ token: string }>(journey.baseUrl, 'auth', { email: collabEmail, password: 'Lipi-e2e-Collab1' })).data.token;
    const seen = await postJson<{ domains: { hostname: string }[] }>(
      journey.baseUrl,
      'fetch/domains',
      { projectId: project.data.projectId },
      { authorization: `Bearer ${collabToken}` },
    );
    expect(seen.data.domains.map((d) => d.hostname)).toEqual(['news.sahitya-e2e.in']);
    await collab.goto(`${journey.baseUrl}/app/audit-log`);
    await collab.getByText('You do not have access to this page').waitFor();
    await screen(collab, 'admin-04-collaborator-refused');

    await admin.getByRole('link', { name: 'Audit log' }).click();
    await waitForPath(admin, '/app/audit-log');
    for (const label of [orgName, adminEmail, collabEmail, taEmail]) await admin.getByRole('cell', { name: label, exact: true }).first().waitFor();
    await admin.getByRole('cell', { name: 'organisation.created' }).waitFor();
    await screen(admin, 'admin-05-audit-log');
  }, 180_000);
});
