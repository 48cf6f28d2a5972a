import { expect, test } from '@playwright/test';
import { createAccount, signIn } from './fixtures/accounts.ts';

test('[GLOSSARY] create a glossary and update it', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account, '/showcase/glossary');
  await expect(page.getByRole('heading', { name: 'Glossary', level: 1 })).toBeVisible();
  // The samples are there for everyone, marked as such.
  await expect(page.getByRole('button', { name: /Sales Glossary/ })).toBeVisible();

  await page.getByRole('button', { name: 'New Glossary' }).click();
  const createDialog = page.getByRole('dialog', { name: 'Create Glossary' });
  const submit = createDialog.getByRole('button', { name: 'Create Glossary' });
  await expect(submit).toBeDisabled();
  // The name is one line; the content has room to write.
  await expect(createDialog.getByLabel('Name')).toHaveJSProperty('tagName', 'INPUT');
  expect(Number(await createDialog.getByLabel('Content').getAttribute('rows'))).toBeGreaterThanOrEqual(12);
  // A line that is not a term is pointed out as it is typed, with its number, and blocks saving.
  await createDialog.getByLabel('Content').fill('Churn: customers who leave\nremember the upsell');
  await expect(createDialog.getByText('Line 2 is not a term: write it as “Term: definition”.')).toBeVisible();
  await expect(createDialog.getByRole('list', { name: 'Lines that are not terms' })).toContainText('remember the upsell');
  await createDialog.getByLabel('Content').fill('Churn: customers who leave\nUpsell: a bigger plan');
  await expect(createDialog.getByText(/is not a term/)).toHaveCount(0);
  await expect(createDialog.getByText('2 terms.', { exact: false })).toBeVisible();
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
  // A list of terms, each in bold with its definition, not the raw text.
  const terms = detail.getByTestId('glossary-terms');
  await expect(terms.locator('dt')).toHaveText(['Churn', 'Upsell']);
  await expect(terms.locator('dd')).toHaveText(['customers who leave', 'a bigger plan']);
  expect(await terms.locator('dt').first().evaluate((element) => getComputedStyle(element).fontWeight)).toBe('600');
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
  await expect(page.getByRole('dialog', { name: 'Retention words' }).getByTestId('glossary-terms')).toContainText('Win-backbringing a lost customer back');
});

test('[GLOSSARY] a sample glossary can be read but not edited', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account, '/showcase/glossary');
  await page.getByRole('button', { name: /HR Glossary/ }).click();
  const detail = page.getByRole('dialog', { name: 'HR Glossary' });
  await expect(detail.getByText('Sample · read-only')).toBeVisible();
  await expect(detail.getByTestId('glossary-terms').locator('dt').first()).toHaveText('Onboarding');
  await expect(detail.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await detail.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(detail).toBeHidden();
});

test('[GLOSSARY] a failed job and a lost connection are explained, and the form stays open', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account, '/showcase/glossary');

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

test('[GLOSSARY] duplicate a sample, close the edit with changes only after confirming, then delete the copy', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account, '/showcase/glossary');
  await page.getByRole('button', { name: /^Sales Glossary\s*Glossary/ }).click();
  await page.getByRole('dialog', { name: 'Sales Glossary', exact: true }).getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByText('Glossary duplicated successfully!')).toBeVisible();

  // The copy opens in its form; closing it with changes asks first.
  const form = page.getByRole('dialog', { name: 'Update Glossary' });
  await expect(form.getByLabel('Name')).toHaveValue('Sales Glossary (copy)');
  await form.getByLabel('Name').fill('My sales words');
  await page.keyboard.press('Escape');
  const discard = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(form.getByLabel('Name')).toHaveValue('My sales words');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await discard.getByRole('button', { name: 'Discard changes' }).click();
  await expect(form).toBeHidden();

  const copyCard = page.getByRole('button', { name: /^Sales Glossary \(copy\)/ });
  await expect(copyCard).toBeVisible();
  await copyCard.click();
  await page.getByRole('dialog', { name: 'Sales Glossary (copy)', exact: true }).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Glossary' });
  await expect(confirm.getByText('No scenario uses this glossary.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Glossary deleted successfully!')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(copyCard).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: /^Sales Glossary\s*Glossary/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Sales Glossary \(copy\)/ })).toHaveCount(0);
});

test('[GLOSSARY] search and sort the list, kept in the URL after a reload', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account, '/showcase/glossary');
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(5);

  await page.getByRole('button', { name: /^Sort by/ }).click();
  await page.getByRole('option', { name: 'Name (A–Z)' }).click();
  await expect(cards.first()).toContainText('Customer Service Glossary');
  await expect(cards.last()).toContainText('Sales Glossary');

  await page.getByLabel('Search glossaries').fill('sales');
  await expect(cards).toHaveCount(1);
  await expect(page.getByText('Showing 1 of 5 glossaries')).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=sales/);
  await expect(page).toHaveURL(/[?&]sort=name/);

  await page.reload();
  await expect(page.getByLabel('Search glossaries')).toHaveValue('sales');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Sales Glossary');

  await page.getByLabel('Search glossaries').fill('no such glossary');
  await expect(page.getByRole('heading', { name: 'No glossaries match “no such glossary”' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Clear search' }).last().click();
  await expect(cards).toHaveCount(5);
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(page).toHaveURL(/[?&]sort=name/);
});
