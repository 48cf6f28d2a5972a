import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/accessibility.ts';
import { createAccount, signIn } from './fixtures/accounts.ts';

const JOB_TIMEOUT = { timeout: 20_000 };

/** Creates a private quick scenario through the API as the signed-in person and answers its title. */
async function createScenario(page: Page): Promise<string> {
  const title = `Boat loan ${Date.now().toString(36)}`;
  const response = await page.request.post('/quick-roleplay/create', {
    data: {
      scenario_title: title,
      ai_role: 'Customer',
      my_role: 'Bank manager',
      scenario_description: 'Tom Walsh, a 67-year-old fisherman from Whitby, wants a loan of £12,000 to repair his boat after a storm. He is worried and impatient.',
      file_ids: [],
    },
  });
  expect(response.status()).toBe(202);
  const { jobId } = (await response.json()) as { jobId: string };
  await expect
    .poll(async () => ((await (await page.request.get(`/quick-roleplay/job-status-create/${jobId}`)).json()) as { jobStatus: string }).jobStatus, JOB_TIMEOUT)
    .toBe('Completed');
  return title;
}

test('[SCENARIO BRIEF] the owner edits a fact and the opening line, saves, and sees them on reopening', async ({ page, request }) => {
  await signIn(page, await createAccount(request, 'Brief Owner'));
  const title = await createScenario(page);
  await page.reload();

  await page.getByRole('button', { name: title, exact: true }).click();
  const details = page.getByRole('dialog', { name: title });
  await expect(details.getByText('Your side')).toBeVisible();
  await details.getByRole('button', { name: 'Edit' }).click();

  const edit = page.getByRole('dialog', { name: 'Edit Roleplay' });
  await edit.getByText('What they know').click();
  const answer = edit.getByRole('textbox', { name: 'Answer' }).first();
  await answer.fill('I need £12,000 for a new engine, and the season starts in April.');
  await edit.getByRole('textbox', { name: 'Keywords' }).first().fill('loan, engine, how much');
  await edit.getByText('Who they are').click();
  await edit.getByRole('textbox', { name: 'Opening line' }).fill('Morning. I have come about the loan for my boat.');

  // A mistake shows the contract's message by its field, and Save waits until it is fixed.
  await edit.getByRole('textbox', { name: 'Name' }).fill('');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Name is required.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await edit.getByRole('textbox', { name: 'Name' }).fill('Tom Walsh');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Roleplay updated successfully!')).toBeVisible(JOB_TIMEOUT);
  await expect(edit).toBeHidden();

  await page.getByRole('button', { name: title, exact: true }).click();
  const reopened = page.getByRole('dialog', { name: title });
  await reopened.getByText('Character brief').click();
  await expect(reopened.getByText('I need £12,000 for a new engine, and the season starts in April.')).toBeVisible();
  await expect(reopened.getByText('“Morning. I have come about the loan for my boat.”')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('[SCENARIO BRIEF] a sample shows the learner side and who the character is, but no hidden facts', async ({ page, request }) => {
  await signIn(page, await createAccount(request, 'Brief Learner'));
  await page.getByRole('button', { name: 'The Quiet Team Member' }).click();
  const details = page.getByRole('dialog', { name: 'The Quiet Team Member' });
  await expect(details.getByText('Your goal')).toBeVisible();
  await expect(details.getByText(/you leave with two or three commitments on both sides/)).toBeVisible();
  await expect(details.getByText('quiet, data-minded, guarded')).toBeVisible();
  await expect(details.getByText('Character brief')).toHaveCount(0);
  await expect(details.getByText(/nobody said my name/)).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Edit' })).toHaveCount(0);
});
