// The public page's voice speaks only what the twin said to the one asking: a reply (or a sentence of it) given to
// this visitor or account by this twin in the last 30 minutes, through the speech provider; any other words answer
// 403 before the provider hears of them. Kept in PostgreSQL, so every instance answers the same.
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TwinEnvelope } from '../../../../shared/contracts/twin.ts';
import { TWIN_MESSAGES, TWIN_SPOKEN_REPLY_MINUTES, TWIN_SPOKEN_REPLIES_KEPT, TWIN_SPOKEN_REPLY_MAX_LENGTH } from '../../../../shared/contracts/twin-constants.ts';
import { leadingSpeakablePassage } from '../../../../shared/speakable-text.ts';
import { createLimitsRepository } from '../../../db/limits.repository.ts';
import { twinSpokenReplies } from '../../../db/schema.ts';
import { FAKE_MP3 } from '../../../test/fake-openai-audio.ts';
import { fakeStream } from '../../../test/fake-openai-server.ts';
import { fakeProviderEnv, useFakeOpenAiServer } from '../../../test/fake-provider.ts';
import { signedInCaller, useTestApp, useTwoInstances } from '../../../test/test-app.ts';

const GARDEN = 'My garden is full of roses. They climb over the old wall every summer.';
const SECOND_SENTENCE = 'They climb over the old wall every summer.';
const GARDEN_QUESTION = 'Tell me about the roses in your garden.';
const MINUTE_MS = 60_000;

