import { expect, test, type Page } from '@playwright/test';
import { createAccount, signIn, uniqueEmail, type Account } from './fixtures/accounts.ts';

async function openAccountPage(page: Page) {
  await page.getByRole('link', { name: 'Account settings' }).click();
  await page.waitForURL('**/showcase/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
}

async function tryLogin(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

test('[ACCOUNT] change the password, then log in with it', async ({ page, request }) => {
  const account: Account = await createAccount(request);
  await signIn(page, account);
  await openAccountPage(page);

  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not my password');
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill('a newer sturdy password');
  await form.getByLabel('Confirm new password').fill('a newer sturdy password');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The current password is not correct.')).toBeVisible();

  await form.getByLabel('Current password').fill(account.password);
  await form.getByLabel('Confirm new password').fill('something else entirely');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The new passwords do not match.')).toBeVisible();

  await form.getByLabel('Confirm new password').fill('a newer sturdy password');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Your other devices have been logged out.')).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');
  // This login stays.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  await tryLogin(page, account.email, account.password);
  await expect(page.locator('form').getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signIn(page, { ...account, password: 'a newer sturdy password' });
});

test('[ACCOUNT] change the e-mail address: the password is checked, an address in use is refused, and the new one logs in', async ({ page, request }) => {
  const account = await createAccount(request);
  const someoneElse = await createAccount(request, 'Someone Else');
  await signIn(page, account);
  await openAccountPage(page);

  const card = page.getByRole('region', { name: 'E-mail address' });
  await expect(card.getByTestId('current-email')).toHaveText(account.email);
  const form = card.getByRole('form', { name: 'Change e-mail address' });
  const newEmail = uniqueEmail('moved');

  await form.getByLabel('New e-mail address').fill('not an address');
  await form.getByLabel('Current password').fill(account.password);
  await form.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(form.getByText('Enter a valid email address.')).toBeVisible();

  await form.getByLabel('New e-mail address').fill(newEmail);
  await form.getByLabel('Current password').fill('not my password');
  await form.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(form.getByText('The current password is not correct.')).toBeVisible();

  await form.getByLabel('New e-mail address').fill(someoneElse.email);
  await form.getByLabel('Current password').fill(account.password);
  await form.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(form.getByText('That e-mail address is already in use.')).toBeVisible();
  await expect(card.getByTestId('current-email')).toHaveText(account.email);

  // This server sends no e-mail, so the change applies at once and this login carries on.
  await form.getByLabel('New e-mail address').fill(newEmail);
  await form.getByLabel('Current password').fill(account.password);
  await form.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(page.getByText(`Your e-mail address is now ${newEmail}.`)).toBeVisible();
  await expect(card.getByTestId('current-email')).toHaveText(newEmail);
  await expect(form.getByLabel('New e-mail address')).toHaveValue('');
  await page.reload();
  await expect(page.getByRole('region', { name: 'E-mail address' }).getByTestId('current-email')).toHaveText(newEmail);

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await tryLogin(page, account.email, account.password);
  await expect(page.locator('form').getByRole('alert')).toHaveText('Invalid email or password.');
  await signIn(page, { ...account, email: newEmail });
});

test('[ACCOUNT] change the display name here, and open Credits from the balance', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await openAccountPage(page);

  const form = page.getByRole('form', { name: 'Display name' });
  const field = form.getByLabel('Display name');
  await expect(field).toHaveValue(account.name);
  await field.fill('   ');
  await form.getByRole('button', { name: 'Save name' }).click();
  await expect(form.getByText('Nickname is required.')).toBeVisible();

  await field.fill('Jo the Negotiator');
  await form.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name is saved.')).toBeVisible();
  await expect(page.getByTestId('greeting')).toContainText('Jo');
  await page.reload();
  await expect(page.getByRole('form', { name: 'Display name' }).getByLabel('Display name')).toHaveValue('Jo the Negotiator');

  await expect(page.getByText('Sessions other people practised on your public scenarios stay theirs.')).toBeVisible();
  await expect(page.getByTestId('account-credits')).toHaveText(/You have \d+ credits\./);
  await page.getByRole('link', { name: 'Open Credits' }).click();
  await page.waitForURL('**/showcase/credits');
});

test('[ACCOUNT] delete the account, then fail to log in', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await openAccountPage(page);

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  await expect(dialog.getByText(/It cannot be undone\./)).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();

  // Closing with a typed password asks first; keeping on editing keeps the dialog.
  await dialog.getByLabel('Your password').fill('not my password');
  await page.keyboard.press('Escape');
  await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog).toBeVisible();

  await confirm.click();
  await expect(dialog.getByText('The password is not correct.')).toBeVisible();
  await expect(page).toHaveURL(/\/showcase\/account$/);

  await dialog.getByLabel('Your password').fill(account.password);
  await confirm.click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByText('Your account and everything in it have been deleted.')).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toEqual([]);

  await tryLogin(page, account.email, account.password);
  await expect(page.locator('form').getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('[ACCOUNT] forgot password: the login page leads there, and a server without e-mail says to ask the administrator', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL('**/auth/forgot-password');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const notice = page.getByTestId('forgot-password-notice');
  await expect(notice).toContainText("This server doesn't send e-mail, so no link is on its way. Ask your administrator to reset it");
  await expect(notice).not.toContainText('npm run');
});

test('[ACCOUNT] a reset link that is not valid says so and leads to a new one', async ({ page }) => {
  await page.goto('/auth/reset-password?token=made-up-token');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('short');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();

  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('a perfectly fine password');
  await page.getByLabel('Confirm new password').fill('a perfectly fine password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  const problem = page.getByRole('alert').filter({ hasText: 'This reset link is not valid.' });
  await expect(problem).toBeVisible();
  await problem.getByRole('link', { name: 'Get a new reset link' }).click();
  await page.waitForURL('**/auth/forgot-password');
});
