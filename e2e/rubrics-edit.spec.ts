import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, signIn } from './fixtures/accounts.ts';

/** Creates a rubric through the form and waits for its view. */
async function createRubricThroughForm(page: Page, name: string, description: string): Promise<Locator> {
  await page.getByRole('button', { name: 'New Rubric' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Rubric' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Description').fill(description);
  await form.getByRole('button', { name: 'Create' }).click();
  const view = page.getByRole('dialog', { name, exact: true });
  await expect(view.getByTestId('rubric-name')).toHaveText(name);
  return view;
}

/** The editor's criterion names, in order. */
async function criterionNames(editor: Locator): Promise<string[]> {
  const cards = editor.getByTestId('criterion-editor');
  const names: string[] = [];
  for (let index = 0; index < (await cards.count()); index += 1) names.push(await cards.nth(index).getByLabel(/^Criterion \d+ name$/).inputValue());
  return names;
}

test('[RUBRICS] edit a rubric: add, reorder and remove criteria; Save waits for weights of 100; kept after a reload', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signIn(page, await createAccount(request, 'Eddie Editor'), '/showcase/rubrics');
  const view = await createRubricThroughForm(page, 'Refund call', 'A customer calls about a damaged order and wants a refund; the agent should let the customer finish and confirm the refund amount.');
  await view.getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Rubric' });
  await expect(editor).toBeVisible();
  await expect(editor.getByTestId('weight-total')).toHaveText('Total: 100 / 100');
  const original = await criterionNames(editor);
  expect(original.length).toBeGreaterThanOrEqual(3);
  expect(original.length).toBeLessThanOrEqual(6);

  // Add one: its name field takes the focus.
  await editor.getByRole('button', { name: 'Add criterion' }).click();
  const added = editor.getByTestId('criterion-editor').last();
  await expect(added.getByLabel(/^Criterion \d+ name$/)).toBeFocused();
  await added.getByLabel(/^Criterion \d+ name$/).fill('Offering a follow-up call');
  for (const field of await added.getByRole('textbox', { name: /description for criterion/ }).all()) await field.fill('Offers to call back once the refund has arrived.');

  // Remove the first one.
  await editor.getByRole('button', { name: 'Remove criterion 1' }).click();
  const kept = [...original.slice(1), 'Offering a follow-up call'];
  expect(await criterionNames(editor)).toEqual(kept);

  // Weights: 15 each for the kept ones, the rest for the new one; 10 short of it first.
  const cards = editor.getByTestId('criterion-editor');
  for (let index = 0; index < kept.length - 1; index += 1) await cards.nth(index).getByLabel('Weight (%)').fill('15');
  const rest = 100 - 15 * (kept.length - 1);
  const save = editor.getByRole('button', { name: 'Save' });
  await cards.last().getByLabel('Weight (%)').fill(String(rest - 10));
  await expect(editor.getByTestId('weight-total')).toHaveText('Total: 90 / 100');
  await expect(editor.getByTestId('weight-total')).toHaveClass(/text-red/);
  await expect(save).toBeDisabled();
  await expect(editor.getByText('Weights must add up to 100 to save.')).toBeVisible();
  // Only digits are kept as a weight is typed.
  await cards.last().getByLabel('Weight (%)').fill(`${rest}%`);
  await expect(cards.last().getByLabel('Weight (%)')).toHaveValue(String(rest));
  await expect(editor.getByTestId('weight-total')).toHaveText('Total: 100 / 100');
  await expect(save).toBeEnabled();

  // Reorder: the new criterion moves up twice, from the keyboard; the button keeps the focus as it moves.
  const last = kept.length;
  await editor.getByRole('button', { name: `Move criterion ${last} up` }).click();
  const moved = editor.getByRole('button', { name: `Move criterion ${last - 1} up` });
  await expect(moved).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(editor.getByRole('button', { name: `Move criterion ${last - 2} up` })).toBeFocused();
  const reordered = [...kept.slice(0, last - 3), 'Offering a follow-up call', ...kept.slice(last - 3, last - 1)];
  expect(await criterionNames(editor)).toEqual(reordered);

  await save.click();
  await expect(page.getByText('Rubric updated successfully!')).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(view.getByRole('heading', { level: 4 })).toHaveText(reordered.map((name, index) => `${index + 1}.${name}`));
  await expect(view.getByText('Total Weight: 100%')).toBeVisible();
  await view.getByRole('button', { name: 'OK' }).click();

  await page.reload();
  await page.getByTitle('Refund call', { exact: true }).click();
  await expect(view.getByRole('heading', { level: 4 })).toHaveText(reordered.map((name, index) => `${index + 1}.${name}`));
  await expect(view.getByRole('heading', { name: original[0], exact: true })).toHaveCount(0);
  await view.getByRole('button', { name: 'Edit' }).click();
  await expect(editor.getByTestId('criterion-editor').last().getByLabel('Weight (%)')).toHaveValue('15');
  await expect(editor.getByTestId('criterion-editor').nth(last - 3).getByLabel('Weight (%)')).toHaveValue(String(rest));
});

