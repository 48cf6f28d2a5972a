import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, count, eq, lt } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPLY_ID_HEADER, type Conversation } from '../../../shared/contracts/conversations.ts';
import { characterReplyTask } from '../../ai/tasks/character-reply/task.ts';
import { conversations, creditEntries, scenarios } from '../../db/schema.ts';
import { buildScenario } from '../../test/builders.ts';
import { fakeError, fakeStream, messageText } from '../../test/fake-openai-server.ts';
import { fakeProviderEnv, useFakeOpenAiServer } from '../../test/fake-provider.ts';
import { TEST_DATABASES, waitForJobStatus, type TestContext, useTestApp, signUpPerson, eventually } from '../../test/test-app.ts';
import { creditsShortMessage, ENDED_TRANSCRIPT_MESSAGE, NOTHING_SAID_REFUND_REASON, sessionLanguage } from './session-rules.ts';

type Db = TestContext['database']['db'];
type App = TestContext['app'];
type Person = Awaited<ReturnType<typeof signUpPerson>>;

const SCENARIO_NAME = 'Renewing the hospital contract';
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function countConversations(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(conversations).where(eq(conversations.userId, userId));
  return row!.value;
}

async function balanceOf(app: App, cookies: string): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/credits', headers: { cookie: cookies } })).json().balance as number;
}

function startSession(app: App, cookies: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/assessment/scenario-conversation/create', headers: { cookie: cookies }, payload });
}

async function startedId(app: App, cookies: string, scenarioId: string, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await startSession(app, cookies, { scenario_id: scenarioId, mode: 'text', ...extra });
  if (response.statusCode !== 201) throw new Error(`start answered ${response.statusCode}: ${response.body}`);
  return response.json().data.id as string;
}

function chat(app: App, cookies: string, conversationId: string, message: string) {
  return app.inject({ method: 'POST', url: '/conversational/roleplay-chat', headers: { cookie: cookies }, payload: { scenario_conv_list_id: conversationId, message } });
}

async function readConversation(app: App, cookies: string, id: string): Promise<Conversation> {
  const response = await app.inject({ method: 'GET', url: `/conversations/${id}`, headers: { cookie: cookies } });
  if (response.statusCode !== 200) throw new Error(`GET answered ${response.statusCode}: ${response.body}`);
  return response.json() as Conversation;
}

function interrupt(app: App, cookies: string, conversationId: string, messageId: string, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: `/conversations/${conversationId}/messages/${messageId}/interrupt`,
    headers: { cookie: cookies },
    payload: payload as Record<string, unknown>,
  });
}

function endSession(app: App, cookies: string, id: string) {
  return app.inject({ method: 'POST', url: `/conversations/${id}/end`, headers: { cookie: cookies } });
}

describe('[SESSIONS] the rules without a server', () => {
  it('says how many credits are missing', () => {
    expect(creditsShortMessage(4)).toBe('You need 10 credits to start a session and have 4: 6 more are needed.');
    expect(creditsShortMessage(9)).toBe('You need 10 credits to start a session and have 9: 1 more is needed.');
  });

  it("holds a session in the learner's language, else in Indonesian when the persona speaks it, else in English", () => {
    expect(sessionLanguage('en-US', { personaDetails: { language: 'Bahasa Indonesia' } })).toBe('en-US');
    expect(sessionLanguage(undefined, { personaDetails: { language: 'Indonesian' } })).toBe('id-ID');
    expect(sessionLanguage(undefined, { personaDetails: { language: 'English' } })).toBe('en-US');
    expect(sessionLanguage(undefined, { personaDetails: null })).toBe('en-US');
  });
});

