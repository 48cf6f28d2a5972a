import { describe, expect, it } from 'vitest';
import { multipart } from '../../test/multipart.ts';
import { FAKE_MP3 } from '../../test/fake-openai-audio.ts';
import { buildSessionWithLines } from '../../test/builders.ts';
import { useFakeOpenAiServer } from '../../test/fake-provider.ts';
import { eventually, registerAndLogin, signUpPerson, useTestApp } from '../../test/test-app.ts';
import { SPEECH_MESSAGES } from './speech-messages.ts';
import { audioPart, spokenWav } from './speech.test-helpers.ts';

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
  const ctx = useTestApp(undefined, () => ({ SPEECH_TO_TEXT: 'provider', SPEECH_BASE_URL: fake.url, SPEECH_API_KEY: 'sk-fake-key', TEXT_TO_SPEECH: 'provider', SPEECH_CONCURRENT_PER_PERSON: '2' }));

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
    const first = await signUpPerson(ctx);
    const second = await signUpPerson(ctx);
    const sessions = new Map<string, string>();
    for (const person of [first, second]) sessions.set(person.cookies, await buildSessionWithLines(ctx.database.db, person.userId, [{ content: 'Good morning.' }]));
    const synthesize = (cookies: string) =>
      ctx.app.inject({ method: 'POST', url: '/speech/synthesize', payload: { conversation_id: sessions.get(cookies), text: 'Good morning.' }, headers: { cookie: cookies } });

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
