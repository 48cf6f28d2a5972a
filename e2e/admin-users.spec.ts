// The Users admin page: an admin finds someone and promotes them, and the promoted person reaches the admin pages;
// someone who is not an admin gets no Admin link, and the API answers them 403.
import { expect, test } from '@playwright/test';
import { ADMIN_USERS_API_PATH } from '../src/shared/contracts/admin-users.ts';
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

test('[ADMIN USERS] someone who is not an admin gets no Admin link, and 403', async ({ page, request }) => {
  await adminAccount(request);
  const person = await createAccount(request, 'Lee Learner');
  await signIn(page, person);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);

  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Administrators only' })).toBeVisible();
  const answer = await page.request.get(ADMIN_USERS_API_PATH);
  expect(answer.status()).toBe(403);
  expect((await answer.json()).message).toBe('Only administrators can do this.');
});
