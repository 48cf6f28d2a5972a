// The AI key goes only where it was saved (or, from the environment, where the environment says): a test, a model
// list or a save for another base URL answers 400 and the other host hears nothing; typed again, the key goes there.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createOperatorSettingsRepository } from '../../db/operator-settings.repository.ts';
import { scenarios } from '../../db/schema.ts';
import { fakeAnswer, fakeStream, type FakeOpenAiServer } from '../../test/fake-openai-server.ts';
import { useFakeOpenAiServer } from '../../test/fake-provider.ts';
import { callerOf, eventually, TEST_DATABASES, uniqueEmail, useAdminAndLearner, useOperatorOnTwoInstances, useTestApp } from '../../test/test-app.ts';

const SAVED_KEY = 'sk-saved-0123456789abcdefHOME';
const TYPED_KEY = 'sk-typed-0123456789abcdefELSE';
const ENV_KEY = 'sk-env-OPERATOR-0001-abcdefghijklmnop';
const BLANK_MODELS = { character: '', grading: '', generation: '', twin: '' };

const originOf = (url: string) => new URL(url).origin;
const settingsFor = (fake: FakeOpenAiServer, extra: object = {}) => ({ provider: 'openai-compatible', baseUrl: fake.url, model: 'fake-model', models: BLANK_MODELS, ...extra });
const authorizations = (fake: FakeOpenAiServer) => fake.received.map((request) => request.headers.authorization);

/** A sample scenario every account may practise, for a Vibes Check. */
async function sampleScenarioId(database: Database): Promise<string> {
  const [row] = await database.db.select({ id: scenarios.id }).from(scenarios).where(eq(scenarios.isSample, true)).limit(1);
  if (!row) throw new Error('no sample scenario');
  return row.id;
}

describe.each(TEST_DATABASES)('[ADMIN AI] a saved key goes only to the origin it was saved for, on $name', ({ url }) => {
  const home = useFakeOpenAiServer();
  const elsewhere = useFakeOpenAiServer();
  const { signInOperator } = useOperatorOnTwoInstances(url, { LOGIN_RATE_LIMIT_PER_IP: '100000' });

  it('another base URL needs the key typed again, on every instance; the same origin and a typed key work', async () => {
    const { first, second } = await signInOperator();
    const saved = await first('PUT', '/admin/ai/settings', settingsFor(home, { apiKey: SAVED_KEY }));
    expect(saved.statusCode).toBe(200);

    // The other instance holds the same rule: nothing reaches the other host, and nothing is saved.
    const retype = `Type the API key again: the saved key is only sent to ${originOf(home.url)}.`;
    for (const [method, path, payload] of [
      ['POST', '/admin/ai/test', settingsFor(elsewhere)],
      ['POST', '/admin/ai/models', { provider: 'openai-compatible', baseUrl: elsewhere.url }],
      ['PUT', '/admin/ai/settings', settingsFor(elsewhere)],
    ] as const) {
      const refused = await second(method, path, payload);
      expect(refused.statusCode, `${method} ${path}`).toBe(400);
      expect(refused.json().message).toBe(retype);
    }
    // A provider whose own address is elsewhere counts too.
    expect((await second('POST', '/admin/ai/test', { provider: 'openai', baseUrl: '', model: '', models: BLANK_MODELS })).json().message).toBe(retype);
    expect(elsewhere.received).toEqual([]);
    expect((await second('GET', '/admin/ai/settings')).json()).toMatchObject({ baseUrl: { value: home.url }, apiKey: { isSet: true, sentTo: originOf(home.url) } });

    // The same origin, another path: the saved key goes.
    home.respondWith(fakeAnswer('home'));
    const sameOrigin = await second('POST', '/admin/ai/test', settingsFor(home, { baseUrl: `${originOf(home.url)}/proxy/v1` }));
    expect(sameOrigin.json()).toMatchObject({ isConnected: true, message: 'home' });
    expect(home.requests.at(-1)?.headers.authorization).toBe(`Bearer ${SAVED_KEY}`);

    // Typed again, a key goes to the host it was typed for, for a test and for the model list.
    elsewhere.respondWith(fakeAnswer('elsewhere'));
    expect((await second('POST', '/admin/ai/test', settingsFor(elsewhere, { apiKey: TYPED_KEY }))).json()).toMatchObject({ isConnected: true, message: 'elsewhere' });
    const listed = await second('POST', '/admin/ai/models', { provider: 'openai-compatible', baseUrl: elsewhere.url, apiKey: TYPED_KEY });
    expect(listed.json().isListed).toBe(true);
    // Removing the saved key instead: the other host is asked without one.
    elsewhere.respondWith(fakeAnswer('no key'));
    expect((await second('POST', '/admin/ai/test', settingsFor(elsewhere, { clearApiKey: true }))).json()).toMatchObject({ isConnected: true });
    expect(authorizations(elsewhere)).toEqual([`Bearer ${TYPED_KEY}`, `Bearer ${TYPED_KEY}`, undefined]);
    expect(JSON.stringify(home.received.map((request) => request.headers))).not.toContain(TYPED_KEY);

    // Saved with the typed key, the key is bound to the new origin, and the old host hears it never.
    const moved = await first('PUT', '/admin/ai/settings', settingsFor(elsewhere, { apiKey: TYPED_KEY }));
    expect(moved.json().apiKey).toMatchObject({ lastFour: 'ELSE', sentTo: originOf(elsewhere.url) });
    expect((await second('POST', '/admin/ai/test', settingsFor(home))).json().message).toBe(`Type the API key again: the saved key is only sent to ${originOf(elsewhere.url)}.`);
  });
});

