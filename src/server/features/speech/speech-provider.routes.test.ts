import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { SPEECH_AUDIO_MAX_BYTES } from '../../../shared/contracts/speech.ts';
import { buildWav, buildWebm } from '../../test/audio-files.ts';
import { multipart, type MultipartPart } from '../../test/multipart.ts';
import { FAKE_MP3 } from '../../test/fake-openai-audio.ts';
import { fakeProviderEnv, useFakeOpenAiServer } from '../../test/fake-provider.ts';
import { buildSessionWithLines } from '../../test/builders.ts';
import { registerAndLogin, signUpPerson, useTestApp } from '../../test/test-app.ts';
import { OPERATOR_WORDS } from '../../test/operator-words.ts';
import { SPEECH_MESSAGES } from './speech-messages.ts';
import { audioPart, spokenWav } from './speech.test-helpers.ts';

describe('[SPEECH] a provider: the fake OpenAI-compatible server, the chat model\'s URL and key', () => {
  const fake = useFakeOpenAiServer();
  // Speech follows AI_BASE_URL and AI_API_KEY; transcription is on by default with an OpenAI-compatible model.
  const ctx = useTestApp(undefined, () => ({
    ...fakeProviderEnv(fake.url),
    AI_MODEL: 'fake-chat',
    AI_API_KEY: 'sk-fake-key',
    TEXT_TO_SPEECH: 'provider',
    TEXT_TO_SPEECH_MODEL: 'fake-tts',
  }));
  let cookies: string;
  let conversationId: string;
  beforeAll(async () => {
    const person = await signUpPerson(ctx);
    cookies = person.cookies;
    conversationId = await buildSessionWithLines(ctx.database.db, person.userId, [{ content: 'Good morning. Selamat pagi. Hello.' }]);
  });
  const synthesize = (payload: object) => ctx.app.inject({ method: 'POST', url: '/speech/synthesize', payload: { conversation_id: conversationId, ...payload }, headers: { cookie: cookies } });

  const transcribe = (parts: MultipartPart[]) => {
    const form = multipart(parts);
    return ctx.app.inject({ method: 'POST', url: '/speech/transcribe', payload: form.payload, headers: { ...form.headers, cookie: cookies } });
  };

  it('says both are done by the OpenAI-compatible server, speaking MP3', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/speech/capabilities', headers: { cookie: cookies } });
    expect(response.json()).toEqual({
      transcribe: { available: true, engine: 'openai-compatible', message: null },
      synthesize: { available: true, engine: 'openai-compatible', message: null, content_type: 'audio/mpeg' },
    });
  });

  it("speaks through /audio/speech in the voice of the character's gender", async () => {
    const female = await synthesize({ text: '  Good morning.  ', gender: 'Female' });
    expect(female.statusCode).toBe(200);
    expect(female.headers['content-type']).toBe('audio/mpeg');
    expect(female.headers['cache-control']).toBe('no-store');
    expect(Buffer.compare(female.rawPayload, Buffer.from(FAKE_MP3))).toBe(0);
    const male = await synthesize({ text: 'Selamat pagi.', gender: 'Male', language: 'id-ID' });
    expect(male.statusCode).toBe(200);
    const unspecified = await synthesize({ text: 'Hello.' });
    expect(unspecified.statusCode).toBe(200);

    expect(fake.speeches.map((request) => request.body)).toEqual([
      expect.objectContaining({ model: 'fake-tts', input: 'Good morning.', voice: 'nova', response_format: 'mp3' }),
      expect.objectContaining({ model: 'fake-tts', input: 'Selamat pagi.', voice: 'onyx', response_format: 'mp3' }),
      expect.objectContaining({ model: 'fake-tts', input: 'Hello.', voice: 'alloy', response_format: 'mp3' }),
    ]);
    expect(fake.speeches[0]!.headers.authorization).toBe('Bearer sk-fake-key');
  });

  it('transcribes through /audio/transcriptions: the same bytes, the model, the language; the words trimmed', async () => {
    fake.answerTranscriptionsWith((request) => (request.language === 'id' ? '  Selamat pagi, Bu Maria.\n' : 'Good morning.'));
    const recording = spokenWav();
    const response = await transcribe([{ name: 'language', value: 'id-ID' }, audioPart(recording)]);
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 200, body: { text: 'Selamat pagi, Bu Maria.' } });
    const [heard] = fake.transcriptions;
    expect(heard).toMatchObject({ model: 'whisper-1', language: 'id', file: { type: 'audio/wav' } });
    expect(Buffer.compare(Buffer.from(heard!.file!.bytes), recording)).toBe(0);
    expect(heard!.headers.authorization).toBe('Bearer sk-fake-key');
  });

  it('takes a MediaRecorder WebM, with the language field after the file or missing (English)', async () => {
    const webm = buildWebm({ clusters: [{ timecode: 0, blocks: [0, 20, 40] }, { timecode: 3000, blocks: [0, 20] }] });
    expect((await transcribe([audioPart(webm, 'answer.webm', 'audio/webm'), { name: 'language', value: 'en-US' }])).json()).toEqual({ text: 'Fake transcript of ' + webm.length + ' bytes.' });
    expect((await transcribe([audioPart(webm, 'blob', 'application/octet-stream')])).statusCode).toBe(200);
    expect(fake.transcriptions.map((request) => [request.language, request.file?.type])).toEqual([
      ['en', 'audio/webm'],
      ['en', 'audio/webm'],
    ]);
  });

  it('answers silence with no words rather than an error', async () => {
    fake.answerTranscriptionsWith(() => '');
    expect((await transcribe([audioPart(spokenWav())])).json()).toEqual({ text: '' });
  });

  it('refuses what is not a recording before the provider hears it', async () => {
    const notAudio = await transcribe([audioPart(Buffer.from('%PDF-1.7 this is not audio'), 'answer.webm', 'audio/webm')]);
    expect({ status: notAudio.statusCode, body: notAudio.json() }).toEqual({ status: 415, body: { message: 'The recording must be WebM, Ogg, MP4 or WAV audio.' } });
    const empty = await transcribe([audioPart(Buffer.alloc(0))]);
    expect({ status: empty.statusCode, body: empty.json() }).toEqual({ status: 400, body: { message: SPEECH_MESSAGES.empty } });
    const missing = await transcribe([{ name: 'language', value: 'en-US' }]);
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({ status: 400, body: { message: SPEECH_MESSAGES.noAudio } });
    const misnamed = await transcribe([{ name: 'file', filename: 'a.wav', content: spokenWav(), contentType: 'audio/wav' }]);
    expect({ status: misnamed.statusCode, body: misnamed.json() }).toEqual({ status: 400, body: { message: SPEECH_MESSAGES.noAudio } });
    const twoFiles = await transcribe([audioPart(spokenWav()), audioPart(spokenWav())]);
    expect(twoFiles.statusCode).toBe(400);
    for (const language of ['fr-FR', 'en-US\u0000', '']) {
      const response = await transcribe([{ name: 'language', value: language }, audioPart(spokenWav())]);
      expect({ status: response.statusCode, body: response.json() }, language).toEqual({ status: 400, body: { message: 'Language must be "en-US" or "id-ID".' } });
    }
    expect(fake.transcriptions).toEqual([]);
  });

  it('answers 413 for a recording over 10 MB or over 2 minutes, before the provider hears it', async () => {
    const huge = buildWav({ seconds: 1 });
    const tooLarge = await transcribe([audioPart(Buffer.concat([huge, Buffer.alloc(SPEECH_AUDIO_MAX_BYTES - huge.length + 1)]))]);
    expect({ status: tooLarge.statusCode, body: tooLarge.json() }).toEqual({ status: 413, body: { message: SPEECH_MESSAGES.tooLarge } });
    expect(SPEECH_MESSAGES.tooLarge).toBe('The recording is larger than 10 MB. Record a shorter answer and try again.');

    const longWav = buildWav({ seconds: 121, sampleRate: 8000, bitsPerSample: 8 });
    const longWebm = buildWebm({ clusters: [{ timecode: 0, blocks: [0, 20] }, { timecode: 120_500, blocks: [0, 20] }] });
    for (const recording of [longWav, longWebm]) {
      const response = await transcribe([audioPart(recording)]);
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 413, body: { message: SPEECH_MESSAGES.tooLong } });
    }
    expect(SPEECH_MESSAGES.tooLong).toBe('The recording is longer than 2 minutes. Record a shorter answer and try again.');
    // Just inside both limits.
    expect((await transcribe([audioPart(buildWav({ seconds: 119, sampleRate: 8000, bitsPerSample: 8 }))])).statusCode).toBe(200);
    expect(fake.transcriptions).toHaveLength(1);
  });

  it('refuses a recording whose length cannot be read (422), and one whose timestamps hide its length (413), before the provider hears it', async () => {
    const junk = randomBytes(200_000);
    const unreadable = [
      Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), junk]),
      Buffer.concat([Buffer.from('OggS'), junk]),
      Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftyp'), junk]),
      Buffer.concat([Buffer.from('RIFF'), Buffer.from([0xff, 0xff, 0xff, 0xff]), Buffer.from('WAVE'), junk]),
      // A WebM header with no block at all.
      buildWebm({ clusters: [] }),
    ];
    for (const recording of unreadable) {
      const response = await transcribe([audioPart(recording, 'answer.webm', 'audio/webm')]);
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 422, body: { message: SPEECH_MESSAGES.unreadableLength } });
    }
    expect(SPEECH_MESSAGES.unreadableLength).toBe("This recording's length can't be read. Record again or upload WAV, WebM, Ogg or MP4 audio.");
    // Every block stamped 0: 5,000 Opus packets of 30 ms are 150 s, whatever the timestamps say.
    const zeroed = buildWebm({ clusters: [{ timecode: 0, blocks: Array.from({ length: 5000 }, () => 0) }] });
    const hidden = await transcribe([audioPart(zeroed, 'answer.webm', 'audio/webm')]);
    expect({ status: hidden.statusCode, body: hidden.json() }).toEqual({ status: 413, body: { message: SPEECH_MESSAGES.tooLong } });
    expect(fake.transcriptions).toEqual([]);
  });

  it("turns the provider's failures into readable 502s", async () => {
    fake.answerTranscriptionsWith(() => ({ status: 500, message: 'boom' }));
    const failed = await transcribe([audioPart(spokenWav())]);
    expect({ status: failed.statusCode, body: failed.json() }).toEqual({ status: 502, body: { message: 'The AI provider had an error (500). Please try again.' } });
    fake.answerSpeechWith(() => ({ status: 401, message: 'bad key' }));
    const refused = await synthesize({ text: 'Hello.' });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 502,
      body: { message: "The speech provider refused this server's key. Please tell your administrator." },
    });
    fake.answerSpeechWith(() => ({ status: 404, message: 'no such model' }));
    const unknownModel = await synthesize({ text: 'Hello.' });
    expect(unknownModel.json().message).toBe("The speech provider doesn't offer the model this server is set to use. Please tell your administrator.");
    for (const response of [failed, refused, unknownModel]) expect(response.body).not.toMatch(OPERATOR_WORDS);
  });
});

