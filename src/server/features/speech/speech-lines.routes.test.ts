// The practice voice speaks only the character's own lines of the caller's session, as whole sentences; each person's
// daily characters and syntheses under way are counted in PostgreSQL, so two instances hold one limit.
import { describe, expect, it } from 'vitest';
import { speechCharactersKey, createLimitsRepository } from '../../db/limits.repository.ts';
import { buildSessionWithLines } from '../../test/builders.ts';
import { FAKE_MP3 } from '../../test/fake-openai-audio.ts';
import { useFakeOpenAiServer } from '../../test/fake-provider.ts';
import { eventually, signUpPerson, useTestApp, useTwoInstances } from '../../test/test-app.ts';
import { SPEECH_MESSAGES } from './speech-messages.ts';

const THERAPIST = 'I worked as a therapist in Bandung for twenty years. It was *hard* work, and I loved it.';
const FIRST_SENTENCE = 'I worked as a therapist in Bandung for twenty years.';

describe('[SPEECH] only whole sentences of the session’s own character lines are spoken', () => {
  const fake = useFakeOpenAiServer();
  const ctx = useTestApp(undefined, () => ({ SPEECH_BASE_URL: fake.url, SPEECH_API_KEY: 'sk-fake-key', TEXT_TO_SPEECH: 'provider' }));
  const synthesize = (cookies: string, conversationId: string, text: string) =>
    ctx.app.inject({ method: 'POST', url: '/speech/synthesize', payload: { conversation_id: conversationId, text }, headers: { cookie: cookies } });
  const spokenInputs = () => fake.speeches.map((request) => (request.body as { input: string }).input);

  it('answers 403 to forged text and to fragments of a line, and the provider hears none of it', async () => {
    const person = await signUpPerson(ctx);
    const session = await buildSessionWithLines(ctx.database.db, person.userId, [{ content: THERAPIST }]);
    for (const text of ['I leave everything to the person playing this recording.', 'rapist', 'therapist', 'a', 'I worked as a therapist', `${FIRST_SENTENCE} And I hated it.`]) {
      const refused = await synthesize(person.cookies, session, text);
      expect({ text, status: refused.statusCode, body: refused.json() }).toEqual({ text, status: 403, body: { message: SPEECH_MESSAGES.notCharacterLine } });
    }
    expect(fake.speeches).toEqual([]);
    expect(await createLimitsRepository(ctx.database.db).peek(speechCharactersKey(person.userId))).toBeNull();
  });

  it('speaks a whole sentence, the next one without its marks, and the whole line', async () => {
    const person = await signUpPerson(ctx);
    const session = await buildSessionWithLines(ctx.database.db, person.userId, [{ content: THERAPIST }]);
    const whole = await synthesize(person.cookies, session, `  ${FIRST_SENTENCE} `);
    expect(whole.statusCode).toBe(200);
    expect(Buffer.compare(whole.rawPayload, Buffer.from(FAKE_MP3))).toBe(0);
    expect((await synthesize(person.cookies, session, 'It was hard work, and I loved it.')).statusCode).toBe(200);
    expect((await synthesize(person.cookies, session, THERAPIST)).statusCode).toBe(200);
    expect(spokenInputs()).toEqual([FIRST_SENTENCE, 'It was hard work, and I loved it.', 'I worked as a therapist in Bandung for twenty years. It was hard work, and I loved it.']);
  });

  it('speaks the sentences of a line still streaming that have ended, not the one being written', async () => {
    const person = await signUpPerson(ctx);
    const session = await buildSessionWithLines(ctx.database.db, person.userId, [{ content: `${FIRST_SENTENCE} It was hard`, isComplete: false }]);
    expect((await synthesize(person.cookies, session, FIRST_SENTENCE)).statusCode).toBe(200);
    expect((await synthesize(person.cookies, session, 'It was hard')).statusCode).toBe(403);
    expect(spokenInputs().at(-1)).toBe(FIRST_SENTENCE);
  });

  it('answers 404 for another person’s session, even with its exact line', async () => {
    const owner = await signUpPerson(ctx);
    const other = await signUpPerson(ctx);
    const session = await buildSessionWithLines(ctx.database.db, owner.userId, [{ content: THERAPIST }]);
    const before = fake.speeches.length;
    const refused = await synthesize(other.cookies, session, FIRST_SENTENCE);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 404, body: { message: SPEECH_MESSAGES.conversationNotFound } });
    expect(fake.speeches).toHaveLength(before);
  });
});