describe('[TWIN] the public voice speaks only the twin’s own replies to the caller', () => {
  const fake = useFakeOpenAiServer();
  // Replies come from the offline engine; speech from the fake provider, so every synthesis is seen.
  const ctx = useTestApp(undefined, () => ({
    SPEECH_BASE_URL: fake.url,
    SPEECH_API_KEY: 'sk-fake-key',
    TEXT_TO_SPEECH: 'provider',
    TEXT_TO_SPEECH_MODEL: 'fake-tts',
    AI_OFFLINE_STREAM_DELAY_MS: '0',
    LOGIN_RATE_LIMIT_PER_IP: '1000',
    TWIN_PUBLIC_CHAT_PER_MINUTE: '100',
  }));
  afterEach(() => vi.useRealTimers());

  let addressCounter = 0;
  const nextAddress = () => `10.7.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

  /** A public twin whose owner shared `text` publicly and chose a provider's voice; answers its username. */
  const publicTwin = async (name: string, text: string) => {
    const owner = await signedInCaller(ctx.app, name);
    expect((await owner.call('PUT', '/twin/answers/1', { text, visibility: 'public' })).statusCode).toBe(200);
    expect((await owner.call('PUT', '/twin/voice', { voice: { engine: 'provider', name: 'shimmer', language: 'en-US' } })).statusCode).toBe(200);
    expect((await owner.call('PATCH', '/twin', { visibility: 'public' })).statusCode).toBe(200);
    const { username } = ((await owner.call('GET', '/twin')).json() as TwinEnvelope).twin!;
    return { owner, username };
  };
  const chat = async (username: string, content: string, address: string, cookies?: string) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/public/twins/${username}/chat`,
      payload: { messages: [{ role: 'user', content }] },
      remoteAddress: address,
      headers: cookies ? { cookie: cookies } : {},
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const speak = (username: string, text: string, address: string, cookies?: string) =>
    ctx.app.inject({ method: 'POST', url: `/public/twins/${username}/speech`, payload: { text }, remoteAddress: address, headers: cookies ? { cookie: cookies } : {} });
  const expectRefused = async (response: Awaited<ReturnType<typeof speak>>) => {
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: TWIN_MESSAGES.notOwnReply });
  };
  const spokenInputs = () => fake.speeches.map((request) => (request.body as { input: string }).input);

  it('speaks a reply the visitor was given, whole, one sentence of it, and with its whitespace changed', async () => {
    const { username } = await publicTwin('Greta Gardener', GARDEN);
    const visitor = nextAddress();
    const reply = await chat(username, GARDEN_QUESTION, visitor);
    expect(reply).toBe(GARDEN);

    const whole = await speak(username, reply, visitor);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(Buffer.compare(whole.rawPayload, Buffer.from(FAKE_MP3))).toBe(0);
    expect((await speak(username, SECOND_SENTENCE, visitor)).statusCode).toBe(200);
    expect((await speak(username, `  My garden is full of roses.\n They climb  over ${SECOND_SENTENCE.slice('They climb over '.length)} `, visitor)).statusCode).toBe(200);
    expect(spokenInputs()).toEqual([GARDEN, SECOND_SENTENCE, GARDEN]);
    expect(fake.speeches.every((request) => (request.body as { voice: string }).voice === 'shimmer')).toBe(true);
  });

  it('answers 403 to a part of a word, a word or half a sentence of a reply, and the provider hears none of it', async () => {
    const { username } = await publicTwin('Tara Therapist', 'I worked as a therapist in Bandung for twenty years.');
    const visitor = nextAddress();
    const reply = await chat(username, 'What did you do for work?', visitor);
    expect(reply).toContain('therapist');
    for (const text of ['rapist', 'a', 'hera', 'therapist', 'I worked as a therapist']) await expectRefused(await speak(username, text, visitor));
    expect(fake.speeches).toEqual([]);
  });

  it('answers 403 to any other text, before and after a chat, and the provider hears none of it', async () => {
    const { username } = await publicTwin('Hector Heard', GARDEN);
    const visitor = nextAddress();
    await expectRefused(await speak(username, 'I leave everything to the person playing this recording.', visitor));
    const reply = await chat(username, GARDEN_QUESTION, visitor);
    const other = await chat(username, 'What was your first car?', visitor);
    await expectRefused(await speak(username, 'I leave everything to the person playing this recording.', visitor));
    await expectRefused(await speak(username, `${reply} And I never loved any of you.`, visitor));
    // Two replies run together were never said as one.
    await expectRefused(await speak(username, `${reply} ${other}`, visitor));
    await expectRefused(await speak(username, 'my garden is full of roses.', visitor));
    expect(fake.speeches).toEqual([]);
  });

  it('speaks to the one who was told only: not another address, not a signed-in account from the same address', async () => {
    const { owner, username } = await publicTwin('Iris Ingram', GARDEN);
    const first = nextAddress();
    const reply = await chat(username, GARDEN_QUESTION, first);
    await expectRefused(await speak(username, reply, nextAddress()));
    const stranger = await signedInCaller(ctx.app, 'Sid Stranger');
    await expectRefused(await speak(username, reply, first, stranger.cookies));
    // A signed-in reader is known by their account, whatever their address.
    expect(await chat(username, GARDEN_QUESTION, first, owner.cookies)).toBe(GARDEN);
    expect((await speak(username, reply, nextAddress(), owner.cookies)).statusCode).toBe(200);
    await expectRefused(await speak(username, reply, nextAddress(), stranger.cookies));
    expect(spokenInputs()).toEqual([GARDEN]);
  });

  it('never speaks another twin’s reply through this twin’s page', async () => {
    const other = await publicTwin('Jon Jensen', GARDEN);
    const { username } = await publicTwin('Kay Keller', 'My bicycle is painted green.');
    const visitor = nextAddress();
    const reply = await chat(other.username, GARDEN_QUESTION, visitor);
    await expectRefused(await speak(username, reply, visitor));
    expect((await speak(other.username, reply, visitor)).statusCode).toBe(200);
    expect(spokenInputs()).toEqual([GARDEN]);
  });

  it(`refuses a reply after ${TWIN_SPOKEN_REPLY_MINUTES} minutes, and the clean-up of expired limits deletes it`, async () => {
    const { username } = await publicTwin('Lena Later', GARDEN);
    const visitor = nextAddress();
    const rowsOfTwin = async () => {
      const [twin] = await ctx.database.db.query.twins.findMany({ where: (twins, { eq: is }) => is(twins.username, username), limit: 1 });
      const [row] = await ctx.database.db.select({ rows: count() }).from(twinSpokenReplies).where(eq(twinSpokenReplies.twinId, twin!.id));
      return row!.rows;
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    const reply = await chat(username, GARDEN_QUESTION, visitor);
    expect(await rowsOfTwin()).toBe(1);
    vi.setSystemTime(Date.now() + (TWIN_SPOKEN_REPLY_MINUTES - 1) * MINUTE_MS);
    expect((await speak(username, reply, visitor)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 2 * MINUTE_MS);
    await expectRefused(await speak(username, reply, visitor));
    expect(spokenInputs()).toEqual([GARDEN]);

    await createLimitsRepository(ctx.database.db).deleteExpired(new Date());
    expect(await rowsOfTwin()).toBe(0);
  });

  it(`keeps the latest ${TWIN_SPOKEN_REPLIES_KEPT} replies to each listener`, async () => {
    const { username } = await publicTwin('Mara Many', GARDEN);
    const visitor = nextAddress();
    const reply = await chat(username, GARDEN_QUESTION, visitor);
    for (let index = 0; index < TWIN_SPOKEN_REPLIES_KEPT - 1; index += 1) await chat(username, `What was your car number ${index}?`, visitor);
    expect((await speak(username, reply, visitor)).statusCode).toBe(200);
    await chat(username, 'What was your last car?', visitor);
    await expectRefused(await speak(username, reply, visitor));
    expect(spokenInputs()).toEqual([GARDEN]);

    // The sweep deletes what is past the latest ones.
    const [twin] = await ctx.database.db.query.twins.findMany({ where: (twins, { eq: is }) => is(twins.username, username), limit: 1 });
    const kept = async () => (await ctx.database.db.select({ rows: count() }).from(twinSpokenReplies).where(eq(twinSpokenReplies.twinId, twin!.id)))[0]!.rows;
    expect(await kept()).toBe(TWIN_SPOKEN_REPLIES_KEPT + 1);
    await createLimitsRepository(ctx.database.db).deleteExpired(new Date());
    expect(await kept()).toBe(TWIN_SPOKEN_REPLIES_KEPT);
  });

  it('still answers 400 to an empty text or one over 1,000 characters', async () => {
    const { username } = await publicTwin('Nell Bounds', GARDEN);
    const visitor = nextAddress();
    await chat(username, GARDEN_QUESTION, visitor);
    const long = await speak(username, 'a'.repeat(1_001), visitor);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: 'Text must be at most 1,000 characters.' });
    expect((await speak(username, '   ', visitor)).statusCode).toBe(400);
    expect(fake.speeches).toEqual([]);
  });
});

