import { describe, expect, it } from 'vitest';
import { SPEECH_TEST_SENTENCE, TRANSCRIPTION_TEST_SENTENCE } from '../../../shared/contracts/admin-speech.ts';
import { operatorSettings } from '../../db/schema.ts';
import { FAKE_MP3 } from '../../test/fake-openai-audio.ts';
import { useFakeOpenAiServer } from '../../test/fake-provider.ts';
import { buildSpokenLine } from '../../test/builders.ts';
import { useDescribeResource } from '../../test/describe-resource.ts';
import { createLogCapture } from '../../test/log-capture.ts';
import { callerOf, eventually, freshDatabaseUrl, type HttpMethod, startTestApp, TEST_DATABASES, uniqueEmail, useTestApp, useOperatorOnTwoInstances, useAdminAndLearner, registerAdmin } from '../../test/test-app.ts';

const SECRET_KEY = 'sk-speech-0123456789abcdefQRST';
const OFF = { speechToText: 'off', textToSpeech: 'off', baseUrl: '', speechToTextModel: '', textToSpeechModel: '', voice: '' };

describe.each(TEST_DATABASES)('[ADMIN SPEECH] /admin/speech on $name', ({ url }) => {
  const fake = useFakeOpenAiServer();
  const adminEmail = uniqueEmail('operator');
  const logs = createLogCapture();
  // Logged at the most detailed level, to show that no saved key reaches a log line.
  const ctx = useDescribeResource(
    'The test app',
    () => startTestApp(url, { ADMIN_EMAILS: adminEmail, LOGIN_RATE_LIMIT_PER_IP: '100000', LOG_LEVEL: 'trace' }, { logStream: logs.stream }),
    (app) => app.close(),
  );
  const connect = () => ({ ...OFF, speechToText: 'provider', textToSpeech: 'provider', baseUrl: fake.url, apiKey: SECRET_KEY, speechToTextModel: 'fake-whisper', textToSpeechModel: 'fake-tts', voice: 'shimmer' });
  const signedIn = useAdminAndLearner(ctx, adminEmail);

  const call = (cookies: string | null, method: HttpMethod, path: string, payload?: object) => callerOf(ctx.app, cookies)(method, path, payload);

  const ROUTES: ['GET' | 'PUT' | 'POST', string, object | undefined][] = [
    ['GET', '/admin/speech/settings', undefined],
    ['PUT', '/admin/speech/settings', OFF],
    ['POST', '/admin/speech/test-voice', { ...OFF, textToSpeech: 'offline' }],
    ['POST', '/admin/speech/test-transcription', OFF],
  ];

  it.each(ROUTES)('refuses %s %s to a person who is not an admin (403) and to nobody signed in (401)', async (method, path, payload) => {
    const asLearner = await call(signedIn.learner, method, path, payload);
    expect(asLearner.statusCode).toBe(403);
    expect(asLearner.json().message).toBe('Only administrators can do this.');
    expect((await call(signedIn.learner, method, path, method === 'GET' ? undefined : { speechToText: 'nonsense' })).statusCode).toBe(403);
    expect((await call(null, method, path, payload)).statusCode).toBe(401);
  });

  it.each(ROUTES.filter(([method]) => method !== 'GET'))('refuses %s %s from another origin, even for an admin', async (method, path, payload) => {
    const response = await ctx.app.inject({ method, url: path, headers: { cookie: signedIn.admin, origin: 'https://evil.example', host: 'localhost:3000' }, payload: payload as Record<string, unknown> });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Cross-site requests are not allowed.');
    expect((await call(signedIn.admin, 'GET', '/admin/speech/settings')).json().version).toBeNull();
  });

  it.each([
    ['an unknown speech-to-text engine', () => ({ ...connect(), speechToText: 'whisper' }), 'Choose a speech-to-text engine: Provider or Off.'],
    ['an unknown text-to-speech engine', () => ({ ...connect(), textToSpeech: 'robot' }), 'Choose a text-to-speech engine'],
    ['a base URL that is not http', () => ({ ...connect(), baseUrl: 'ftp://example.com' }), 'The base URL must start with http:// or https://.'],
    ['a provider with neither a base URL nor a key', () => ({ ...OFF, speechToText: 'provider' }), 'A speech provider needs a base URL'],
    ['a model name of 201 characters', () => ({ ...connect(), textToSpeechModel: 'm'.repeat(201) }), 'A model name has at most 200 characters.'],
    ['a voice with spaces', () => ({ ...connect(), voice: 'a voice' }), 'A voice name has only letters'],
    ['an empty key', () => ({ ...connect(), apiKey: '  ' }), 'Type the API key'],
  ])('answers 400 with a message for %s', async (_what, payload, message) => {
    const response = await call(signedIn.admin, 'PUT', '/admin/speech/settings', payload());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('saves the settings, seals the key, never sends it back, and the next /speech request uses them', async () => {
    const before = await call(signedIn.learner, 'GET', '/speech/capabilities');
    expect(before.json()).toMatchObject({ transcribe: { available: false }, synthesize: { engine: 'espeak-ng' } });

    const saved = await call(signedIn.admin, 'PUT', '/admin/speech/settings', connect());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      speechToText: { value: 'provider', isFromEnvironment: false },
      textToSpeech: { value: 'provider', isFromEnvironment: false },
      baseUrl: { value: fake.url },
      apiKey: { isSet: true, lastFour: 'QRST', isFromEnvironment: false },
      voice: { value: 'shimmer' },
    });
    expect(saved.body).not.toContain(SECRET_KEY);
    const [row] = await ctx.database.db.select().from(operatorSettings);
    expect(JSON.stringify(row?.value)).not.toContain(SECRET_KEY);
    expect((await call(signedIn.admin, 'GET', '/admin/speech/settings')).body).not.toContain(SECRET_KEY);

    // No restart: the same instance speaks through the saved provider, with its key, model and voice.
    expect((await call(signedIn.learner, 'GET', '/speech/capabilities')).json()).toMatchObject({
      transcribe: { available: true, engine: 'openai-compatible' },
      synthesize: { available: true, engine: 'openai-compatible', content_type: 'audio/mpeg' },
    });
    const goodMorning = await buildSpokenLine(ctx.app, ctx.database.db, signedIn.learner, 'Good morning.');
    const spoken = await call(signedIn.learner, 'POST', '/speech/synthesize', goodMorning);
    expect(spoken.statusCode).toBe(200);
    expect(spoken.headers['content-type']).toBe('audio/mpeg');
    expect(fake.speeches.at(-1)).toMatchObject({ body: { model: 'fake-tts', input: 'Good morning.', voice: 'shimmer' } });
    expect(fake.speeches.at(-1)?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);

    // Saving again without a key keeps it; a provider that echoes the key has it redacted from every answer and log.
    const again = await call(signedIn.admin, 'PUT', '/admin/speech/settings', { ...connect(), apiKey: undefined, voice: '' });
    expect(again.json()).toMatchObject({ apiKey: { isSet: true, lastFour: 'QRST' }, voice: { value: null } });
    fake.answerSpeechWith(() => ({ status: 401, message: `Incorrect API key provided: ${SECRET_KEY}` }));
    const refused = await call(signedIn.learner, 'POST', '/speech/synthesize', { ...goodMorning, gender: 'Female' });
    expect(refused.statusCode).toBe(502);
    expect(refused.body).not.toContain(SECRET_KEY);
    const voiceTest = await call(signedIn.admin, 'POST', '/admin/speech/test-voice', { ...connect(), apiKey: undefined });
    expect(voiceTest.json()).toEqual({ isOk: false, message: 'The speech provider refused the API key. Check that the key is right and still active.', audioBase64: null, contentType: null });
    expect(fake.speeches.at(-2)?.body.voice).toBe('nova');
    expect(logs.text()).toContain('/speech/synthesize');
    expect(logs.text()).not.toContain(SECRET_KEY);

    const cleared = await call(signedIn.admin, 'PUT', '/admin/speech/settings', { ...OFF, textToSpeech: 'offline', clearApiKey: true });
    expect(cleared.json()).toMatchObject({ apiKey: { isSet: false, lastFour: null } });
    expect((await call(signedIn.learner, 'GET', '/speech/capabilities')).json()).toMatchObject({ transcribe: { available: false }, synthesize: { engine: 'espeak-ng' } });
  });

  it('tests the voice with unsaved values: the built-in voice, the provider, a refused key and an unreachable address', async () => {
    const builtIn = await call(signedIn.admin, 'POST', '/admin/speech/test-voice', { ...OFF, textToSpeech: 'offline' });
    expect(builtIn.json()).toMatchObject({ isOk: true, message: 'Spoken by the built-in voice.', contentType: 'audio/wav' });
    expect(Buffer.from(builtIn.json().audioBase64, 'base64').subarray(0, 4).toString('latin1')).toBe('RIFF');

    const provider = await call(signedIn.admin, 'POST', '/admin/speech/test-voice', connect());
    expect(provider.json()).toMatchObject({ isOk: true, message: 'Spoken by fake-tts, voice shimmer.', contentType: 'audio/mpeg' });
    expect(Buffer.from(provider.json().audioBase64, 'base64')).toEqual(Buffer.from(FAKE_MP3));
    expect(fake.speeches[0]).toMatchObject({ body: { input: SPEECH_TEST_SENTENCE, voice: 'shimmer', model: 'fake-tts' } });

    fake.answerSpeechWith(() => ({ status: 401, message: `Incorrect API key provided: ${SECRET_KEY}` }));
    const refused = await call(signedIn.admin, 'POST', '/admin/speech/test-voice', connect());
    expect(refused.json()).toMatchObject({ isOk: false, message: 'The speech provider refused the API key. Check that the key is right and still active.' });
    expect(refused.body).not.toContain(SECRET_KEY);

    const unreachable = await call(signedIn.admin, 'POST', '/admin/speech/test-voice', { ...connect(), baseUrl: 'http://127.0.0.1:9/v1' });
    expect(unreachable.json()).toMatchObject({ isOk: false, message: 'Could not reach http://127.0.0.1:9. Check the base URL and that the server is running.' });

    const off = await call(signedIn.admin, 'POST', '/admin/speech/test-voice', OFF);
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toBe('Text-to-speech is off: choose the built-in voice or a provider to test it.');
    // Nothing was saved by testing.
    expect((await call(signedIn.admin, 'GET', '/admin/speech/settings')).json().textToSpeech.value).toBe('offline');
  });

  it('tests transcription with a built-in recording: the words heard, a refused key and an unreachable address', async () => {
    fake.answerTranscriptionsWith((request) => `Heard ${request.file?.bytes.length ?? 0} bytes with ${request.model}.`);
    const heard = await call(signedIn.admin, 'POST', '/admin/speech/test-transcription', connect());
    const recording = fake.transcriptions[0]!;
    expect(Buffer.from(recording.file!.bytes).subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(recording.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(recording.language).toBe('en');
    expect(heard.json()).toEqual({ isOk: true, message: `Heard ${recording.file!.bytes.length} bytes with fake-whisper.`, sentence: TRANSCRIPTION_TEST_SENTENCE });

    fake.answerTranscriptionsWith(() => ({ status: 401, message: `Incorrect API key provided: ${SECRET_KEY}` }));
    const refused = await call(signedIn.admin, 'POST', '/admin/speech/test-transcription', connect());
    expect(refused.json()).toMatchObject({ isOk: false, message: 'The speech provider refused the API key. Check that the key is right and still active.' });
    expect(refused.body).not.toContain(SECRET_KEY);

    fake.answerTranscriptionsWith(() => ({ status: 404, message: 'no such model' }));
    const unknown = await call(signedIn.admin, 'POST', '/admin/speech/test-transcription', connect());
    expect(unknown.json().message).toBe('The speech provider does not offer the model "fake-whisper". Check the model name.');

    const unreachable = await call(signedIn.admin, 'POST', '/admin/speech/test-transcription', { ...connect(), baseUrl: 'http://127.0.0.1:9/v1' });
    expect(unreachable.json()).toMatchObject({ isOk: false, message: 'Could not reach http://127.0.0.1:9. Check the base URL and that the server is running.' });

    const off = await call(signedIn.admin, 'POST', '/admin/speech/test-transcription', OFF);
    expect(off.statusCode).toBe(400);
    expect(logs.text()).not.toContain(SECRET_KEY);
  });
});

describe.each(TEST_DATABASES)('[ADMIN SPEECH] the environment wins, on $name', ({ url }) => {
  const adminEmail = uniqueEmail('operator');
  const ctx = useTestApp(url, { ADMIN_EMAILS: adminEmail, TEXT_TO_SPEECH: 'provider', SPEECH_API_KEY: 'sk-env-speech-00005678', TEXT_TO_SPEECH_VOICE: 'echo' });

  it('shows environment settings as such, without the key, and refuses to change them', async () => {
    const { cookies } = await registerAdmin(ctx, { email: adminEmail });
    const settings = await ctx.app.inject({ method: 'GET', url: '/admin/speech/settings', headers: { cookie: cookies } });
    expect(settings.json()).toMatchObject({
      textToSpeech: { value: 'provider', isFromEnvironment: true },
      speechToText: { value: 'off', isFromEnvironment: false },
      apiKey: { isSet: true, lastFour: '5678', isFromEnvironment: true },
      voice: { value: 'echo', isFromEnvironment: true },
    });
    expect(settings.body).not.toContain('sk-env-speech');
    const put = (payload: object) => ctx.app.inject({ method: 'PUT', url: '/admin/speech/settings', headers: { cookie: cookies }, payload: { ...OFF, textToSpeech: 'provider', ...payload } });
    const changed = await put({ textToSpeech: 'offline' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe("The text-to-speech engine is set by the server's environment (TEXT_TO_SPEECH) and cannot be changed here.");
    expect((await put({ apiKey: 'sk-other-key' })).json().message).toBe("The API key is set by the server's environment (SPEECH_API_KEY) and cannot be changed here.");
    expect((await put({ voice: 'nova' })).json().message).toContain('TEXT_TO_SPEECH_VOICE');
    // What the environment leaves open can be saved.
    const saved = await put({ speechToText: 'provider', speechToTextModel: 'whisper-large' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ speechToText: { value: 'provider' }, speechToTextModel: { value: 'whisper-large' }, voice: { value: 'echo' } });
  });
});

describe('[ADMIN SPEECH] two instances on one database', () => {
  // A database of their own: the tests above saved speech settings in this file's.
  const url = freshDatabaseUrl();
  const fake = useFakeOpenAiServer();
  const { instances, signInOperator } = useOperatorOnTwoInstances(url);

  it('a save on one instance applies to the next /speech request on the other, without a restart', async () => {
    const { first, second } = instances;
    const { cookies } = await signInOperator();
    const capabilities = () => second.inject({ method: 'GET', url: '/speech/capabilities', headers: { cookie: cookies } }).then((response) => response.json());
    expect(await capabilities()).toMatchObject({ transcribe: { available: false } });
    const saved = await first.inject({
      method: 'PUT',
      url: '/admin/speech/settings',
      headers: { cookie: cookies },
      payload: { ...OFF, speechToText: 'provider', textToSpeech: 'provider', baseUrl: fake.url, apiKey: SECRET_KEY },
    });
    expect(saved.statusCode).toBe(200);
    expect(await eventually(capabilities, (answer) => answer.transcribe.available === true)).toMatchObject({ synthesize: { engine: 'openai-compatible' } });
    const line = await buildSpokenLine(second, instances.database.db, cookies, 'From the saved provider.');
    const spoken = await second.inject({ method: 'POST', url: '/speech/synthesize', headers: { cookie: cookies }, payload: line });
    expect(spoken.statusCode).toBe(200);
    expect(fake.speeches.at(-1)?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
  });
});
