// The database engine as an operator meets it, side by side with an earlier build when BENCH_BASELINE names its
// checkout (built, e.g. the last release on PGlite): start to the first 200 on /healthz (new and existing data
// directory), memory of the server with its database processes (sum of PSS) at idle after each, and 200 concurrent
// Vibes Check streams (upstream: a fake model writing 20 pieces 25 ms apart) with their first-byte times and the peak.
import { rmSync } from 'node:fs';
import http from 'node:http';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startFakeUpstream } from './fake-upstream.mjs';
import { findScenarioId, median, percentile, registerAndLogin, sampleTreePss, startServer, timedPost, treePssMb } from './lib.mjs';

const RUNS = 3;
const STREAMS = 200;

async function measure(label, root) {
  const fresh = [];
  const warm = [];
  let freshPss = 0;
  let idlePss = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const first = await startServer({ port: 3231, root });
    fresh.push(first.readyMs);
    if (i === 0) {
      await sleep(3000);
      freshPss = treePssMb(first.pid);
    }
    await first.stop({ keepData: true });
    const second = await startServer({ port: 3231, root, dataDir: first.dataDir });
    warm.push(second.readyMs);
    if (i === 0) {
      await sleep(3000);
      idlePss = treePssMb(second.pid);
    }
    await second.stop();
    rmSync(first.dataDir, { recursive: true, force: true });
  }

  const upstream = await startFakeUpstream();
  const server = await startServer({ port: 3231, root, env: { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: upstream.url, AI_MODEL: 'bench-model', AI_API_KEY: 'bench', VIBES_CHECKS_PER_DAY: '100000' } });
  const agent = new http.Agent({ keepAlive: true, maxSockets: STREAMS });
  let load;
  try {
    const { account, cookies } = await registerAndLogin(server.baseUrl);
    const cookie = cookies.join('; ');
    const scenarioId = await findScenarioId(server.baseUrl, account, cookie);
    const vibes = { port: new URL(server.baseUrl).port, path: '/conversational/vibes-check', headers: { cookie }, body: JSON.stringify({ scenario_id: scenarioId, messages: [{ role: 'learner', content: 'What budget do you have for next year?' }] }) };
    for (let i = 0; i < 10; i += 1) await timedPost(agent, vibes);
    upstream.setPaced({ pieces: 20, delayMs: 25 });
    const stopSampling = sampleTreePss(server.pid);
    const results = await Promise.all(Array.from({ length: STREAMS }, () => timedPost(agent, vibes)));
    const peak = stopSampling();
    const ok = results.filter((result) => result.status === 200 && result.firstByteMs !== null);
    load = { errors: results.length - ok.length, p50: median(ok.map((r) => r.firstByteMs)), p99: percentile(ok.map((r) => r.firstByteMs), 99), peak };
  } finally {
    agent.destroy();
    await server.stop();
    await upstream.close();
  }
  return { label, fresh: median(fresh), warm: median(warm), freshPss, idlePss, load };
}

export async function run() {
  const builds = [{ label: 'this build', root: process.cwd() }];
  if (process.env.BENCH_BASELINE) builds.push({ label: `baseline (${process.env.BENCH_BASELINE})`, root: resolve(process.env.BENCH_BASELINE) });
  const rows = [];
  for (const build of builds) rows.push(await measure(build.label, build.root));
  console.log(`database engine (${RUNS} starts each, median; memory = PSS of the server and every process below it)`);
  for (const row of rows) {
    console.log(`  ${row.label}`);
    console.log(`    start → /healthz 200: new data dir ${row.fresh.toFixed(0)} ms, existing ${row.warm.toFixed(0)} ms`);
    console.log(`    memory 3 s after start: new data dir ${row.freshPss.toFixed(0)} MB, existing ${row.idlePss.toFixed(0)} MB`);
    console.log(`    ${STREAMS} concurrent Vibes Checks: errors ${row.load.errors}, first byte p50 ${row.load.p50.toFixed(0)} ms, p99 ${row.load.p99.toFixed(0)} ms, peak memory ${row.load.peak.toFixed(0)} MB`);
  }
}