describe('[SPEECH] a local transcription server without a key, beside the offline voice', () => {
  const fake = useFakeOpenAiServer();
  const ctx = useTestApp(undefined, () => ({ SPEECH_TO_TEXT: 'provider', SPEECH_BASE_URL: fake.url, SPEECH_TO_TEXT_MODEL: 'Systran/faster-whisper-small' }));
  let cookies: string;
  beforeAll(async () => {
    ({ cookies } = await registerAndLogin(ctx.app));
  });

  it('sends no API key, uses the configured model, and keeps speaking offline', async () => {
    const capabilities = await ctx.app.inject({ method: 'GET', url: '/speech/capabilities', headers: { cookie: cookies } });
    expect(capabilities.json()).toMatchObject({ transcribe: { engine: 'openai-compatible' }, synthesize: { engine: 'espeak-ng', content_type: 'audio/wav' } });
    const form = multipart([audioPart(spokenWav())]);
    const response = await ctx.app.inject({ method: 'POST', url: '/speech/transcribe', payload: form.payload, headers: { ...form.headers, cookie: cookies } });
    expect(response.statusCode).toBe(200);
    expect(fake.transcriptions[0]).toMatchObject({ model: 'Systran/faster-whisper-small' });
    expect(fake.transcriptions[0]!.headers.authorization).toBeUndefined();
  });
});

