// The order of a turn's work: the model is asked as soon as the prompt is known, and the turn's two lines are saved
// while it reads its prompt. Whatever the order, a turn whose lines could not be saved shows no reply and stops the
// model, and a turn the learner leaves before the first word keeps their line and no empty reply.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildScenario } from '../../test/builders.ts';
import { fakeStream, messageText } from '../../test/fake-openai-server.ts';
import { fakeProviderEnv, useFakeOpenAiServer } from '../../test/fake-provider.ts';
import { signUpPerson, useTestApp } from '../../test/test-app.ts';
import { chatForEvents, readConversation, startedId } from './sessions.test-helpers.ts';

/** A line the database refuses to save, after a moment: by then the model has been asked for its reply. */
const UNSAVABLE_LINE = 'This line will never be kept by the database.';
const never = new Promise<never>(() => undefined);

describe('[SESSIONS] the order of a turn: the model asked first, the lines saved beside it', () => {
  const fake = useFakeOpenAiServer();
  const ctx = useTestApp(undefined, () => ({ ...fakeProviderEnv(fake.url), AI_TIMEOUT_MS: '10000' }));
  let cookies: string;
  let scenarioId: string;
  let baseUrl: string;

  beforeAll(async () => {
    const me = await signUpPerson(ctx);
    cookies = me.cookies;
    scenarioId = (await buildScenario(ctx.database.db, { userId: me.userId })).id;
    await ctx.database.executeSql(`
      create function refuse_unsavable_line() returns trigger language plpgsql as $$
      begin
        if new.content = '${UNSAVABLE_LINE}' then
          perform pg_sleep(0.5);
          raise exception 'the disk is full';
        end if;
        return new;
      end $$`);
    await ctx.database.executeSql('create trigger refuse_unsavable_line before insert on conversation_messages for each row execute function refuse_unsavable_line()');
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });

  /** The last user turn the model was sent in request `index`. */
  const lastAsked = (index: number) => messageText(fake.requests[index]!.body.messages.filter((message) => message.role === 'user').at(-1)!);

  it('a turn whose lines cannot be saved shows no reply, keeps neither line and stops the model it asked', async () => {
    fake.respondWith(fakeStream(['Good morning.'], 0));
    const id = await startedId(ctx.app, cookies, scenarioId);
    // The model would say a whole sentence at once, then keep writing until it is stopped.
    fake.respondWith(fakeStream(['No. ', 'Never.'], 0, { afterPieces: 1, until: never }));

    const failed = await chatForEvents(ctx.app, cookies, id, UNSAVABLE_LINE);
    expect(failed.statusCode).toBe(500);
    expect(failed.body).not.toContain('No.');
    expect(failed.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    // It was asked before the lines were saved, and stopped when they could not be.
    expect(fake.requests).toHaveLength(2);
    expect(lastAsked(1)).toBe(UNSAVABLE_LINE);
    await expect(fake.requests[1]!.outcome).resolves.toBe('closed-by-client');
    expect((await readConversation(ctx.app, cookies, id)).messages.map((message) => [message.role, message.content])).toEqual([['character', 'Good morning.']]);

    // The session goes on as if that line had never been said.
    fake.respondWith(fakeStream(['Yes, go on.'], 0));
    const next = await chatForEvents(ctx.app, cookies, id, 'Can we talk about the delivery?');
    expect(next.statusCode).toBe(200);
    expect(fake.requests[2]!.body.messages.filter((message) => message.role !== 'system').map((message) => messageText(message)).slice(-2)).toEqual([
      'Good morning.',
      'Can we talk about the delivery?',
    ]);
    expect((await readConversation(ctx.app, cookies, id)).messages.map((message) => message.content)).toEqual(['Good morning.', 'Can we talk about the delivery?', 'Yes, go on.']);
  });

  it('a turn the learner leaves before the first word keeps their line, no empty reply, and stops the model', async () => {
    fake.respondWith(fakeStream(['Good morning.'], 0));
    const id = await startedId(ctx.app, cookies, scenarioId);
    const asked = fake.requests.length;
    // The model reads its prompt for as long as the learner stays.
    fake.respondWith(fakeStream(['Well. ', 'Hm.'], 0, { afterPieces: 0, until: never }));
    const line = 'What went wrong with the last delivery?';
    const payload = JSON.stringify({ scenario_conv_list_id: id, message: line });
    const request = http.request(`${baseUrl}/conversational/roleplay-chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), cookie: cookies },
    });
    request.on('error', () => undefined);
    request.end(payload);
    await expect.poll(() => fake.requests.length, { timeout: 10_000 }).toBe(asked + 1);
    // The person closes the page while the model is still reading.
    request.destroy();

    await expect(fake.requests[asked]!.outcome).resolves.toBe('closed-by-client');
    await expect
      .poll(async () => (await readConversation(ctx.app, cookies, id)).messages.map((message) => [message.role, message.content]), { timeout: 10_000 })
      .toEqual([
        ['character', 'Good morning.'],
        ['learner', line],
      ]);
  });
});
