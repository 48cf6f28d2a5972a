import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/accessibility.ts';
import { createAccount, signIn } from './fixtures/accounts.ts';
import { keepPicture } from './fixtures/pictures.ts';

const SOURCE_FILE = {
  name: 'delivery-policy.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('Deliveries that are more than ten days late get the delivery fee refunded in full. Store credit of 50 euros may be offered once.'),
};
const JOB_TIMEOUT = { timeout: 20_000 };


async function uploadSourceFile(page: Page) {
  await page.goto('/showcase/file-management');
  await page.getByRole('button', { name: 'Upload Files' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload File' });
  await dialog.getByLabel('Choose a file').setInputFiles(SOURCE_FILE);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('File uploaded successfully!')).toBeVisible(JOB_TIMEOUT);
}

/**
 * Holds the create request until `release` is called, so the loading modal is
 * seen before a fast job has finished and closed it.
 */
async function holdRequest(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  await page.route(`**${path}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens one of the shared dropdowns by its label and picks an option. */
async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('[SCENARIO CREATION] quick create from a preset with a source file', async ({ page, request }) => {
  await signIn(page, await createAccount(request, 'Quick Creator'));
  await uploadSourceFile(page);

  await page.goto('/showcase/roleplay/quick-create');
  await expect(page.getByRole('heading', { level: 1, name: 'Quick Create Scenario' })).toBeVisible();
  const create = page.getByRole('button', { name: 'Create', exact: true });
  await expect(create).toBeDisabled();

  // A preset fills the four fields; Reset empties them again.
  const title = page.getByRole('textbox', { name: 'Scenario title' });
  await choose(page, /^Start from a preset/, 'Late delivery complaint');
  await expect(title).toHaveValue('Late delivery complaint');
  await expect(page.getByRole('textbox', { name: 'AI role' })).toHaveValue('Customer whose sofa is two weeks late');
  await expect(page.getByRole('textbox', { name: 'My role' })).toHaveValue('Customer support agent at an online furniture shop');
  await expect(page.getByRole('textbox', { name: 'Scenario description' })).toHaveValue(/third time about a sofa/);
  await expect(create).toBeEnabled();
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(title).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Scenario description' })).toHaveValue('');
  await expect(create).toBeDisabled();

  await choose(page, /^Start from a preset/, 'Late delivery complaint');
  const scenarioTitle = `Late delivery ${Date.now().toString(36)}`;
  await title.fill(scenarioTitle);
  await choose(page, /^Source files/, SOURCE_FILE.name);
  await expect(page.getByRole('list', { name: 'Chosen source files' })).toContainText(SOURCE_FILE.name);
  await expect(page.getByRole('radio', { name: /Private/ })).toBeChecked();
  await page.getByRole('radio', { name: /Public/ }).check();
  await expectNoSeriousViolations(page);

  const release = await holdRequest(page, '/quick-roleplay/create');
  const posted = page.waitForRequest((candidate) => candidate.url().endsWith('/quick-roleplay/create') && candidate.method() === 'POST');
  await create.click();
  const body = (await posted).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ scenario_title: scenarioTitle, visibility: true, glossary_id: null });
  expect(body.file_ids).toHaveLength(1);
  await expect(page.getByRole('dialog', { name: 'Creating your scenario' })).toBeVisible();
  release();

  await expect(page.getByText('Roleplay created successfully!')).toBeVisible(JOB_TIMEOUT);
  // The new brief is shown for review first; skipping it goes to the scenarios.
  await expect(page.getByRole('heading', { level: 2, name: /^Check .+’s brief$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/showcase$/);
  // The new card shows without a reload.
  await expect(page.getByRole('main').getByText(scenarioTitle)).toBeVisible();
});

test('[SCENARIO CREATION] advanced create with a persona, a rubric and a glossary, step by step', async ({ page, request }) => {
  await signIn(page, await createAccount(request, 'Advanced Creator'), '/showcase/roleplay/advance-create');
  await expect(page.getByRole('heading', { level: 1, name: 'Advanced scenario' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  const currentStep = page.getByRole('list', { name: 'Steps' }).locator('[aria-current="step"]');

  // 1 Scenario
  await expect(currentStep).toContainText('Scenario');
  await expect(next).toBeDisabled();
  const scenarioTitle = `Renewal ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Scenario title' }).fill(scenarioTitle);
  await page.getByRole('textbox', { name: 'Scenario description' }).fill('The buyer wants a 15% discount before signing the renewal; keep the price and find another concession.');
  await expectNoSeriousViolations(page);
  await next.click();

  // 2 Character
  await expect(currentStep).toContainText('Character');
  await expect(next).toBeDisabled();
  await choose(page, /^Persona/, 'Sales: Sceptical Buyer');
  await page.getByRole('button', { name: 'Details' }).click();
  const persona = page.getByRole('dialog', { name: 'Sales: Sceptical Buyer' });
  await expect(persona).toBeVisible();
  await persona.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(persona).toBeHidden();
  await expectNoSeriousViolations(page);
  await next.click();

  // 3 Assessment
  await expect(currentStep).toContainText('Assessment');
  await expect(next).toBeDisabled();
  await choose(page, /^Rubric/, 'Sales: Discovery Call');
  await page.getByRole('button', { name: 'Details' }).click();
  const rubric = page.getByRole('dialog', { name: 'Sales: Discovery Call', exact: true });
  await expect(rubric).toBeVisible();
  await rubric.getByRole('button', { name: 'OK' }).click();
  await expect(rubric).toBeHidden();
  await expect(next).toBeEnabled();
  await choose(page, /^Glossary/, 'Sales Glossary');
  await page.getByRole('button', { name: 'Details' }).nth(1).click();
  const glossary = page.getByRole('dialog', { name: 'Sales Glossary' });
  await expect(glossary).toBeVisible();
  await glossary.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(glossary).toBeHidden();
  await expectNoSeriousViolations(page);
  await next.click();

  // 4 Sources and review: Back keeps what was chosen.
  await expect(currentStep).toContainText('Sources and review');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: /^Rubric/ })).toContainText('Sales: Discovery Call');
  await next.click();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText(scenarioTitle);
  await expect(summary).toContainText('Sales: Sceptical Buyer');
  await expect(summary).toContainText('Sales: Discovery Call');
  await expect(summary).toContainText('Sales Glossary');
  await expect(summary).toContainText('Private');
  await expectNoSeriousViolations(page);

  const release = await holdRequest(page, '/advance-roleplay/create');
  const posted = page.waitForRequest((candidate) => candidate.url().endsWith('/advance-roleplay/create') && candidate.method() === 'POST');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const body = (await posted).postDataJSON() as Record<string, unknown>;
  // Unlike the specification's client, the chosen glossary is sent.
  expect(body.glossary_id).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
  expect(body).toMatchObject({ scenario_title: scenarioTitle, visibility: false, file_ids: [] });
  await expect(page.getByRole('dialog', { name: 'Creating your scenario' })).toBeVisible();
  release();

  await expect(page.getByText('Roleplay created successfully!')).toBeVisible(JOB_TIMEOUT);
  // An advanced scenario is graded with the rubric chosen in step 3, and the review step says so.
  const review = page.getByRole('region', { name: /^Check .+’s brief$/ });
  await expect(review).toContainText('Graded with the rubric “Sales: Discovery Call”.');
  await review.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/showcase$/);
  await expect(page.getByRole('main').getByText(scenarioTitle)).toBeVisible();
});

