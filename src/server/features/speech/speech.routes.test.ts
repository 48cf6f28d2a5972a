import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { SPEECH_AUDIO_MAX_BYTES } from '../../../shared/contracts/speech.ts';
import { buildWav, buildWebm } from '../../test/audio-files.ts';
import { multipart, type MultipartPart } from '../../test/multipart.ts';
import { FAKE_MP3 } from '../../test/fake-openai-audio.ts';
import { fakeProviderEnv, useFakeOpenAiServer } from '../../test/fake-provider.ts';
import { eventually, registerAndLogin, TEST_DATABASES, useTestApp } from '../../test/test-app.ts';
import { OPERATOR_WORDS } from '../../test/operator-words.ts';
import { SPEECH_MESSAGES } from './speech-messages.ts';

const audioPart = (content: Buffer, filename = 'answer.wav', contentType = 'audio/wav'): MultipartPart => ({ name: 'audio', filename, content, contentType });

interface WavInfo {
  audioFormat: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  dataLength: number;
  seconds: number;
}

/** Reads a canonical WAV's header and checks that its sizes agree with the bytes. */
function readWav(bytes: Buffer): WavInfo {
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8);
  expect(bytes.subarray(8, 16).toString('latin1')).toBe('WAVEfmt ');
  const channels = bytes.readUInt16LE(22);
  const sampleRate = bytes.readUInt32LE(24);
  const bitsPerSample = bytes.readUInt16LE(34);
  expect(bytes.readUInt32LE(28)).toBe((sampleRate * channels * bitsPerSample) / 8);
  expect(bytes.subarray(36, 40).toString('latin1')).toBe('data');
  const dataLength = bytes.readUInt32LE(40);
  expect(dataLength).toBe(bytes.length - 44);
  return {
    audioFormat: bytes.readUInt16LE(20),
    channels,
    sampleRate,
    bitsPerSample,
    dataLength,
    seconds: dataLength / ((sampleRate * channels * bitsPerSample) / 8),
  };
}

/** A recording of words-like noise, so a transcriber would have something to hear. */
const spokenWav = (seconds = 1.5) => {
  const wav = buildWav({ seconds, sampleRate: 16_000 });
  for (let offset = 44; offset + 1 < wav.length; offset += 2) wav.writeInt16LE(Math.round(Math.sin(offset / 9) * 8000), offset);
  return wav;
};

