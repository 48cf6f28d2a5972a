// What the session route tests share: the calls a learner makes (start, turn, read, interrupt, end), their balance,
// and the people and scenarios the main tests start from.
import { count, eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { Conversation } from '../../../shared/contracts/conversations.ts';
import { REPLY_EVENTS_MEDIA_TYPE } from '../../../shared/contracts/reply-events.ts';
import { conversations, creditEntries } from '../../db/schema.ts';
import { buildScenario } from '../../test/builders.ts';
import { type TestContext, signUpPerson, useTestApp } from '../../test/test-app.ts';

export type Db = TestContext['database']['db'];
export type App = TestContext['app'];
export type Person = Awaited<ReturnType<typeof signUpPerson>>;

export const SCENARIO_NAME = 'Renewing the hospital contract';
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function countConversations(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(conversations).where(eq(conversations.userId, userId));
  return row!.value;
}

export async function balanceOf(app: App, cookies: string): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/credits', headers: { cookie: cookies } })).json().balance as number;
}

export function startSession(app: App, cookies: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/assessment/scenario-conversation/create', headers: { cookie: cookies }, payload });
}

export async function startedId(app: App, cookies: string, scenarioId: string, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await startSession(app, cookies, { scenario_id: scenarioId, mode: 'text', ...extra });
  if (response.statusCode !== 201) throw new Error(`start answered ${response.statusCode}: ${response.body}`);
  return response.json().data.id as string;
}

export function chat(app: App, cookies: string, conversationId: string, message: string) {
  return app.inject({ method: 'POST', url: '/conversational/roleplay-chat', headers: { cookie: cookies }, payload: { scenario_conv_list_id: conversationId, message } });
}

/** A turn asked for as events (`Accept: application/x-ndjson`), as the pages ask for it. */
export function chatForEvents(app: App, cookies: string, conversationId: string, message: string) {
  return app.inject({
    method: 'POST',
    url: '/conversational/roleplay-chat',
    headers: { cookie: cookies, accept: REPLY_EVENTS_MEDIA_TYPE },
    payload: { scenario_conv_list_id: conversationId, message },
  });
}

/** The events of an NDJSON answer, in order. */
export function eventsOf<Event>(body: string): Event[] {
  return body
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Event);
}

export async function readConversation(app: App, cookies: string, id: string): Promise<Conversation> {
  const response = await app.inject({ method: 'GET', url: `/conversations/${id}`, headers: { cookie: cookies } });
  if (response.statusCode !== 200) throw new Error(`GET answered ${response.statusCode}: ${response.body}`);
  return response.json() as Conversation;
}

export function interrupt(app: App, cookies: string, conversationId: string, messageId: string, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: `/conversations/${conversationId}/messages/${messageId}/interrupt`,
    headers: { cookie: cookies },
    payload: payload as Record<string, unknown>,
  });
}

export function endSession(app: App, cookies: string, id: string) {
  return app.inject({ method: 'POST', url: `/conversations/${id}/end`, headers: { cookie: cookies } });
}

/** The app the session route tests run on; the streaming tests set their own delay between words. */
const SESSIONS_TEST_ENV = { LOGIN_RATE_LIMIT_PER_IP: '100000', AI_OFFLINE_STREAM_DELAY_MS: '0' };

/**
 * Two people and three scenarios: one of the first person's, and a private and a public one of the other's. The first
 * has enough credits for every session the tests start; the credit rules have their own people.
 */
async function setUpSessionPeople(ctx: TestContext) {
  const me = await signUpPerson(ctx);
  const other = await signUpPerson(ctx);
  await ctx.database.db.insert(creditEntries).values({ userId: me.userId, amount: 1000, reason: 'Test credits' });
  const scenarioId = (await buildScenario(ctx.database.db, { userId: me.userId })).id;
  const othersPrivateId = (await buildScenario(ctx.database.db, { userId: other.userId })).id;
  const othersPublicId = (await buildScenario(ctx.database.db, { userId: other.userId, isPublic: true })).id;
  return { me, other, scenarioId, othersPrivateId, othersPublicId };
}

export type SessionPeople = Awaited<ReturnType<typeof setUpSessionPeople>>;

/** Call inside a `describe`: starts the app on `url` and sets up the people and scenarios before the tests, handing them to `receive`. */
export function useSessionRoutes(url: string | undefined, receive: (people: SessionPeople) => void) {
  const ctx = useTestApp(url, SESSIONS_TEST_ENV);
  beforeAll(async () => {
    receive(await setUpSessionPeople(ctx));
  });
  return ctx;
}