for (const { name, url } of TEST_DATABASES) {
  describe(`[SESSIONS] start, turns, interruption and end (${name})`, () => {
    const ctx = useTestApp(url, { LOGIN_RATE_LIMIT_PER_IP: '100000', AI_OFFLINE_STREAM_DELAY_MS: '0' });
    let me: Person;
    let other: Person;
    let scenarioId: string;
    let othersPrivateId: string;
    let othersPublicId: string;

    beforeAll(async () => {
      me = await signUpPerson(ctx);
      other = await signUpPerson(ctx);
      // Enough for every session these tests start; the credit rules have their own people.
      await ctx.database.db.insert(creditEntries).values({ userId: me.userId, amount: 1000, reason: 'Test credits' });
      scenarioId = (await buildScenario(ctx.database.db, { userId: me.userId })).id;
      othersPrivateId = (await buildScenario(ctx.database.db, { userId: other.userId })).id;
      othersPublicId = (await buildScenario(ctx.database.db, { userId: other.userId, isPublic: true })).id;
    });

    it("debits 10 credits once, with a ledger entry naming the scenario, and opens with the character's line", async () => {
      const person = await signUpPerson(ctx);
      expect(await balanceOf(ctx.app, person.cookies)).toBe(30);
      const ownScenarioId = (await buildScenario(ctx.database.db, { userId: person.userId })).id;

      const response = await startSession(ctx.app, person.cookies, { scenario_id: ownScenarioId, mode: 'text', time_limit_minutes: 10 });
      expect(response.statusCode).toBe(201);
      const id = response.json().data.id as string;
      expect(id).toMatch(UUID_PATTERN);

      const credits = (await ctx.app.inject({ method: 'GET', url: '/credits', headers: { cookie: person.cookies } })).json();
      expect(credits.balance).toBe(20);
      expect(credits.entries.filter((entry: { amount: number }) => entry.amount < 0)).toEqual([
        { amount: -10, reason: `Roleplay session: ${SCENARIO_NAME}`, created_at: expect.any(String), balance_after: 20 },
      ]);
      const [debit] = await ctx.database.db.select().from(creditEntries).where(and(eq(creditEntries.userId, person.userId), lt(creditEntries.amount, 0)));
      expect(debit!.scenarioId).toBe(ownScenarioId);

      const conversation = await readConversation(ctx.app, person.cookies, id);
      expect(conversation).toMatchObject({
        id,
        scenario_id: ownScenarioId,
        scenario_name: SCENARIO_NAME,
        mode: 'text',
        language: 'en-US',
        status: 'active',
        time_limit_minutes: 10,
        ended_at: null,
        character: { name: 'Maria Keller', gender: 'Female', age: '52', occupation: 'Procurement manager at St. Anne Hospital' },
      });
      expect(Date.parse(conversation.ends_at!) - Date.parse(conversation.started_at)).toBe(10 * 60_000);
      expect(conversation.messages).toHaveLength(1);
      expect(conversation.messages[0]).toMatchObject({ role: 'character', interrupted: false });
      expect(conversation.messages[0]!.content).toContain('Maria');

      // The defaults: a speech session without a timer, in the language asked for.
      const second = await readConversation(ctx.app, person.cookies, await startedId(ctx.app, person.cookies, othersPublicId, { mode: undefined, language: 'id-ID' }));
      expect(second).toMatchObject({ mode: 'speech', language: 'id-ID', time_limit_minutes: null, ends_at: null, scenario_id: othersPublicId });
      expect(await balanceOf(ctx.app, person.cookies)).toBe(10);
    });

    it('answers 402 with what is missing when the balance is short, and changes nothing', async () => {
      const person = await signUpPerson(ctx);
      await ctx.database.db.insert(creditEntries).values({ userId: person.userId, amount: -26, reason: 'Spent elsewhere' });
      const entriesBefore = (await ctx.app.inject({ method: 'GET', url: '/credits', headers: { cookie: person.cookies } })).json();

      const response = await startSession(ctx.app, person.cookies, { scenario_id: othersPublicId });
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({ message: 'You need 10 credits to start a session and have 4: 6 more are needed.' });
      expect(await countConversations(ctx.database.db, person.userId)).toBe(0);
      expect((await ctx.app.inject({ method: 'GET', url: '/credits', headers: { cookie: person.cookies } })).json()).toEqual(entriesBefore);
    });

    it('creates exactly 3 conversations from 20 starts at once with 30 credits', async () => {
      const person = await signUpPerson(ctx);
      const responses = await Promise.all(Array.from({ length: 20 }, () => startSession(ctx.app, person.cookies, { scenario_id: othersPublicId, mode: 'text' })));
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([...Array<number>(3).fill(201), ...Array<number>(17).fill(402)]);
      for (const refused of responses.filter((response) => response.statusCode === 402)) {
        expect(refused.json().message).toMatch(/^You need 10 credits to start a session and have 0: 10 more are needed\.$/);
      }
      expect(await countConversations(ctx.database.db, person.userId)).toBe(3);
      expect(await balanceOf(ctx.app, person.cookies)).toBe(0);
      for (const started of responses.filter((response) => response.statusCode === 201)) {
        expect((await readConversation(ctx.app, person.cookies, started.json().data.id)).messages).toHaveLength(1);
      }
    });

    it("answers 404 for an unknown scenario and another person's private one, and debits nothing", async () => {
      const before = await balanceOf(ctx.app, me.cookies);
      for (const id of [randomUUID(), othersPrivateId]) {
        const response = await startSession(ctx.app, me.cookies, { scenario_id: id });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Scenario not found.' });
      }
      expect(await balanceOf(ctx.app, me.cookies)).toBe(before);
    });

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

    it('ends once: ending twice answers the same job, which closes the conversation; no turn is taken after', async () => {
      const id = await startedId(ctx.app, me.cookies, scenarioId);
      expect((await chat(ctx.app, me.cookies, id, 'Thanks for making the time.')).statusCode).toBe(200);
      const balanceBefore = await balanceOf(ctx.app, me.cookies);
      const first = await endSession(ctx.app, me.cookies, id);
      expect(first.statusCode).toBe(202);
      const { jobId } = first.json() as { jobId: string };
      expect(jobId).toEqual(expect.any(String));
      expect(first.json()).toEqual({ jobId, grading: 'grading' });
      expect((await endSession(ctx.app, me.cookies, id)).json()).toEqual({ jobId, grading: 'grading' });
      // A session in which the learner spoke is graded and keeps its cost.
      expect(await balanceOf(ctx.app, me.cookies)).toBe(balanceBefore);

      // Refused from the moment it is ended, before the job has run.
      const early = await chat(ctx.app, me.cookies, id, 'One more thing.');
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({ message: 'This conversation has ended.' });

      const status = await waitForJobStatus(ctx.app, `/conversations/job-status-grade/${jobId}`, me.cookies);
      expect(status).toEqual({ jobStatus: 'Completed', result: { conversation_id: id }, failedReason: null });
      const ended = await readConversation(ctx.app, me.cookies, id);
      expect(ended.status).toBe('ended');
      expect(Date.parse(ended.ended_at!)).toBeGreaterThanOrEqual(Date.parse(ended.started_at));
      expect(ended.messages).toHaveLength(3);

      const late = await chat(ctx.app, me.cookies, id, 'Are you there?');
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ message: 'This conversation has ended.' });
      expect((await endSession(ctx.app, me.cookies, id)).json()).toEqual({ jobId, grading: 'grading' });
      expect((await readConversation(ctx.app, me.cookies, id)).messages).toHaveLength(3);
      // The job's status is its owner's alone.
      expect((await ctx.app.inject({ method: 'GET', url: `/conversations/job-status-grade/${jobId}`, headers: { cookie: other.cookies } })).statusCode).toBe(404);
    });

    it('refunds a session in which nothing was said, once even when ended twice at once, and does not grade it', async () => {
      const person = await signUpPerson(ctx);
      const id = await startedId(ctx.app, person.cookies, othersPublicId);
      expect(await balanceOf(ctx.app, person.cookies)).toBe(20);

      const ends = await Promise.all([endSession(ctx.app, person.cookies, id), endSession(ctx.app, person.cookies, id)]);
      expect(ends.map((response) => response.statusCode)).toEqual([202, 202]);
      for (const response of ends) expect(response.json()).toEqual({ jobId: null, grading: 'not_graded' });
      expect((await endSession(ctx.app, person.cookies, id)).json()).toEqual({ jobId: null, grading: 'not_graded' });

      const credits = (await ctx.app.inject({ method: 'GET', url: '/credits', headers: { cookie: person.cookies } })).json();
      expect(credits.balance).toBe(30);
      expect(credits.entries.filter((entry: { reason: string }) => entry.reason === NOTHING_SAID_REFUND_REASON)).toEqual([
        { amount: 10, reason: 'Refund: nothing was said', created_at: expect.any(String), balance_after: 30 },
      ]);

      // Ended, not graded: no grading job, a report that says so, the history's label, and no point in Progress.
      const [row] = await ctx.database.db.select().from(conversations).where(eq(conversations.id, id));
      expect(row).toMatchObject({ status: 'ended', gradingStatus: 'not_graded', gradeJobId: null });
      const report = await ctx.app.inject({ method: 'GET', url: `/conversations/${id}/report`, headers: { cookie: person.cookies } });
      expect(report.statusCode).toBe(409);
      const reason = 'Nothing was said in this session, so its credits were refunded.';
      expect(report.json()).toEqual({ message: `Not graded: no answers. ${reason}`, status: 'not_graded', reason });
      const retry = await ctx.app.inject({ method: 'POST', url: `/conversations/${id}/grade`, headers: { cookie: person.cookies } });
      expect(retry.statusCode).toBe(409);
      const history = (await ctx.app.inject({ method: 'GET', url: '/conversations', headers: { cookie: person.cookies } })).json();
      expect(history.data).toEqual([expect.objectContaining({ id, status: 'ended', grading: 'not_graded', overall_score: null })]);
      const progress = (await ctx.app.inject({ method: 'GET', url: '/conversations/progress', headers: { cookie: person.cookies } })).json();
      expect(progress).toEqual({ data: [], skills: [] });
      const late = await chat(ctx.app, person.cookies, id, 'Hello?');
      expect(late.statusCode).toBe(409);
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

    it("cuts a saved reply to what was said, never making it longer, and refuses the learner's lines", async () => {
      const id = await startedId(ctx.app, me.cookies, scenarioId);
      const turn = await chat(ctx.app, me.cookies, id, 'Can we talk about the delivery times?');
      const replyId = String(turn.headers[REPLY_ID_HEADER]);
      expect(turn.body.length).toBeGreaterThan(12);

      const cut = await interrupt(ctx.app, me.cookies, id, replyId, { spoken_characters: 12 });
      expect(cut.statusCode).toBe(200);
      expect(cut.json().data).toMatchObject({ id: replyId, role: 'character', content: turn.body.slice(0, 12), interrupted: true });
      const again = await interrupt(ctx.app, me.cookies, id, replyId, { spoken_characters: 500 });
      expect(again.json().data.content).toBe(turn.body.slice(0, 12));

      const conversation = await readConversation(ctx.app, me.cookies, id);
      expect(conversation.messages[2]).toMatchObject({ id: replyId, content: turn.body.slice(0, 12), interrupted: true });
      // The next turn goes on from what was said.
      expect((await chat(ctx.app, me.cookies, id, 'Sorry, go on.')).statusCode).toBe(200);

      const learnerLine = await interrupt(ctx.app, me.cookies, id, conversation.messages[1]!.id, { spoken_characters: 1 });
      expect(learnerLine.statusCode).toBe(400);
      expect(learnerLine.json()).toEqual({ message: "Only the character's lines can be interrupted." });
      const unknown = await interrupt(ctx.app, me.cookies, id, randomUUID(), { spoken_characters: 1 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Message not found.' });
      // A line of another conversation, even the caller's own, is not this conversation's.
      const otherId = await startedId(ctx.app, me.cookies, scenarioId);
      const otherOpening = (await readConversation(ctx.app, me.cookies, otherId)).messages[0]!.id;
      expect((await interrupt(ctx.app, me.cookies, id, otherOpening, { spoken_characters: 1 })).statusCode).toBe(404);
    });

    it("refuses to cut a line of an ended session (409), so its transcript stays what its report quotes", async () => {
      const id = await startedId(ctx.app, me.cookies, scenarioId);
      const turn = await chat(ctx.app, me.cookies, id, 'Can we talk about the delivery times?');
      const replyId = String(turn.headers[REPLY_ID_HEADER]);
      expect((await endSession(ctx.app, me.cookies, id)).statusCode).toBe(202);
      const before = await readConversation(ctx.app, me.cookies, id);

      const cut = await interrupt(ctx.app, me.cookies, id, replyId, { spoken_characters: 0 });
      expect(cut.statusCode).toBe(409);
      expect(cut.json()).toEqual({ message: ENDED_TRANSCRIPT_MESSAGE });
      expect(await readConversation(ctx.app, me.cookies, id)).toEqual(before);
      expect(before.messages[2]).toMatchObject({ id: replyId, content: turn.body, interrupted: false });
    });

    it.each([
      ['a scenario id that is not an id', { scenario_id: 'abc' }, 'Scenario id is not valid.'],
      ['no scenario id', { scenario_id: undefined }, 'Scenario id is required.'],
      ['a time limit of 0', { time_limit_minutes: 0 }, 'Time limit must be at least 1 minute.'],
      ['a time limit of 121', { time_limit_minutes: 121 }, 'Time limit must be at most 120 minutes.'],
      ['a time limit of 1.5', { time_limit_minutes: 1.5 }, 'Time limit must be a whole number of minutes.'],
      ['an unknown mode', { mode: 'video' }, 'Mode must be "speech" or "text".'],
      ['an unknown language', { language: 'fr-FR' }, 'Language must be "en-US" or "id-ID".'],
    ])('refuses a start with %s (400), debiting nothing', async (_case, change, message) => {
      const before = await balanceOf(ctx.app, me.cookies);
      const response = await startSession(ctx.app, me.cookies, { scenario_id: scenarioId, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
      expect(await balanceOf(ctx.app, me.cookies)).toBe(before);
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

  describe(`[SESSIONS] a reply cut short while it streams (${name})`, () => {
    // Words 40 ms apart, so a reply is still streaming when the client leaves or interrupts.
    const ctx = useTestApp(url, { LOGIN_RATE_LIMIT_PER_IP: '100000', AI_OFFLINE_STREAM_DELAY_MS: '40' });
    let me: Person;
    let scenarioId: string;
    let baseUrl: string;

    beforeAll(async () => {
      me = await signUpPerson(ctx);
      scenarioId = (await buildScenario(ctx.database.db, { userId: me.userId })).id;
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    });

    /** The whole reply the offline character gives to `line` after the opening: the same conversation gives the same reply. */
    async function fullOfflineReply(conversationId: string, line: string): Promise<string> {
      const [row] = await ctx.database.db.select().from(conversations).where(eq(conversations.id, conversationId));
      const opening = (await readConversation(ctx.app, me.cookies, conversationId)).messages[0]!.content;
      return characterReplyTask.offline({
        ...row!.context,
        messages: [
          { role: 'character', content: opening },
          { role: 'learner', content: line },
        ],
      });
    }

    it('keeps the part that was streamed, marked interrupted, when the client disconnects', async () => {
      const id = await startedId(ctx.app, me.cookies, scenarioId);
      const line = 'Tell me everything about your budget, your timeline and your concerns.';
      const full = await fullOfflineReply(id, line);
      const payload = JSON.stringify({ scenario_conv_list_id: id, message: line });
      const request = http.request(`${baseUrl}/conversational/roleplay-chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), cookie: me.cookies },
      });
      const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
        request.once('response', resolve);
        request.once('error', reject);
        request.end(payload);
      });
      expect(response.statusCode).toBe(200);
      const replyId = String(response.headers[REPLY_ID_HEADER]);
      const first = (await new Promise<Buffer>((resolve) => response.once('data', resolve))).toString('utf8');
      expect(first.length).toBeGreaterThan(0);
      // The person closes the page mid-reply.
      request.destroy();

      const conversation = await eventually(
        () => readConversation(ctx.app, me.cookies, id),
        (read) => read.messages.some((message) => message.id === replyId),
      );
      expect(conversation.messages.map((message) => message.role)).toEqual(['character', 'learner', 'character']);
      expect(conversation.messages[1]!.content).toBe(line);
      const reply = conversation.messages[2]!;
      expect(reply).toMatchObject({ id: replyId, interrupted: true });
      expect(reply.content.startsWith(first)).toBe(true);
      expect(full.startsWith(reply.content)).toBe(true);
      expect(reply.content.length).toBeLessThan(full.length);
    });

    it('applies an interruption that arrives while the reply streams to the reply saved at its end', async () => {
      const id = await startedId(ctx.app, me.cookies, scenarioId);
      const line = 'What would it take for you to renew the contract this year?';
      const full = await fullOfflineReply(id, line);
      const response = await fetch(`${baseUrl}/conversational/roleplay-chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: me.cookies },
        body: JSON.stringify({ scenario_conv_list_id: id, message: line }),
      });
      expect(response.status).toBe(200);
      const replyId = response.headers.get(REPLY_ID_HEADER)!;
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let received = decoder.decode((await reader.read()).value, { stream: true });

      // Still streaming: nothing of the reply is saved yet, and the read-back leaves it out.
      expect((await readConversation(ctx.app, me.cookies, id)).messages.map((message) => message.role)).toEqual(['character', 'learner']);
      const cut = await interrupt(ctx.app, me.cookies, id, replyId, { spoken_characters: 5 });
      expect(cut.statusCode).toBe(200);
      expect(cut.json().data).toMatchObject({ id: replyId, content: full.slice(0, 5), interrupted: true });

      for (let next = await reader.read(); !next.done; next = await reader.read()) received += decoder.decode(next.value, { stream: true });
      expect(received).toBe(full);
      const reply = (await readConversation(ctx.app, me.cookies, id)).messages[2];
      expect(reply).toMatchObject({ id: replyId, content: full.slice(0, 5), interrupted: true });
    });
  });
}

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
});
