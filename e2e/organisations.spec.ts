// An organisation from the owner's side and an invited person's: create it with its e-mail domain, which waits for
// proof until "Check now" finds its DNS TXT record (a real DNS server on 127.0.0.1, started here, which the server asks),
// invite by e-mail, copy the link, the invited person (in a browser of their own) accepts it, and the header's switcher
// offers the organisation.
import { expect, test } from '@playwright/test';
import { DNS_E2E_PORT } from '../playwright.config.ts';
import { startLocalDnsServer, type LocalDnsServer } from '../src/server/test/local-dns-server.ts';
import { expectNoSeriousViolations } from './fixtures/accessibility.ts';
import { createAccount, signIn } from './fixtures/accounts.ts';
import { keepPicture } from './fixtures/pictures.ts';

let dns: LocalDnsServer;

test.beforeAll(async () => {
  dns = await startLocalDnsServer(DNS_E2E_PORT);
});

test.afterAll(async () => {
  await dns?.close();
});

test('[ORGANISATIONS] an owner creates an organisation and invites a person, who accepts and switches to it', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const owner = await createAccount(page.request, 'Olivia Owner');
  await signIn(page, owner, '/showcase/organisations');
  await expect(page.getByTestId('organisations-empty')).toBeVisible();
  await page.getByLabel('Name').fill('Acme Sales');
  const domain = `acme${Date.now().toString(36)}.example`;
  await page.getByLabel('E-mail domains (optional)').fill(domain);
  await page.getByRole('button', { name: 'Create organisation' }).click();
  await expect(page.getByTestId('organisation-name')).toHaveText('Acme Sales');
  await expect(page.getByText('You are owner · 1 member')).toBeVisible();

  // The domain waits for proof: the settings say what to do, show the TXT record to add, and the join link admits nobody.
  const claim = page.getByTestId('join-domain').filter({ hasText: domain });
  await expect(claim.getByText('Waiting for verification')).toBeVisible();
  await expect(claim.getByText(`Pending: add the TXT record below to the DNS of ${domain}`)).toBeVisible();
  await expect(claim.getByText(`_engram.${domain}`)).toBeVisible();
  const record = (await claim.getByText(/^engram-verification=[\w-]{24}$/).textContent())!;
  await page.getByRole('button', { name: 'Make a join link' }).click();
  await expect(page.getByTestId('join-link-scope')).toHaveText('No domain is verified yet, so the join link admits nobody for now. A join link works now.');
  await expectNoSeriousViolations(page);
  // Checked before the record exists, the page names the record it looked for; once it is published, the domain is verified.
  await claim.getByRole('button', { name: 'Check now' }).click();
  await expect(claim.getByRole('alert')).toContainText(`No TXT record “${record}” was found at _engram.${domain} or ${domain}.`);
  dns.set(`_engram.${domain}`, { txt: [record] });
  await claim.getByRole('button', { name: 'Check now' }).click();
  await expect(page.getByText(`${domain} is verified. People with a confirmed address there can join with the join link.`)).toBeVisible();
  await expect(claim.getByText('Verified (DNS record found)')).toBeVisible();
  await expect(claim.getByRole('button', { name: 'Check now' })).toHaveCount(0);
  await expect(page.getByTestId('join-link-scope')).toHaveText(`Anyone with a confirmed address at ${domain} can join as a member with this link. A join link works now.`);

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
    await keepPicture(page, { path: test.info().outputPath('organisation-owner.png'), fullPage: true });
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
    await keepPicture(inviteePage, { path: test.info().outputPath('organisation-switcher.png') });

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