describe.each(TEST_DATABASES)('[ADMIN AI] the environment key goes only to the environment base URL, on $name', ({ url }) => {
  const elsewhere = useFakeOpenAiServer();
  const adminEmail = uniqueEmail('operator');
  const ctx = useTestApp(url, { ADMIN_EMAILS: adminEmail, AI_API_KEY: ENV_KEY, LOGIN_RATE_LIMIT_PER_IP: '100000' });
  const signedIn = useAdminAndLearner(ctx, adminEmail);

  it('never pairs AI_API_KEY with a base URL from the page or the database', async () => {
    const call = callerOf(ctx.app, signedIn.admin);
    const message = `The API key set by the server's environment (AI_API_KEY) is only sent to AI_BASE_URL or the provider's own address, not to ${originOf(elsewhere.url)}.`;
    for (const [method, path, payload] of [
      ['POST', '/admin/ai/test', settingsFor(elsewhere)],
      ['POST', '/admin/ai/models', { provider: 'openai-compatible', baseUrl: elsewhere.url }],
      ['PUT', '/admin/ai/settings', settingsFor(elsewhere)],
    ] as const) {
      const refused = await call(method, path, payload);
      expect(refused.statusCode, `${method} ${path}`).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect(elsewhere.received).toEqual([]);
    expect((await call('GET', '/admin/ai/settings')).json().apiKey).toMatchObject({ isFromEnvironment: true, sentTo: null });

    // A base URL that reached the database another way: replies go there without the environment's key.
    await createOperatorSettingsRepository(ctx.database.db).saveOperatorSetting('ai', settingsFor(elsewhere));
    const learner = callerOf(ctx.app, signedIn.learner);
    await eventually(() => learner('GET', '/users/me'), (me) => me.json().ai.isOffline === false);
    elsewhere.respondWith(fakeStream(['Fine.'], 0));
    const reply = await learner('POST', '/conversational/vibes-check', { scenario_id: await sampleScenarioId(ctx.database), messages: [{ role: 'learner', content: 'Hello there.' }] });
    expect(reply.body).toBe('Fine.');
    expect(elsewhere.received).toHaveLength(1);
    expect(authorizations(elsewhere)).toEqual([undefined]);
  });
});

describe.each(TEST_DATABASES)('[ADMIN AI] with AI_BASE_URL, the environment key goes there, on $name', ({ url }) => {
  const home = useFakeOpenAiServer();
  const adminEmail = uniqueEmail('operator');
  const ctx = useTestApp(url, () => ({ ADMIN_EMAILS: adminEmail, AI_API_KEY: ENV_KEY, AI_BASE_URL: home.url, AI_PROVIDER: 'openai-compatible', AI_MODEL: 'fake-model' }));
  const signedIn = useAdminAndLearner(ctx, adminEmail);

  it('tests the connection and lists the models with the environment key', async () => {
    const call = callerOf(ctx.app, signedIn.admin);
    expect((await call('GET', '/admin/ai/settings')).json().apiKey).toMatchObject({ isFromEnvironment: true, sentTo: originOf(home.url) });
    home.respondWith(fakeAnswer('ready'));
    expect((await call('POST', '/admin/ai/test', { provider: 'openai-compatible', baseUrl: '', model: '', models: BLANK_MODELS })).json()).toMatchObject({ isConnected: true });
    expect((await call('POST', '/admin/ai/models', { provider: 'openai-compatible' })).json().isListed).toBe(true);
    expect(authorizations(home)).toEqual([`Bearer ${ENV_KEY}`, `Bearer ${ENV_KEY}`]);
  });
});
