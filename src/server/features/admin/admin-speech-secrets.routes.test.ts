// The speech key goes only where it was saved (or, from the environment, where the environment says): a voice or
// transcription test or a save for another base URL answers 400 and the other host hears nothing.
import { describe, expect, it } from 'vitest';
import { createOperatorSettingsRepository } from '../../db/operator-settings.repository.ts';
import type { FakeOpenAiServer } from '../../test/fake-openai-server.ts';
import { useFakeOpenAiServer } from '../../test/fake-provider.ts';
import { callerOf, eventually, TEST_DATABASES, uniqueEmail, useAdminAndLearner, useOperatorOnTwoInstances, useTestApp } from '../../test/test-app.ts';
import { buildSpokenLine } from '../../test/builders.ts';

const SAVED_KEY = 'sk-speech-saved-0123456789HOME';
const TYPED_KEY = 'sk-speech-typed-0123456789ELSE';
const ENV_KEY = 'sk-env-speech-0123456789ENVK';
const OFF = { speechToText: 'off', textToSpeech: 'off', baseUrl: '', speechToTextModel: '', textToSpeechModel: '', voice: '' };

const originOf = (url: string) => new URL(url).origin;
const settingsFor = (fake: FakeOpenAiServer, extra: object = {}) => ({ ...OFF, speechToText: 'provider', textToSpeech: 'provider', baseUrl: fake.url, ...extra });
const authorizations = (fake: FakeOpenAiServer) => fake.received.map((request) => request.headers.authorization);

describe.each(TEST_DATABASES)('[ADMIN SPEECH] a saved key goes only to the origin it was saved for, on $name', ({ url }) => {
  const home = useFakeOpenAiServer();
  const elsewhere = useFakeOpenAiServer();
  const { signInOperator } = useOperatorOnTwoInstances(url, { LOGIN_RATE_LIMIT_PER_IP: '100000' });

  it('another base URL needs the key typed again, on every instance; the same origin and a typed key work', async () => {
    const { first, second } = await signInOperator();
    expect((await first('PUT', '/admin/speech/settings', settingsFor(home, { apiKey: SAVED_KEY }))).statusCode).toBe(200);

    const retype = `Type the API key again: the saved key is only sent to ${originOf(home.url)}.`;
    for (const [method, path] of [
      ['POST', '/admin/speech/test-transcription'],
      ['POST', '/admin/speech/test-voice'],
      ['PUT', '/admin/speech/settings'],
    ] as const) {
      const refused = await second(method, path, settingsFor(elsewhere));
      expect(refused.statusCode, `${method} ${path}`).toBe(400);
      expect(refused.json().message).toBe(retype);
    }
    // Without a base URL, speech goes to OpenAI: not where the key was saved for either.
    expect((await second('POST', '/admin/speech/test-voice', { ...settingsFor(home), baseUrl: '' })).json().message).toBe(retype);
    expect(elsewhere.received).toEqual([]);
    expect((await second('GET', '/admin/speech/settings')).json()).toMatchObject({ baseUrl: { value: home.url }, apiKey: { isSet: true, sentTo: originOf(home.url) } });

    // The same origin works with the saved key; a typed key goes to the host it was typed for.
    expect((await second('POST', '/admin/speech/test-voice', settingsFor(home, { baseUrl: `${originOf(home.url)}/speech/v1` }))).json().isOk).toBe(true);
    expect(authorizations(home)).toEqual([`Bearer ${SAVED_KEY}`]);
    expect((await second('POST', '/admin/speech/test-voice', settingsFor(elsewhere, { apiKey: TYPED_KEY }))).json().isOk).toBe(true);
    expect((await second('POST', '/admin/speech/test-voice', settingsFor(elsewhere, { clearApiKey: true }))).json().isOk).toBe(true);
    expect(authorizations(elsewhere)).toEqual([`Bearer ${TYPED_KEY}`, undefined]);

    const moved = await first('PUT', '/admin/speech/settings', settingsFor(elsewhere, { apiKey: TYPED_KEY }));
    expect(moved.json().apiKey).toMatchObject({ lastFour: 'ELSE', sentTo: originOf(elsewhere.url) });
  });
});

describe.each(TEST_DATABASES)('[ADMIN SPEECH] the environment keys go only to the environment speech address, on $name', ({ url }) => {
  const elsewhere = useFakeOpenAiServer();
  const adminEmail = uniqueEmail('operator');
  const ctx = useTestApp(url, { ADMIN_EMAILS: adminEmail, SPEECH_API_KEY: ENV_KEY, LOGIN_RATE_LIMIT_PER_IP: '100000' });
  const signedIn = useAdminAndLearner(ctx, adminEmail);

  it('never pairs SPEECH_API_KEY with a base URL from the page or the database', async () => {
    const call = callerOf(ctx.app, signedIn.admin);
    const message = `The API key set by the server's environment (SPEECH_API_KEY) is only sent to SPEECH_BASE_URL or the provider's own address, not to ${originOf(elsewhere.url)}.`;
    for (const [method, path] of [
      ['POST', '/admin/speech/test-transcription'],
      ['POST', '/admin/speech/test-voice'],
      ['PUT', '/admin/speech/settings'],
    ] as const) {
      const refused = await call(method, path, settingsFor(elsewhere));
      expect(refused.statusCode, `${method} ${path}`).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect(elsewhere.received).toEqual([]);
    expect((await call('GET', '/admin/speech/settings')).json().apiKey).toMatchObject({ isFromEnvironment: true, sentTo: 'https://api.openai.com' });

    // A base URL that reached the database another way: speech goes there without the environment's key.
    await createOperatorSettingsRepository(ctx.database.db).saveOperatorSetting('speech', settingsFor(elsewhere));
    const learner = callerOf(ctx.app, signedIn.learner);
    await eventually(() => learner('GET', '/speech/capabilities'), (answer) => answer.json().synthesize.engine === 'openai-compatible');
    expect((await learner('POST', '/speech/synthesize', await buildSpokenLine(ctx.app, ctx.database.db, signedIn.learner, 'Good morning.'))).statusCode).toBe(200);
    expect(authorizations(elsewhere)).toEqual([undefined]);
  });
});

describe.each(TEST_DATABASES)('[ADMIN SPEECH] AI_API_KEY, which speech falls back to, stays with its address, on $name', ({ url }) => {
  const elsewhere = useFakeOpenAiServer();
  const adminEmail = uniqueEmail('operator');
  const ctx = useTestApp(url, { ADMIN_EMAILS: adminEmail, AI_API_KEY: ENV_KEY, LOGIN_RATE_LIMIT_PER_IP: '100000' });
  const signedIn = useAdminAndLearner(ctx, adminEmail);

  it('a test of a speech server typed on the page goes without it', async () => {
    const voice = await callerOf(ctx.app, signedIn.admin)('POST', '/admin/speech/test-voice', settingsFor(elsewhere));
    expect(voice.json().isOk).toBe(true);
    expect(authorizations(elsewhere)).toEqual([undefined]);
  });
});
