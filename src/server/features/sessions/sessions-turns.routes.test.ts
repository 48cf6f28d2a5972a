import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { REPLY_ID_HEADER, type TurnEvent, type TurnSavedEvent } from '../../../shared/contracts/conversations.ts';
import { authSessions, conversationMessages, conversations, creditEntries, scenarios } from '../../db/schema.ts';
import { buildScenario } from '../../test/builders.ts';
import { eventually, signUpPerson, TEST_DATABASES } from '../../test/test-app.ts';
import { createSessionsRepository } from './sessions.repository.ts';
import { SCENARIO_NAME, UUID_PATTERN, chat, chatForEvents, endSession, eventsOf, interrupt, readConversation, useSessionRoutes, startSession, startedId, type Person } from './sessions.test-helpers.ts';

for (const { name, url } of TEST_DATABASES) {
  describe(`[SESSIONS] turns (${name})`, () => {
    let me: Person;
    let other: Person;
    let scenarioId: string;
    const ctx = useSessionRoutes(url, (people) => ({ me, other, scenarioId } = people));

    it('saves every turn, so the conversation reads back in order and goes on', async () => {
      const id = await startedId(ctx.app, me.cookies, scenarioId);
      const first = await chat(ctx.app, me.cookies, id, 'What budget do you have for next year?');
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('text/plain; charset=utf-8');
      const firstReplyId = String(first.headers[REPLY_ID_HEADER]);
      expect(firstReplyId).toMatch(UUID_PATTERN);
      expect(first.body.length).toBeGreaterThan(0);

      const afterOne = await readConversation(ctx.app, me.cookies, id);
      expect(afterOne.messages.map((message) => message.role)).toEqual(['character', 'learner', 'character']);
      expect(afterOne.messages[2]).toMatchObject({ id: firstReplyId, content: first.body, interrupted: false });

      // Read back (as after a reload), then carry on.
      const second = await chat(ctx.app, me.cookies, id, 'I understand the delay hurt you. What would make it right?');
      expect(second.statusCode).toBe(200);
      const conversation = await readConversation(ctx.app, me.cookies, id);
      expect(conversation.messages.map((message) => [message.role, message.content])).toEqual([
        ['character', afterOne.messages[0]!.content],
        ['learner', 'What budget do you have for next year?'],
        ['character', first.body],
        ['learner', 'I understand the delay hurt you. What would make it right?'],
        ['character', second.body],
      ]);
      expect(conversation.messages[4]!.id).toBe(String(second.headers[REPLY_ID_HEADER]));
      const times = conversation.messages.map((message) => Date.parse(message.created_at));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
    });

    it('asked for events, streams the turn as started, its text and saved, which is what a read answers after it', async () => {
      const id = await startedId(ctx.app, me.cookies, scenarioId);
      const first = await chatForEvents(ctx.app, me.cookies, id, 'What budget do you have for next year?');
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
      expect(first.headers[REPLY_ID_HEADER]).toBeUndefined();
      const events = eventsOf<TurnEvent>(first.body);
      const [started, ...rest] = events;
      const saved = rest.at(-1);
      const texts = rest.slice(0, -1);
      expect(started).toMatchObject({ type: 'started', reply_id: expect.stringMatching(UUID_PATTERN), learner: { role: 'learner', content: 'What budget do you have for next year?' } });
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.every((event) => event.type === 'text')).toBe(true);
      const reply = texts.map((event) => (event.type === 'text' ? event.text : '')).join('');

      const conversation = await readConversation(ctx.app, me.cookies, id);
      expect(saved).toEqual({
        type: 'saved',
        learner: conversation.messages[1],
        reply: conversation.messages[2],
        character_ended_message_id: null,
        turns_left: expect.any(Number),
      });
      expect(conversation.messages[2]).toMatchObject({ id: started?.type === 'started' ? started.reply_id : '', content: reply, interrupted: false });

      const second = eventsOf<TurnEvent>((await chatForEvents(ctx.app, me.cookies, id, 'And what would make it right?')).body).at(-1) as TurnSavedEvent;
      expect(second.turns_left).toBe((saved as TurnSavedEvent).turns_left - 1);

      // A refusal before the first event is JSON, as ever.
      await endSession(ctx.app, me.cookies, id);
      const refused = await chatForEvents(ctx.app, me.cookies, id, 'One more thing.');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: expect.any(String) });
    });

    it('goes on with the character it started with after the scenario is deleted', async () => {
      const doomedId = (await buildScenario(ctx.database.db, { userId: me.userId })).id;
      const id = await startedId(ctx.app, me.cookies, doomedId);
      await ctx.database.db.delete(scenarios).where(eq(scenarios.id, doomedId));
      const response = await chat(ctx.app, me.cookies, id, 'Wait, are you a bot?');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Maria');
      expect(await readConversation(ctx.app, me.cookies, id)).toMatchObject({ scenario_id: null, scenario_name: SCENARIO_NAME, character: { name: 'Maria Keller' } });
    });

    it("answers 404 on every route for another person's conversation and for an unknown one, changing nothing", async () => {
      const id = await startedId(ctx.app, me.cookies, scenarioId);
      const replyId = String((await chat(ctx.app, me.cookies, id, 'Hello.')).headers[REPLY_ID_HEADER]);
      const before = await readConversation(ctx.app, me.cookies, id);
      for (const [conversationId, cookies] of [
        [id, other.cookies],
        [randomUUID(), me.cookies],
      ] as const) {
        const responses = [
          await ctx.app.inject({ method: 'GET', url: `/conversations/${conversationId}`, headers: { cookie: cookies } }),
          await chat(ctx.app, cookies, conversationId, 'Let me in.'),
          await interrupt(ctx.app, cookies, conversationId, replyId, { spoken_characters: 1 }),
          await endSession(ctx.app, cookies, conversationId),
        ];
        for (const response of responses) {
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual({ message: 'Conversation not found.' });
        }
      }
      expect(await readConversation(ctx.app, me.cookies, id)).toEqual(before);
    });

    it("refuses a turn once the conversation's time is up, saving nothing", async () => {
      const id = await startedId(ctx.app, me.cookies, scenarioId, { time_limit_minutes: 5 });
      expect((await chat(ctx.app, me.cookies, id, 'Quick question.')).statusCode).toBe(200);
      await ctx.database.db
        .update(conversations)
        .set({ endsAt: new Date(Date.now() - 1000) })
        .where(eq(conversations.id, id));
      const response = await chat(ctx.app, me.cookies, id, 'Another question.');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: "This conversation's time is up." });
      expect((await readConversation(ctx.app, me.cookies, id)).messages).toHaveLength(3);
    });

    it('refuses bad turns and interruptions with 400, saving nothing', async () => {
      const id = await startedId(ctx.app, me.cookies, scenarioId);
      const openingId = (await readConversation(ctx.app, me.cookies, id)).messages[0]!.id;
      const cases: [() => Promise<LightMyRequestResponse>, string][] = [
        [() => chat(ctx.app, me.cookies, id, '   '), 'Message is required.'],
        [() => chat(ctx.app, me.cookies, id, 'x'.repeat(2001)), 'Message must be at most 2,000 characters.'],
        [() => chat(ctx.app, me.cookies, 'abc', 'Hello'), 'Conversation id is not valid.'],
        [() => interrupt(ctx.app, me.cookies, id, openingId, { spoken_characters: -1 }), 'Spoken characters must be 0 or more.'],
        [() => interrupt(ctx.app, me.cookies, id, openingId, { spoken_characters: 2.5 }), 'Spoken characters must be a whole number.'],
        [() => interrupt(ctx.app, me.cookies, id, openingId, { spoken_characters: 'ten' }), 'Spoken characters must be a whole number.'],
        [() => interrupt(ctx.app, me.cookies, id, 'abc', { spoken_characters: 1 }), 'Message id is not valid.'],
        [() => ctx.app.inject({ method: 'GET', url: '/conversations/abc', headers: { cookie: me.cookies } }), 'Conversation id is not valid.'],
      ];
      for (const [send, message] of cases) {
        const response = await send();
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toContain(message);
      }
      expect(await readConversation(ctx.app, me.cookies, id)).toMatchObject({ messages: [{ id: openingId, interrupted: false }] });
    });

    it('refuses a turn at once when its login has ended, even while this instance still remembers it as usable', async () => {
      const person = await signUpPerson(ctx);
      await ctx.database.db.insert(creditEntries).values({ userId: person.userId, amount: 100, reason: 'Test credits' });
      const id = await startedId(ctx.app, person.cookies, (await buildScenario(ctx.database.db, { userId: person.userId })).id);
      expect((await chat(ctx.app, person.cookies, id, 'Hello there.')).statusCode).toBe(200);
      // Ended on another instance: this one has just checked the login and would not look again within a second.
      await ctx.database.db.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.userId, person.userId));
      for (const response of [await chat(ctx.app, person.cookies, id, 'Still there?'), await chatForEvents(ctx.app, person.cookies, randomUUID(), 'Anyone?')]) {
        expect(response.statusCode).toBe(401);
      }
      const lines = await ctx.database.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, id));
      expect(lines.map((line) => line.content)).not.toContain('Still there?');
      expect(lines).toHaveLength(3);
    });

    it("reads a turn's lines again when the turn that held the row lock committed them after its statement began", async () => {
      const id = await startedId(ctx.app, me.cookies, scenarioId);
      const { db } = ctx.database;
      const [login] = await db.select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.userId, me.userId)).limit(1);
      // A turn holds the conversation's row lock and saves its lines…
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let isHolding = () => {};
      const holding = new Promise<void>((resolve) => (isHolding = resolve));
      const holder = db.transaction(async (tx) => {
        const repository = createSessionsRepository(tx);
        await repository.lockOwnConversation(me.userId, id);
        await repository.insertTurn(id, { content: 'A line said while the lock was held.', speechMs: null });
        isHolding();
        await released;
      });
      await holding;
      // …while the next turn's statement starts, and waits for the lock.
      const next = db.transaction((tx) => createSessionsRepository(tx).lockOwnConversationForTurn(me.userId, id, login!.id, 100));
      const turn = chatForEvents(ctx.app, me.cookies, id, 'And the next one.');
      const waiting = await eventually(
        async () => Number((await ctx.database.executeSql("select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock'")).rows[0]?.waiting),
        (count) => count >= 2,
      );
      expect(waiting).toBe(2);
      release();
      await holder;
      // Its lines were read before the holder committed; the row, read as the lock finds it, counts the held line (and
      // the next turn's, when that one had the lock first).
      const found = await next;
      expect(found).toMatchObject({ learnerLines: 0, isLoginUsable: true });
      expect(found?.conversation.learnerTurns).toBeGreaterThanOrEqual(1);
      // The turn sees the line all the same, and counts it.
      const answered = await turn;
      expect(answered.statusCode).toBe(200);
      const saved = eventsOf<TurnEvent>(answered.body).find((event): event is TurnSavedEvent => event.type === 'saved');
      expect(saved?.turns_left).toBe(ctx.config.metering.sessionMaxTurns - 2);
      const read = await readConversation(ctx.app, me.cookies, id);
      expect(read.messages.filter((message) => message.role === 'learner').map((message) => message.content)).toEqual(['A line said while the lock was held.', 'And the next one.']);
    });

    it('answers 401 without a login', async () => {
      const id = await startedId(ctx.app, me.cookies, scenarioId);
      for (const response of [
        await startSession(ctx.app, '', { scenario_id: scenarioId }),
        await ctx.app.inject({ method: 'GET', url: `/conversations/${id}` }),
        await chat(ctx.app, '', id, 'Hello'),
        await endSession(ctx.app, '', id),
      ]) {
        expect(response.statusCode).toBe(401);
      }
    });
  });
}
