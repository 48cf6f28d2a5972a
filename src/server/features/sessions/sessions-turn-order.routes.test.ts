// The order of a turn's work: the model is asked as soon as the prompt is known, and the turn's two lines are saved
// while it reads its prompt. Whatever the order, a turn whose lines could not be saved shows no reply and stops the
// model, and a turn the learner leaves before the first word keeps their line and no empty reply.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildScenario } from '../../test/builders.ts';
import { fakeStream, messageText } from '../../test/fake-openai-server.ts';
import { fakeProviderEnv, useFakeOpenAiServer } from '../../test/fake-provider.ts';
import { signUpPerson, useTestApp } from '../../test/test-app.ts';
import { REPLY_EVENTS_MEDIA_TYPE } from '../../../shared/contracts/reply-events.ts';
import { chatForEvents, readConversation, startedId } from './sessions.test-helpers.ts';

/** A line the database refuses to save, after a moment: by then the model has been asked for its reply. */
const UNSAVABLE_LINE = 'This line will never be kept by the database.';
const never = new Promise<never>(() => undefined);
/** While the test holds this advisory lock, a reply's text so far cannot be stored (the trigger below waits for it). */
const SAVE_LOCK = 735_001;

describe('[SESSIONS] the order of a turn: the model asked first, the lines saved beside it', () => {
  const fake = useFakeOpenAiServer();
  const ctx = useTestApp(undefined, () => ({ ...fakeProviderEnv(fake.url), AI_TIMEOUT_MS: '10000' }));
  let cookies: string;
  let scenarioId: string;
  let baseUrl: string;

  /** Each test is a new person with a scenario of their own (a session costs credits). */
  async function newLearner() {
    const me = await signUpPerson(ctx);
    cookies = me.cookies;
    scenarioId = (await buildScenario(ctx.database.db, { userId: me.userId })).id;
  }

  /** Holds the lock the trigger waits for, on a connection of its own, until the returned function lets it go. */
  async function holdSaveLock(): Promise<() => Promise<void>> {
    const client = new pg.Client({ connectionString: ctx.database.url });
    await client.connect();
    await client.query('select pg_advisory_lock($1)', [SAVE_LOCK]);
    return () => client.end();
  }

  beforeAll(async () => {
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
    await ctx.database.executeSql(`
      create function wait_to_store_reply_so_far() returns trigger language plpgsql as $$
      begin
        if not old.complete and not new.complete then perform pg_advisory_xact_lock_shared(${SAVE_LOCK}); end if;
        return new;
      end $$`);
    await ctx.database.executeSql('create trigger wait_to_store_reply_so_far before update on conversation_messages for each row execute function wait_to_store_reply_so_far()');
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });

  /** The last user turn the model was sent in request `index`. */
  const lastAsked = (index: number) => messageText(fake.requests[index]!.body.messages.filter((message) => message.role === 'user').at(-1)!);

  it('a turn whose lines cannot be saved shows no reply, keeps neither line and stops the model it asked', async () => {
    await newLearner();
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

  /** Sends a turn asked for as events on a real connection, and collects its lines as they arrive. */
  function streamTurn(id: string, line: string) {
    const payload = JSON.stringify({ scenario_conv_list_id: id, message: line });
    const received: Array<{ type: string; text?: string }> = [];
    const done = new Promise<void>((resolve, reject) => {
      const request = http.request(`${baseUrl}/conversational/roleplay-chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), accept: REPLY_EVENTS_MEDIA_TYPE, cookie: cookies },
      });
      request.on('error', reject);
      request.on('response', (response) => {
        response.setEncoding('utf8');
        let partial = '';
        response.on('data', (chunk: string) => {
          const lines = (partial + chunk).split('\n');
          partial = lines.pop() ?? '';
          for (const one of lines) if (one) received.push(JSON.parse(one) as { type: string; text?: string });
        });
        response.on('end', () => resolve());
      });
      request.end(payload);
    });
    return { received, done };
  }

  /** Whether a connection of the app waits for the lock that holds back the storing of a reply's text so far. */
  async function isSaveWaiting(): Promise<boolean> {
    const { rows } = await ctx.database.executeSql(`select count(*)::int as waiting from pg_locks where locktype = 'advisory' and objid = $1 and not granted`, [SAVE_LOCK]);
    return (rows[0]?.waiting as number) > 0;
  }

  /** The reply's text events so far, joined. */
  const textOf = (received: Array<{ type: string; text?: string }>) =>
    received
      .filter((event) => event.type === 'text')
      .map((event) => event.text)
      .join('');

  it("a text session's words go out while its text so far is still being stored; the reply is saved whole", async () => {
    await newLearner();
    fake.respondWith(fakeStream(['Good morning.'], 0));
    const id = await startedId(ctx.app, cookies, scenarioId);
    // The second sentence is the one that completes the first for the store (a sentence ends where the next begins).
    let goOn!: () => void;
    const until = new Promise<void>((resolve) => (goOn = resolve));
    fake.respondWith(fakeStream(['We can start in March. Not before. ', 'Later.'], 0, { afterPieces: 1, until }));
    const letGo = await holdSaveLock();
    let turn: ReturnType<typeof streamTurn>;
    try {
      turn = streamTurn(id, 'When can we start?');
      // The store of the text so far cannot finish while the lock is held, yet both sentences arrive.
      await expect.poll(() => textOf(turn.received), { timeout: 10_000 }).toBe('We can start in March. Not before.');
      await expect.poll(isSaveWaiting, { timeout: 10_000 }).toBe(true);
    } finally {
      await letGo();
    }
    goOn();
    await turn.done;
    expect(turn.received.at(-1)?.type).toBe('saved');
    expect((await readConversation(ctx.app, cookies, id)).messages.at(-1)).toMatchObject({ role: 'character', content: 'We can start in March. Not before. Later.', interrupted: false });
  });

  it("a spoken session's sentence is stored before it goes out, so the voice finds it on any instance", async () => {
    await newLearner();
    fake.respondWith(fakeStream(['Good morning.'], 0));
    const id = await startedId(ctx.app, cookies, scenarioId, { mode: 'speech' });
    fake.respondWith(fakeStream(['We can start in March. Not before. ', 'Later.'], 0));
    const letGo = await holdSaveLock();
    let turn: ReturnType<typeof streamTurn>;
    try {
      turn = streamTurn(id, 'When can we start?');
      await expect.poll(isSaveWaiting, { timeout: 10_000 }).toBe(true);
      // The store of the first sentence waits for the lock, and so does the piece that completed it.
      await expect.poll(() => textOf(turn.received), { timeout: 10_000 }).toBe('We can start in March.');
      expect(textOf(turn.received)).toBe('We can start in March.');
    } finally {
      await letGo();
    }
    await turn.done;
    expect(textOf(turn.received)).toBe('We can start in March. Not before. Later.');
  });

  it('a turn the learner leaves before the first word keeps their line, no empty reply, and stops the model', async () => {
    await newLearner();
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
