// A Speech to speech exchange on the server whose model and speech to text are the fake OpenAI-compatible
// server (scripts/e2e-speech-server.mjs). Headless Chromium has no voices and its speech recognition cannot run,
// so the session takes the fallbacks: the fake capture's audio is recorded and sent to /speech/transcribe, and the
// reply is spoken with audio from /speech/synthesize (the offline engine).
import { expect, test, type Page, type Response } from '@playwright/test';
import { SPEECH_E2E_PORT } from '../playwright.config.ts';
import { expectNoSeriousViolations } from './fixtures/accessibility.ts';
import { createAccount, signIn } from './fixtures/accounts.ts';
import { fakeMicrophone, toneWav } from './fixtures/fake-microphone.ts';
import { openRoleplaySetup } from './fixtures/roleplay-setup.ts';
import { SPEECH_E2E_REPLY, SPEECH_E2E_TRANSCRIPT } from './fixtures/speech-fakes.ts';

const SCENARIO = 'Renewal Under Price Pressure';

// 1.5 s of tone, then 2.5 s of silence: an answer, then the pause that ends it.
const microphone = fakeMicrophone(toneWav(4, 1.5));
test.afterAll(microphone.remove);
test.use({ baseURL: `http://127.0.0.1:${SPEECH_E2E_PORT}`, launchOptions: microphone.launchOptions });

interface AudioEvent {
  type: string;
  src: string;
}

/**
 * Records what every media element the page plays does (`window.audioEvents`), and keeps the microphone streams
 * the page opens (`window.micStreams`) so the test can mute the fake capture, as a learner falls silent.
 */
async function watchAudio(page: Page) {
  await page.addInitScript(() => {
    const events: { type: string; src: string }[] = [];
    const streams: MediaStream[] = [];
    Object.assign(window, { audioEvents: events, micStreams: streams });
    const watched = new WeakSet<HTMLMediaElement>();
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!watched.has(this)) {
        watched.add(this);
        for (const type of ['playing', 'timeupdate', 'ended']) this.addEventListener(type, () => events.push({ type, src: this.currentSrc }));
      }
      return play.call(this);
    };
    const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      streams.push(stream);
      return stream;
    };
  });
}

const audioEvents = (page: Page) => page.evaluate(() => (window as unknown as { audioEvents: AudioEvent[] }).audioEvents);

/** Played audio (object URLs from /speech/synthesize) of `type` after the first `from` events. */
async function playedSince(page: Page, from: number, type: string): Promise<number> {
  return (await audioEvents(page)).slice(from).filter((event) => event.src.startsWith('blob:') && event.type === type).length;
}

function setMicrophoneOn(page: Page, isOn: boolean) {
  return page.evaluate((enabled) => {
    for (const stream of (window as unknown as { micStreams: MediaStream[] }).micStreams) for (const track of stream.getAudioTracks()) track.enabled = enabled;
  }, isOn);
}

interface Synthesis {
  text: string;
  /** When the page asked, in the test's clock. */
  at: number;
  response: Promise<Response | null>;
}

/** Every `POST /speech/synthesize` the page makes. */
function watchSyntheses(page: Page): Synthesis[] {
  const syntheses: Synthesis[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/speech/synthesize')) return;
    const response = request.response();
    // A reply still being spoken as the test ends is never answered: that is no failure of the test.
    response.catch(() => undefined);
    syntheses.push({ text: (request.postDataJSON() as { text: string }).text, at: Date.now(), response });
  });
  return syntheses;
}

