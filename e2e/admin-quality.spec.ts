// The Quality page: an admin runs the smallest evaluation the page allows (one sample scenario, without generation or
// the created-scenario set), follows it and reads its figures against their thresholds (someone who is not an admin:
// e2e/access.spec.ts for the page, quality.routes.slow.test.ts for the API's 403). What a run with the created set
// answers is quality.routes.slow.test.ts's (the first created case of each half, through the route), how the page shows
// that set's rows, CI floors and a contradicted pass is eval-run-tables.test.tsx's, and the engine's figures on the
// whole set are created/created.test.ts's and created-test-half.test.ts's.
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/accessibility.ts';
import { adminAccount, signIn } from './fixtures/accounts.ts';

const SAMPLE = 'The Washing Machine That Broke Twice';

test('[ADMIN QUALITY] an admin runs a small evaluation from the page and reads its figures', async ({ page, request }) => {
  // One sample: its strong and pushy learners, its fact questions and its natural set, then the grading.
  test.setTimeout(120_000);
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
  // Worded from the set's own counts, and unticked until the admin ticks it: left unticked, it is not played.
  await expect(page.getByRole('checkbox', { name: 'Created scenarios (2 descriptions in 2 fields)', exact: true })).not.toBeChecked();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Run evaluation' }).click();
  await expect(page.getByText('Evaluation started. Its figures appear here when it ends.')).toBeVisible();

  // Live: the progress while it runs, then the figures of the run once it is done.
  const progress = page.getByTestId('quality-progress');
  await expect(progress).toBeVisible();
  await expect(progress).toContainText(/of 1 done/);
  await expect(progress.getByRole('button', { name: 'Cancel evaluation' })).toBeEnabled();
  const figures = page.getByTestId('quality-figures');
  await expect(figures).toBeVisible({ timeout: 100_000 });
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
  // Only what was ticked was played: no created-scenario set, and the one sample in the per-scenario table.
  await expect(page.getByTestId('quality-figure-set')).toHaveCount(1);
  await expect(page.getByTestId('quality-set-createdScenarios')).toHaveCount(0);
  await page.getByText('Per scenario (1)').click();
  await expect(page.getByRole('region', { name: 'Figures per scenario' }).getByRole('rowheader')).toHaveText([SAMPLE]);

  const run = page.getByTestId('quality-run').first();
  await expect(run).toContainText('Built-in engine');
  await expect(run).toContainText(SAMPLE);
  await expect(run).not.toContainText('with created scenarios');
  await expect(run).not.toContainText('with generation');
  await expect(run).toContainText('Done');
  await expectNoSeriousViolations(page);
});
