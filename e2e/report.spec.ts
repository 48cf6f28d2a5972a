// The graded report, the history and the progress, as a learner meets them: hold a Text session, end it, read the
// report (score ring, criteria with the learner's own lines), follow a quote into the transcript, download the
// transcript, find the session in the history, practise again, and see both sessions on the progress page.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/accessibility.ts';
import { createAccount, signIn } from './fixtures/accounts.ts';
import { openRoleplaySetup } from './fixtures/roleplay-setup.ts';
import { exchange, transcriptLines } from './fixtures/session-transcript.ts';

const SCENARIO = 'Renewal Under Price Pressure';
const LINES = [
  'Thanks for making time today. What matters most to your team about this renewal?',
  'I understand the budget pressure. How would a two-year term change things for you?',
  'So what you are saying is that price matters most. Shall we book a call on Friday to agree next steps?',
] as const;

/** On the session page: End Session, confirm, and arrive on the graded report. */
async function endSession(page: Page) {
  await page.getByRole('button', { name: 'End Session' }).click();
  await page.getByRole('dialog', { name: 'End this session?' }).getByRole('button', { name: 'End Session' }).click();
  await expect(page).toHaveURL(/\/showcase\/report\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(page.getByRole('img', { name: /^Overall score \d{1,3} out of 100$/ })).toBeVisible({ timeout: 20_000 });
}

test('[REPORT] end a Text session, read the report, follow a quote, download the transcript, see history and progress', async ({ page, request }) => {
  test.setTimeout(150_000);
  // Narrower than the two-column layout: the transcript sits below the scores, so a quote must scroll the page to it.
  await page.setViewportSize({ width: 900, height: 800 });
  await signIn(page, await createAccount(request, 'Report Learner'));

  const setup = await openRoleplaySetup(page, SCENARIO);
  await setup.getByText('Text Mode').click();
  await setup.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page).toHaveURL(/\/showcase\/roleplay\/[0-9a-f-]{36}\?mode=text$/);
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page).toHaveURL(/\/showcase\/session\/[0-9a-f-]{36}$/);
  await expect(transcriptLines(page)).toHaveCount(1);
  await exchange(page, LINES[0], 3);
  await exchange(page, LINES[1], 5);
  await exchange(page, LINES[2], 7);
  await endSession(page);
  const reportUrl = page.url();

  // The ring, pass or not against the pass mark, and the criteria with the learner's own words.
  await expect(page.getByRole('heading', { level: 1, name: SCENARIO })).toBeVisible();
  await expect(page.getByTestId('pass-result')).toHaveText(/^(Passed|Not passed)$/);
  await expect(page.getByText(/^Pass mark \d{1,3}$/)).toBeVisible();
  expect(await page.getByTestId('criterion-result').count()).toBeGreaterThan(0);
  await expect(page.getByTestId('delivery-figure').filter({ hasText: 'Your talk share' })).toContainText('%');
  // Words per minute is a speech-mode figure.
  await expect(page.getByTestId('delivery-figure').filter({ hasText: 'Words per minute' })).toHaveCount(0);
  const quotes = page.getByTestId('quote');
  expect(await quotes.count()).toBeGreaterThan(0);
  const transcript = page.getByRole('list', { name: /^Conversation with / });
  await expect(transcript.getByRole('listitem')).toHaveCount(7);
  // What the learner drew out of the character: the outcome (reached or not) and any facts, each with their own line.
  const uncovered = page.getByRole('region', { name: 'What you uncovered' });
  await expect(uncovered).toBeVisible();
  await expect(uncovered.getByTestId('uncovered-outcome')).toHaveText(/^(Reached|Not reached yet): \S/);
  for (const line of await uncovered.getByTestId('uncovered-quote').allInnerTexts()) {
    expect(LINES.some((learnerLine) => learnerLine.includes((line.match(/“([\s\S]+)”/)?.[1] ?? '').trim()))).toBe(true);
  }
  await expectNoSeriousViolations(page);

  // Every quote is the learner's own words; the first one leads to its line in the transcript.
  const quote = quotes.first();
  const quoted = ((await quote.innerText()).match(/“([\s\S]+)”/)?.[1] ?? '').trim();
  expect(quoted.length).toBeGreaterThan(0);
  expect(LINES.some((line) => line.includes(quoted))).toBe(true);
  const target = transcript.getByRole('listitem').filter({ hasText: quoted }).first();
  await expect(target).not.toBeInViewport();
  await quote.click();
  await expect(target).toHaveAttribute('data-highlighted', 'true');
  await expect(target).toBeInViewport();
  await expect(target).toBeFocused();
  await expect(transcript.locator('[data-highlighted]')).toHaveCount(1);

  // The transcript downloads as text with the learner's lines.
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download transcript' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.txt$/);
  const text = readFileSync(await download.path(), 'utf8');
  expect(text).toContain(LINES[1]);
  expect(text).toContain(SCENARIO);

  // And as a PDF for a coach: a real PDF with the report's headline and the lines.
  const pdfPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const pdfDownload = await pdfPromise;
  expect(pdfDownload.suggestedFilename()).toMatch(/^Transcript - .+ - \d{4}-\d\d-\d\d\.pdf$/);
  const pdf = readFileSync(await pdfDownload.path()).toString('latin1');
  expect(pdf.startsWith('%PDF-1.4')).toBe(true);
  expect(pdf).toContain(`(${SCENARIO}) Tj`);
  // Parentheses inside a PDF string are escaped with a backslash.
  expect(pdf).toMatch(/\(Score: \d{1,3}\/100 \xb7 (Passed|Not passed) \\\(pass mark \d+\\\)\) Tj/);

  // The history lists the session with its score and opens its report.
  await page.getByTestId('open-drawer').click();
  await page.getByTestId('drawer').getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/showcase\/history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  const items = page.getByTestId('history-item');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(SCENARIO);
  await expect(items.first()).toContainText('Text');
  await expect(items.first().getByTestId('history-state')).toHaveText(/^(Passed|Not passed)$/);
  await expect(items.first().getByTestId('history-score')).toHaveText(/^\d{1,3}\/100$/);
  await expectNoSeriousViolations(page);
  await items.first().getByRole('link', { name: /^Open the report of / }).click();
  await expect(page).toHaveURL(reportUrl);

  // Practise again: the same scenario and mode, a second session.
  await page.getByRole('link', { name: 'Practise again' }).click();
  await expect(page).toHaveURL(/\/showcase\/roleplay\/[0-9a-f-]{36}\?mode=text$/);
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page).toHaveURL(/\/showcase\/session\/[0-9a-f-]{36}$/);
  await exchange(page, 'Hello. What would make this renewal a success for you?', 3);
  await endSession(page);

  // Progress: two graded sessions of the scenario, in the summary and as two points of the chart's table.
  await page.goto('/showcase/progress');
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
  const summaryRow = page.getByRole('table', { name: 'Progress per scenario' }).getByRole('row').filter({ hasText: SCENARIO });
  await expect(summaryRow.getByRole('cell').first()).toHaveText('2');
  const points = page.getByRole('table', { name: 'Scores over time' }).getByRole('row').filter({ hasText: SCENARIO });
  await expect(points).toHaveCount(2);
  await expect(page.getByTestId('progress-chart').locator('.recharts-line-dot, .recharts-dot')).toHaveCount(2);
  // Each skill (rubric criterion) trends across the sessions: latest score, change and a sparkline named in words.
  const skills = page.getByTestId('skill-trend');
  await expect(skills.first()).toBeVisible();
  await expect(skills.first().getByTestId('skill-latest')).toHaveText(/^\d{1,3}$/);
  await expect(skills.first().getByRole('img')).toHaveAttribute('aria-label', /^.+: \d{1,3}(, \d{1,3})* over [12] sessions?; latest \d{1,3}/);
  const skillRows = page.getByRole('table', { name: 'Skills, session by session' }).getByRole('row');
  expect(await skillRows.count()).toBeGreaterThan(await skills.count());
  await expectNoSeriousViolations(page);

  // The history filter keeps one scenario's sessions.
  await page.goto('/showcase/history');
  await expect(items).toHaveCount(2);
  await page.getByLabel('Scenario').selectOption({ label: SCENARIO });
  await expect(page).toHaveURL(/\?scenario=[0-9a-f-]{36}$/);
  await expect(items).toHaveCount(2);
});

