import { beforeAll, describe, expect, it } from 'vitest';
import { REPLY_ID_HEADER } from '../../../shared/contracts/conversations.ts';
import { buildScenario } from '../../test/builders.ts';
import { fakeError, fakeStream, messageText } from '../../test/fake-openai-server.ts';
import { fakeProviderEnv, useFakeOpenAiServer } from '../../test/fake-provider.ts';
import { useTestApp, signUpPerson } from '../../test/test-app.ts';
import { balanceOf, chat, readConversation, startSession, startedId } from './sessions.test-helpers.ts';

describe('[SESSIONS] through an OpenAI-compatible model', () => {
  const fake = useFakeOpenAiServer();
  const ctx = useTestApp(undefined, () => ({ ...fakeProviderEnv(fake.url), AI_TIMEOUT_MS: '5000' }));
  let cookies: string;
  let scenarioId: string;

  beforeAll(async () => {
    const me = await signUpPerson(ctx);
    cookies = me.cookies;
    scenarioId = (await buildScenario(ctx.database.db, { userId: me.userId })).id;
  });

  /** The conversation turns the model was sent, without the cue that stands for the start of the session. */
  const sentTurns = (index: number) =>
    fake.requests[index]!.body.messages.filter((message) => message.role !== 'system').map((message) => [message.role, messageText(message)]).slice(-5);

  it('sends the character and every saved turn, and saves what the model streamed', async () => {
    fake.respondWith(fakeStream(['Good morning. ', 'That delivery was late.'], 0));
    const id = await startedId(ctx.app, cookies, scenarioId);
    const opening = fake.requests[0]!.body;
    expect(opening.stream).toBe(true);
    expect(messageText(opening.messages[0]!)).toContain('Maria Keller');
    expect((await readConversation(ctx.app, cookies, id)).messages.map((message) => message.content)).toEqual(['Good morning. That delivery was late.']);

    fake.respondWith(fakeStream(['Our budget ', 'is fixed.'], 0));
    const first = await chat(ctx.app, cookies, id, 'What is your budget?');
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('Our budget is fixed.');
    const [system] = fake.requests[1]!.body.messages;
    expect(system!.role).toBe('system');
    expect(messageText(system!)).toContain('You are Maria Keller');
    expect(messageText(system!)).toContain('Procurement manager at St. Anne Hospital');
    expect(sentTurns(1).slice(-2)).toEqual([
      ['assistant', 'Good morning. That delivery was late.'],
      ['user', 'What is your budget?'],
    ]);

    // The model fails before its first word: 502, the learner's line stays and the next reply answers it too.
    fake.respondWith(fakeError(500, 'upstream exploded'));
    const failed = await chat(ctx.app, cookies, id, 'And the timeline?');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toMatch(/AI/);
    expect(failed.headers[REPLY_ID_HEADER]).toBeUndefined();
    expect((await readConversation(ctx.app, cookies, id)).messages.map((message) => message.role)).toEqual(['character', 'learner', 'character', 'learner']);

    fake.respondWith(fakeStream(['March, ', 'at the latest.'], 0));
    const second = await chat(ctx.app, cookies, id, 'Sorry, the timeline?');
    expect(second.body).toBe('March, at the latest.');
    expect(sentTurns(3)).toEqual([
      ['assistant', 'Good morning. That delivery was late.'],
      ['user', 'What is your budget?'],
      ['assistant', 'Our budget is fixed.'],
      ['user', 'And the timeline?'],
      ['user', 'Sorry, the timeline?'],
    ]);
    expect((await readConversation(ctx.app, cookies, id)).messages.map((message) => [message.role, message.content])).toEqual([
      ['character', 'Good morning. That delivery was late.'],
      ['learner', 'What is your budget?'],
      ['character', 'Our budget is fixed.'],
      ['learner', 'And the timeline?'],
      ['learner', 'Sorry, the timeline?'],
      ['character', 'March, at the latest.'],
    ]);
  });

  it('debits nothing when the opening line cannot be written', async () => {
    const before = await balanceOf(ctx.app, cookies);
    fake.respondWith(fakeError(500, 'upstream exploded'));
    const response = await startSession(ctx.app, cookies, { scenario_id: scenarioId });
    expect(response.statusCode).toBe(502);
    expect(await balanceOf(ctx.app, cookies)).toBe(before);
  });

  it('a model that says the walk-away line it was given ends the conversation: no more turns', async () => {
    fake.respondWith(fakeStream(['Good morning.'], 0));
    const id = await startedId(ctx.app, cookies, scenarioId);
    fake.respondWith(fakeStream(['Noted.'], 0));
    expect((await chat(ctx.app, cookies, id, 'Just sign it.')).statusCode).toBe(200);
    const system = messageText(fake.requests.at(-1)!.body.messages[0]!);
    const walkAwayLine = /Then say these exact words, and only then: "([^"]+)"/.exec(system)?.[1];
    expect(walkAwayLine).toBeTruthy();
    expect((await readConversation(ctx.app, cookies, id)).character_ended_message_id).toBeNull();

    // The model words it its own way around the line; case and punctuation aside, the line is there.
    fake.respondWith(fakeStream(['Honestly? ', `${walkAwayLine!.toLowerCase().replaceAll('.', '')}.`], 0));
    expect((await chat(ctx.app, cookies, id, 'Sign it or leave it.')).statusCode).toBe(200);
    const ended = await readConversation(ctx.app, cookies, id);
    expect(ended.character_ended_message_id).toBe(ended.messages.at(-1)!.id);
    const requestsBefore = fake.requests.length;
    const refused = await chat(ctx.app, cookies, id, 'Wait.');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Maria Keller ended the conversation. End the session to see your report.');
    // Refused before the model is asked anything.
    expect(fake.requests.length).toBe(requestsBefore);
  });
});
