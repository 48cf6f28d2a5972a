// An organisation from the owner's side and an invited person's: create it, invite by e-mail, copy the link, the
// invited person (in a browser of their own) accepts it, and the header's switcher offers the organisation.
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/accessibility.ts';
import { createAccount, signIn } from './fixtures/accounts.ts';

test('[ORGANISATIONS] an owner creates an organisation and invites a person, who accepts and switches to it', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const owner = await createAccount(page.request, 'Olivia Owner');
  await signIn(page, owner, '/showcase/organisations');
  await expect(page.getByTestId('organisations-empty')).toBeVisible();
  await page.getByLabel('Name').fill('Acme Sales');
  await page.getByLabel('E-mail domains (optional)').fill('acme.example');
  await page.getByRole('button', { name: 'Create organisation' }).click();
  await expect(page.getByTestId('organisation-name')).toHaveText('Acme Sales');
  await expect(page.getByText('You are owner · 1 member')).toBeVisible();

  const inviteeContext = await browser.newContext();
  const inviteePage = await inviteeContext.newPage();
  try {
    const invitee = await createAccount(inviteePage.request, 'Mia Member');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(invitee.email);
    await page.getByLabel('Role', { exact: true }).selectOption('manager');
    await page.getByRole('button', { name: 'Invite' }).click();
    await expect(page.getByTestId('organization-invitation')).toContainText(`Send this link to ${invitee.email} yourself.`);
    const link = await page.getByLabel('Invitation link').inputValue();
    expect(link).toMatch(/\/organisations\/accept\?token=[\w-]+$/);
    await expect(page.getByTestId('organization-open-invitations')).toContainText(invitee.email);
    await page.screenshot({ path: test.info().outputPath('organisation-owner.png'), fullPage: true });
    await expectNoSeriousViolations(page);

    await signIn(inviteePage, invitee, new URL(link).pathname + new URL(link).search);
    await expect(inviteePage.getByText('You join Acme Sales as manager.')).toBeVisible();
    await expectNoSeriousViolations(inviteePage);
    await inviteePage.getByRole('button', { name: 'Accept the invitation' }).click();
    await expect(inviteePage.getByTestId('organization-joined')).toHaveText('You are now manager of Acme Sales.');

    // The switcher offers Personal and the organisation; the choice is kept for the person, across a reload.
    await inviteePage.goto('/showcase');
    const switcher = inviteePage.getByTestId('organization-switcher');
    await expect(switcher).toContainText('Personal');
    await switcher.click();
    await expect(inviteePage.getByRole('button', { name: /Acme Sales/ })).toBeVisible();
    await expectNoSeriousViolations(inviteePage);
    await inviteePage.getByRole('button', { name: /Acme Sales/ }).click();
    await expect(switcher).toContainText('Acme Sales');
    await inviteePage.reload();
    await expect(inviteePage.getByTestId('organization-switcher')).toContainText('Acme Sales');
    await inviteePage.screenshot({ path: test.info().outputPath('organisation-switcher.png') });

    // The owner sees the new member; the used link says so.
    await page.reload();
    await expect(page.getByTestId('organization-members')).toContainText('Mia Member');
    await expect(page.getByTestId('organization-members')).toContainText(invitee.email);
    await inviteePage.goto(new URL(link).pathname + new URL(link).search);
    await expect(inviteePage.getByRole('alert')).toHaveText('This invitation has already been used.');
  } finally {
    await inviteeContext.close();
  }
});
