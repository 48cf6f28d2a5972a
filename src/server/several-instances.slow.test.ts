// Engram on several machines: two web instances (WORKER=false) and one job worker (`npm run worker`, a process of its
// own) on one PostgreSQL database and one S3-compatible bucket (s3rver), all on 127.0.0.1. What one instance starts,
// stores or counts, the others see.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLY_ID_HEADER } from '../shared/contracts/conversations.ts';
import type { ServerEvent } from '../shared/contracts/jobs.ts';
import { generatePersonaOffline } from './ai/offline/persona/generate-persona.ts';
import { files, personas } from './db/schema.ts';
import { MAX_STREAMS_PER_PERSON } from './jobs/events.routes.ts';
import { createS3Storage } from './storage/s3-storage.ts';
import { buildScenario } from './test/builders.ts';
import { fakeHang, fakeJsonAnswer, fakeStream, startFakeOpenAiServer, type FakeOpenAiServer } from './test/fake-openai-server.ts';
import { fakeProviderEnv } from './test/fake-provider.ts';
import { multipart } from './test/multipart.ts';
import { startTestS3Server, type TestS3Server } from './test/s3-server.ts';
import { serverEntryArgs } from './test/server-entry.ts';
import { eventually, freshDatabaseUrl, registerAndLogin, startTestApp, TEST_AUTH_SECRET, userIdOf, type TestContext } from './test/test-app.ts';

interface Web {
  ctx: TestContext;
  url: string;
}

interface Worker {
  process: ChildProcess;
  healthUrl: string;
}

/** The environment every process shares: one database, one bucket, one model, fast recovery of lost jobs. */
function sharedEnv(databaseUrl: string, s3: TestS3Server, fake: FakeOpenAiServer): Record<string, string> {
  return {
    ...s3.env,
    ...fakeProviderEnv(fake.url),
    DATABASE_URL: databaseUrl,
    // Above the time the worker is given before it is killed, so the first attempt is still under way then.
    AI_TIMEOUT_MS: '5000',
    JOB_MAINTENANCE_INTERVAL_SECONDS: '1',
    JOB_RETRY_DELAY_SECONDS: '0',
    LOGIN_FAILURES_BEFORE_DELAY: '2',
    LOGIN_RATE_LIMIT_PER_IP: '1000',
  };
}

async function startWeb(env: Record<string, string>): Promise<Web> {
  const ctx = await startTestApp(env.DATABASE_URL, { ...env, WORKER: 'false' });
  const url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return { ctx, url };
}

/** `npm run worker` as a process of its own; answers once its /healthz port is known. */
async function startWorker(env: Record<string, string>): Promise<Worker> {
  const child = spawn(process.execPath, serverEntryArgs('worker'), {
    env: { ...process.env, ...env, AUTH_SECRET: TEST_AUTH_SECRET, DATA_DIR: 'memory://', WORKER_HEALTH_PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', WORKER_THREADS: '2' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const errors: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const healthUrl = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the worker exited (${code}) before listening: ${errors.join('')}`)));
  });
  return { process: child, healthUrl };
}

async function stopWorker(worker: Worker, signal: NodeJS.Signals): Promise<void> {
  if (worker.process.exitCode !== null || worker.process.signalCode !== null) return;
  const exited = new Promise((resolve) => worker.process.once('exit', resolve));
  worker.process.kill(signal);
  await exited;
}

/** An open /events stream: the events it has received so far, and how to close it. */
async function openEvents(web: Web, cookies: string) {
  const controller = new AbortController();
  const response = await fetch(`${web.url}/events`, { headers: { cookie: cookies }, signal: controller.signal });
  const received: ServerEvent[] = [];
  if (response.ok) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      const reader = response.body!.getReader();
      try {
        for (let next = await reader.read(); !next.done; next = await reader.read()) {
          buffer += decoder.decode(next.value, { stream: true });
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const data = buffer.slice(0, end).split('\n').find((line) => line.startsWith('data: '));
            if (data) received.push(JSON.parse(data.slice('data: '.length)) as ServerEvent);
            buffer = buffer.slice(end + 2);
          }
        }
      } catch {
        // Closed by the test.
      }
    })();
  }
  return { status: response.status, body: response.ok ? null : ((await response.json()) as { message: string }), received, close: () => controller.abort() };
}

