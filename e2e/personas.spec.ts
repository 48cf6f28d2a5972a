import { expect, test, type Page } from '@playwright/test';
import { createAccount, signIn } from './fixtures/accounts.ts';

const SARAH = 'Sarah, a 42-year-old procurement manager at a hospital who is sceptical of new vendors';

test('[PERSONAS] create a persona from a prompt, edit it, reload and see it kept', async ({ page, request }) => {
  const account = await createAccount(request, 'Persona Maker');
  await signIn(page, account, '/showcase/persona');
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

const SAMPLE = 'Sales: Sceptical Buyer';

/** Puts a copy of a sample into the signed-in person's library through the API, and answers its id and name. */
async function ownCopyOfSample(page: Page, sampleName = SAMPLE): Promise<{ id: string; name: string }> {
  const list = await page.request.get(`/persona/all/${encodeURIComponent(await emailOf(page))}`);
  const sample = ((await list.json()) as { data: { id: string; name: string }[] }).data.find((persona) => persona.name === sampleName)!;
  const response = await page.request.post(`/persona/${sample.id}/duplicate`);
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string; name: string } }).data;
}

/** An advanced scenario of the signed-in person that plays the persona, made through the API; answers its title. */
async function scenarioUsing(page: Page, personaId: string, title: string): Promise<string> {
  const rubrics = await page.request.get(`/rubrics/all/${encodeURIComponent(await emailOf(page))}`);
  const rubricId = ((await rubrics.json()) as { data: { id: string }[] }).data[0]!.id;
  const created = await page.request.post('/advance-roleplay/create', {
    data: { scenario_title: title, persona_id: personaId, rubric_id: rubricId, scenario_description: 'A buyer reviews a late delivery with her supplier.', file_ids: [] },
  });
  expect(created.status()).toBe(202);
  const { jobId } = (await created.json()) as { jobId: string };
  await expect
    .poll(async () => ((await (await page.request.get(`/advance-roleplay/job-status-create/${jobId}`)).json()) as { jobStatus: string }).jobStatus, { timeout: 20_000 })
    .toBe('Completed');
  return title;
}

async function emailOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'email');
  return decodeURIComponent(cookie!.value);
}

