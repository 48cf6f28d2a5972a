// The Users admin page: an admin finds someone and promotes them, and the promoted person reaches the admin pages;
// someone who is not an admin: e2e/access.spec.ts (no Admin link, the page) and admin-users.routes.test.ts (the API's 403).
import { expect, test } from '@playwright/test';
import { adminAccount, createAccount, signIn } from './fixtures/accounts.ts';

test('[ADMIN USERS] an admin searches, promotes someone, and the promoted person sees the Admin link', async ({ page, request }) => {
  const admin = await adminAccount(request);
  const person = await createAccount(request, `Priya Promoted ${Date.now().toString(36)}`);
  await signIn(page, admin);

  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByLabel('Search people by name or e-mail').fill(person.name);
  const rows = page.getByTestId('admin-user-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(person.email);
  // The first administrator claimed the server's setup code: an admin by their account, not by the environment (whose
  // ADMIN_EMAILS counts only for an address proven by e-mail, and this server sends none).
  await page.getByLabel('Search people by name or e-mail').fill(admin.email);
  await expect(rows.first()).toContainText('You');
  await expect(rows.first()).not.toContainText("Admin · set by the server's environment");
  await expect(rows.first().getByRole('button', { name: 'Remove admin' })).toBeVisible();

  await page.getByLabel('Search people by name or e-mail').fill(person.name);
  await expect(rows.first()).toContainText(person.email);
  await rows.first().getByRole('button', { name: 'Make admin' }).click();
  const confirm = page.getByRole('dialog', { name: `Make ${person.name} an administrator?` });
  await confirm.getByRole('button', { name: 'Make admin' }).click();
  await expect(page.getByText(`${person.name} is now an administrator.`)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(rows.first().getByRole('button', { name: 'Remove admin' })).toBeVisible();

  await signIn(page, person);
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByTestId('admin-user-row').first()).toBeVisible();
});
