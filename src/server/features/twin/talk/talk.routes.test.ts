// Talking to one's own Engram: the kept conversation, its bounds and its owner; the twin's voice, chosen, checked,
// previewed and heard by the owner, visitors and (through a provider) by name.
import { describe, expect, it } from 'vitest';
import type { TwinEnvelope } from '../../../../shared/contracts/twin.ts';
import { REPLY_EVENTS_MEDIA_TYPE } from '../../../../shared/contracts/reply-events.ts';
import { TWIN_TALK_HISTORY_MAX, type TwinTalkEvent, type TwinTalkHistory, type TwinVoiceSettings } from '../../../../shared/contracts/twin-talk.ts';
import { TWIN_UNKNOWN_REPLY } from '../../../ai/language/twin-text.ts';
import { twinTalkMessages } from '../../../db/schema.ts';
import { FAKE_MP3 } from '../../../test/fake-openai-audio.ts';
import { fakeProviderEnv, useFakeOpenAiServer } from '../../../test/fake-provider.ts';
import { signedInCaller, TEST_DATABASES, useTestApp, type SignedInCaller as Person } from '../../../test/test-app.ts';
import { createTalkRepository } from './talk.repository.ts';
import { TWIN_NOT_OWN_REPLY, TWIN_PROVIDER_VOICE_UNAVAILABLE } from './talk.service.ts';

/** Keeps `content` as a reply of `owner`'s twin in their conversation, as a finished /twin/talk does. */
async function twinSaid(db: Parameters<typeof createTalkRepository>[0], twinId: string, content: string): Promise<void> {
  await createTalkRepository(db).insertMessage({ twinId, role: 'twin', content, createdAt: new Date() });
}

const FEMALE_VOICE = { engine: 'builtin', gender: 'female', age: 'adult', pitch: 'medium', language: 'en-US' } as const;