test('[REPORT] an active session opened on its report page can be resumed or ended; ended from the history it is graded', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signIn(page, await createAccount(request, 'Open Session Learner'));
  const setup = await openRoleplaySetup(page, SCENARIO);
  await setup.getByText('Text Mode').click();
  await setup.getByRole('button', { name: 'Start Conversation' }).click();
  // The Meet page, once the dialog that led there has gone (both have a Start Conversation button).
  await expect(page).toHaveURL(/\/showcase\/roleplay\/[0-9a-f-]{36}\?mode=text$/);
  await expect(setup).toBeHidden();
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page).toHaveURL(/\/showcase\/session\/[0-9a-f-]{36}$/);
  const conversationId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await exchange(page, LINES[0], 3);

  await page.goto(`/showcase/report/${conversationId}`);
  await expect(page.getByRole('heading', { name: 'This session is still going' })).toBeVisible();
  await page.getByRole('link', { name: 'Resume' }).click();
  await expect(page).toHaveURL(`/showcase/session/${conversationId}`);

  await page.goto('/showcase/history');
  const item = page.getByTestId('history-item').first();
  await expect(item.getByTestId('history-state')).toHaveText('In progress');
  await item.getByRole('button', { name: `End ${SCENARIO}` }).click();
  await page.getByRole('dialog', { name: 'End this session?' }).getByRole('button', { name: 'End Session' }).click();
  await expect(page).toHaveURL(`/showcase/report/${conversationId}`);
  await expect(page.getByRole('img', { name: /^Overall score \d{1,3} out of 100$/ })).toBeVisible({ timeout: 20_000 });
});

test('[REPORT] empty history and progress lead to the scenarios', async ({ page, request }) => {
  await signIn(page, await createAccount(request, 'New Learner'), '/showcase/history');
  await expect(page.getByTestId('history-empty')).toContainText('No sessions yet');
  await page.goto('/showcase/progress');
  await expect(page.getByTestId('progress-empty')).toContainText('No graded sessions yet');
  await page.getByRole('link', { name: 'Browse scenarios' }).click();
  await expect(page).toHaveURL(/\/showcase$/);
});
