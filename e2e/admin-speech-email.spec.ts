// The Speech and E-mail pages: an admin connects a speech provider (a fake one started here), hears the test voice,
// reads the test transcription and saves; connects an SMTP server (a capture started here), sends a test e-mail and
// saves. Someone who is not an admin: e2e/access.spec.ts (the pages) and admin-speech.routes.test.ts and
// admin-email.routes.test.ts (the API's 403).
import { expect, test } from '@playwright/test';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../src/server/test/fake-openai-server.ts';
import { mailSubject, startSmtpCapture, SMTP_TEST_PASSWORD, type SmtpCapture } from '../src/server/test/smtp-capture.ts';
import { expectNoSeriousViolations } from './fixtures/accessibility.ts';
import { adminAccount, E2E_ADMIN_EMAIL, signIn } from './fixtures/accounts.ts';

let fake: FakeOpenAiServer;
let smtp: SmtpCapture;

test.beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  smtp = await startSmtpCapture();
});

test.afterAll(async () => {
  await fake.close();
  await smtp.close();
});

test('[ADMIN SPEECH] an admin connects a speech provider, hears the test voice, tests transcription and saves', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signIn(page, await adminAccount(request));
  try {
    await page.getByRole('link', { name: 'Admin' }).first().click();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Speech' }).click();
    await expect(page).toHaveURL(/\/admin\/speech$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Speech' })).toBeVisible();

    // The built-in voice needs nothing: its test plays at once.
    await page.getByRole('button', { name: 'Test voice' }).click();
    await expect(page.getByTestId('voice-result')).toContainText('Spoken by the built-in voice.');
    await expect(page.getByTestId('voice-audio')).toBeAttached();

    await page.getByLabel('Speech to text').selectOption('provider');
    await page.getByLabel('Text to speech').selectOption('provider');
    await page.getByLabel('Base URL').fill(fake.url);
    await page.getByLabel('API key').fill('sk-e2e-speech-9012');
    await page.getByLabel('Voice').fill('shimmer');

    await page.getByRole('button', { name: 'Test voice' }).click();
    await expect(page.getByTestId('voice-result')).toContainText('Spoken by tts-1, voice shimmer.');
    await expect(page.getByTestId('voice-audio')).toHaveAttribute('src', /^blob:/);
    expect(fake.speeches.at(-1)?.body).toMatchObject({ voice: 'shimmer', model: 'tts-1' });

    fake.answerTranscriptionsWith(() => 'Good morning, thank you for meeting with me today.');
    await page.getByRole('button', { name: 'Test transcription' }).click();
    await expect(page.getByTestId('transcription-result')).toContainText('It was heard as: “Good morning, thank you for meeting with me today.”');
    expect(fake.transcriptions.at(-1)?.headers.authorization).toBe('Bearer sk-e2e-speech-9012');

    fake.answerTranscriptionsWith(() => ({ status: 401, message: 'Incorrect API key provided' }));
    await page.getByRole('button', { name: 'Test transcription' }).click();
    await expect(page.getByTestId('transcription-result')).toHaveText('The transcription did not work: The speech provider refused the API key. Check that the key is right and still active.');
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Speech settings saved. The next request uses them.')).toBeVisible();
    await expect(page.getByTestId('api-key-status')).toHaveText('Set, ends in …9012.');
    await expect(page.getByLabel('API key')).toHaveValue('');
    const capabilities = await (await page.request.get('/speech/capabilities')).json();
    expect(capabilities).toMatchObject({ transcribe: { available: true, engine: 'openai-compatible' }, synthesize: { engine: 'openai-compatible' } });
  } finally {
    // The other specs run on this server with the built-in voice.
    const restored = await page.request.put('/admin/speech/settings', {
      data: { speechToText: 'off', textToSpeech: 'offline', baseUrl: '', speechToTextModel: '', textToSpeechModel: '', voice: '', clearApiKey: true },
    });
    expect(restored.status()).toBe(200);
  }
});

test('[ADMIN EMAIL] an admin connects an SMTP server, sends a test e-mail and saves', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signIn(page, await adminAccount(request), null);
  try {
    await page.goto('/admin/users');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'E-mail' }).click();
    await expect(page).toHaveURL(/\/admin\/email$/);
    await expect(page.getByTestId('email-status')).toContainText('This server sends no e-mail now');

    const host = new URL(smtp.url).host;
    await page.getByLabel('SMTP URL').fill(smtp.url.replace(SMTP_TEST_PASSWORD, 'not-the-password'));
    await page.getByLabel('Sender').fill('Engram <no-reply@example.com>');
    await page.getByLabel('Public URL').fill('https://engram.example.com');
    await page.getByRole('button', { name: 'Send test e-mail' }).click();
    await expect(page.getByTestId('email-test-result')).toHaveText(`Not sent: The SMTP server at ${host} refused the user name or password. Check them in the SMTP URL.`);

    await page.getByLabel('SMTP URL').fill(smtp.url);
    await page.getByRole('button', { name: 'Send test e-mail' }).click();
    await expect(page.getByTestId('email-test-result')).toHaveText(`Sent to ${E2E_ADMIN_EMAIL} through ${host}.`);
    expect(mailSubject((await smtp.waitFor(E2E_ADMIN_EMAIL)).raw)).toBe('Engram test e-mail');
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('E-mail settings saved. The next e-mail uses them.')).toBeVisible();
    await expect(page.getByTestId('password-status')).toHaveText(`Set, ends in …word. In use: smtp://mailer:••••@${host}`);
    // The password stays on the server: the field shows the URL without it.
    await expect(page.getByLabel('SMTP URL')).toHaveValue(`smtp://mailer@${host}`);
    await expect(page.getByTestId('email-status')).toContainText('This server sends e-mail');
  } finally {
    // The other specs run on this server without e-mail.
    const restored = await page.request.put('/admin/email/settings', { data: { smtpUrl: '', from: '', publicUrl: '', clearPassword: true } });
    expect(restored.status()).toBe(200);
  }
});
