// An heir's invitation link: the page names who sent it before anyone signs in, a signed-in account accepts it, and a
// used link says so in plain words.
import { expect, test } from '@playwright/test';
import { createAccount, signIn } from './fixtures/accounts.ts';
import { keepPicture } from './fixtures/pictures.ts';

test('[HEIRS] the invitation page names the owner, and the account that accepts becomes the heir', async ({ page, browser }) => {
  const owner = await createAccount(page.request, 'Ana Ferreira');
  await signIn(page, owner, '/dashboard');
  expect((await page.request.put('/twin/answers/1', { data: { text: 'I grew up in Porto, by the river.', visibility: 'family' } })).status()).toBe(200);
  const named = await page.request.post('/twin/heirs', { data: { email: 'heir.of.ana@example.com' } });
  expect(named.status()).toBe(201);
  const link = ((await named.json()) as { invite_url: string }).invite_url;

  const heirContext = await browser.newContext();
  const heirPage = await heirContext.newPage();
  try {
    await heirPage.goto(link);
    await expect(heirPage.getByText('Ana Ferreira wants you to keep their Engram: their stories, in their own words.')).toBeVisible();
    await keepPicture(heirPage, { path: test.info().outputPath('heir-invitation.png') });
    const heir = await createAccount(heirPage.request, 'Rui Ferreira');
    await signIn(heirPage, heir, link);
    await heirPage.getByRole('button', { name: /accept/i }).click();
    await expect(heirPage.getByTestId('heir-accepted')).toHaveText('You are now an heir of Ana Ferreira. You will see their Engram once they release it to their heirs.');

    await heirPage.goto(link);
    await expect(heirPage.getByRole('alert')).toHaveText(/^This invitation has already been accepted/);
  } finally {
    await heirContext.close();
  }
});