describe('[SCALE] two web instances and a worker on one database and one bucket', () => {
  let s3: TestS3Server;
  let fake: FakeOpenAiServer;
  let env: Record<string, string>;
  let a: Web;
  let b: Web;
  let worker: Worker;
  const workers: Worker[] = [];

  beforeAll(async () => {
    [s3, fake] = await Promise.all([startTestS3Server('engram-scale'), startFakeOpenAiServer()]);
    env = sharedEnv(freshDatabaseUrl(), s3, fake);
    // One after the other: the first migrates the new database.
    a = await startWeb(env);
    [b, worker] = await Promise.all([startWeb(env), startWorker(env)]);
    workers.push(worker);
  }, 60_000);

  afterAll(async () => {
    for (const each of workers) await stopWorker(each, 'SIGTERM');
    for (const web of [a, b]) await web?.ctx.close();
    await Promise.all([s3?.stop(), fake?.close()]);
  });

  const call = (web: Web, cookies: string, method: string, path: string, body?: unknown) =>
    fetch(`${web.url}${path}`, {
      method,
      headers: { cookie: cookies, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it('the worker answers /healthz on its own port and serves nothing else', async () => {
    const health = await fetch(`${worker.healthUrl}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', role: 'worker', database: 'postgres' });
    expect((await fetch(`${worker.healthUrl}/users/me`)).status).toBe(404);
    // Scheduled jobs are offered by the worker, since the web instances run none.
    const offered = await a.ctx.database.executeSql("select count(*)::int as count from pgboss.job where name = 'twin.release-inactive'");
    expect((offered.rows[0] as { count: number }).count).toBe(1);
  });

  it('a file uploaded through A is read by the worker, reported on B, and read, downloaded and deleted through B', async () => {
    const { account, cookies } = await registerAndLogin(a.ctx.app);
    const stream = await openEvents(b, cookies);
    const content = `Quarterly review notes\n${'The renewal is due in March. '.repeat(400)}`;
    const form = multipart([
      { name: 'organization_id', value: account.email },
      { name: 'file', filename: 'review.txt', content, contentType: 'text/plain' },
    ]);
    const uploaded = await fetch(`${a.url}/files/create`, { method: 'POST', headers: { ...form.headers, cookie: cookies }, body: form.payload });
    expect(uploaded.status).toBe(202);
    const { jobId } = (await uploaded.json()) as { jobId: string };

    // Run by the worker (neither web instance runs jobs), and its ending reaches the stream held by B.
    const events = await eventually(async () => stream.received, (received) => received.some((event) => event.type === 'job' && event.jobId === jobId && event.jobStatus === 'Completed'));
    expect(events).toContainEqual({ type: 'job', jobId, queue: 'files.extract', jobStatus: 'Completed' });
    stream.close();
    // pg-boss records the completion just after the handler's event.
    const runs = await eventually(
      async () => (await a.ctx.database.executeSql('select retry_count, state from pgboss.job where id = $1', [jobId])).rows,
      (rows) => rows[0]?.state === 'completed',
    );
    expect(runs).toEqual([{ retry_count: 0, state: 'completed' }]);

    const status = (await (await call(b, cookies, 'GET', `/files/job-status-create/${jobId}`)).json()) as { result: { file_id: string } };
    const fileId = status.result.file_id;
    const [row] = await b.ctx.database.db.select({ storageKey: files.storageKey }).from(files).where(eq(files.id, fileId));
    const bucket = createS3Storage(s3.settings);
    expect(await bucket.exists(row!.storageKey)).toBe(true);

    expect((await call(b, cookies, 'GET', `/files/file/${fileId}/preview`)).status).toBe(200);
    const download = await call(b, cookies, 'GET', `/files/file/${fileId}/download`);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe(content);

    expect((await call(b, cookies, 'DELETE', `/files/file/${fileId}`)).status).toBe(202);
    expect(await eventually(() => bucket.exists(row!.storageKey), (exists) => !exists)).toBe(false);
    // The delete job removes the bytes, then the row.
    expect(await eventually(async () => (await call(a, cookies, 'GET', `/files/file/${fileId}/preview`)).status, (status) => status === 404)).toBe(404);
  });

  it('a person locked out on A is locked out on B', async () => {
    const { account } = await registerAndLogin(a.ctx.app);
    const login = (web: Web, password: string) =>
      fetch(`${web.url}/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: account.email, password }) });
    expect((await login(a, 'wrong password one')).status).toBe(401);
    expect((await login(a, 'wrong password two')).status).toBe(401);
    const onA = await login(a, 'wrong password three');
    const onB = await login(b, account.password);
    expect([onA.status, onB.status]).toEqual([429, 429]);
    expect(((await onB.json()) as { message: string }).message).toMatch(/^Too many failed login attempts\. Try again in /);
  });

  it(`refuses the ${MAX_STREAMS_PER_PERSON + 1}th event stream of a person whichever instance it reaches, and frees a slot when one closes`, async () => {
    const { cookies } = await registerAndLogin(a.ctx.app);
    const open = [];
    for (let index = 0; index < MAX_STREAMS_PER_PERSON; index += 1) {
      const stream = await openEvents(index % 2 === 0 ? a : b, cookies);
      expect(stream.status).toBe(200);
      open.push(stream);
    }
    for (const web of [a, b]) {
      const refused = await openEvents(web, cookies);
      expect(refused.status).toBe(429);
      expect(refused.body?.message).toBe(`Too many open event streams (at most ${MAX_STREAMS_PER_PERSON}). Close another tab and try again.`);
    }
    open.pop()!.close();
    const again = await eventually(
      () => openEvents(b, cookies),
      (stream) => {
        if (stream.status === 200) return true;
        return false;
      },
    );
    expect(again.status).toBe(200);
    for (const stream of [...open, again]) stream.close();
  });

  it('a reply streaming from A is interrupted through B: A stops and saves it as far as it was said', async () => {
    const { account, cookies } = await registerAndLogin(a.ctx.app);
    const scenario = await buildScenario(a.ctx.database.db, { userId: await userIdOf(a.ctx.database.db, account.email) });
    const sentences = Array.from({ length: 80 }, (_, index) => `Sentence number ${index} is fine. `);
    fake.respondWith(fakeStream(['Good morning.'], 0), fakeStream(sentences, 25));
    const started = await call(a, cookies, 'POST', '/assessment/scenario-conversation/create', { scenario_id: scenario.id, mode: 'text' });
    expect(started.status).toBe(201);
    const conversationId = ((await started.json()) as { data: { id: string } }).data.id;

    const turn = await call(a, cookies, 'POST', '/conversational/roleplay-chat', { scenario_conv_list_id: conversationId, message: 'Shall we talk about the renewal?' });
    const replyId = turn.headers.get(REPLY_ID_HEADER)!;
    const reader = turn.body!.getReader();
    const decoder = new TextDecoder();
    let received = decoder.decode((await reader.read()).value, { stream: true });

    const cut = await call(b, cookies, 'POST', `/conversations/${conversationId}/messages/${replyId}/interrupt`, { spoken_characters: 12 });
    expect(cut.status).toBe(200);
    const said = 'Sentence num';
    expect(((await cut.json()) as { data: unknown }).data).toMatchObject({ id: replyId, content: said, interrupted: true });
    // A's stream ends there: the model's last sentences are never sent on.
    for (let next = await reader.read(); !next.done; next = await reader.read()) received += decoder.decode(next.value, { stream: true });
    expect(received.startsWith('Sentence number 0 is fine.')).toBe(true);
    expect(received).not.toContain('Sentence number 79 is fine.');
    const conversation = (await (await call(a, cookies, 'GET', `/conversations/${conversationId}`)).json()) as { messages: { id: string; content: string; interrupted: boolean }[] };
    expect(conversation.messages.find((message) => message.id === replyId)).toMatchObject({ content: said, interrupted: true });
  });

  it('a worker killed in the middle of jobs is replaced, and every job finishes exactly once', async () => {
    const { account, cookies } = await registerAndLogin(a.ctx.app);
    const userId = await userIdOf(a.ctx.database.db, account.email);
    const prompts = ['Sarah, a procurement manager at a hospital', 'Tom, a warehouse supervisor who hates delays', 'Ana, a school principal with a tight budget'];
    // The model holds every call until the first worker is gone.
    fake.reset();
    fake.respondAlwaysWith(fakeHang());
    const jobIds: string[] = [];
    for (const [index, prompt] of prompts.entries()) {
      const web = index % 2 === 0 ? a : b;
      const created = await call(web, cookies, 'POST', '/persona/create', { name: prompt.split(',')[0], persona_prompt: prompt });
      expect(created.status).toBe(202);
      jobIds.push(((await created.json()) as { jobId: string }).jobId);
    }
    await eventually(async () => fake.requests.length, (count) => count > 0);
    await stopWorker(worker, 'SIGKILL');
    const active = await a.ctx.database.executeSql("select count(*)::int as count from pgboss.job where id = any($1::uuid[]) and state = 'active'", [jobIds]);
    expect((active.rows[0] as { count: number }).count).toBeGreaterThan(0);

    fake.respondAlwaysWith(fakeJsonAnswer(generatePersonaOffline({ name: 'Sarah', prompt: prompts[0]!, fileTexts: [] })));
    const replacement = await startWorker(env);
    workers.push(replacement);
    const states = await eventually(
      async () => (await a.ctx.database.executeSql('select state from pgboss.job where id = any($1::uuid[])', [jobIds])).rows as { state: string }[],
      (rows) => rows.length === jobIds.length && rows.every((row) => row.state === 'completed'),
      45_000,
    );
    expect(states.map((row) => row.state)).toEqual(['completed', 'completed', 'completed']);
    const made = await a.ctx.database.db.select({ id: personas.id }).from(personas).where(eq(personas.userId, userId));
    expect(made).toHaveLength(prompts.length);
  }, 90_000);
});