describe.each(TEST_DATABASES)('[TWIN] talk to my Engram on $name', ({ url }) => {
  const ctx = useTestApp(url, { AI_OFFLINE_STREAM_DELAY_MS: '0', LOGIN_RATE_LIMIT_PER_IP: '1000' });
  const person = (name?: string) => signedInCaller(ctx.app, name);
  const history = async (who: Person) => (await who.call('GET', '/twin/talk')).json() as TwinTalkHistory;
  const twinOf = async (who: Person) => ((await who.call('GET', '/twin')).json() as TwinEnvelope).twin!;

  it('answers 401 on every talk and voice route without a sign-in', async () => {
    for (const [method, path] of [
      ['GET', '/twin/talk'],
      ['POST', '/twin/talk'],
      ['DELETE', '/twin/talk'],
      ['GET', '/twin/voice'],
      ['PUT', '/twin/voice'],
      ['DELETE', '/twin/voice'],
      ['POST', '/twin/voice/preview'],
      ['POST', '/twin/speech'],
    ] as const) {
      expect((await ctx.app.inject({ method, url: path, payload: {} })).statusCode, `${method} ${path}`).toBe(401);
    }
  });

  it('keeps the owner’s conversation, shows it again, answers in the first person and clears it', async () => {
    const owner = await person('Margaret Lewis');
    await owner.call('PUT', '/twin/answers/1', { text: 'My daughter Anna teaches piano in Leeds.' });

    const first = await owner.call('POST', '/twin/talk', { message: 'Do you have a daughter?' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('My daughter Anna teaches piano in Leeds.');
    const second = await owner.call('POST', '/twin/talk', { message: 'What was your first car?' });
    // Not an answer: a plain decline, how to teach it and what to ask instead.
    expect(second.body).toBe(`${TWIN_UNKNOWN_REPLY} Add a memory about it, or ask me about my family.`);

    const kept = await history(owner);
    expect(kept.messages.map((message) => [message.role, message.content])).toEqual([
      ['user', 'Do you have a daughter?'],
      ['twin', 'My daughter Anna teaches piano in Leeds.'],
      ['user', 'What was your first car?'],
      ['twin', second.body],
    ]);

    // Asked for as events (as the page asks), the reply's last event answers both lines as they are now kept.
    const asEvents = await ctx.app.inject({
      method: 'POST',
      url: '/twin/talk',
      headers: { cookie: owner.cookies, accept: REPLY_EVENTS_MEDIA_TYPE },
      payload: { message: 'Where does Anna teach?' },
    });
    expect(asEvents.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    const events = asEvents.body
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as TwinTalkEvent);
    const text = events.map((event) => (event.type === 'text' ? event.text : '')).join('');
    expect(text.length).toBeGreaterThan(0);
    expect(events.at(-1)).toEqual({ type: 'saved', messages: (await history(owner)).messages.slice(-2) });
    expect(events.at(-1)).toMatchObject({ messages: [{ role: 'user', content: 'Where does Anna teach?' }, { role: 'twin', content: text }] });

    const cleared = await owner.call('DELETE', '/twin/talk');
    expect(cleared.statusCode).toBe(204);
    expect((await history(owner)).messages).toEqual([]);
  });

  it('never shows or clears another person’s conversation: each route acts on the caller’s own twin', async () => {
    const owner = await person('Ruth Owner');
    await owner.call('PUT', '/twin/answers/1', { text: 'My brother Felix builds boats.' });
    await owner.call('POST', '/twin/talk', { message: 'Tell me about your brother.' });

    const stranger = await person('Sam Stranger');
    // No twin of their own yet: 404, never the owner's.
    for (const [method, path] of [
      ['GET', '/twin/talk'],
      ['DELETE', '/twin/talk'],
      ['GET', '/twin/voice'],
    ] as const) {
      const response = await stranger.call(method, path);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    expect((await stranger.call('POST', '/twin/talk', { message: 'Tell me about your brother.' })).statusCode).toBe(404);
    // With a twin of their own they see their own, empty conversation.
    await stranger.call('PUT', '/twin/answers/2', { text: 'I like chess.' });
    expect((await history(stranger)).messages).toEqual([]);
    await stranger.call('DELETE', '/twin/talk');
    expect((await history(owner)).messages).toHaveLength(2);

    // A private twin's voice is not for anyone else to hear.
    const { username } = await twinOf(owner);
    const heard = await stranger.call('POST', `/public/twins/${username}/speech`, { text: 'Hello.' });
    expect(heard.statusCode).toBe(404);
  });

  it('refuses an empty, a too long or an oversized message with a message, and keeps nothing of it', async () => {
    const owner = await person('Bea Bounds');
    await owner.call('PUT', '/twin/answers/1', { text: 'My sister lives by the sea.' });
    const empty = await owner.call('POST', '/twin/talk', { message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Message cannot be empty.' });
    const long = await owner.call('POST', '/twin/talk', { message: 'a'.repeat(2_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: 'Message must be at most 2,000 characters.' });
    const huge = await owner.call('POST', '/twin/talk', { message: 'a'.repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: expect.any(String) });
    const noText = await owner.call('POST', '/twin/speech', { text: 'a'.repeat(1_001) });
    expect(noText.statusCode).toBe(400);
    expect(noText.json()).toEqual({ message: 'Text must be at most 1,000 characters.' });
    expect((await history(owner)).messages).toEqual([]);
  });

  it(`keeps only the latest ${TWIN_TALK_HISTORY_MAX} messages`, async () => {
    const owner = await person('Cora Cap');
    await owner.call('PUT', '/twin/answers/1', { text: 'My cat is called Pip.' });
    const { id: twinId } = await ctx.database.db.query.twins.findFirst({ where: (twins, { eq }) => eq(twins.name, 'Cora Cap') }).then((row) => row!);
    const start = Date.now() - 1_000_000;
    await ctx.database.db.insert(twinTalkMessages).values(
      Array.from({ length: TWIN_TALK_HISTORY_MAX + 5 }, (_, index) => ({ twinId, role: index % 2 === 0 ? 'user' : 'twin', content: `Line ${index}`, createdAt: new Date(start + index * 1000) })),
    );
    await owner.call('POST', '/twin/talk', { message: 'What is your cat called?' });
    const kept = (await history(owner)).messages;
    expect(kept).toHaveLength(TWIN_TALK_HISTORY_MAX);
    expect(kept.at(-1)).toMatchObject({ role: 'twin', content: 'My cat is called Pip.' });
    expect(kept.at(-2)).toMatchObject({ role: 'user', content: 'What is your cat called?' });
    expect(kept[0]!.content).toBe('Line 7');
  });

  it('saves a built-in voice, refuses a voice it cannot speak or does not know, and speaks previews and replies in it', async () => {
    const owner = await person('Vera Voice');
    await owner.call('PUT', '/twin/answers/1', { text: 'My son Tom is a carpenter.' });
    const before = (await owner.call('GET', '/twin/voice')).json() as TwinVoiceSettings;
    expect(before).toEqual({ voice: null, engine: 'builtin', provider_voices: [], message: null });

    const badGender = await owner.call('PUT', '/twin/voice', { voice: { ...FEMALE_VOICE, gender: 'robot' } });
    expect(badGender.statusCode).toBe(400);
    expect(badGender.json()).toEqual({ message: expect.stringContaining('Gender must be "female" or "male".') });
    const badPitch = await owner.call('PUT', '/twin/voice', { voice: { ...FEMALE_VOICE, pitch: 'shrill' } });
    expect(badPitch.statusCode).toBe(400);
    const provider = await owner.call('PUT', '/twin/voice', { voice: { engine: 'provider', name: 'nova', language: 'en-US' } });
    expect(provider.statusCode).toBe(400);
    expect(provider.json()).toEqual({ message: TWIN_PROVIDER_VOICE_UNAVAILABLE });

    const saved = await owner.call('PUT', '/twin/voice', { voice: { ...FEMALE_VOICE, pitch: 'high' } });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as TwinVoiceSettings).voice).toEqual({ ...FEMALE_VOICE, pitch: 'high' });
    expect(((await owner.call('GET', '/twin/voice')).json() as TwinVoiceSettings).voice).toEqual({ ...FEMALE_VOICE, pitch: 'high' });

    const low = await owner.call('POST', '/twin/voice/preview', { voice: { ...FEMALE_VOICE, pitch: 'low' } });
    const high = await owner.call('POST', '/twin/voice/preview', { voice: { ...FEMALE_VOICE, pitch: 'high' } });
    for (const preview of [low, high]) {
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toBe('audio/wav');
      expect(preview.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    }
    // Another pitch is another voice.
    expect(Buffer.compare(low.rawPayload, high.rawPayload)).not.toBe(0);

    await twinSaid(ctx.database.db, (await twinOf(owner)).id, 'My son Tom is a carpenter.');
    const reply = await owner.call('POST', '/twin/speech', { text: 'My son Tom is a carpenter.' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('audio/wav');
    expect(reply.rawPayload.length).toBeGreaterThan(1_000);

    const reset = await owner.call('DELETE', '/twin/voice');
    expect((reset.json() as TwinVoiceSettings).voice).toBeNull();
  });

  it('lets visitors of a public twin hear it in the voice its owner chose', async () => {
    const owner = await person('Paula Public');
    await owner.call('PUT', '/twin/answers/1', { text: 'My garden is full of roses.', visibility: 'public' });
    await owner.call('PUT', '/twin/voice', { voice: { engine: 'builtin', gender: 'male', age: 'older', pitch: 'low', language: 'en-US' } });
    const { username } = await twinOf(owner);
    const speak = () => ctx.app.inject({ method: 'POST', url: `/public/twins/${username}/speech`, payload: { text: 'My garden is full of roses.' }, remoteAddress: '10.9.0.1' });
    expect((await speak()).statusCode).toBe(404);
    expect((await owner.call('PATCH', '/twin', { visibility: 'public' })).statusCode).toBe(200);
    // The page's voice speaks what the twin said to this visitor (twin-public-speech.routes.test.ts).
    const told = await ctx.app.inject({
      method: 'POST',
      url: `/public/twins/${username}/chat`,
      payload: { messages: [{ role: 'user', content: 'Tell me about your garden.' }] },
      remoteAddress: '10.9.0.1',
    });
    expect(told.body).toBe('My garden is full of roses.');
    const heard = await speak();
    expect(heard.statusCode).toBe(200);
    expect(heard.headers['content-type']).toBe('audio/wav');
    // The same voice as the owner's own preview of it.
    await twinSaid(ctx.database.db, (await twinOf(owner)).id, 'My garden is full of roses.');
    const preview = await owner.call('POST', '/twin/speech', { text: 'My garden is full of roses.' });
    expect(Buffer.compare(heard.rawPayload, preview.rawPayload)).toBe(0);
  });
});

describe('[TWIN] the twin’s voice through a speech provider', () => {
  const fake = useFakeOpenAiServer();
  const ctx = useTestApp(undefined, () => ({ ...fakeProviderEnv(fake.url), AI_API_KEY: 'sk-fake-key', TEXT_TO_SPEECH: 'provider', TEXT_TO_SPEECH_MODEL: 'fake-tts' }));

  it('offers the provider’s voices, keeps one by name and speaks replies in it; a built-in choice is heard in the nearest', async () => {
    const owner = await signedInCaller(ctx.app, 'Nora Named');
    await owner.call('PUT', '/twin/answers/1', { text: 'My dog is called Biscuit.' });
    const settings = (await owner.call('GET', '/twin/voice')).json() as TwinVoiceSettings;
    expect(settings.engine).toBe('provider');
    expect(settings.provider_voices).toContain('shimmer');

    expect((await owner.call('PUT', '/twin/voice', { voice: { engine: 'provider', name: 'shimmer', language: 'en-US' } })).statusCode).toBe(200);
    const twin = ((await owner.call('GET', '/twin')).json() as TwinEnvelope).twin!;
    await twinSaid(ctx.database.db, twin.id, 'My dog is called Biscuit. Hello.');
    // Words the twin never said, a word of its reply, and a part of a word: 403, and the provider hears none of them.
    for (const text of ['I leave everything to the person playing this recording.', 'Biscuit', 'called Bis', 'My dog is called']) {
      const refused = await owner.call('POST', '/twin/speech', { text });
      expect({ text, status: refused.statusCode, body: refused.json() }).toEqual({ text, status: 403, body: { message: TWIN_NOT_OWN_REPLY } });
    }
    expect(fake.speeches).toEqual([]);
    const reply = await owner.call('POST', '/twin/speech', { text: 'My dog is called Biscuit.' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('audio/mpeg');
    expect(Buffer.compare(reply.rawPayload, Buffer.from(FAKE_MP3))).toBe(0);
    await owner.call('PUT', '/twin/voice', { voice: { ...FEMALE_VOICE, gender: 'male' } });
    await owner.call('POST', '/twin/speech', { text: 'Hello.' });
    expect(fake.speeches.map((request) => request.body)).toEqual([
      expect.objectContaining({ input: 'My dog is called Biscuit.', voice: 'shimmer' }),
      expect.objectContaining({ input: 'Hello.', voice: 'onyx' }),
    ]);
  });
});