test('[SESSION] Speech to speech: the recorded answer is transcribed, answered and spoken; speaking over the reply cuts it short', async ({ page, request }) => {
  test.setTimeout(120_000);
  await watchAudio(page);
  await signIn(page, await createAccount(request, 'Speech Learner'));

  // Speech to speech is the default mode.
  await (await openRoleplaySetup(page, SCENARIO)).getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page).toHaveURL(/\?mode=speech$/);
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page).toHaveURL(/\/showcase\/session\/[0-9a-f-]{36}$/);

  const transcript = page.getByRole('log', { name: /^Conversation with / }).getByRole('listitem');
  await expect(transcript).toHaveCount(1);
  await expect(transcript.first().locator('[data-role="character"]')).toContainText(SPEECH_E2E_REPLY[0]?.trim() ?? '');
  const status = page.getByTestId('speech-status');
  await expect(status).toContainText('Start the conversation');
  await expect(page.getByText('English (US)')).toBeVisible();
  await expectNoSeriousViolations(page);

  // Nothing plays before the learner's click; the click speaks the opening line, then listens.
  expect(await audioEvents(page)).toEqual([]);
  const syntheses = watchSyntheses(page);
  const transcription = page.waitForResponse((response) => response.url().endsWith('/speech/transcribe'), { timeout: 45_000 });
  await page.getByRole('button', { name: 'Start the conversation' }).click();
  await expect.poll(() => syntheses.length, { timeout: 20_000 }).toBeGreaterThan(0);
  expect((await syntheses[0]?.response)?.status()).toBe(200);

  // Recognition cannot run here, so the answer is recorded; the fake capture's silence ends it.
  await expect(status).toHaveText('Listening…', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Stop and send' })).toBeVisible();
  const transcribed = await transcription;
  const transcribedAt = Date.now();
  // The learner has said their piece and falls silent while the character answers.
  await setMicrophoneOn(page, false);
  const playedBefore = (await audioEvents(page)).length;
  expect(transcribed.status()).toBe(200);
  expect(await transcribed.json()).toEqual({ text: SPEECH_E2E_TRANSCRIPT });
  expect(transcribed.request().headers()['content-type']).toMatch(/^multipart\/form-data/);

  // The reply is spoken sentence by sentence from the server's audio, to its end.
  const replyAudio = () => syntheses.find((synthesis) => synthesis.at >= transcribedAt && synthesis.text === SPEECH_E2E_REPLY[0]?.trim());
  await expect.poll(() => replyAudio() !== undefined, { timeout: 30_000 }).toBe(true);
  const replyResponse = await replyAudio()?.response;
  expect(replyResponse?.status()).toBe(200);
  expect(replyResponse?.headers()['content-type']).toBe('audio/wav');
  await expect.poll(() => playedSince(page, playedBefore, 'playing'), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(page.getByTestId('speaking-indicator')).toHaveText(/ is speaking$/);
  await expect(status).toHaveText('Speaking…');
  await expect.poll(() => playedSince(page, playedBefore, 'ended'), { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
  await expect(status).toHaveText('Listening…', { timeout: 20_000 });

  // Both sides are in the transcript: the learner's transcribed words and the whole reply.
  const reply = SPEECH_E2E_REPLY.join('').trim();
  await expect(transcript).toHaveCount(3);
  await expect(transcript.nth(1)).toContainText(SPEECH_E2E_TRANSCRIPT);
  await expect(transcript.nth(2).locator('[data-role="character"]')).toContainText(reply);
  await expect(transcript.nth(2)).not.toContainText('(cut short)');
  // Recording and the server's voice work here, so there is no text box.
  await expect(page.getByRole('textbox', { name: /^Message / })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // The learner speaks again; the fake capture's tone comes back while the next reply is spoken and cuts it short.
  const interruption = page.waitForRequest((candidate) => /\/conversations\/[0-9a-f-]{36}\/messages\/[0-9a-f-]{36}\/interrupt$/.test(candidate.url()), { timeout: 45_000 });
  await setMicrophoneOn(page, true);
  const spoken = ((await interruption).postDataJSON() as { spoken_characters: number }).spoken_characters;
  expect(spoken).toBeGreaterThan(0);
  expect(spoken).toBeLessThan(reply.length);
  await expect(transcript.nth(4)).toContainText('(cut short)', { timeout: 15_000 });
  await expect(transcript.nth(3)).toContainText(SPEECH_E2E_TRANSCRIPT);
  // The line is kept as far as it was said: the start of the reply.
  const kept = (await transcript.nth(4).locator('[data-role="character"]').innerText()).replace(/^[^:]*:\s*/, '').replace(/\s*\(cut short\)\s*$/, '');
  expect(kept.length).toBeGreaterThan(0);
  expect(reply.startsWith(kept)).toBe(true);
});

test('[SESSION] Speech to speech where the browser can neither listen nor have its recording transcribed: a note, a text box, and replies still spoken', async ({ page, request }) => {
  test.setTimeout(90_000);
  await watchAudio(page);
  // A browser without speech recognition, on a server that cannot transcribe.
  await page.addInitScript(() => {
    for (const name of ['SpeechRecognition', 'webkitSpeechRecognition']) Object.defineProperty(window, name, { value: undefined, configurable: true });
  });
  await page.route('**/speech/capabilities', async (route) => {
    const response = await route.fetch();
    const capabilities = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...capabilities, transcribe: { available: false, engine: null, message: 'Speech to text is off on this server.' } } });
  });
  await signIn(page, await createAccount(request, 'Typing Learner'));
  const setup = await openRoleplaySetup(page, SCENARIO);
  // Known here that the learner cannot be heard: Text Mode is the default and speech is not called popular, yet it can be chosen.
  await expect(setup.getByRole('radio', { name: /Text Mode/ })).toBeChecked();
  await expect(setup.getByText('Popular')).toHaveCount(0);
  await expect(setup.getByTestId('speech-unavailable')).toHaveText('Unavailable here');
  await setup.getByText('Speech to speech').click();
  await setup.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page).toHaveURL(/\?mode=speech$/);
  // Said before Start, so the learner chooses knowingly.
  await expect(page.getByTestId('voice-input-notice')).toContainText(/^Voice input isn't available here, so you'll type your answers and .+ will answer out loud\./);
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page).toHaveURL(/\/showcase\/session\/[0-9a-f-]{36}$/);

  const syntheses = watchSyntheses(page);
  await page.getByRole('button', { name: 'Start the conversation' }).click();
  await expect(page.getByTestId('speech-notice')).toContainText('Voice input isn’t available here, so type your answers below;');
  // Plain words: not the server's reason.
  await expect(page.getByTestId('speech-notice')).not.toContainText('Speech to text');
  await expect(page.getByRole('button', { name: /Start talking|Stop and send/ })).toHaveCount(0);
  const input = page.getByRole('textbox', { name: /^Message / });
  await expect(input).toBeFocused();
  // The opening line is spoken; then the learner types.
  await expect.poll(() => syntheses.length, { timeout: 20_000 }).toBeGreaterThan(0);
  await expect(page.getByTestId('speech-status')).toHaveText('Type your answer below.', { timeout: 30_000 });
  await expectNoSeriousViolations(page);

  const playedBefore = (await audioEvents(page)).length;
  const sentAt = Date.now();
  await input.fill('Could we talk about a two-year term instead?');
  await input.press('Enter');
  const transcript = page.getByRole('log', { name: /^Conversation with / }).getByRole('listitem');
  await expect(transcript).toHaveCount(3, { timeout: 20_000 });
  await expect(transcript.nth(1)).toContainText('Could we talk about a two-year term instead?');
  await expect.poll(() => syntheses.some((synthesis) => synthesis.at >= sentAt && synthesis.text === SPEECH_E2E_REPLY[0]?.trim()), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => playedSince(page, playedBefore, 'playing'), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(input).toHaveValue('');
});
