import { expect, test } from '@playwright/test';
import { createAccount, signIn } from './fixtures/accounts.ts';

test('[RUBRICS] create a rubric and see the read-only view with weights summing to 100', async ({ page, request }) => {
  const account = await createAccount(request, 'Riley Rubric');
  await signIn(page, account, '/showcase/rubrics');
  await expect(page.getByRole('heading', { level: 1, name: 'Rubrics' })).toBeVisible();
  await expect(page.getByTitle('Sales: Discovery Call', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'New Rubric' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Rubric' });
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Name is required.')).toBeVisible();
  await expect(form.getByText('Description is required.')).toBeVisible();

  await form.getByLabel('Name').fill('Discovery call');
  await form.getByLabel('Description').fill('A first call with a mid-size prospect: set the agenda, uncover their pain and agree next steps.');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Rubrics created successfully!')).toBeVisible();

  const view = page.getByRole('dialog', { name: 'Discovery call', exact: true });
  await expect(view).toBeVisible();
  await expect(form).toBeHidden();
  // The job names it "Assessment for Rubric: Discovery call"; the view shows the name without the prefix.
  await expect(view.getByTestId('rubric-name')).toHaveText('Discovery call');
  await expect(view.getByRole('heading', { name: 'Open-ended questioning', exact: true })).toBeVisible();
  await expect(view.getByRole('heading', { name: 'Uncovering pain & impact', exact: true })).toBeVisible();
  // Levels read from best to worst, whatever order the stored JSON gives them.
  await expect(view.getByTestId('criterion').first().locator('dt')).toHaveText(['Excellent', 'Good', 'Developing', 'Needs Improvement']);

  const weights = (await view.getByTestId('criterion-weight').allTextContents()).map((text) => Number(text.replace('%', '')));
  expect(weights.length).toBeGreaterThanOrEqual(4);
  expect(weights.every((weight) => Number.isInteger(weight) && weight > 0)).toBe(true);
  expect(weights.reduce((sum, weight) => sum + weight, 0)).toBe(100);
  await expect(view.getByText('Total Weight: 100%')).toBeVisible();
  await expect(view.getByText('Excellent Range')).toBeVisible();
  await expect(view.getByText('90-100', { exact: true })).toBeVisible();
  await expect(view.getByRole('heading', { name: 'Scoring Guide' })).toBeVisible();
  // Read-only: the rubric shows as text, with no inputs to edit.
  await expect(view.getByRole('textbox')).toHaveCount(0);

  await view.getByRole('button', { name: 'OK' }).click();
  await expect(view).toBeHidden();
  const card = page.getByTitle('Discovery call', { exact: true });
  await expect(card).toBeVisible();

  await card.click();
  await expect(view.getByTestId('rubric-name')).toHaveText('Discovery call');
  await expect(view.getByText('Total Weight: 100%')).toBeVisible();
  await view.getByRole('button', { name: 'OK' }).click();
  await expect(view).toBeHidden();
});

test('[RUBRICS] rename a performance level: the rule of section 5, then kept after a reload', async ({ page, request }) => {
  const account = await createAccount(request, 'Lee Levels');
  await signIn(page, account, '/showcase/rubrics');
  await page.getByRole('button', { name: 'New Rubric' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Rubric' });
  await form.getByLabel('Name').fill('Status update');
  await form.getByLabel('Description').fill('A weekly status update to the steering committee on a late project.');
  await form.getByRole('button', { name: 'Create' }).click();
  const view = page.getByRole('dialog', { name: 'Status update', exact: true });
  await expect(view.getByText('Good Range')).toBeVisible();

  await view.getByRole('button', { name: 'Rename level Good' }).click();
  const input = view.getByLabel('New name for level Good');
  await input.fill('Excellent');
  await input.press('Enter');
  await expect(view.getByText('A level named "Excellent" already exists.')).toBeVisible();
  await input.fill('   ');
  await input.press('Enter');
  await expect(view.getByText('New level name is required.')).toBeVisible();
  await input.fill('Good');
  await input.press('Enter');
  await expect(view.getByText('The new name is the same as the old one.')).toBeVisible();
  // Escape leaves the editor, not the dialog.
  await input.press('Escape');
  await expect(view).toBeVisible();
  await expect(view.getByText('Good Range')).toBeVisible();

  await view.getByRole('button', { name: 'Rename level Good' }).click();
  await view.getByLabel('New name for level Good').fill('Solid');
  await view.getByRole('button', { name: 'Save level name' }).click();
  await expect(page.getByText('Level renamed successfully!')).toBeVisible();
  await expect(view.getByText('Solid Range')).toBeVisible();
  await expect(view.getByTestId('criterion').first().locator('dt')).toContainText(['Solid']);
  await view.getByRole('button', { name: 'OK' }).click();

  await page.reload();
  await page.getByTitle('Status update', { exact: true }).click();
  await expect(view.getByText('Solid Range')).toBeVisible();
  await expect(view.getByText('Good Range')).toHaveCount(0);
});

test('[RUBRICS] sample rubrics offer no renaming', async ({ page, request }) => {
  const account = await createAccount(request, 'Sam Sample');
  await signIn(page, account, '/showcase/rubrics');
  await page.getByTitle('Sales: Discovery Call', { exact: true }).click();
  const view = page.getByRole('dialog', { name: 'Sales: Discovery Call', exact: true });
  await expect(view.getByText('A read-only sample rubric.')).toBeVisible();
  await expect(view.getByRole('button', { name: /^Rename level/ })).toHaveCount(0);
});

test('[RUBRICS] the owner sets the pass mark; a sample shows its own, read-only', async ({ page, request }) => {
  await signIn(page, await createAccount(request, 'Pat Passmark'), '/showcase/rubrics');
  await page.getByTitle('Sales: Discovery Call', { exact: true }).click();
  const view = page.getByRole('dialog', { name: 'Sales: Discovery Call', exact: true });
  await expect(view.getByTestId('pass-mark')).toHaveText('Pass mark: 70%');
  await expect(view.getByLabel('Pass mark (%)')).toHaveCount(0);
  await view.getByRole('button', { name: 'OK' }).click();

  await page.getByRole('button', { name: 'New Rubric' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Rubric' });
  await form.getByLabel('Name').fill('Quarterly review');
  await form.getByLabel('Description').fill('A quarterly performance review with a team member who missed two targets.');
  await form.getByRole('button', { name: 'Create' }).click();
  const own = page.getByRole('dialog', { name: 'Quarterly review', exact: true });
  await expect(own.getByTestId('pass-mark')).toHaveText('Pass mark: 70%');

  const field = own.getByLabel('Pass mark (%)');
  await field.fill('120');
  await own.getByRole('button', { name: 'Save' }).click();
  await expect(own.getByText('Pass mark must be a whole number from 0 to 100.')).toBeVisible();
  await field.fill('80');
  await own.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Pass mark updated.')).toBeVisible();
  await expect(own.getByTestId('pass-mark')).toHaveText('Pass mark: 80%');
  await own.getByRole('button', { name: 'OK' }).click();

  await page.reload();
  await page.getByTitle('Quarterly review', { exact: true }).click();
  await expect(own.getByTestId('pass-mark')).toHaveText('Pass mark: 80%');
});
