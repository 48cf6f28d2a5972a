import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { aiCalls, conversations, creditEntries, scenarios } from '../../db/schema.ts';
import { fakeError, fakeStream } from '../../test/fake-openai-server.ts';
import { useFakeOpenAiServer } from '../../test/fake-provider.ts';
import { callerOf, eventually, type HttpMethod, signUpPerson, TEST_DATABASES, uniqueEmail, useTestApp, useAdminAndLearner } from '../../test/test-app.ts';
import type { AdminUsage } from '../../../shared/contracts/admin-usage.ts';
import { DEFAULT_AI_PRICES } from './admin-usage.service.ts';

const BLANK_MODELS = { character: '', grading: '', generation: '', twin: '' };
const DAY_MS = 24 * 60 * 60 * 1000;

async function sampleScenarioId(database: Database): Promise<string> {
  const [row] = await database.db.select({ id: scenarios.id }).from(scenarios).where(eq(scenarios.isSample, true)).limit(1);
  if (!row) throw new Error('no sample scenario');
  return row.id;
}

/** Noon UTC `daysAgo` days before today, so a row lands on that day whatever the hour now. */
function noonUtc(daysAgo: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12) - daysAgo * DAY_MS);
}
const dayText = (daysAgo: number) => noonUtc(daysAgo).toISOString().slice(0, 10);


