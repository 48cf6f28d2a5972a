// /admin/local-models: admins only; the catalogue; a download from a stand-in hub on 127.0.0.1 to DATA_DIR/models,
// then removal; a .gguf file the operator has, only from the allowed folders; the Ollama next door from a fake one;
// and choosing a local model through the AI page's save.
import { createServer, type Server } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildGgufBytes, startTestModelHub, type TestModelHub } from '../../test/model-hub-server.ts';
import { useDescribeResource } from '../../test/describe-resource.ts';
import { callerOf, eventually, type HttpMethod, TEST_DATABASES, uniqueEmail, useAdminAndLearner, useTestApp } from '../../test/test-app.ts';
import { MODEL_CATALOGUE } from './model-catalogue.ts';
import { LOCAL_ENGINE_MISSING } from '../../ai/ai-settings.ts';
import { hasLocalEngineRuntime } from '../../ai/local-model-files.ts';

const SMALL = MODEL_CATALOGUE[0]!;
const BLANK_MODELS = { character: '', grading: '', generation: '', twin: '' };

/** A fake Ollama: GET /api/tags lists two models. */
async function startFakeOllama(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.url === '/api/tags') return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ models: [{ name: 'llama3.2:3b' }, { name: 'qwen2.5:7b' }] }));
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe.each(TEST_DATABASES)('[LOCAL MODELS] /admin/local-models on $name', ({ url }) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'engram-local-models-'));
  const otherDir = mkdtempSync(join(tmpdir(), 'engram-model-files-'));
  const outsideDir = mkdtempSync(join(tmpdir(), 'engram-outside-'));
  afterAll(() => {
    for (const folder of [dataDir, otherDir, outsideDir]) rmSync(folder, { recursive: true, force: true });
  });
  const hub = useDescribeResource('The model hub', () => startTestModelHub(), (server: TestModelHub) => server.stop());
  const ollama = useDescribeResource('A fake Ollama', () => startFakeOllama(), (server) => server.stop());
  const adminEmail = uniqueEmail('operator');
  const ctx = useTestApp(url, () => ({ ADMIN_EMAILS: adminEmail, DATA_DIR: dataDir, MODEL_HUB_URL: hub.url, MODEL_DIRS: otherDir, OLLAMA_URL: ollama.url }));
  const signedIn = useAdminAndLearner(ctx, adminEmail);
  const call = (cookies: string | null, method: HttpMethod, path: string, payload?: object) => callerOf(ctx.app, cookies)(method, path, payload);

  const ROUTES: [HttpMethod, string, object | undefined][] = [
    ['GET', '/admin/local-models', undefined],
    ['POST', `/admin/local-models/${SMALL.name}/download`, undefined],
    ['DELETE', `/admin/local-models/${SMALL.name}`, undefined],
    ['POST', '/admin/local-models/file', { path: '/etc/passwd' }],
    ['GET', '/admin/local-models/ollama', undefined],
  ];

  it.each(ROUTES)('refuses %s %s to a person who is not an admin (403) and to nobody signed in (401)', async (method, path, payload) => {
    const asLearner = await call(signedIn.learner, method, path, payload);
    expect(asLearner.statusCode).toBe(403);
    expect(asLearner.json().message).toBe('Only administrators can do this.');
    expect((await call(null, method, path, payload)).statusCode).toBe(401);
  });

  it('lists the catalogue with sizes, memory and licences, nothing installed, and says the engine has no model', async () => {
    const response = await call(signedIn.admin, 'GET', '/admin/local-models');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.catalogue.map((model: { name: string }) => model.name)).toEqual(MODEL_CATALOGUE.map((model) => model.name));
    expect(body.catalogue[0]).toMatchObject({ isInstalled: false, download: null, licence: 'Apache 2.0', sourceUrl: `https://huggingface.co/${SMALL.repository}` });
    expect(body.catalogue.every((model: { sizeBytes: number; memoryBytes: number }) => model.sizeBytes > 0 && model.memoryBytes > model.sizeBytes)).toBe(true);
    expect(body.modelsDir).toBe(join(dataDir, 'models'));
    expect(body.engine).toEqual({ model: null, isReady: false, message: expect.stringContaining('No local model is installed') });
    expect(body.activeProvider).toBe('offline');
  });

  it.each([
    ['an upper-case name', '/admin/local-models/Qwen/download', 'POST', 'A model name has lower-case letters'],
    ['a name that climbs out of the folder', '/admin/local-models/..%2Fsecret/download', 'POST', 'A model name has lower-case letters'],
    ['a name not in the catalogue', '/admin/local-models/gpt-5/download', 'POST', 'There is no model named "gpt-5" in the catalogue'],
    ['a bad name to remove', '/admin/local-models/..%2F..%2Fetc', 'DELETE', 'A model name has lower-case letters'],
  ] as const)('answers 400 for %s', async (_what, path, method, message) => {
    const response = await call(signedIn.admin, method, path);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('downloads a catalogue model into DATA_DIR/models with its progress listed, then removes it', async () => {
    const bytes = buildGgufBytes(250_000);
    hub.files.set(SMALL.fileName, { bytes });
    const started = await call(signedIn.admin, 'POST', `/admin/local-models/${SMALL.name}/download`);
    expect(started.statusCode).toBe(202);
    const done = await eventually(
      async () => (await call(signedIn.admin, 'GET', '/admin/local-models')).json(),
      (body) => body.catalogue[0].isInstalled === true,
    );
    expect(done.catalogue[0].download).toBeNull();
    expect(existsSync(join(dataDir, 'models', `${SMALL.name}.gguf`))).toBe(true);
    expect(done.engine.model).toBe(SMALL.name);

    const again = await call(signedIn.admin, 'POST', `/admin/local-models/${SMALL.name}/download`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`${SMALL.label} is already installed.`);

    // Chosen through the AI page's save, as the page's "Use this model" does.
    const chosen = await call(signedIn.admin, 'PUT', '/admin/ai/settings', { provider: 'local', baseUrl: '', model: SMALL.name, models: BLANK_MODELS });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().provider.value).toBe('local');
    // The chosen model answers where the engine can run; elsewhere the built-in engine does, and the page says why.
    const canRun = hasLocalEngineRuntime();
    const listed = (await call(signedIn.admin, 'GET', '/admin/local-models')).json();
    expect(listed).toMatchObject({ chosenLocalModel: SMALL.name, activeProvider: canRun ? 'local' : 'offline' });
    if (!canRun) expect(listed.engine.message).toBe(`${SMALL.name} is chosen. ${LOCAL_ENGINE_MISSING}`);
    // The learners' "built-in demo characters" note follows what answers.
    expect((await call(signedIn.learner, 'GET', '/users/me')).json().ai.isOffline).toBe(!canRun);

    const removed = await call(signedIn.admin, 'DELETE', `/admin/local-models/${SMALL.name}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().catalogue[0].isInstalled).toBe(false);
    expect(existsSync(join(dataDir, 'models', `${SMALL.name}.gguf`))).toBe(false);
    expect((await call(signedIn.admin, 'DELETE', `/admin/local-models/${SMALL.name}`)).statusCode).toBe(404);
    // A model that is not installed cannot be chosen.
    const missing = await call(signedIn.admin, 'PUT', '/admin/ai/settings', { provider: 'local', baseUrl: '', model: SMALL.name, models: BLANK_MODELS });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain(`The model ${SMALL.name} is not installed`);
    await call(signedIn.admin, 'PUT', '/admin/ai/settings', { provider: 'offline', baseUrl: '', model: '', models: BLANK_MODELS });
  });

  it('shows a failed download with its reason and keeps nothing', async () => {
    const model = MODEL_CATALOGUE[1]!;
    hub.files.set(model.fileName, { bytes: buildGgufBytes(50_000), announcedSha256: 'c'.repeat(64) });
    expect((await call(signedIn.admin, 'POST', `/admin/local-models/${model.name}/download`)).statusCode).toBe(202);
    const failed = await eventually(
      async () => (await call(signedIn.admin, 'GET', '/admin/local-models')).json(),
      (body) => body.catalogue[1].download?.state === 'failed',
    );
    expect(failed.catalogue[1].download.message).toContain('SHA-256');
    expect(failed.catalogue[1].isInstalled).toBe(false);
    expect(existsSync(join(dataDir, 'models', `${model.name}.gguf.part`))).toBe(false);
  });

  it('accepts a .gguf file from an allowed folder and refuses any other path with a reason', async () => {
    const good = join(otherDir, 'My-Model.Q4_K_M.gguf');
    writeFileSync(good, buildGgufBytes(4096));
    const notModel = join(otherDir, 'notes.gguf');
    writeFileSync(notModel, 'plain text, not a model');
    mkdirSync(join(outsideDir, 'sub'), { recursive: true });
    const outside = join(outsideDir, 'sub', 'model.gguf');
    writeFileSync(outside, buildGgufBytes(4096));

    const accepted = await call(signedIn.admin, 'POST', '/admin/local-models/file', { path: good });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ model: good, sizeBytes: 4096 });

    for (const [path, message] of [
      [outside, 'The server uses model files only from'],
      [join(otherDir, '..', outsideDir.split('/').pop()!, 'sub', 'model.gguf'), 'The server uses model files only from'],
      [notModel, 'is not a GGUF model file'],
      [join(otherDir, 'absent.gguf'), 'There is no file at'],
      [join(otherDir, 'model.bin'), 'A local model file ends in .gguf.'],
      ['models/model.gguf', 'Give the absolute path'],
      ['', 'Type the path of a .gguf file'],
    ]) {
      const refused = await call(signedIn.admin, 'POST', '/admin/local-models/file', { path });
      expect(refused.statusCode, path).toBe(400);
      expect(refused.json().message).toContain(message);
    }
    // The AI page's save holds a chosen path to the same rule.
    const saved = await call(signedIn.admin, 'PUT', '/admin/ai/settings', { provider: 'local', baseUrl: '', model: outside, models: BLANK_MODELS });
    expect(saved.statusCode).toBe(400);
    expect((await call(signedIn.admin, 'PUT', '/admin/ai/settings', { provider: 'local', baseUrl: '', model: good, models: BLANK_MODELS })).statusCode).toBe(200);
    await call(signedIn.admin, 'PUT', '/admin/ai/settings', { provider: 'offline', baseUrl: '', model: '', models: BLANK_MODELS });
  });

  it('finds the Ollama next door and lists its models, which the AI page can then use', async () => {
    const response = await call(signedIn.admin, 'GET', '/admin/local-models/ollama');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ baseUrl: ollama.url, isRunning: true, models: ['llama3.2:3b', 'qwen2.5:7b'], message: null });
    const used = await call(signedIn.admin, 'PUT', '/admin/ai/settings', { provider: 'ollama', baseUrl: `${ollama.url}/v1`, model: 'qwen2.5:7b', models: BLANK_MODELS });
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ provider: { value: 'ollama' }, model: { value: 'qwen2.5:7b' } });
    await call(signedIn.admin, 'PUT', '/admin/ai/settings', { provider: 'offline', baseUrl: '', model: '', models: BLANK_MODELS });
  });
});