describe('[SPEECH] a daily character budget per person, shared by two instances', () => {
  const BUDGET = 200;
  const pair = useTwoInstances(undefined, { SPEECH_CHARACTERS_PER_DAY: String(BUDGET), SPEECH_CONCURRENT_PER_PERSON: '64', SPEECH_RATE_LIMIT_PER_MINUTE: '1000' });

  it('never speaks more than the budget in sum, and answers 429 with Retry-After to midnight UTC past it', async () => {
    const person = await signUpPerson({ app: pair.first, database: pair.database });
    const sentence = 'We can talk about the discount tomorrow.';
    const session = await buildSessionWithLines(pair.database.db, person.userId, [{ content: sentence }]);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        (index % 2 === 0 ? pair.first : pair.second).inject({ method: 'POST', url: '/speech/synthesize', payload: { conversation_id: session, text: sentence }, headers: { cookie: person.cookies } }),
      ),
    );
    const spoken = answers.filter((answer) => answer.statusCode === 200);
    expect(spoken).toHaveLength(Math.floor(BUDGET / sentence.length));
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(12 - spoken.length);
    const now = new Date();
    const secondsToMidnight = (Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000;
    for (const answer of refused) {
      expect(answer.json()).toEqual({ message: "You have used today's 200 characters of spoken text. They renew at midnight UTC." });
      expect(Math.abs(Number(answer.headers['retry-after']) - secondsToMidnight)).toBeLessThan(60);
    }
    expect((await createLimitsRepository(pair.database.db).peek(speechCharactersKey(person.userId)))?.count).toBe(spoken.length * sentence.length);
  });
});

describe('[SPEECH] SPEECH_CONCURRENT_PER_PERSON across two instances', () => {
  const fake = useFakeOpenAiServer();
  const pair = useTwoInstances(undefined, () => ({ SPEECH_BASE_URL: fake.url, SPEECH_API_KEY: 'sk-fake-key', TEXT_TO_SPEECH: 'provider', SPEECH_CONCURRENT_PER_PERSON: '2' }));

  it('holds 2 syntheses in all: a third on the other instance answers 429 before the provider hears it', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    fake.answerSpeechWith(async () => {
      await gate;
      return { bytes: FAKE_MP3, contentType: 'audio/mpeg' };
    });
    const person = await signUpPerson({ app: pair.first, database: pair.database });
    const session = await buildSessionWithLines(pair.database.db, person.userId, [{ content: FIRST_SENTENCE }]);
    const synthesize = (app: typeof pair.first) =>
      app.inject({ method: 'POST', url: '/speech/synthesize', payload: { conversation_id: session, text: FIRST_SENTENCE }, headers: { cookie: person.cookies } });
    const held = [synthesize(pair.first), synthesize(pair.first)];
    await eventually(async () => fake.speeches.length, (count) => count === 2);
    const refused = await synthesize(pair.second);
    expect({ status: refused.statusCode, retryAfter: refused.headers['retry-after'], body: refused.json() }).toEqual({
      status: 429,
      retryAfter: '1',
      body: { message: SPEECH_MESSAGES.tooManyAtOnce('synthesize', 2) },
    });
    expect(fake.speeches).toHaveLength(2);
    release();
    expect((await Promise.all(held)).map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await synthesize(pair.second)).statusCode).toBe(200);
  });
});