for (const { name, url } of TEST_DATABASES) {
  describe(`[SPEECH] the offline voice, without transcription (${name})`, () => {
    const ctx = useTestApp(url);
    let cookies: string;
    beforeAll(async () => {
      ({ cookies } = await registerAndLogin(ctx.app));
    });

    const synthesize = (payload: unknown, headers: Record<string, string> = { cookie: cookies }) =>
      ctx.app.inject({ method: 'POST', url: '/speech/synthesize', payload: payload as object, headers });

    it('says what it can do: speak with eSpeak NG as WAV, and in plain words that it cannot transcribe', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/speech/capabilities', headers: { cookie: cookies } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        transcribe: { available: false, engine: null, message: SPEECH_MESSAGES.transcribeOff },
        synthesize: { available: true, engine: 'espeak-ng', message: null, content_type: 'audio/wav' },
      });
      expect(response.body).not.toMatch(OPERATOR_WORDS);
    });

    it('speaks English as a 16-bit mono PCM WAV whose length grows with the text', async () => {
      const short = await synthesize({ text: 'Good morning.', gender: 'Female', language: 'en-US' });
      expect(short.statusCode).toBe(200);
      expect(short.headers['content-type']).toBe('audio/wav');
      expect(short.headers['cache-control']).toBe('no-store');
      const shortWav = readWav(short.rawPayload);
      expect(shortWav).toMatchObject({ audioFormat: 1, channels: 1, sampleRate: 22_050, bitsPerSample: 16 });
      expect(shortWav.seconds).toBeGreaterThan(0.4);
      expect(shortWav.seconds).toBeLessThan(5);
      // Not silence: speech has samples far from zero.
      let loudest = 0;
      for (let offset = 44; offset + 1 < short.rawPayload.length; offset += 2) loudest = Math.max(loudest, Math.abs(short.rawPayload.readInt16LE(offset)));
      expect(loudest).toBeGreaterThan(3000);

      const long = await synthesize({
        text: 'Good morning. Thank you for meeting me today. I would like to talk about the delivery that arrived two weeks late, and what we can do so that it does not happen again.',
        gender: 'Female',
      });
      expect(long.statusCode).toBe(200);
      expect(readWav(long.rawPayload).seconds).toBeGreaterThan(shortWav.seconds * 4);
    });

    it('speaks Indonesian and English in both voices, each differently', async () => {
      const answers = new Map<string, Buffer>();
      for (const language of ['id-ID', 'en-US'] as const) {
        for (const gender of ['Female', 'Male'] as const) {
          const response = await synthesize({ text: 'Selamat pagi, apa kabar?', language, gender });
          expect(response.statusCode).toBe(200);
          const wav = readWav(response.rawPayload);
          expect(wav).toMatchObject({ audioFormat: 1, sampleRate: 22_050 });
          expect(wav.seconds).toBeGreaterThan(0.5);
          answers.set(`${language} ${gender}`, response.rawPayload);
        }
      }
      const distinct = new Set([...answers.values()].map((bytes) => bytes.toString('base64')));
      expect(distinct.size).toBe(4);
    });

    it('speaks text that looks like command-line options instead of obeying it', async () => {
      const response = await synthesize({ text: '--help -v xx -w /etc/passwd' });
      expect(response.statusCode).toBe(200);
      expect(readWav(response.rawPayload).seconds).toBeGreaterThan(1);
    });

    it('refuses empty, too long, NUL-carrying or misdescribed text with 400', async () => {
      const cases = [
        { body: { text: '' }, message: 'Text is required.' },
        { body: { text: '   \n ' }, message: 'Text is required.' },
        { body: { text: 'a'.repeat(1001) }, message: 'Text must be at most 1,000 characters.' },
        { body: { text: 'Hello\u0000there' }, message: 'Text contains a character that is not allowed.' },
        { body: { text: 'Hello', language: 'fr-FR' }, message: 'Language must be "en-US" or "id-ID".' },
        { body: { text: 'Hello', gender: 'Robot' }, message: 'Gender must be "Male" or "Female".' },
        { body: {}, message: 'Text is required.' },
        { body: { text: 42 }, message: 'Text must be text.' },
      ];
      for (const { body, message } of cases) {
        const response = await synthesize(body);
        expect({ status: response.statusCode, body: response.json() }, JSON.stringify(body)).toEqual({ status: 400, body: { message } });
      }
      // Exactly the limit is fine.
      expect((await synthesize({ text: `${'word '.repeat(199)}ends` })).statusCode).toBe(200);
    });

    it('answers a recording with 501 in plain words, and a non-multipart one with 415', async () => {
      const form = multipart([audioPart(spokenWav()), { name: 'language', value: 'en-US' }]);
      const response = await ctx.app.inject({ method: 'POST', url: '/speech/transcribe', payload: form.payload, headers: { ...form.headers, cookie: cookies } });
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 501, body: { message: SPEECH_MESSAGES.transcribeOff } });
      expect(response.body).not.toMatch(OPERATOR_WORDS);
      const json = await ctx.app.inject({ method: 'POST', url: '/speech/transcribe', payload: { audio: 'x' }, headers: { cookie: cookies } });
      expect({ status: json.statusCode, body: json.json() }).toEqual({ status: 415, body: { message: SPEECH_MESSAGES.notMultipart } });
    });

    it('documents the three routes at /docs under the speech tag', async () => {
      const spec = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
      expect(spec.paths['/speech/capabilities']?.get?.tags).toEqual(['speech']);
      expect(spec.paths['/speech/synthesize']?.post?.tags).toEqual(['speech']);
      expect(spec.paths['/speech/transcribe']?.post?.tags).toEqual(['speech']);
    });

    it('answers 401 to a signed-out caller on every speech route', async () => {
      const form = multipart([audioPart(spokenWav())]);
      const answers = [
        await ctx.app.inject({ method: 'GET', url: '/speech/capabilities' }),
        await synthesize({ text: 'Hello' }, {}),
        await ctx.app.inject({ method: 'POST', url: '/speech/transcribe', payload: form.payload, headers: form.headers }),
      ];
      for (const response of answers) expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 401, body: { message: 'Please log in to continue.' } });
    });
  });
}

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
  beforeAll(async () => {
    ({ cookies } = await registerAndLogin(ctx.app));
  });

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
    const female = await ctx.app.inject({ method: 'POST', url: '/speech/synthesize', payload: { text: '  Good morning.  ', gender: 'Female' }, headers: { cookie: cookies } });
    expect(female.statusCode).toBe(200);
    expect(female.headers['content-type']).toBe('audio/mpeg');
    expect(female.headers['cache-control']).toBe('no-store');
    expect(Buffer.compare(female.rawPayload, Buffer.from(FAKE_MP3))).toBe(0);
    const male = await ctx.app.inject({ method: 'POST', url: '/speech/synthesize', payload: { text: 'Selamat pagi.', gender: 'Male', language: 'id-ID' }, headers: { cookie: cookies } });
    expect(male.statusCode).toBe(200);
    const unspecified = await ctx.app.inject({ method: 'POST', url: '/speech/synthesize', payload: { text: 'Hello.' }, headers: { cookie: cookies } });
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
    const refused = await ctx.app.inject({ method: 'POST', url: '/speech/synthesize', payload: { text: 'Hello.' }, headers: { cookie: cookies } });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 502,
      body: { message: "The speech provider refused this server's key. Please tell your administrator." },
    });
    fake.answerSpeechWith(() => ({ status: 404, message: 'no such model' }));
    const unknownModel = await ctx.app.inject({ method: 'POST', url: '/speech/synthesize', payload: { text: 'Hello.' }, headers: { cookie: cookies } });
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
  beforeAll(async () => {
    ({ cookies } = await registerAndLogin(ctx.app));
  });

  it('says transcription is OpenAI and speech is off, and answers a synthesis with 501 in plain words', async () => {
    const capabilities = await ctx.app.inject({ method: 'GET', url: '/speech/capabilities', headers: { cookie: cookies } });
    expect(capabilities.json()).toEqual({
      transcribe: { available: true, engine: 'openai', message: null },
      synthesize: { available: false, engine: null, message: SPEECH_MESSAGES.synthesizeOff, content_type: null },
    });
    const response = await ctx.app.inject({ method: 'POST', url: '/speech/synthesize', payload: { text: 'Hello.' }, headers: { cookie: cookies } });
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 501, body: { message: SPEECH_MESSAGES.synthesizeOff } });
    expect(capabilities.body + response.body).not.toMatch(OPERATOR_WORDS);
    // Bad input is still bad input.
    expect((await ctx.app.inject({ method: 'POST', url: '/speech/synthesize', payload: { text: '' }, headers: { cookie: cookies } })).statusCode).toBe(400);
  });
});

