// The roleplay session in Text mode, as a person does it: meet the character, test the microphone, start (10
// credits), talk, reload, talk again, end, read the saved transcript. Chromium's fake capture plays a tone the
// test writes, so the microphone test hears something without a real microphone.
import { expect, test, type Request } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/accessibility.ts';
import { createAccount, signIn } from './fixtures/accounts.ts';
import { fakeMicrophone, toneWav } from './fixtures/fake-microphone.ts';
import { openMeetPageInTextMode, openRoleplaySetup } from './fixtures/roleplay-setup.ts';
import { exchange, transcriptLines } from './fixtures/session-transcript.ts';

const SCENARIO = 'Renewal Under Price Pressure';

// A loud tone, two seconds long.
const microphone = fakeMicrophone(toneWav(2));
test.afterAll(microphone.remove);
test.use({ launchOptions: microphone.launchOptions });

test('[SESSION] Text mode: meet, microphone test, start, three exchanges, reload, one more, end, and the saved transcript', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, await createAccount(request, 'Session Learner'));
  await openMeetPageInTextMode(page, SCENARIO);

  await expect(page.getByText('Meet Your Character')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
  // The occupation is said once, under the name.
  await expect(page.getByTestId('character-occupation')).toHaveText('Procurement Manager');
  await expect(page.getByText('Procurement Manager', { exact: true })).toHaveCount(1);
  await expect(page.getByText('Age', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Text Mode/ })).toBeChecked();
  await expect(page.getByLabel('Timer')).toHaveValue('');
  // Exact: the header's switch of the interface language is another control.
  await expect(page.getByLabel('Language', { exact: true })).toHaveValue('en-US');
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
  // A turn is one request: the reply streams with what was saved, and the page reads nothing back. Two turns are
  // watched, so a read the first one asked for would be seen before the second one ends.
  const calls: string[] = [];
  const recordCall = (sent: Request) => {
    if (sent.resourceType() === 'fetch' || sent.resourceType() === 'xhr') calls.push(`${sent.method()} ${new URL(sent.url()).pathname}`);
  };
  page.on('request', recordCall);
  await exchange(page, lines[0], 3);
  await exchange(page, lines[1], 5);
  page.off('request', recordCall);
  expect(calls).toEqual(['POST /conversational/roleplay-chat', 'POST /conversational/roleplay-chat']);
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
  await expect(page.getByRole('img', { name: /^Overall score \d{1,3} out of 100$/ })).toBeVisible({ timeout: 20_000 });
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
  await page.getByRole('link', { name: 'Practise again' }).click();
  await expect(page.getByTestId('meet-credit-balance')).toHaveText('Your balance: 20 credits');
});

test('[SESSION] a denied or silent microphone says what to do, and Use Text mode switches the mode', async ({ page, request }) => {
  await signIn(page, await createAccount(request, 'Quiet Learner'));
  // Chosen on purpose: where nothing can hear the learner, the dialog itself proposes Text Mode.
  const setup = await openRoleplaySetup(page, SCENARIO);
  await setup.getByText('Speech to speech').click();
  await setup.getByRole('button', { name: 'Start Conversation' }).click();
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
  await page.getByRole('button', { name: 'Use Text mode', exact: true }).click();
  await expect(page.getByRole('radio', { name: /Text Mode/ })).toBeChecked();
  await expect(page).toHaveURL(/\?mode=text$/);
  await expect(page.getByRole('button', { name: /Use Text mode/ })).toHaveCount(0);
});
