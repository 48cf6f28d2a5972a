import { expect, test } from '@playwright/test';
import { createAccount, signIn } from './fixtures/accounts.ts';

test('[GLOSSARY] create a glossary and update it', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await page.goto('/showcase/glossary');
  await expect(page.getByRole('heading', { name: 'Glossary', level: 1 })).toBeVisible();
  // The samples are there for everyone, marked as such.
  await expect(page.getByRole('button', { name: /Sales Glossary/ })).toBeVisible();

  await page.getByRole('button', { name: 'New Glossary' }).click();
  const createDialog = page.getByRole('dialog', { name: 'Create Glossary' });
  const submit = createDialog.getByRole('button', { name: 'Create Glossary' });
  await expect(submit).toBeDisabled();
  await expect(createDialog.getByLabel('Name')).toHaveAttribute('rows', '4');
  await expect(createDialog.getByLabel('Content')).toHaveAttribute('rows', '4');
  await createDialog.getByLabel('Content').fill('Churn: customers who leave\nUpsell: a bigger plan');
  await expect(submit).toBeDisabled();
  await createDialog.getByLabel('Name').fill('   ');
  await expect(submit).toBeDisabled();
  await createDialog.getByLabel('Name').fill('Retention words');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Glossary created successfully!')).toBeVisible();
  await expect(createDialog).toBeHidden();

  const card = page.getByRole('button', { name: /Retention words/ });
  await expect(card).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  await expect(card).toContainText(today);
  await card.click();

  const detail = page.getByRole('dialog', { name: 'Retention words' });
  await expect(detail.getByText(`Created on ${today}`)).toBeVisible();
  // Line breaks are kept as written.
  expect(await detail.getByTestId('glossary-content').innerText()).toBe('Churn: customers who leave\nUpsell: a bigger plan');
  await detail.getByRole('button', { name: 'Edit' }).click();

  const updateDialog = page.getByRole('dialog', { name: 'Update Glossary' });
  await expect(updateDialog.getByLabel('Name')).toHaveValue('Retention words');
  await updateDialog.getByLabel('Name').fill('');
  await expect(updateDialog.getByRole('button', { name: 'Update Glossary' })).toBeDisabled();
  await expect(updateDialog.getByText('Name is required.')).toBeVisible();
  await updateDialog.getByLabel('Name').fill('Retention words');
  await updateDialog.getByLabel('Content').fill('Churn: customers who leave\nUpsell: a bigger plan\nWin-back: bringing a lost customer back');
  await updateDialog.getByRole('button', { name: 'Update Glossary' }).click();
  await expect(page.getByText('Glossary updated successfully!')).toBeVisible();
  await expect(updateDialog).toBeHidden();

  await page.reload();
  await page.getByRole('button', { name: /Retention words/ }).click();
  await expect(page.getByRole('dialog', { name: 'Retention words' }).getByTestId('glossary-content')).toContainText('Win-back: bringing a lost customer back');
});

test('[GLOSSARY] a sample glossary can be read but not edited', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await page.goto('/showcase/glossary');
  await page.getByRole('button', { name: /HR Glossary/ }).click();
  const detail = page.getByRole('dialog', { name: 'HR Glossary' });
  await expect(detail.getByText('Sample · read-only')).toBeVisible();
  await expect(detail.getByTestId('glossary-content')).toContainText('Onboarding:');
  await expect(detail.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await detail.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(detail).toBeHidden();
});

test('[GLOSSARY] a failed job and a lost connection are explained, and the form stays open', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await page.goto('/showcase/glossary');

  await page.route('**/glossary/job-status-create/*', (route) =>
    route.fulfill({ json: { jobStatus: 'Failed', result: null, failedReason: 'The glossary could not be saved. Please try again.' } }),
  );
  await page.getByRole('button', { name: 'New Glossary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Glossary' });
  await dialog.getByLabel('Name').fill('Will not save');
  await dialog.getByLabel('Content').fill('Term: definition');
  await dialog.getByRole('button', { name: 'Create Glossary' }).click();
  await expect(page.getByText('The glossary could not be saved. Please try again.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create Glossary' })).toBeEnabled();
  await expect(dialog.getByLabel('Name')).toBeEnabled();

  await page.unroute('**/glossary/job-status-create/*');
  await page.route('**/glossary/job-status-create/*', (route) => route.abort('internetdisconnected'));
  await dialog.getByRole('button', { name: 'Create Glossary' }).click();
  await expect(page.getByText('Failed to check job status due to a network error.')).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
