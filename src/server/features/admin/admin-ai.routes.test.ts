import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { eq } from 'drizzle-orm';
import { operatorSettings, scenarios } from '../../db/schema.ts';
import { fakeAnswer, fakeError, fakeStream, FAKE_MODELS } from '../../test/fake-openai-server.ts';
import { useFakeOpenAiServer } from '../../test/fake-provider.ts';
import { useDescribeResource } from '../../test/describe-resource.ts';
import { createLogCapture } from '../../test/log-capture.ts';
import { callerOf, eventually, type HttpMethod, registerAndLogin, startTestApp, TEST_DATABASES, uniqueEmail, useTestApp, useOperatorOnTwoInstances, useAdminAndLearner, registerAdmin } from '../../test/test-app.ts';

const SECRET_KEY = 'sk-live-0123456789abcdefWXYZ';
const BLANK_MODELS = { character: '', grading: '', generation: '', twin: '' };

/** A sample scenario every account may practise, for a Vibes Check. */
async function sampleScenarioId(database: Database): Promise<string> {
  const [row] = await database.db.select({ id: scenarios.id }).from(scenarios).where(eq(scenarios.isSample, true)).limit(1);
  if (!row) throw new Error('no sample scenario');
  return row.id;
}

describe.each(TEST_DATABASES)('[ADMIN AI] /admin/ai on $name', ({ url }) => {
  const fake = useFakeOpenAiServer();
  const adminEmail = uniqueEmail('operator');
  const ctx = useTestApp(url, { ADMIN_EMAILS: adminEmail, LOGIN_RATE_LIMIT_PER_IP: '100000' });
  const connect = () => ({ provider: 'openai-compatible', baseUrl: fake.url, apiKey: SECRET_KEY, model: 'fake-model', models: BLANK_MODELS });
  const signedIn = useAdminAndLearner(ctx, adminEmail);

  const call = (cookies: string | null, method: HttpMethod, path: string, payload?: object) => callerOf(ctx.app, cookies)(method, path, payload);

  const ROUTES: ['GET' | 'PUT' | 'POST', string, object | undefined][] = [
    ['GET', '/admin/ai/settings', undefined],
    ['PUT', '/admin/ai/settings', { provider: 'offline', baseUrl: '', model: '', models: BLANK_MODELS }],
    ['POST', '/admin/ai/test', { provider: 'offline', baseUrl: '', model: '', models: BLANK_MODELS }],
    ['POST', '/admin/ai/models', { provider: 'openai-compatible', baseUrl: '' }],
  ];

  it.each(ROUTES)('refuses %s %s to a person who is not an admin (403) and to nobody signed in (401)', async (method, path, payload) => {
    const asLearner = await call(signedIn.learner, method, path, payload);
    expect(asLearner.statusCode).toBe(403);
    expect(asLearner.json().message).toBe('Only administrators can do this.');
    // Even bad input is refused for the role first.
    expect((await call(signedIn.learner, method, path, method === 'GET' ? undefined : { provider: 'nonsense' })).statusCode).toBe(403);
    expect((await call(null, method, path, payload)).statusCode).toBe(401);
  });

  it.each([
    ['an unknown provider', () => ({ ...connect(), provider: 'gpt' }), 'Choose a provider'],
    ['a base URL that is not http', () => ({ ...connect(), baseUrl: 'ftp://example.com' }), 'The base URL must start with http:// or https://.'],
    ['no base URL for an OpenAI-compatible server', () => ({ ...connect(), baseUrl: '' }), 'An OpenAI-compatible provider needs its base URL'],
    ['no model where the provider has no default', () => ({ ...connect(), model: '' }), 'Choose a model: this provider has no default one.'],
    ['a model name of 201 characters', () => ({ ...connect(), model: 'm'.repeat(201) }), 'A model name has at most 200 characters.'],
    ['OpenAI without a key', () => ({ provider: 'openai', baseUrl: '', model: '', models: BLANK_MODELS }), 'OpenAI needs an API key.'],
  ])('answers 400 with a message for %s', async (_what, payload, message) => {
    const response = await call(signedIn.admin, 'PUT', '/admin/ai/settings', payload());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('saves the settings, seals the key and never sends it back', async () => {
    const before = (await call(signedIn.admin, 'GET', '/admin/ai/settings')).json();
    expect(before.provider).toEqual({ value: 'offline', isFromEnvironment: false });
    const saved = await call(signedIn.admin, 'PUT', '/admin/ai/settings', { ...connect(), models: { ...BLANK_MODELS, grading: 'fake-model-large' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      provider: { value: 'openai-compatible', isFromEnvironment: false },
      baseUrl: { value: fake.url },
      apiKey: { isSet: true, lastFour: 'WXYZ', isFromEnvironment: false },
      models: { grading: { value: 'fake-model-large' }, character: { value: null } },
    });
    expect(saved.json().version).toBeGreaterThan(before.version ?? 0);
    expect(saved.body).not.toContain(SECRET_KEY);
    const [row] = await ctx.database.db.select().from(operatorSettings);
    expect(JSON.stringify(row?.value)).not.toContain(SECRET_KEY);
    expect((await call(signedIn.admin, 'GET', '/admin/ai/settings')).body).not.toContain(SECRET_KEY);

    // Saving again without a key keeps it; the model label follows at once.
    const again = await call(signedIn.admin, 'PUT', '/admin/ai/settings', { ...connect(), apiKey: undefined, model: 'fake-model-large' });
    expect(again.json().apiKey).toMatchObject({ isSet: true, lastFour: 'WXYZ' });
    const me = await call(signedIn.admin, 'GET', '/users/me');
    expect(me.json().ai).toEqual({ isOffline: false, modelLabel: 'openai-compatible: fake-model-large' });

    // The next reply comes from the saved provider, with the saved key.
    fake.respondWith(fakeStream(['Fine, ', 'tell me more.'], 0));
    const reply = await call(signedIn.learner, 'POST', '/conversational/vibes-check', { scenario_id: await sampleScenarioId(ctx.database), messages: [{ role: 'learner', content: 'Hello there, can we talk?' }] });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe('Fine, tell me more.');
    expect(fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);

    await call(signedIn.admin, 'PUT', '/admin/ai/settings', { provider: 'offline', baseUrl: '', model: '', models: BLANK_MODELS, clearApiKey: true });
    expect((await call(signedIn.admin, 'GET', '/users/me')).json().ai).toEqual({ isOffline: true, modelLabel: 'offline engine' });
  });

  it('tests a connection with unsaved values: the answer, a refused key and an unreachable address in plain words', async () => {
    fake.respondWith(fakeAnswer('ready'));
    const good = await call(signedIn.admin, 'POST', '/admin/ai/test', connect());
    expect(good.json()).toEqual({ isConnected: true, message: 'ready', modelLabel: 'openai-compatible: fake-model' });
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);

    fake.respondWith(fakeError(401, `Incorrect API key provided: ${SECRET_KEY}.`));
    const refused = await call(signedIn.admin, 'POST', '/admin/ai/test', connect());
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ isConnected: false, message: 'The provider refused the API key. Check that the key is right and still active.' });
    expect(refused.body).not.toContain(SECRET_KEY);

    const closedUrl = 'http://127.0.0.1:9/v1';
    const unreachable = await call(signedIn.admin, 'POST', '/admin/ai/test', { ...connect(), baseUrl: closedUrl });
    expect(unreachable.json()).toMatchObject({ isConnected: false, message: 'Could not reach http://127.0.0.1:9. Check the base URL and that the server is running.' });
    // Nothing was saved by testing.
    expect((await call(signedIn.admin, 'GET', '/admin/ai/settings')).json().provider.value).toBe('offline');
  });

  it('tells an unknown model from an address that is not an API at all', async () => {
    fake.respondWith(fakeError(404, 'The model `fake-model` does not exist.'));
    const unknownModel = await call(signedIn.admin, 'POST', '/admin/ai/test', connect());
    expect(unknownModel.json()).toMatchObject({ isConnected: false, message: 'The provider does not offer the model "fake-model". Choose one from its list.' });

    // An ordinary web server: a 404 page, not an API's error object.
    const webServer = createServer((_request, response) => response.writeHead(404, { 'content-type': 'text/html' }).end('<html><body>Not Found</body></html>'));
    await new Promise<void>((resolve) => webServer.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(webServer.address() as AddressInfo).port}`;
      const notAnApi = await call(signedIn.admin, 'POST', '/admin/ai/test', { ...connect(), baseUrl: `${origin}/v1` });
      expect(notAnApi.json()).toMatchObject({ isConnected: false, message: `${origin} answers, but not like an OpenAI-compatible API. Check the base URL (it usually ends in /v1).` });
    } finally {
      await new Promise((resolve) => webServer.close(resolve));
    }
  });

  it("lists the provider's models where its API has a list, and asks for a name otherwise", async () => {
    const listed = await call(signedIn.admin, 'POST', '/admin/ai/models', { provider: 'openai-compatible', baseUrl: fake.url });
    expect(listed.json()).toEqual({ isListed: true, models: [...FAKE_MODELS].sort(), message: null });
    const anthropic = await call(signedIn.admin, 'POST', '/admin/ai/models', { provider: 'anthropic' });
    expect(anthropic.json()).toMatchObject({ isListed: false, models: [], message: 'This provider has no model list here: type the model name.' });
    expect((await call(signedIn.admin, 'POST', '/admin/ai/models', { provider: 'ollama', baseUrl: 'nope' })).statusCode).toBe(400);
  });
});

describe.each(TEST_DATABASES)('[ADMIN AI] the environment wins, on $name', ({ url }) => {
  const adminEmail = uniqueEmail('operator');
  const ctx = useTestApp(url, { ADMIN_EMAILS: adminEmail, AI_PROVIDER: 'openai', AI_API_KEY: 'sk-env-key-00001234', AI_MODEL: 'gpt-env' });

  it('shows environment settings as such, without the key, and refuses to change them', async () => {
    const { cookies } = await registerAdmin(ctx, { email: adminEmail });
    const settings = await ctx.app.inject({ method: 'GET', url: '/admin/ai/settings', headers: { cookie: cookies } });
    expect(settings.json()).toMatchObject({
      provider: { value: 'openai', isFromEnvironment: true },
      apiKey: { isSet: true, lastFour: '1234', isFromEnvironment: true },
      model: { value: 'gpt-env', isFromEnvironment: true },
    });
    expect(settings.body).not.toContain('sk-env-key');
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/admin/ai/settings',
      headers: { cookie: cookies },
      payload: { provider: 'ollama', baseUrl: '', model: 'llama3', models: BLANK_MODELS },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe("The provider is set by the server's environment (AI_PROVIDER) and cannot be changed here.");
  });
});

describe.each(TEST_DATABASES)('[ADMIN AI] two instances on one database, on $name', ({ url }) => {
  const fake = useFakeOpenAiServer();
  const { instances, signInOperator } = useOperatorOnTwoInstances(url);

  it('a save on one instance applies to the next request on the other, without a restart', async () => {
    const { first, second } = instances;
    const { cookies } = await signInOperator();
    const me = () => second.inject({ method: 'GET', url: '/users/me', headers: { cookie: cookies } }).then((response) => response.json().ai);
    expect(await me()).toEqual({ isOffline: true, modelLabel: 'offline engine' });
    const saved = await first.inject({
      method: 'PUT',
      url: '/admin/ai/settings',
      headers: { cookie: cookies },
      payload: { provider: 'openai-compatible', baseUrl: fake.url, apiKey: SECRET_KEY, model: 'fake-model', models: BLANK_MODELS },
    });
    expect(saved.statusCode).toBe(200);
    // The other instance looks at the saved version once its short cache has aged.
    expect(await eventually(me, (ai) => ai.isOffline === false)).toEqual({ isOffline: false, modelLabel: 'openai-compatible: fake-model' });
    fake.respondWith(fakeStream(['From the saved provider.'], 0));
    const reply = await second.inject({
      method: 'POST',
      url: '/conversational/vibes-check',
      headers: { cookie: cookies },
      payload: { scenario_id: await sampleScenarioId(instances.database), messages: [{ role: 'learner', content: 'Hello there, can we talk?' }] },
    });
    expect(reply.body).toBe('From the saved provider.');
  });
});

describe('[ADMIN AI] a saved key never reaches a log line', () => {
  const fake = useFakeOpenAiServer();
  const adminEmail = uniqueEmail('operator');
  const logs = createLogCapture();
  // Logged at the most detailed level, where request bodies and errors are written.
  const ctx = useDescribeResource(
    'The test app',
    () => startTestApp(undefined, { ADMIN_EMAILS: adminEmail, LOGIN_RATE_LIMIT_PER_IP: '100000', LOG_LEVEL: 'trace' }, { logStream: logs.stream }),
    (app) => app.close(),
  );

  it('saves it, uses it, has it refused and echoed by the provider: no log line holds it', async () => {
    const admin = (await registerAdmin(ctx, { email: adminEmail })).cookies;
    const learner = (await registerAndLogin(ctx.app)).cookies;
    const settings = { provider: 'openai-compatible', baseUrl: fake.url, apiKey: SECRET_KEY, model: 'fake-model', models: BLANK_MODELS };
    const call = (cookies: string, method: 'PUT' | 'POST', path: string, payload: object) => ctx.app.inject({ method, url: path, headers: { cookie: cookies }, payload: payload as Record<string, unknown> });

    fake.respondWith(fakeError(401, `Incorrect API key provided: ${SECRET_KEY}.`));
    expect((await call(admin, 'POST', '/admin/ai/test', settings)).json().isConnected).toBe(false);
    expect((await call(admin, 'PUT', '/admin/ai/settings', settings)).statusCode).toBe(200);
    fake.respondWith(fakeStream(['Fine.'], 0));
    const scenarioId = await sampleScenarioId(ctx.database);
    expect((await call(learner, 'POST', '/conversational/vibes-check', { scenario_id: scenarioId, messages: [{ role: 'learner', content: 'Hello there.' }] })).statusCode).toBe(200);
    // A refusal at reply time, with the key echoed back, is logged as an error.
    fake.respondWith(fakeError(401, `Incorrect API key provided: ${SECRET_KEY}.`));
    await call(learner, 'POST', '/conversational/vibes-check', { scenario_id: scenarioId, messages: [{ role: 'learner', content: 'Are you there?' }] });

    // The capture works: the calls above were logged.
    expect(logs.text()).toContain('/admin/ai/settings');
    expect(logs.text()).toContain('/conversational/vibes-check');
    expect(logs.text()).not.toContain(SECRET_KEY);
    expect(logs.text()).not.toContain(SECRET_KEY.slice(0, 12));
  });
});