const ROTA = {
  ai_role: 'Senior staff nurse',
  my_role: 'Nurse manager',
  description:
    'Grace Adeyemi has been a senior staff nurse on the acute medical unit at Northgate General for 19 years. From 1 March the unit moves from 8-hour shifts to 12-hour long days, because the trust cut the bank-staff budget by 20%. She is blunt but fair, and the junior nurses look up to her. My goal: Grace understands why the rota is changing and agrees to help draft the swap rules, with a review date in the diary. You can offer a six-week review.',
};

test('[SCENARIO CREATION] the new brief is shown in plain words, edited before the first session, and kept', async ({ page, request }) => {
  await signIn(page, await createAccount(request, 'Brief Checker'), '/showcase/roleplay/quick-create');
  const scenarioTitle = `New rota ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Scenario title' }).fill(scenarioTitle);
  await page.getByRole('textbox', { name: 'AI role' }).fill(ROTA.ai_role);
  await page.getByRole('textbox', { name: 'My role' }).fill(ROTA.my_role);
  await page.getByRole('textbox', { name: 'Scenario description' }).fill(ROTA.description);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Roleplay created successfully!')).toBeVisible(JOB_TIMEOUT);

  const review = page.getByRole('region', { name: 'Check Grace’s brief' });
  await expect(review.getByRole('heading', { name: 'What Grace knows' })).toBeVisible();
  await expect(review.getByRole('heading', { name: 'What she wants' })).toBeVisible();
  await expect(review.getByRole('heading', { name: 'What would make her agree' })).toBeVisible();
  // The stated facts in her own voice; her traits and the learner's goal and room to bargain are not hers to say.
  await expect(review).toContainText('I have been a senior staff nurse on the acute medical unit at Northgate General for 19 years.');
  await expect(review).toContainText('The junior nurses look up to me.');
  await expect(review).not.toContainText('Grace understands');
  await expect(review).not.toContainText('six-week review');
  // A rota change is no performance review: the general rubric grades it, and the step says why.
  await expect(review).toContainText('Graded with the rubric “General: Conversation Skills”, because no sample rubric fits this kind of conversation.');
  await expectNoSeriousViolations(page);
  await keepPicture(page, { path: test.info().outputPath('created-brief-step.png'), fullPage: true });

  await review.getByRole('button', { name: 'Edit the brief' }).click();
  await review.getByText('Who they are').click();
  await review.getByRole('textbox', { name: 'Opening line' }).fill('Is this about the new rota? I have heard the rumours.');
  await review.getByRole('button', { name: 'Save the brief' }).click();
  await expect(page.getByText('Brief saved. Your sessions with this character use it.')).toBeVisible(JOB_TIMEOUT);
  await expect(review).toContainText('“Is this about the new rota? I have heard the rumours.”');
  await review.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/showcase$/);

  await page.getByRole('button', { name: scenarioTitle, exact: true }).click();
  const details = page.getByRole('dialog', { name: scenarioTitle });
  await details.getByText('Character brief').click();
  await expect(details.getByText('Is this about the new rota? I have heard the rumours.')).toBeVisible();
  await expect(details.getByRole('heading', { name: 'What Grace knows' })).toBeVisible();
  await expect(details.getByText('General: Conversation Skills')).toBeVisible();
});

test('[SCENARIO CREATION] empty required fields keep Create and Next disabled and say why', async ({ page, request }) => {
  await signIn(page, await createAccount(request, 'Careful Creator'), '/showcase/roleplay/quick-create');
  const create = page.getByRole('button', { name: 'Create', exact: true });
  await expect(create).toBeDisabled();
  for (const label of ['Scenario title', 'AI role', 'My role', 'Scenario description']) {
    const field = page.getByRole('textbox', { name: label });
    // Spaces alone are empty.
    await field.fill('   ');
    await field.blur();
    await expect(page.getByText(`${label} is required.`)).toBeVisible();
  }
  await expect(create).toBeDisabled();
  await page.getByRole('textbox', { name: 'Scenario title' }).fill('Only a title');
  await expect(page.getByText('Scenario title is required.')).toHaveCount(0);
  await expect(create).toBeDisabled();

  await page.goto('/showcase/roleplay/advance-create');
  const next = page.getByRole('button', { name: 'Next' });
  await page.getByRole('textbox', { name: 'Scenario title' }).focus();
  await page.getByRole('textbox', { name: 'Scenario title' }).blur();
  await expect(page.getByText('Scenario title is required.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Scenario title' }).fill('A title');
  await page.getByRole('textbox', { name: 'Scenario description' }).fill(' ');
  await page.getByRole('textbox', { name: 'Scenario description' }).blur();
  await expect(page.getByText('Scenario description is required.')).toBeVisible();
  await expect(next).toBeDisabled();
  // Enter in a field of an unfinished step neither submits nor moves on.
  await page.getByRole('textbox', { name: 'Scenario title' }).press('Enter');
  await expect(page.getByRole('heading', { name: /Step 1 of 4/ })).toBeVisible();
});

test('[SCENARIO CREATION] a failed job says why and keeps the form filled', async ({ page, request }) => {
  await signIn(page, await createAccount(request, 'Unlucky Creator'), '/showcase/roleplay/quick-create');
  await page.getByRole('textbox', { name: 'Scenario title' }).fill('Gibberish');
  await page.getByRole('textbox', { name: 'AI role' }).fill('Customer');
  await page.getByRole('textbox', { name: 'My role' }).fill('Agent');
  // Words the offline engine cannot read: the job fails instead of inventing an unrelated character.
  await page.getByRole('textbox', { name: 'Scenario description' }).fill('qwxz plorb vantrik zumf');
  await page.getByRole('button', { name: 'Create', exact: true }).click();

  await expect(page.getByText('Roleplay failed to be created. Please try again.')).toBeVisible(JOB_TIMEOUT);
  await expect(page.getByText(/^The description /)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Creating your scenario' })).toBeHidden();
  await expect(page).toHaveURL(/\/showcase\/roleplay\/quick-create$/);
  await expect(page.getByRole('textbox', { name: 'Scenario description' })).toHaveValue('qwxz plorb vantrik zumf');
  await expect(page.getByRole('button', { name: 'Create', exact: true })).toBeEnabled();
});

test('[SCENARIO CREATION] a person outside the creators list is told so and offered the way back', async ({ page, request }) => {
  await signIn(page, await createAccount(request, 'Practice Only'));
  // The e2e server lets everyone create; this person's permissions are answered as a non-creator's.
  await page.route('**/users/me', async (route) => {
    const response = await route.fetch();
    const me = (await response.json()) as { permissions: Record<string, unknown> };
    await route.fulfill({ response, json: { ...me, permissions: { ...me.permissions, canCreate: false } } });
  });
  for (const path of ['/showcase/roleplay/quick-create', '/showcase/roleplay/advance-create']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'You cannot create scenarios' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Scenario title' })).toHaveCount(0);
  }
  await page.getByRole('main').getByRole('link', { name: 'Back to scenarios' }).last().click();
  await expect(page).toHaveURL(/\/showcase$/);
});