test('[PERSONAS] delete a persona: the confirm names what uses it, a toast follows, and it is gone after a reload', async ({ page, request }) => {
  const account = await createAccount(request, 'Persona Deleter');
  await signIn(page, account, null);
  const copy = await ownCopyOfSample(page);
  const scenario = await scenarioUsing(page, copy.id, 'Late delivery review');
  const unused = await ownCopyOfSample(page, 'Customer Service: Upset Customer');
  await page.goto('/showcase/persona');

  // A persona nothing uses says so.
  await card(page, unused.name).click();
  await page.getByRole('dialog', { name: unused.name, exact: true }).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Persona' });
  await expect(confirm.getByText('No scenario uses this persona.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: unused.name, exact: true }).getByRole('button', { name: 'Close' }).first().click();

  await card(page, copy.name).click();
  const detail = page.getByRole('dialog', { name: copy.name, exact: true });
  await expect(detail.getByText(/^Created from:/)).toBeVisible();
  await detail.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toContainText(copy.name);
  await expect(confirm.getByText('This scenario uses it and will keep working with its own copy:')).toBeVisible();
  await expect(confirm.getByRole('listitem')).toHaveText([scenario]);
  // Cancel keeps it.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(detail).toBeVisible();

  await detail.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Persona deleted successfully!')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(detail).toBeHidden();
  // The list updates without a reload, and the persona stays gone after one.
  await expect(card(page, copy.name)).toHaveCount(0);
  await page.reload();
  await expect(card(page, SAMPLE)).toBeVisible();
  await expect(card(page, copy.name)).toHaveCount(0);

  // Samples offer no Delete.
  await card(page, SAMPLE).click();
  await expect(page.getByRole('dialog', { name: SAMPLE, exact: true }).getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

test('[PERSONAS] closing a persona form with unsaved changes asks first', async ({ page, request }) => {
  const account = await createAccount(request, 'Persona Guard');
  await signIn(page, account, null);
  const copy = await ownCopyOfSample(page);
  await page.goto('/showcase/persona');

  await card(page, copy.name).click();
  await page.getByRole('dialog', { name: copy.name, exact: true }).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Persona' });
  const hometown = edit.getByRole('textbox', { name: 'Hometown', exact: true });
  await hometown.fill('Galway, Ireland');

  // Escape asks; Keep editing keeps the text.
  await page.keyboard.press('Escape');
  const question = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toBeHidden();
  await expect(edit).toBeVisible();
  await expect(hometown).toHaveValue('Galway, Ireland');

  // Cancel asks too; Discard closes and nothing is saved.
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Discard changes' }).click();
  await expect(edit).toBeHidden();
  await card(page, copy.name).click();
  await expect(page.getByRole('dialog', { name: copy.name, exact: true }).getByText('Galway, Ireland')).toHaveCount(0);
  await page.getByRole('dialog', { name: copy.name, exact: true }).getByRole('button', { name: 'Close' }).first().click();

  // An untouched form closes at once; the create form asks once something is typed.
  await page.getByRole('button', { name: 'New Persona' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Persona' });
  await page.keyboard.press('Escape');
  await expect(create).toBeHidden();
  await page.getByRole('button', { name: 'New Persona' }).click();
  await create.getByLabel('Name').fill('Half-written');
  await page.keyboard.press('Escape');
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(create.getByLabel('Name')).toHaveValue('Half-written');
  await page.keyboard.press('Escape');
  await question.getByRole('button', { name: 'Discard changes' }).click();
  await expect(create).toBeHidden();
});

test('[PERSONAS] duplicate a sample, edit the copy, and regenerate it from its prompt', async ({ page, request }) => {
  const account = await createAccount(request, 'Persona Copier');
  await signIn(page, account, '/showcase/persona');

  await card(page, SAMPLE).click();
  const sample = page.getByRole('dialog', { name: SAMPLE, exact: true });
  await expect(sample.getByText(/^Created from:/)).toBeVisible();
  await sample.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByText('Persona duplicated successfully!')).toBeVisible();

  // The copy opens for editing under its own name.
  const edit = page.getByRole('dialog', { name: 'Edit Persona' });
  await expect(edit.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(`${SAMPLE} (copy)`);
  // A Big Five score above 100 is refused before it reaches the server.
  const openness = edit.getByRole('textbox', { name: /^Openness/ });
  await openness.fill('250');
  await expect(edit.getByText('Openness must be between 1 and 100.')).toBeVisible();
  await expect(edit.getByRole('meter', { name: /Openness/ })).toHaveAttribute('aria-valuetext', '100%');
  await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
  await openness.fill('64');
  await edit.getByRole('textbox', { name: 'Hometown', exact: true }).fill('Cardiff, United Kingdom');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Persona updated successfully!')).toBeVisible({ timeout: 20_000 });
  await expect(edit).toBeHidden();

  await page.reload();
  const copyName = `${SAMPLE} (copy)`;
  await card(page, copyName).click();
  const copy = page.getByRole('dialog', { name: copyName, exact: true });
  await expect(copy.getByText('Cardiff, United Kingdom').first()).toBeVisible();

  // Regenerating asks first, then replaces the edited traits with ones from the prompt.
  await copy.getByRole('button', { name: 'Regenerate' }).click();
  const regenerate = page.getByRole('dialog', { name: 'Regenerate Persona' });
  await expect(regenerate).toContainText('replace the current ones');
  await regenerate.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByText('Persona regenerated successfully!')).toBeVisible({ timeout: 20_000 });
  await expect(regenerate).toBeHidden();
  await expect(copy.getByText('Cardiff, United Kingdom')).toHaveCount(0);
  await copy.getByRole('button', { name: 'Close' }).first().click();

  // The sample itself is unchanged.
  await card(page, SAMPLE).click();
  await expect(page.getByRole('dialog', { name: SAMPLE, exact: true }).getByText('Cardiff, United Kingdom')).toHaveCount(0);
});

/** A persona's card in the list, by its exact name (a copy's name starts with the sample's). */
function card(page: Page, name: string) {
  // The card reads the name, the occupation (when there is one), then "Persona" and the date.
  return page.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}\\s*(?:[^·(]*?\\s)?Persona`) });
}

function escapeRegExp(text: string): string {
  return text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('[PERSONAS] a stated country is kept, a changed hometown is replaced everywhere, and regenerate takes an edited prompt', async ({ page, request }) => {
  const account = await createAccount(request, 'Fact Keeper');
  await signIn(page, account, '/showcase/persona');
  await page.getByRole('button', { name: 'New Persona' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Persona' });
  await create.getByLabel('Name').fill('Rosa Almeida');
  await create.getByLabel('Persona prompt').fill('Rosa Almeida, 44, head nurse at a rural clinic in Portugal, skeptical of new software, hates long demos');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Persona created successfully!')).toBeVisible({ timeout: 20_000 });

  // Portugal stays Portugal: nationality, hometown and language follow it.
  const edit = page.getByRole('dialog', { name: 'Edit Persona' });
  await expect(edit.getByRole('textbox', { name: 'Nationality', exact: true })).toHaveValue('Portuguese');
  await expect(edit.getByRole('textbox', { name: 'Language', exact: true })).toHaveValue(/Portuguese/);
  const hometown = edit.getByRole('textbox', { name: 'Hometown', exact: true });
  await expect(hometown).toHaveValue(/, Portugal$/);
  const background = edit.getByRole('textbox', { name: 'Background', exact: true });
  await expect(background).toHaveValue(/skeptical of new software/);
  const town = (await hometown.inputValue()).replace(/, Portugal$/, '');

  // Changing the hometown says where the old one still appears, and replaces it there.
  await hometown.fill('Mértola, Portugal');
  const notice = edit.getByRole('status').filter({ hasText: `“${town}” still appears in Background` });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: `Replace “${town}” with “Mértola” everywhere` }).click();
  await expect(notice).toBeHidden();
  await expect(background).toHaveValue(/rural clinic in Mértola, Portugal/);
  await expect(background).not.toHaveValue(new RegExp(`\\b${town}\\b`));
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Persona updated successfully!')).toBeVisible({ timeout: 20_000 });

  await page.reload();
  await card(page, 'Rosa Almeida').click();
  const detail = page.getByRole('dialog', { name: 'Rosa Almeida', exact: true });
  await expect(detail.getByText(/rural clinic in Mértola, Portugal/)).toBeVisible();

  // Regenerate warns that edits are replaced, and takes an edited prompt, checked like a new one.
  await detail.getByRole('button', { name: 'Regenerate' }).click();
  const regenerate = page.getByRole('dialog', { name: 'Regenerate Persona' });
  await expect(regenerate).toContainText('replace the current ones, including any edits');
  const prompt = regenerate.getByRole('textbox', { name: 'Persona prompt' });
  await prompt.fill('');
  await expect(regenerate.getByText('Persona prompt is required.')).toBeVisible();
  await expect(regenerate.getByRole('button', { name: 'Regenerate' })).toBeDisabled();
  await prompt.fill('Rosa Almeida, 44, head nurse at a rural clinic in Portugal, grew up in Braga, hates long demos');
  await regenerate.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByText('Persona regenerated successfully!')).toBeVisible({ timeout: 20_000 });
  await expect(regenerate).toBeHidden();
  await expect(detail.getByText('Braga, Portugal').first()).toBeVisible();
  await expect(detail.getByText(/grew up in Braga/).first()).toBeVisible();
});

test('[PERSONAS] a stated age holds on create and Regenerate, and a changed age carries the birthdate and experience with it', async ({ page, request }) => {
  const account = await createAccount(request, 'Age Keeper');
  await signIn(page, account, '/showcase/persona');
  await page.getByRole('button', { name: 'New Persona' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Persona' });
  await create.getByLabel('Name').fill('Clinic procurement lead');
  await create.getByLabel('Persona prompt').fill('a cautious procurement lead at a rural clinic in Portugal, 52, with 20 years of experience, hates long calls');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Persona created successfully!')).toBeVisible({ timeout: 20_000 });

  // "…Portugal, 52…" is the age, and the birthdate gives it.
  const edit = page.getByRole('dialog', { name: 'Edit Persona' });
  const age = edit.getByRole('textbox', { name: 'Age', exact: true });
  const birthdate = edit.getByRole('textbox', { name: 'Birthdate', exact: true });
  const background = edit.getByRole('textbox', { name: 'Background', exact: true });
  await expect(age).toHaveValue('52');
  const yearsBefore = yearsSince(await birthdate.inputValue());
  expect(yearsBefore).toBe(52);
  // The years of experience the prompt states (a generated persona makes up none).
  const experience = Number(/(\d+) years of experience/.exec(await background.inputValue())?.[1]);
  expect(experience).toBe(20);

  // A new age, replaced everywhere, moves the birthdate and the years of experience too.
  await age.fill('45');
  const notice = edit.getByRole('status').filter({ hasText: '“52” still appears in Background' });
  await notice.getByRole('button', { name: 'Replace “52” with “45” everywhere' }).click();
  await expect(notice).toBeHidden();
  await expect(background).toHaveValue(/45-year-old/);
  await expect(background).toHaveValue(new RegExp(`\\b${Math.max(1, experience - 7)} years of experience`));
  await expect.poll(async () => yearsSince(await birthdate.inputValue())).toBe(45);
  await edit.getByRole('textbox', { name: 'Birthdate', exact: true }).scrollIntoViewIfNeeded();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Persona updated successfully!')).toBeVisible({ timeout: 20_000 });

  // Regenerate from the stored prompt: a new take, and the stated 52 again.
  await page.reload();
  await card(page, 'Clinic procurement lead').click();
  const detail = page.getByRole('dialog', { name: 'Clinic procurement lead', exact: true });
  await detail.getByRole('button', { name: 'Regenerate' }).click();
  const regenerate = page.getByRole('dialog', { name: 'Regenerate Persona' });
  await regenerate.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByText('Persona regenerated successfully!')).toBeVisible({ timeout: 20_000 });
  await expect(detail.getByText(/52-year-old/).first()).toBeVisible();
});

/** Whole years from a YYYY-MM-DD birthdate to today. */
function yearsSince(birthdate: string): number {
  const [year, month, day] = birthdate.split('-').map(Number) as [number, number, number];
  const today = new Date();
  const hasHadBirthday = today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  return today.getFullYear() - year - (hasHadBirthday ? 0 : 1);
}