test('[RUBRICS] duplicate a sample rubric, then edit the copy; closing with changes asks first', async ({ page, request }) => {
  await signIn(page, await createAccount(request, 'Dana Duplicate'), '/showcase/rubrics');
  await page.getByTitle('Sales: Discovery Call', { exact: true }).click();
  const view = page.getByRole('dialog', { name: 'Sales: Discovery Call', exact: true });
  await expect(view.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(view.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await view.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByText('Rubric duplicated successfully!')).toBeVisible();

  const editor = page.getByRole('dialog', { name: 'Edit Rubric' });
  const title = editor.getByLabel('Title');
  await expect(title).toHaveValue('Sales: Discovery Call (copy)');
  await title.fill('My discovery call');
  const firstLevel = editor.getByTestId('criterion-editor').first().getByRole('textbox', { name: /description for criterion 1/ }).first();
  await firstLevel.fill('Asks three open questions before talking about the product.');

  // Escape with changes asks; Keep editing keeps them.
  await title.press('Escape');
  const ask = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toBeHidden();
  await expect(title).toHaveValue('My discovery call');

  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Rubric updated successfully!')).toBeVisible();
  // The view is titled with the copy's new name, and its Edit opens the editor.
  const copyView = page.getByRole('dialog', { name: 'My discovery call', exact: true });
  await expect(copyView.getByTestId('rubric-name')).toHaveText('My discovery call');
  await expect(copyView.getByText('Asks three open questions before talking about the product.')).toBeVisible();
  await copyView.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTitle('My discovery call', { exact: true })).toBeVisible();

  // The sample is unchanged.
  await page.getByTitle('Sales: Discovery Call', { exact: true }).click();
  await expect(view.getByText('Asks three open questions before talking about the product.')).toHaveCount(0);
  await view.getByRole('button', { name: 'OK' }).click();

  // Cancel with changes asks too; Discard changes closes without saving.
  await page.getByTitle('My discovery call', { exact: true }).click();
  await copyView.getByRole('button', { name: 'Edit' }).click();
  await editor.getByLabel('Title').fill('Not kept');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await ask.getByRole('button', { name: 'Discard changes' }).click();
  await expect(editor).toBeHidden();
  await expect(copyView.getByTestId('rubric-name')).toHaveText('My discovery call');
});

test('[RUBRICS] delete a rubric: the confirm names the scenario that uses it, which keeps a copy', async ({ page, request }) => {
  await signIn(page, await createAccount(request, 'Del Delete'));
  // A copy of a sample, used by an advanced scenario with a sample persona.
  const copied = await page.request.post(`/rubrics/5a3b1c00-7d1e-4c2a-9b10-000000000001/duplicate`);
  expect(copied.status()).toBe(201);
  const rubric = ((await copied.json()) as { data: { id: string; name: string } }).data;
  const created = await page.request.post('/advance-roleplay/create', {
    data: {
      scenario_title: 'Late parcel refund',
      persona_id: '7e5a0000-0000-4000-8000-000000000001',
      rubric_id: rubric.id,
      scenario_description: 'A customer whose parcel arrived late and damaged asks for a refund.',
      organization_id: null,
      file_ids: [],
    },
  });
  expect(created.status(), await created.text()).toBe(202);
  const { jobId } = (await created.json()) as { jobId: string };
  await expect
    .poll(async () => ((await (await page.request.get(`/advance-roleplay/job-status-create/${jobId}`)).json()) as { jobStatus: string }).jobStatus, { timeout: 20_000 })
    .toBe('Completed');

  await page.goto('/showcase/rubrics');
  await page.getByTitle(rubric.name, { exact: true }).click();
  const view = page.getByRole('dialog', { name: rubric.name, exact: true });
  await view.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Rubric' });
  await expect(confirm.getByTestId('library-item-usage')).toContainText('This scenario uses it and will keep being graded against its own copy');
  await expect(confirm.getByRole('listitem')).toHaveText(['Late parcel refund']);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Rubric deleted successfully!')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(view).toBeHidden();
  await expect(page.getByTitle(rubric.name, { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTitle('Sales: Discovery Call', { exact: true })).toBeVisible();
  await expect(page.getByTitle(rubric.name, { exact: true })).toHaveCount(0);
});
