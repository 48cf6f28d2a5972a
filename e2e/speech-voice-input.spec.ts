// A spoken session where the learner cannot be heard, on the default server (no speech to text) in headless
// Chromium, whose speech recognition exists but cannot run: the Meet page says so before Start, the microphone test
// says words are not understood, and in the session only typing cuts the character short, however loud the room.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/accessibility.ts';
import { createAccount, signIn } from './fixtures/accounts.ts';
import { fakeMicrophone, toneWav } from './fixtures/fake-microphone.ts';
import { openRoleplaySetup } from './fixtures/roleplay-setup.ts';
import { transcriptLines } from './fixtures/session-transcript.ts';

const SCENARIO = 'Renewal Under Price Pressure';
const TYPING_NOTICE = /^Voice input isn't available here, so you'll type your answers and .+ will answer out loud\./;

// A loud tone all the time: a microphone that still listened would cut every line short.
const microphone = fakeMicrophone(toneWav(4));
test.afterAll(microphone.remove);
test.use({ launchOptions: microphone.launchOptions });

/** The Roleplay Mode dialog finds, before the choice, that the learner cannot be heard; the learner chooses speech anyway. */
async function openMeetPage(page: Page) {
  const setup = await openRoleplaySetup(page, SCENARIO);
  await expect(setup.getByTestId('speech-unavailable')).toBeVisible({ timeout: 15_000 });
  await setup.getByText('Speech to speech').click();
  await setup.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page).toHaveURL(/\/showcase\/roleplay\/[0-9a-f-]{36}\?mode=speech$/);
}

/** Every `…/interrupt` the page sends: the character being cut short. */
function watchInterruptions(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/messages\/[0-9a-f-]{36}\/interrupt$/.test(request.url())) seen.push(request.url());
  });
  return seen;
}

test('[SPEECH] the Roleplay Mode dialog checks recognition itself: Speech to speech is marked unavailable with the reason, and Text Mode is chosen', async ({ page, request }) => {
  await signIn(page, await createAccount(request, 'Mode Probe'));
  const setup = await openRoleplaySetup(page, SCENARIO);
  // Nothing was learned in this tab before: the dialog's own probe of the browser's recognition finds it cannot run.
  const speech = setup.getByRole('radio', { name: /Speech to speech/ });
  await expect(setup.getByTestId('speech-unavailable')).toHaveText('Unavailable here', { timeout: 15_000 });
  await expect(setup.getByText("Voice input isn't available here: this browser can't recognise your speech and the server can't transcribe it.")).toBeVisible();
  await expect(setup.getByRole('radio', { name: /Text Mode/ })).toBeChecked();
  await expect(speech).not.toBeChecked();
  await expect(setup.getByText('Popular')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await setup.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page).toHaveURL(/\/showcase\/roleplay\/[0-9a-f-]{36}\?mode=text$/);
});

test('[SPEECH] the Meet page says in plain words, before Start, that voice input is not available here, and offers Text mode', async ({ page, request }) => {
  await signIn(page, await createAccount(request, 'Voice Check'));
  await openMeetPage(page);
  const notice = page.getByTestId('voice-input-notice');
  await expect(notice).toContainText(TYPING_NOTICE, { timeout: 15_000 });
  await expect(notice).not.toContainText(/SPEECH_|server/);
  await expectNoSeriousViolations(page);

  // The microphone test: the level moves, and it says the words cannot be understood here.
  await page.getByRole('button', { name: 'Start microphone test' }).click();
  await expect(page.getByTestId('words-check')).toHaveText("Your words can't be turned into text here, so in Speech to speech you'll type your answers.", { timeout: 15_000 });
  await page.getByRole('button', { name: 'Stop microphone test' }).click();

  // The choice, before any credit is spent.
  await notice.getByRole('button', { name: 'Use Text mode instead' }).click();
  await expect(page).toHaveURL(/mode=text/);
  await expect(page.getByRole('radio', { name: /Text Mode/ })).toBeChecked();
  await expect(page.getByTestId('voice-input-notice')).toHaveCount(0);
  await expect(page.getByTestId('meet-credit-balance')).toHaveText('Your balance: 30 credits');
});

test('[SPEECH] typing in a spoken session: only typing cuts the character short, the box is docked, and a resumed session does not say "speaks first"', async ({ page, request }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, await createAccount(request, 'Typing Speaker'));
  await openMeetPage(page);
  await expect(page.getByTestId('voice-input-notice')).toContainText(TYPING_NOTICE, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page).toHaveURL(/\/showcase\/session\/[0-9a-f-]{36}$/);
  const status = page.getByTestId('speech-status');
  await expect(status).toContainText('speaks first');

  const interruptions = watchInterruptions(page);
  await page.getByRole('button', { name: 'Start the conversation' }).click();
  await expect(page.getByTestId('speech-notice')).toHaveText('Voice input isn’t available here, so type your answers below; ' + (await page.locator('#speech-character-name').innerText()) + ' will answer out loud.');
  const input = page.getByRole('textbox', { name: /^Message / });
  await expect(input).toBeVisible();
  // Docked at the bottom of the window, not under the first line.
  const box = await input.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(800 - 120);

  // The opening line is spoken to its end over the loud room.
  await expect(page.getByTestId('speaking-indicator')).toHaveText(/ is speaking$/, { timeout: 30_000 });
  await expect(status).toHaveText('Type your answer below.', { timeout: 60_000 });
  await expect(transcriptLines(page).first()).not.toContainText('(cut short)');

  await input.fill('Could we talk about a two-year term instead?');
  await input.press('Enter');
  await expect(transcriptLines(page)).toHaveCount(3, { timeout: 20_000 });
  await expect(page.getByTestId('speaking-indicator')).toHaveText(/ is speaking$/, { timeout: 30_000 });
  await expect(status).toHaveText('Type your answer below.', { timeout: 90_000 });
  await expect(transcriptLines(page).nth(2)).not.toContainText('(cut short)');
  expect(interruptions).toEqual([]);

  // Resumed: the character has spoken already.
  await page.reload();
  await expect(transcriptLines(page)).toHaveCount(3);
  await expect(status).toHaveText('Press “Continue the conversation” when you are ready to pick up where you left off.');
  await expect(status).not.toContainText('speaks first');
  await expect(page.getByRole('button', { name: 'Continue the conversation' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