describe('[TWIN] the public voice keeps a bounded part of a long reply', () => {
  const fake = useFakeOpenAiServer();
  // The model and the voice are the fake provider; no worker, so no summary job asks the model anything in between.
  const ctx = useTestApp(undefined, () => ({
    ...fakeProviderEnv(fake.url),
    AI_API_KEY: 'sk-fake-key',
    TEXT_TO_SPEECH: 'provider',
    TEXT_TO_SPEECH_MODEL: 'fake-tts',
    WORKER: 'false',
    LOGIN_RATE_LIMIT_PER_IP: '1000',
  }));

  it(`speaks the start of a reply over ${TWIN_SPOKEN_REPLY_MAX_LENGTH.toLocaleString('en-US')} characters, as the page sends it, but not what lies past the bound`, async () => {
    const owner = await signedInCaller(ctx.app, 'Olga Long');
    await owner.call('PUT', '/twin/answers/1', { text: 'The roses climb over the old wall in summer. The last rose of the year is always the sweetest.', visibility: 'public' });
    expect((await owner.call('PATCH', '/twin', { visibility: 'public' })).statusCode).toBe(200);
    const { username } = ((await owner.call('GET', '/twin')).json() as TwinEnvelope).twin!;
    const sentence = 'The roses climb over the old wall in summer. ';
    const last = 'The last rose of the year is always the sweetest.';
    fake.respondWith(fakeStream([...Array.from({ length: Math.ceil(TWIN_SPOKEN_REPLY_MAX_LENGTH / sentence.length) + 1 }, () => sentence), last], 0));
    const told = await ctx.app.inject({
      method: 'POST',
      url: `/public/twins/${username}/chat`,
      payload: { messages: [{ role: 'user', content: 'Tell me about the roses.' }] },
      remoteAddress: '10.8.0.1',
    });
    expect(told.statusCode).toBe(200);
    expect(told.body.length).toBeGreaterThan(TWIN_SPOKEN_REPLY_MAX_LENGTH);
    expect(told.body.trimEnd().endsWith(last)).toBe(true);

    const [kept] = await ctx.database.db.select({ text: twinSpokenReplies.text }).from(twinSpokenReplies).limit(1);
    expect(kept!.text.length).toBeLessThanOrEqual(TWIN_SPOKEN_REPLY_MAX_LENGTH);
    const speak = (text: string) => ctx.app.inject({ method: 'POST', url: `/public/twins/${username}/speech`, payload: { text }, remoteAddress: '10.8.0.1' });
    const start = leadingSpeakablePassage(told.body);
    expect(start.length).toBeGreaterThan(900);
    expect((await speak(start)).statusCode).toBe(200);
    // A cut through the middle of a sentence is not a sentence.
    expect((await speak(told.body.slice(0, 1_000))).statusCode).toBe(403);
    expect((await speak(last)).statusCode).toBe(403);
    expect(fake.speeches.map((request) => (request.body as { input: string }).input)).toEqual([start]);
  });
});

describe('[TWIN] the public voice on several instances', () => {
  const pair = useTwoInstances(undefined, { AI_OFFLINE_STREAM_DELAY_MS: '0', LOGIN_RATE_LIMIT_PER_IP: '1000' });

  it('speaks on one instance the reply the visitor was given on another, and nothing else there', async () => {
    const owner = await signedInCaller(pair.first, 'Pia Pair');
    await owner.call('PUT', '/twin/answers/1', { text: GARDEN, visibility: 'public' });
    expect((await owner.call('PATCH', '/twin', { visibility: 'public' })).statusCode).toBe(200);
    const { username } = ((await owner.call('GET', '/twin')).json() as TwinEnvelope).twin!;
    const told = await pair.first.inject({ method: 'POST', url: `/public/twins/${username}/chat`, payload: { messages: [{ role: 'user', content: GARDEN_QUESTION }] }, remoteAddress: '10.6.0.1' });
    expect(told.body).toBe(GARDEN);
    const speakOnSecond = (text: string) => pair.second.inject({ method: 'POST', url: `/public/twins/${username}/speech`, payload: { text }, remoteAddress: '10.6.0.1' });
    const heard = await speakOnSecond(SECOND_SENTENCE);
    expect(heard.statusCode).toBe(200);
    expect(heard.headers['content-type']).toBe('audio/wav');
    expect((await speakOnSecond('I never planted anything.')).statusCode).toBe(403);
  });
});
