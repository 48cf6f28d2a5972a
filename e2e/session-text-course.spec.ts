// The Text-mode session's start and end without a microphone: a timer that runs out, a slow start, too few credits,
// a character who ends the talk. Apart from e2e/session-text.spec.ts, whose microphone tests need the full Chromium
// with a fake capture: these run in the headless shell beside the other pages' files (the 4 tests, side by side:
// 20.4 CPU-seconds of the full browser's processes, 16.1 of the shell's).
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/accessibility.ts';
import { createAccount, signIn } from './fixtures/accounts.ts';
import { openMeetPageInTextMode } from './fixtures/roleplay-setup.ts';
import { exchange, transcriptLines } from './fixtures/session-transcript.ts';

const SCENARIO = 'Renewal Under Price Pressure';

test('[SESSION] a 1-minute session warns in its last minute and ends itself at zero', async ({ page, request }) => {
  test.setTimeout(90_000);
  // The page's clock runs normally until the test moves it forward.
  await page.clock.install();
  await signIn(page, await createAccount(request, 'Timed Learner'));
  await openMeetPageInTextMode(page, SCENARIO);
  await page.getByLabel('Timer').selectOption({ label: '1 minute' });
  await expect(page).toHaveURL(/\?mode=text&minutes=1$/);
  await expect(page.getByText('Text Mode · 1 minute · English (US)')).toBeVisible();
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page).toHaveURL(/\/showcase\/session\/[0-9a-f-]{36}$/);

  const timer = page.getByTestId('session-timer');
  await expect(timer).toContainText(/0[01]:\d\d/);
  // The whole session is its last minute: the warning shows from the start.
  await expect(page.getByText('One minute left.')).toBeVisible();
  await expect(timer).toContainText('one minute left');
  await expect(transcriptLines(page)).toHaveCount(1);
  await exchange(page, 'Hello, shall we begin?', 3);

  await page.clock.fastForward('00:30');
  await expect(timer).toContainText(/00:[0-3]\d/);
  await page.clock.fastForward('00:45');
  await expect(page).toHaveURL(/\/showcase\/report\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await expect(page.getByRole('img', { name: /^Overall score \d{1,3} out of 100$/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('list', { name: /^Conversation with / }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText('This session is still going')).toHaveCount(0);
});

test('[SESSION] a slow start shows the preparation modal; closed, a notification offers to open the session', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signIn(page, await createAccount(request, 'Patient Learner'));
  await openMeetPageInTextMode(page, SCENARIO);
  // Hold the start back until the modal has been seen, checked and closed, however long that takes.
  let releaseStart = () => {};
  const startReleased = new Promise<void>((resolve) => (releaseStart = resolve));
  await page.route('**/assessment/scenario-conversation/create', async (route) => {
    await startReleased;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page.getByText('Creating conversation...')).toBeVisible();
  const preparation = page.getByRole('dialog', { name: 'Preparing your character' });
  await expect(preparation).toBeVisible();
  await expect(preparation).toContainText('Preparation takes about 1 to 2 minutes');
  await expectNoSeriousViolations(page);
  await preparation.getByRole('button', { name: 'Close' }).click();
  await expect(preparation).toBeHidden();
  releaseStart();

  // The person stays where they were; the notification opens the session.
  await expect(page.getByText('Your conversation is ready.')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/showcase\/roleplay\//);
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/showcase\/session\/[0-9a-f-]{36}$/);
  await expect(transcriptLines(page)).toHaveCount(1);
});

test('[SESSION] with too few credits the Meet page says how many are missing and does not start', async ({ page, request }) => {
  await signIn(page, await createAccount(request, 'Spent Learner'));
  await openMeetPageInTextMode(page, SCENARIO);
  const scenarioId = new URL(page.url()).pathname.split('/').at(-1);
  // Three sessions spend the 30 welcome credits.
  for (let index = 0; index < 3; index += 1) {
    const response = await page.request.post('/assessment/scenario-conversation/create', { data: { scenario_id: scenarioId, mode: 'text' } });
    expect(response.status(), await response.text()).toBe(201);
  }
  await page.reload();
  await expect(page.getByTestId('meet-credit-balance')).toHaveText('Your balance: 0 credits');
  await expect(page.getByText('You need 10 more credits to start a session.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Conversation' })).toBeDisabled();
});

test('[SESSION] a character who ends the conversation ends the talk: the page says so, takes no more lines, and the report names the line', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signIn(page, await createAccount(request, 'Blunt Learner'));
  await openMeetPageInTextMode(page, 'The Washing Machine That Broke Twice');
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page).toHaveURL(/\/showcase\/session\/[0-9a-f-]{36}$/);
  const sessionUrl = page.url();
  await expect(transcriptLines(page)).toHaveCount(1);

  const lastStraw = "Calm down, there's no need to take that tone with me.";
  await exchange(page, 'Did you follow the installation instructions properly? A lot of these faults are user error.', 3);
  await expect(page.getByTestId('character-ended')).toHaveCount(0);
  const input = page.getByRole('textbox', { name: /^Message / });
  await input.fill(lastStraw);
  await input.press('Enter');
  await expect(transcriptLines(page)).toHaveCount(5, { timeout: 20_000 });
  await expect(transcriptLines(page).nth(4)).toContainText("I'm done with this. I'll put it in writing and take it further. Goodbye.");

  const notice = page.getByTestId('character-ended');
  await expect(notice).toContainText('Marcus Reid ended the conversation.');
  await expect(input).toBeDisabled();
  await expect(input).toHaveAttribute('placeholder', 'Marcus Reid ended the conversation.');
  await expectNoSeriousViolations(page);

  // A reload keeps it so: the server took no more turns, and says why if asked.
  await page.reload();
  await expect(page.getByTestId('character-ended')).toBeVisible();
  await expect(transcriptLines(page)).toHaveCount(5);
  const sessionId = sessionUrl.split('/').at(-1);
  const refused = await page.request.post('/conversational/roleplay-chat', { data: { scenario_conv_list_id: sessionId, message: 'Wait, please.' } });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({ message: 'Marcus Reid ended the conversation. End the session to see your report.' });

  await page.getByRole('button', { name: 'End and see your report' }).click();
  await expect(page).toHaveURL(/\/showcase\/report\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('img', { name: /^Overall score \d{1,3} out of 100$/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('report-ended-by-character')).toHaveText(`Marcus Reid ended the conversation after your line: ‘${lastStraw}’`);
  await expect(page.getByRole('list', { name: /^Conversation with / }).getByRole('listitem')).toHaveCount(5);
});
