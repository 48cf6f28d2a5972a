import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditEntries } from '../../db/schema.ts';
import { buildScenario } from '../../test/builders.ts';
import { TEST_DATABASES, signUpPerson } from '../../test/test-app.ts';
import { serverText } from '../../i18n/server-text.ts';
import { builtInEngineLanguageMessage, creditsShortText, sessionLanguage } from './session-rules.ts';
import { SCENARIO_NAME, UUID_PATTERN, balanceOf, countConversations, readConversation, useSessionRoutes, startSession, startedId, type Person } from './sessions.test-helpers.ts';

const creditsShortMessage = (balance: number) => serverText('en', creditsShortText(balance).key, creditsShortText(balance).values);

describe('[SESSIONS] the rules without a server', () => {
  it('says how many credits are missing', () => {
    expect(creditsShortMessage(4)).toBe('You need 10 credits to start a session and have 4: 6 more are needed.');
    expect(creditsShortMessage(9)).toBe('You need 10 credits to start a session and have 9: 1 more is needed.');
    expect(serverText('id', 'errors.creditsShort', creditsShortText(4).values)).toBe('Anda memerlukan 10 kredit untuk memulai sesi dan memiliki 4: masih kurang 6 kredit.');
  });

  it("holds a session in the learner's language, else in Indonesian when the persona speaks it, else in English", () => {
    expect(sessionLanguage('en-US', { personaDetails: { language: 'Bahasa Indonesia' } })).toBe('en-US');
    expect(sessionLanguage(undefined, { personaDetails: { language: 'Indonesian' } })).toBe('id-ID');
    expect(sessionLanguage(undefined, { personaDetails: { language: 'English' } })).toBe('en-US');
    // Without a persona, the brief's identity says which language the character speaks.
    const brief = (language: string) => ({ character: { identity: { language } } }) as unknown as NonNullable<Parameters<typeof sessionLanguage>[1]['brief']>;
    expect(sessionLanguage(undefined, { personaDetails: null, brief: brief('Bahasa Indonesia') })).toBe('id-ID');
    expect(sessionLanguage(undefined, { personaDetails: null, brief: brief('English') })).toBe('en-US');
    expect(sessionLanguage(undefined, { personaDetails: null })).toBe('en-US');
  });
});

for (const { name, url } of TEST_DATABASES) {
  describe(`[SESSIONS] starting a session (${name})`, () => {
    let me: Person;
    let scenarioId: string;
    let othersPrivateId: string;
    let othersPublicId: string;
    const ctx = useSessionRoutes(url, (people) => ({ me, scenarioId, othersPrivateId, othersPublicId } = people));

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

      // The built-in engine speaks English only: a session in Indonesian needs a model, and is refused before any charge.
      const indonesian = await startSession(ctx.app, person.cookies, { scenario_id: othersPublicId, mode: 'text', language: 'id-ID' });
      expect(indonesian.statusCode).toBe(409);
      expect(indonesian.json().message).toBe(builtInEngineLanguageMessage('id-ID'));
      expect(await balanceOf(ctx.app, person.cookies)).toBe(20);

      // The defaults: a speech session without a timer, in the persona's language (English here).
      const second = await readConversation(ctx.app, person.cookies, await startedId(ctx.app, person.cookies, othersPublicId, { mode: undefined }));
      expect(second).toMatchObject({ mode: 'speech', language: 'en-US', time_limit_minutes: null, ends_at: null, scenario_id: othersPublicId });
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
  });
}
