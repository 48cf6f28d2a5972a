// The roleplay session in Text mode, as a person does it: meet the character, test the microphone, start (10
// credits), talk, reload, talk again, end, read the saved transcript. Chromium's fake capture plays a tone the
// test writes, so the microphone test hears something without a real microphone.
import AxeBuilder from '@axe-core/playwright';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import config from '../playwright.config.ts';
import { createAccount, signIn } from './fixtures/accounts.ts';

const SCENARIO = 'Renewal Under Price Pressure';

/** A loud 440 Hz tone, 16-bit PCM mono, two seconds (the fake capture loops it). */
function toneWav(): Buffer {
  const sampleRate = 48_000;
  const samples = sampleRate * 2;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  for (let index = 0; index < samples; index += 1) {
    wav.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * index) / sampleRate) * 0.8 * 32_767), 44 + index * 2);
  }
  return wav;
}

const wavDir = mkdtempSync(join(tmpdir(), 'engram-fake-mic-'));
const wavPath = join(wavDir, 'tone-440hz.wav');
writeFileSync(wavPath, toneWav());
test.afterAll(() => rmSync(wavDir, { recursive: true, force: true }));

test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      ...(config.use?.launchOptions?.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${wavPath}`,
    ],
  },
});

/** From the showcase through the card, its details and the Roleplay Mode dialog to Meet Your Character in Text mode. */
async function openMeetPageInTextMode(page: Page) {
  await page.getByRole('button', { name: SCENARIO }).click();
  await page.getByRole('dialog', { name: SCENARIO }).getByRole('button', { name: 'Go to setup' }).click();
  const setup = page.getByRole('dialog', { name: 'Roleplay Mode' });
  await setup.getByText('Text Mode').click();
  await setup.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page).toHaveURL(/\/showcase\/roleplay\/[0-9a-f-]{36}\?mode=text$/);
  await expect(page.getByRole('heading', { level: 1, name: SCENARIO })).toBeVisible();
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

function transcriptLines(page: Page): Locator {
  return page.getByRole('log', { name: /^Conversation with / }).getByRole('listitem');
}

/** Types a line, sends it with Enter, and waits for the reply to join the transcript. */
async function exchange(page: Page, line: string, linesAfter: number) {
  const input = page.getByRole('textbox', { name: /^Message / });
  await input.fill(line);
  await input.press('Enter');
  await expect(transcriptLines(page)).toHaveCount(linesAfter, { timeout: 20_000 });
  await expect(transcriptLines(page).nth(linesAfter - 2)).toContainText(line);
  const reply = transcriptLines(page).nth(linesAfter - 1);
  await expect(reply.locator('[data-role="character"]')).toBeVisible();
  expect((await reply.innerText()).trim().length).toBeGreaterThan(0);
  await expect(input).toBeEnabled();
  await expect(input).toHaveValue('');
}

test('[SESSION] Text mode: meet, microphone test, start, three exchanges, reload, one more, end, and the saved transcript', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, await createAccount(request, 'Session Learner'));
  await openMeetPageInTextMode(page);

  await expect(page.getByText('Meet Your Character')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
  await expect(page.getByText('Occupation', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Text Mode/ })).toBeChecked();
  await expect(page.getByLabel('Timer')).toHaveValue('');
  await expect(page.getByLabel('Language')).toHaveValue('en-US');
  await expect(page.getByText('A session costs 10 credits.')).toBeVisible();
  await expect(page.getByTestId('meet-credit-balance')).toHaveText('Your balance: 30 credits');

  // The microphone test hears the fake capture's tone, then stops.
  await page.getByRole('button', { name: 'Start microphone test' }).click();
  const level = page.getByRole('meter', { name: 'Microphone level' });
  await expect.poll(async () => Number(await level.getAttribute('aria-valuenow')), { timeout: 10_000 }).toBeGreaterThan(5);
  expect(Number(await level.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(100);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Stop microphone test' }).click();
  await expect(level).toBeHidden();

  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page).toHaveURL(/\/showcase\/session\/[0-9a-f-]{36}$/);
  const sessionUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: SCENARIO })).toBeVisible();
  await expect(page.getByText('Text Mode', { exact: true })).toBeVisible();
  // No timer was set: no countdown.
  await expect(page.getByTestId('session-timer')).toHaveCount(0);

  // The character's opening line is on screen first.
  await expect(transcriptLines(page)).toHaveCount(1);
  await expect(transcriptLines(page).first().locator('[data-role="character"]')).toBeVisible();

  const input = page.getByRole('textbox', { name: /^Message / });
  const send = page.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();
  await input.fill('   ');
  await expect(send).toBeDisabled();

  const lines = [
    'Thanks for making time today. How is the renewal looking on your side?',
    'I hear you on price.\nWhat would a fair increase look like to you?',
    'If we kept the price flat for a two-year term, would that work for your budget?',
  ] as const;
  await exchange(page, lines[0], 3);
  await exchange(page, lines[1], 5);
  await exchange(page, lines[2], 7);
  // Line breaks are kept as typed.
  expect(await transcriptLines(page).nth(3).innerText()).toContain('I hear you on price.\nWhat would a fair increase look like to you?');
  await expectNoSeriousViolations(page);

  // A reload resumes from the server: the opening line and the six lines of the three exchanges.
  await page.reload();
  await expect(transcriptLines(page)).toHaveCount(7);
  for (const [index, line] of lines.entries()) await expect(transcriptLines(page).nth(1 + index * 2)).toContainText(line.split('\n')[0] ?? line);

  await exchange(page, 'Let me check with my team and come back to you by Friday.', 9);

  // End Session asks first; Cancel keeps the session.
  await page.getByRole('button', { name: 'End Session' }).click();
  const confirm = page.getByRole('dialog', { name: 'End this session?' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(sessionUrl);
  await page.getByRole('button', { name: 'End Session' }).click();
  await confirm.getByRole('button', { name: 'End Session' }).click();

  await expect(page).toHaveURL(/\/showcase\/report\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your conversation is saved' })).toBeVisible();
  const transcript = page.getByRole('list', { name: /^Conversation with / }).getByRole('listitem');
  await expect(transcript).toHaveCount(9);
  await expect(transcript.nth(1)).toContainText(lines[0]);
  await expect(transcript.nth(7)).toContainText('Let me check with my team and come back to you by Friday.');
  await expect(page.getByText(SCENARIO, { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);

  // An ended session cannot be reopened: its page leads to the saved conversation.
  await page.goto(sessionUrl);
  await expect(page).toHaveURL(/\/showcase\/report\/[0-9a-f-]{36}$/);

  // The session cost 10 credits.
  await page.getByRole('link', { name: 'Practise this scenario again' }).click();
  await expect(page.getByTestId('meet-credit-balance')).toHaveText('Your balance: 20 credits');
});

test('[SESSION] a denied or silent microphone says what to do, and Use Text mode switches the mode', async ({ page, request }) => {
  await signIn(page, await createAccount(request, 'Quiet Learner'));
  await page.getByRole('button', { name: SCENARIO }).click();
  await page.getByRole('dialog', { name: SCENARIO }).getByRole('button', { name: 'Go to setup' }).click();
  await page.getByRole('dialog', { name: 'Roleplay Mode' }).getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page).toHaveURL(/\?mode=speech$/);
  await expect(page.getByRole('radio', { name: /Speech to speech/ })).toBeChecked();

  // A microphone that hears nothing.
  await page.evaluate(() => {
    navigator.mediaDevices.getUserMedia = async () => new AudioContext().createMediaStreamDestination().stream;
  });
  await page.getByRole('button', { name: 'Start microphone test' }).click();
  await expect(page.getByText('No sound detected. Try speaking louder.')).toBeVisible();
  await page.getByRole('button', { name: 'Stop microphone test' }).click();
  await expect(page.getByText('No sound detected. Try speaking louder.')).toBeHidden();

  // The browser refuses the microphone.
  await page.evaluate(() => {
    navigator.mediaDevices.getUserMedia = async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    };
  });
  await page.getByRole('button', { name: 'Start microphone test' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'site settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Use Text mode' }).click();
  await expect(page.getByRole('radio', { name: /Text Mode/ })).toBeChecked();
  await expect(page).toHaveURL(/\?mode=text$/);
  await expect(page.getByRole('button', { name: 'Use Text mode' })).toHaveCount(0);
});

test('[SESSION] a 1-minute session warns in its last minute and ends itself at zero', async ({ page, request }) => {
  test.setTimeout(90_000);
  // The page's clock runs normally until the test moves it forward.
  await page.clock.install();
  await signIn(page, await createAccount(request, 'Timed Learner'));
  await openMeetPageInTextMode(page);
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
  await expect(page.getByRole('heading', { level: 1, name: 'Your conversation is saved' })).toBeVisible();
  await expect(page.getByRole('list', { name: /^Conversation with / }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText('Return to the session')).toHaveCount(0);
});

test('[SESSION] a slow start shows the preparation modal; closed, a notification offers to open the session', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signIn(page, await createAccount(request, 'Patient Learner'));
  await openMeetPageInTextMode(page);
  // Hold the start back past the moment the modal appears.
  await page.route('**/assessment/scenario-conversation/create', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 8_000));
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

  // The person stays where they were; the notification opens the session.
  await expect(page.getByText('Your conversation is ready.')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/showcase\/roleplay\//);
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/showcase\/session\/[0-9a-f-]{36}$/);
  await expect(transcriptLines(page)).toHaveCount(1);
});

test('[SESSION] with too few credits the Meet page says how many are missing and does not start', async ({ page, request }) => {
  await signIn(page, await createAccount(request, 'Spent Learner'));
  await openMeetPageInTextMode(page);
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
