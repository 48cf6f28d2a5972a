// The Quality page: an admin runs a small evaluation of the built-in engine (one sample and the created-scenario set,
// without generation), follows it and reads its figures against their thresholds (someone who is not an admin:
// e2e/access.spec.ts for the page, quality.routes.slow.test.ts for the API's 403). The operator's server plays the first created case of each half
// (EVAL_CREATED_CASES_PER_HALF, playwright.config.ts): created.test.ts plays the whole set.
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/accessibility.ts';
import { adminAccount, signIn } from './fixtures/accounts.ts';

const SAMPLE = 'The Washing Machine That Broke Twice';

test('[ADMIN QUALITY] an admin runs a small evaluation from the page and reads its figures', async ({ page, request }) => {
  // The created set creates its two descriptions and plays each three times.
  test.setTimeout(180_000);
  await signIn(page, await adminAccount(request));
  await page.getByRole('link', { name: 'Admin' }).first().click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Quality' }).click();
  await expect(page).toHaveURL(/\/admin\/quality$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quality' })).toBeVisible();
  await expect(page.getByTestId('quality-engine')).toHaveText('Built-in engine');

  await page.getByLabel('Only the ones I choose (faster)').check();
  const samples = page.getByRole('list', { name: 'Sample scenarios' });
  // Nothing is ticked for the admin: the run plays exactly what they tick.
  await expect(samples.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Run evaluation' })).toBeDisabled();
  await samples.getByRole('checkbox', { name: SAMPLE }).check();
  await expect(page.getByLabel(/Also create the persona, rubric and scenario prompts/)).not.toBeChecked();
  // Worded from the set's own counts, and unticked until the admin ticks it.
  const created = page.getByRole('checkbox', { name: 'Created scenarios (2 descriptions in 2 fields)', exact: true });
  await expect(created).not.toBeChecked();
  await created.check();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Run evaluation' }).click();
  await expect(page.getByText('Evaluation started. Its figures appear here when it ends.')).toBeVisible();

  // Live: the progress while it runs, then the figures of the run once it is done.
  const progress = page.getByTestId('quality-progress');
  await expect(progress).toBeVisible();
  await expect(progress.getByRole('button', { name: 'Cancel evaluation' })).toBeEnabled();
  const figures = page.getByTestId('quality-figures');
  await expect(figures).toBeVisible({ timeout: 150_000 });
  await expect(progress).toHaveCount(0);
  const row = (label: string) => figures.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
  await expect(row('Brief questions answered')).toContainText('at least 90%');
  await expect(row('Brief questions answered')).toContainText('Pass');
  await expect(row('Outcome reached, strong')).toContainText('1/1');
  await expect(row('Outcome reached, pushy')).toContainText('0/1');
  await expect(row('Generation facts kept')).toContainText('not run');
  // The transcript checks of the same run, as rows of their own.
  const checks = page.getByTestId('quality-set-transcriptChecks');
  await expect(checks.getByRole('rowheader', { name: 'Fake memory: “as I said” about something never said' })).toBeVisible();
  await expect(checks.getByRole('rowheader', { name: 'Credit given to a line that denies it' })).toBeVisible();
  await expect(checks.getByRole('rowheader', { name: 'Praise or “uncovered” citing a line that does not show it' })).toBeVisible();
  // The created set: one row per figure, both halves' values against their CI floors; the test half as figures only.
  const createdSet = page.getByTestId('quality-set-createdScenarios');
  const createdFacts = createdSet.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Fact questions in other words answered with the fact', exact: true }) });
  await expect(createdFacts).toContainText(/tuning \d+% \(\d+\/\d+\) · test \d+% \(\d+\/\d+\)/);
  await expect(createdFacts).toContainText(/CI floor: tuning ≥ \d+%, test ≥ \d+%/);
  await expect(createdFacts).toContainText(/Pass|Fail/);
  await expect(createdSet.getByRole('rowheader', { name: 'Created conversations: fake memory, “as I said” about something never said' })).toBeVisible();

  const run = page.getByTestId('quality-run').first();
  await expect(run).toContainText('Built-in engine');
  await expect(run).toContainText(SAMPLE);
  await expect(run).toContainText('with created scenarios');
  await expect(run).toContainText('Done');
  await expectNoSeriousViolations(page);
});