describe.each(TEST_DATABASES)('[ADMIN USAGE] /admin/usage on $name', ({ url }) => {
  const fake = useFakeOpenAiServer();
  const adminEmail = uniqueEmail('operator');
  const ctx = useTestApp(url, { ADMIN_EMAILS: adminEmail, LOGIN_RATE_LIMIT_PER_IP: '100000', AI_OFFLINE_STREAM_DELAY_MS: '0' });
  const signedIn = useAdminAndLearner(ctx, adminEmail);

  const call = (cookies: string | null, method: HttpMethod, path: string, payload?: object) => callerOf(ctx.app, cookies)(method, path, payload);
  const usage = async () => {
    const response = await call(signedIn.admin, 'GET', '/admin/usage/summary');
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as AdminUsage;
  };
  const dayOf = (answer: AdminUsage, daysAgo: number) => answer.days.find((day) => day.day === dayText(daysAgo));
  const callsOf = (where: { task: string; provider: string }) =>
    ctx.database.db
      .select()
      .from(aiCalls)
      .then((rows) => rows.filter((row) => row.task === where.task && row.provider === where.provider));

  const ROUTES: ['GET' | 'PUT', string, object | undefined][] = [
    ['GET', '/admin/usage/summary', undefined],
    ['GET', '/admin/usage/prices', undefined],
    ['PUT', '/admin/usage/prices', { prices: [] }],
  ];

  it.each(ROUTES)('refuses %s %s to a person who is not an admin (403) and to nobody signed in (401)', async (method, path, payload) => {
    const asLearner = await call(signedIn.learner, method, path, payload);
    expect(asLearner.statusCode).toBe(403);
    expect(asLearner.json().message).toBe('Only administrators can do this.');
    expect((await call(signedIn.learner, method, path, method === 'GET' ? undefined : { prices: 'nonsense' })).statusCode).toBe(403);
    expect((await call(null, method, path, payload)).statusCode).toBe(401);
  });

  it('refuses a price change sent from another site (403), saving nothing', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/admin/usage/prices',
      headers: { cookie: signedIn.admin, origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { prices: [] },
    });
    expect(response.statusCode).toBe(403);
    expect((await call(signedIn.admin, 'GET', '/admin/usage/prices')).json().isDefault).toBe(true);
  });

  it('shows the default prices as estimates until an admin saves some', async () => {
    const prices = await call(signedIn.admin, 'GET', '/admin/usage/prices');
    expect(prices.json()).toEqual({ prices: DEFAULT_AI_PRICES, isDefault: true, updatedAt: null });
  });

  const price = { provider: 'openai', model: 'gpt-4o-mini', inputPerMillion: 0.15, outputPerMillion: 0.6 };
  it.each([
    ['a negative price', { prices: [{ ...price, inputPerMillion: -1 }] }, 'An input price cannot be negative.'],
    ['a price that is not a number', { prices: [{ ...price, outputPerMillion: 'free' }] }, 'An output price must be a number.'],
    ['a price per token typed by mistake as a huge number', { prices: [{ ...price, outputPerMillion: 5000 }] }, 'An output price is at most 1000 dollars per million tokens.'],
    ['the built-in engine', { prices: [{ ...price, provider: 'offline' }] }, 'Choose the provider of each price'],
    ['no model name', { prices: [{ ...price, model: '  ' }] }, 'Type the model name of each price.'],
    ['the same model twice', { prices: [price, { ...price, inputPerMillion: 1 }] }, 'The price of gpt-4o-mini is listed twice.'],
    ['more than 50 rows', { prices: Array.from({ length: 51 }, (_, index) => ({ ...price, model: `model-${index}` })) }, 'At most 50 prices.'],
    ['no list', { prices: 'cheap' }, 'Send the prices as a list.'],
  ])('answers 400 with a message for %s', async (_what, payload, message) => {
    const response = await call(signedIn.admin, 'PUT', '/admin/usage/prices', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('sums sessions, credits and AI calls per day, and prices each model from the saved table', async () => {
    const before = await usage();
    expect(before.days).toHaveLength(30);
    expect(before.to).toBe(dayText(0));
    expect(before.from).toBe(dayText(29));

    // Two sessions of a new person (welcome credits today), one of them moved to yesterday with its debit.
    const person = await signUpPerson(ctx);
    const scenarioId = await sampleScenarioId(ctx.database);
    for (let index = 0; index < 2; index += 1) {
      const started = await call(person.cookies, 'POST', '/assessment/scenario-conversation/create', { scenario_id: scenarioId, mode: 'text' });
      expect(started.statusCode, started.body).toBe(201);
    }
    const [moved] = await ctx.database.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.userId, person.userId)).limit(1);
    await ctx.database.db.update(conversations).set({ startedAt: noonUtc(1) }).where(eq(conversations.id, moved!.id));
    const debits = await ctx.database.db.select().from(creditEntries).where(eq(creditEntries.userId, person.userId));
    const firstDebit = debits.find((entry) => entry.amount < 0);
    expect(firstDebit).toBeDefined();
    await ctx.database.db.update(creditEntries).set({ createdAt: noonUtc(1) }).where(eq(creditEntries.id, firstDebit!.id));

    // Two models over two days; one call without token counts; one call older than the window.
    const modelA = `model-a-${Date.now()}`;
    const modelB = `model-b-${Date.now()}`;
    const row = { taskGroup: 'character', durationMs: 100, outcome: 'completed' as const };
    await ctx.database.db.insert(aiCalls).values([
      { ...row, task: 'character-reply', provider: 'openai-compatible', model: modelA, inputTokens: 1000, outputTokens: 500, createdAt: noonUtc(0) },
      { ...row, task: 'character-reply', provider: 'openai-compatible', model: modelA, inputTokens: 2000, outputTokens: 1500, createdAt: noonUtc(1), outcome: 'failed' },
      { ...row, task: 'grade-conversation', taskGroup: 'grading', provider: 'openai', model: modelB, inputTokens: 3000, outputTokens: 1000, createdAt: noonUtc(1) },
      { ...row, task: 'grade-conversation', taskGroup: 'grading', provider: 'openai', model: modelB, inputTokens: null, outputTokens: null, createdAt: noonUtc(0) },
      { ...row, task: 'character-reply', provider: 'openai', model: modelB, inputTokens: 9000, outputTokens: 9000, createdAt: noonUtc(31) },
    ]);

    // The session openings were recorded too (built-in engine); wait for their batch before reading.
    await eventually(
      () => callsOf({ task: 'character-opening', provider: 'offline' }),
      (rows) => rows.length >= 2,
    );
    const unpriced = await usage();
    const byModel = (answer: typeof unpriced, model: string) => answer.models.find((entry) => entry.model === model);
    expect(byModel(unpriced, modelA)).toMatchObject({ calls: 2, failures: 1, inputTokens: 3000, outputTokens: 2000, estimatedCost: null, inputPerMillion: null });
    expect(byModel(unpriced, modelB)).toMatchObject({ calls: 2, callsWithoutTokens: 1, inputTokens: 3000, outputTokens: 1000, estimatedCost: null });
    expect(unpriced.totals.unpricedCalls - before.totals.unpricedCalls).toBe(4);

    const saved = await call(signedIn.admin, 'PUT', '/admin/usage/prices', {
      prices: [
        { provider: 'openai-compatible', model: modelA, inputPerMillion: 2, outputPerMillion: 8 },
        { provider: 'openai', model: modelB, inputPerMillion: 0.5, outputPerMillion: 1.5 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ isDefault: false, prices: [{ model: modelA }, { model: modelB }] });

    const after = await usage();
    // 3000 × $2 + 2000 × $8 per million = $0.022; 3000 × $0.5 + 1000 × $1.5 per million = $0.003.
    expect(byModel(after, modelA)).toMatchObject({ inputPerMillion: 2, outputPerMillion: 8, estimatedCost: 0.022 });
    expect(byModel(after, modelB)).toMatchObject({ estimatedCost: 0.003 });
    expect(after.totals.estimatedCost - before.totals.estimatedCost).toBeCloseTo(0.025, 6);
    expect(after.totals.unpricedCalls).toBe(before.totals.unpricedCalls);
    // The built-in engine costs nothing and reports no tokens.
    expect(after.models.find((entry) => entry.provider === 'offline')).toMatchObject({ estimatedCost: 0, inputTokens: 0, outputTokens: 0 });

    const delta = (daysAgo: number, field: 'sessions' | 'creditsSpent' | 'creditsGranted' | 'aiCalls') => (dayOf(after, daysAgo)?.[field] ?? 0) - (dayOf(before, daysAgo)?.[field] ?? 0);
    expect([delta(0, 'sessions'), delta(1, 'sessions')]).toEqual([1, 1]);
    expect([delta(0, 'creditsSpent'), delta(1, 'creditsSpent')]).toEqual([10, 10]);
    expect([delta(0, 'creditsGranted'), delta(1, 'creditsGranted')]).toEqual([30, 0]);
    // Today: the two openings, one reply and one grading; yesterday: one reply and one grading; the old call is out.
    expect([delta(0, 'aiCalls'), delta(1, 'aiCalls')]).toEqual([4, 2]);
    expect((dayOf(after, 1)?.aiCallsByTask['grade-conversation'] ?? 0) - (dayOf(before, 1)?.aiCallsByTask['grade-conversation'] ?? 0)).toBe(1);
    expect(after.totals.sessions - before.totals.sessions).toBe(2);
    expect(after.totals.aiCalls - before.totals.aiCalls).toBe(6);
    const grading = after.tasks.find((task) => task.task === 'grade-conversation');
    expect(grading).toMatchObject({ taskGroup: 'grading' });
  });

  it('records a Vibes Check reply through the built-in engine: the task, no tokens', async () => {
    const recorded = (await callsOf({ task: 'character-reply', provider: 'offline' })).length;
    const reply = await call(signedIn.learner, 'POST', '/conversational/vibes-check', { scenario_id: await sampleScenarioId(ctx.database), messages: [{ role: 'learner', content: 'Hello there, can we talk?' }] });
    expect(reply.statusCode).toBe(200);
    const rows = await eventually(
      () => callsOf({ task: 'character-reply', provider: 'offline' }),
      (found) => found.length > recorded,
    );
    expect(rows.at(-1)).toMatchObject({ taskGroup: 'character', model: 'offline engine', inputTokens: null, outputTokens: null, outcome: 'completed' });
  });

  it("records a reply through a provider with the provider's token counts, and a failed call as failed", async () => {
    const saved = await call(signedIn.admin, 'PUT', '/admin/ai/settings', { provider: 'openai-compatible', baseUrl: fake.url, apiKey: 'sk-test-000012345678', model: 'fake-model', models: BLANK_MODELS });
    expect(saved.statusCode, saved.body).toBe(200);
    const vibesCheck = () =>
      call(signedIn.learner, 'POST', '/conversational/vibes-check', { scenario_id: scenarioIdForProvider, messages: [{ role: 'learner', content: 'Hello there, can we talk?' }] });
    const scenarioIdForProvider = await sampleScenarioId(ctx.database);

    const reply = 'Fine. Tell me more about it.';
    fake.respondWith(fakeStream([reply], 0));
    expect((await vibesCheck()).body).toBe(reply);
    const rows = await eventually(
      () => callsOf({ task: 'character-reply', provider: 'openai-compatible' }),
      (found) => found.some((row) => row.model === 'fake-model'),
    );
    // The fake server counts 12 prompt tokens and a token per four characters written.
    expect(rows.find((row) => row.model === 'fake-model')).toMatchObject({
      taskGroup: 'character',
      inputTokens: 12,
      outputTokens: Math.ceil(reply.length / 4),
      outcome: 'completed',
    });
    expect(fake.requests.at(-1)?.body.stream_options).toEqual({ include_usage: true });

    fake.respondWith(fakeError(500, 'The fake model broke.'));
    expect((await vibesCheck()).statusCode).toBeGreaterThanOrEqual(400);
    const failed = await eventually(
      () => callsOf({ task: 'character-reply', provider: 'openai-compatible' }),
      (found) => found.some((row) => row.model === 'fake-model' && row.outcome === 'failed'),
    );
    expect(failed.find((row) => row.model === 'fake-model' && row.outcome === 'failed')).toMatchObject({ inputTokens: null, outputTokens: null });

    const answer = await usage();
    expect(answer.models.find((entry) => entry.model === 'fake-model')).toMatchObject({ provider: 'openai-compatible', calls: 2, failures: 1, inputTokens: 12 });
    await call(signedIn.admin, 'PUT', '/admin/ai/settings', { provider: 'offline', baseUrl: '', model: '', models: BLANK_MODELS, clearApiKey: true });
  });
});
