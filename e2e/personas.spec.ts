import { expect, test } from '@playwright/test';
import { createAccount, signIn } from './fixtures/accounts.ts';

const SARAH = 'Sarah, a 42-year-old procurement manager at a hospital who is sceptical of new vendors';

test('[PERSONAS] create a persona from a prompt, edit it, reload and see it kept', async ({ page, request }) => {
  const account = await createAccount(request, 'Persona Maker');
  await signIn(page, account);
  await page.goto('/showcase/persona');
  await expect(page.getByRole('heading', { name: 'Persona', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Sales: Sceptical Buyer/ })).toBeVisible();

  await page.getByRole('button', { name: 'New Persona' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Persona' });
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByText('Name is required.')).toBeVisible();
  await expect(create.getByText('Persona prompt is required.')).toBeVisible();
  await create.getByLabel('Name').fill('Sarah');
  await create.getByLabel('Persona prompt').fill(SARAH);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Persona created successfully!')).toBeVisible({ timeout: 20_000 });
  await expect(create).toBeHidden();

  // The generated persona opens for editing, with the prompt's facts kept.
  const edit = page.getByRole('dialog', { name: 'Edit Persona' });
  const age = edit.getByRole('textbox', { name: 'Age', exact: true });
  await expect(age).toHaveValue('42');
  await expect(edit.getByRole('textbox', { name: 'Occupation', exact: true })).toHaveValue(/Procurement/);
  await expect(edit.getByRole('textbox', { name: 'Persona name', exact: true })).toHaveValue('Sarah');
  await expect(edit.getByRole('textbox', { name: 'Background', exact: true })).toHaveValue(/sceptical of new vendors/);
  await expect(edit.getByRole('textbox', { name: 'Background', exact: true })).toHaveAttribute('rows', '6');

  // Age and the Big Five take digits only, as typed; the scores show as percentages.
  await age.fill('');
  await age.pressSequentially('4x2');
  await expect(age).toHaveValue('42');
  const openness = edit.getByRole('textbox', { name: /^Openness/ });
  await openness.fill('');
  await openness.pressSequentially('7a2%');
  await expect(openness).toHaveValue('72');
  await expect(edit.getByRole('meter', { name: /Openness/ })).toHaveAttribute('aria-valuetext', '72%');
  await expect(edit.getByText('72%')).toBeVisible();

  // Every field is required: Save stays disabled while one is empty.
  const save = edit.getByRole('button', { name: 'Save' });
  const hometown = edit.getByRole('textbox', { name: 'Hometown', exact: true });
  await hometown.fill('');
  await expect(edit.getByText('Hometown is required.')).toBeVisible();
  await expect(save).toBeDisabled();
  await hometown.fill('Bristol, United Kingdom');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Persona updated successfully!')).toBeVisible({ timeout: 20_000 });
  await expect(edit).toBeHidden();

  // Kept on the server: after a reload the card opens with the change.
  await page.reload();
  await page.getByRole('button', { name: /^Sarah/ }).click();
  const detail = page.getByRole('dialog', { name: 'Sarah' });
  await expect(detail.getByText('Bristol, United Kingdom').first()).toBeVisible();
  await expect(detail.getByRole('meter', { name: 'Openness' })).toHaveAttribute('aria-valuetext', '72%');
  await detail.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Persona' }).getByRole('textbox', { name: 'Hometown', exact: true })).toHaveValue('Bristol, United Kingdom');
  await page.getByRole('dialog', { name: 'Edit Persona' }).getByRole('button', { name: 'Cancel' }).click();

  // Samples can be read but not edited.
  await page.getByRole('button', { name: /Sales: Sceptical Buyer/ }).click();
  const sample = page.getByRole('dialog', { name: 'Sales: Sceptical Buyer' });
  await expect(sample.getByText('Sample personas are read-only and cannot be edited.')).toBeVisible();
  await expect(sample.getByRole('button', { name: 'Edit' })).toHaveCount(0);
});