describe('[SPEECH] OpenAI transcription and no voice', () => {
  const ctx = useTestApp(undefined, { AI_PROVIDER: 'openai', AI_API_KEY: 'sk-never-used', TEXT_TO_SPEECH: 'off' });
  let cookies: string;
  let conversationId: string;
  beforeAll(async () => {
    const person = await signUpPerson(ctx);
    cookies = person.cookies;
    conversationId = await buildSessionWithLines(ctx.database.db, person.userId, [{ content: 'Hello.' }]);
  });

  it('says transcription is OpenAI and speech is off, and answers a synthesis with 501 in plain words', async () => {
    const capabilities = await ctx.app.inject({ method: 'GET', url: '/speech/capabilities', headers: { cookie: cookies } });
    expect(capabilities.json()).toEqual({
      transcribe: { available: true, engine: 'openai', message: null },
      synthesize: { available: false, engine: null, message: SPEECH_MESSAGES.synthesizeOff, content_type: null },
    });
    const response = await ctx.app.inject({ method: 'POST', url: '/speech/synthesize', payload: { conversation_id: conversationId, text: 'Hello.' }, headers: { cookie: cookies } });
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 501, body: { message: SPEECH_MESSAGES.synthesizeOff } });
    expect(capabilities.body + response.body).not.toMatch(OPERATOR_WORDS);
    // Bad input is still bad input.
    expect((await ctx.app.inject({ method: 'POST', url: '/speech/synthesize', payload: { text: '' }, headers: { cookie: cookies } })).statusCode).toBe(400);
  });
});
