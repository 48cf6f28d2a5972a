// A voice memory's transcription job (twin.read-memory) less its provider call: the app in this process on a
// throwaway embedded database, its job worker running, the speech provider a fake that answers at once (bench/
// fake-upstream.mjs). One upload at a time; per job, the queue's own start and completion times (pg-boss's started_on
// and completed_on) minus the time the provider request took (timed around fetch in this process): what the job
// itself costs (reading the memory and its bytes, the settings, writing the text, completing the job). Target ≤ 50 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeUpstream, toneWav } from './fake-upstream.mjs';
import { median, percentile } from './lib.mjs';

const RUNS = 100;
const WARM_UP = 5;

export async function run() {
  const { loadConfig } = await import('../src/server/config.ts');
  const { openDatabase } = await import('../src/server/db/client.ts');
  const { buildApp } = await import('../src/server/app.ts');
  const { multipart } = await import('../src/server/test/multipart.ts');
  const fake = await startFakeUpstream();

  // Every request to the fake's transcription route, timed from the call to its answer.
  const providerMs = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const started = performance.now();
    const response = await realFetch(input, init);
    if (url.endsWith('/audio/transcriptions')) {
      const body = await response.arrayBuffer();
      providerMs.push(performance.now() - started);
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    }
    return response;
  };

  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    WEB_DIR: './.tmp/no-web-build',
    DATA_DIR: 'memory://',
    DATABASE_URL: '',
    AI_PROVIDER: 'offline',
    SPEECH_TO_TEXT: 'provider',
    SPEECH_BASE_URL: fake.url,
    LOGIN_RATE_LIMIT_PER_IP: '100000',
  });
  const database = await openDatabase({ dataDir: 'memory://' });
  const filesDir = mkdtempSync(join(tmpdir(), 'engram-bench-files-'));
  const app = await buildApp(config, { database, filesDir });
  await app.ready();
  try {
    const account = { name: 'Bench Person', email: `bench.transcribe.${Date.now()}@example.com`, password: 'bench password 1' };
    await app.inject({ method: 'POST', url: '/users/register', payload: account });
    const login = await app.inject({ method: 'POST', url: '/users/login', payload: account });
    const cookie = login.cookies.map((item) => `${item.name}=${item.value}`).join('; ');
    const recording = toneWav(2);

    const overheadMs = [];
    const jobMs = [];
    for (let i = 0; i < WARM_UP + RUNS; i += 1) {
      const body = multipart([
        { name: 'kind', value: 'voice' },
        { name: 'title', value: `Voice note ${i + 1}` },
        { name: 'file', filename: `note-${i + 1}.wav`, content: recording, contentType: 'audio/wav' },
      ]);
      const calls = providerMs.length;
      const upload = await app.inject({ method: 'POST', url: '/twin/memories', payload: body.payload, headers: { ...body.headers, cookie } });
      if (upload.statusCode !== 201) throw new Error(`uploading voice note ${i + 1} answered ${upload.statusCode}: ${upload.body}`);
      const memoryId = upload.json().id;
      let job;
      for (const started = performance.now(); performance.now() - started < 30_000; ) {
        const { rows } = await database.executeSql(
          `select state, extract(epoch from (completed_on - started_on)) * 1000 as ms from pgboss.job where name = 'twin.read-memory' and data->>'memoryId' = $1`,
          [memoryId],
        );
        job = rows[0];
        if (job && (job.state === 'completed' || job.state === 'failed')) break;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      if (job?.state !== 'completed') throw new Error(`the transcription job of voice note ${i + 1} ended ${job?.state ?? 'never'}`);
      if (providerMs.length !== calls + 1) throw new Error(`voice note ${i + 1} made ${providerMs.length - calls} provider calls`);
      if (i < WARM_UP) continue;
      jobMs.push(Number(job.ms));
      overheadMs.push(Number(job.ms) - providerMs.at(-1));
    }
    const fmt = (values) => `p50 ${median(values).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms`;
    const provider = providerMs.slice(WARM_UP);
    console.log(`Transcription job (twin.read-memory) of a 2 s voice note, ${RUNS} in turn, fake provider answering at once, embedded database:`);
    console.log(`  job (queue start to completion) ${fmt(jobMs)}; provider call ${fmt(provider)}; job less its provider call ${fmt(overheadMs)} (target ≤ 50 ms)`);
  } finally {
    globalThis.fetch = realFetch;
    await app.close();
    await database.close();
    await fake.close();
    rmSync(filesDir, { recursive: true, force: true });
  }
}