describe('[SPEECH] rate limits per person', () => {
  const ctx = useTestApp(undefined, { SPEECH_RATE_LIMIT_PER_MINUTE: '3' });

  it('answers 429 past the limit, to that person only, for each route separately', async () => {
    const first = await registerAndLogin(ctx.app);
    const second = await registerAndLogin(ctx.app);
    // Empty texts: refused at once, but counted, so the limit also bounds what bad requests cost.
    const synthesize = (cookies: string) => ctx.app.inject({ method: 'POST', url: '/speech/synthesize', payload: { text: '' }, headers: { cookie: cookies } });
    const statuses = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await synthesize(first.cookies)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const limited = await synthesize(first.cookies);
    expect(limited.json().message).toMatch(/^Too many requests\. Try again in/);
    expect((await synthesize(second.cookies)).statusCode).toBe(400);
    const form = multipart([audioPart(spokenWav())]);
    const transcribe = await ctx.app.inject({ method: 'POST', url: '/speech/transcribe', payload: form.payload, headers: { ...form.headers, cookie: first.cookies } });
    expect(transcribe.statusCode).toBe(501);
  });
});

describe('[SPEECH] at most SPEECH_CONCURRENT_PER_PERSON syntheses and transcriptions per person at once', () => {
  const fake = useFakeOpenAiServer();
  const ctx = useTestApp(undefined, () => ({ ...fakeProviderEnv(fake.url), AI_API_KEY: 'sk-fake-key', TEXT_TO_SPEECH: 'provider', SPEECH_CONCURRENT_PER_PERSON: '2' }));

  /** Holds every provider call until `release()`. */
  function holdProvider() {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    fake.answerSpeechWith(async () => {
      await gate;
      return { bytes: FAKE_MP3, contentType: 'audio/mpeg' };
    });
    fake.answerTranscriptionsWith(async () => {
      await gate;
      return 'Held words.';
    });
    return release;
  }

  it("answers the person's third synthesis at once with 429 and Retry-After; another person's goes through", async () => {
    const release = holdProvider();
    const first = await registerAndLogin(ctx.app);
    const second = await registerAndLogin(ctx.app);
    const synthesize = (cookies: string) => ctx.app.inject({ method: 'POST', url: '/speech/synthesize', payload: { text: 'Good morning.' }, headers: { cookie: cookies } });

    const held = [synthesize(first.cookies), synthesize(first.cookies)];
    await eventually(async () => fake.speeches.length, (count) => count === 2);
    const refused = await synthesize(first.cookies);
    expect({ status: refused.statusCode, retryAfter: refused.headers['retry-after'], body: refused.json() }).toEqual({
      status: 429,
      retryAfter: '1',
      body: { message: SPEECH_MESSAGES.tooManyAtOnce('synthesize', 2) },
    });
    expect(SPEECH_MESSAGES.tooManyAtOnce('synthesize', 2)).toBe('You already have 2 texts being spoken, the most at once. Try again when one has finished.');
    expect(fake.speeches).toHaveLength(2);

    const others = synthesize(second.cookies);
    await eventually(async () => fake.speeches.length, (count) => count === 3);
    expect(fake.speeches).toHaveLength(3);
    release();
    expect((await Promise.all([...held, others])).map((response) => response.statusCode)).toEqual([200, 200, 200]);
    // The slots are free again once the syntheses are done.
    expect((await synthesize(first.cookies)).statusCode).toBe(200);
  });

  it("answers the person's third transcription with 429 before the provider hears it; another person's goes through", async () => {
    const release = holdProvider();
    const first = await registerAndLogin(ctx.app);
    const second = await registerAndLogin(ctx.app);
    const transcribe = (cookies: string) => {
      const form = multipart([audioPart(spokenWav())]);
      return ctx.app.inject({ method: 'POST', url: '/speech/transcribe', payload: form.payload, headers: { ...form.headers, cookie: cookies } });
    };

    const held = [transcribe(first.cookies), transcribe(first.cookies)];
    await eventually(async () => fake.transcriptions.length, (count) => count === 2);
    const refused = await transcribe(first.cookies);
    expect({ status: refused.statusCode, retryAfter: refused.headers['retry-after'], body: refused.json() }).toEqual({
      status: 429,
      retryAfter: '1',
      body: { message: SPEECH_MESSAGES.tooManyAtOnce('transcribe', 2) },
    });
    const others = transcribe(second.cookies);
    await eventually(async () => fake.transcriptions.length, (count) => count === 3);
    release();
    expect((await Promise.all([...held, others])).map((response) => response.json())).toEqual([
      { text: 'Held words.' },
      { text: 'Held words.' },
      { text: 'Held words.' },
    ]);
    expect(fake.transcriptions).toHaveLength(3);
  });
});
