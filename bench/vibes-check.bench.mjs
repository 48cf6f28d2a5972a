// Vibes Check streaming through the built server with AI_PROVIDER=openai-compatible and a fake upstream started
// here. (a) Server-added time to the first streamed byte: the fake upstream answers at once; the same request sent
// to it directly gives the baseline, in the same run. (b) 200 concurrent streams, each on a new connection, the
// upstream writing each reply in 20 pieces 25 ms apart (a sentence every 5 pieces; the reply reaches the client
// sentence by sentence, so its first byte can come no sooner than 100 ms): completed, errors, p50 and p99 time to
// first byte, CPU per stream, peak server RSS; with one process serving and with two (WEB_PROCESSES=2), side by side.
import http from 'node:http';
import { startFakeUpstream } from './fake-upstream.mjs';
import { cpuTimeMs, findScenarioId, median, percentile, registerAndLogin, serverCpuTimeMs, serverPeakRssMb, startServer, timedPost } from './lib.mjs';

const SEQUENTIAL_RUNS = 300;
const WARM_UP_RUNS = 20;
// Before the concurrent round, on each server: as many as (a) sends, so one process and two start equally warm.
const CONCURRENT_WARM_UP_RUNS = 300;
const CONCURRENT_STREAMS = 200;
const PACED_PIECES = 20;
const PACED_DELAY_MS = 25;

const format = (values) => `p50 ${median(values).toFixed(2)} ms, p99 ${percentile(values, 99).toFixed(2)} ms`;

/** One account's Vibes Check request to `server`, and the same question sent to the upstream directly. */
async function prepare(server, upstream) {
  const { account, cookies } = await registerAndLogin(server.baseUrl);
  const cookie = cookies.join('; ');
  const scenarioId = await findScenarioId(server.baseUrl, account, cookie);
  return {
    vibes: { port: new URL(server.baseUrl).port, path: '/conversational/vibes-check', headers: { cookie }, body: JSON.stringify({ scenario_id: scenarioId, messages: [{ role: 'learner', content: 'What budget do you have for next year?' }] }) },
    direct: {
      port: upstream.port,
      path: '/v1/chat/completions',
      headers: {},
      body: JSON.stringify({ model: 'bench-model', stream: true, messages: [{ role: 'user', content: 'What budget do you have for next year?' }] }),
    },
  };
}

/** The server with the fake upstream as its model; `webProcesses` processes serving. */
function startVibesServer(upstream, port, webProcesses) {
  // The daily allowance is raised: the bench sends over 500 from one account.
  return startServer({
    port,
    env: { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: upstream.url, AI_MODEL: 'bench-model', AI_API_KEY: 'bench', VIBES_CHECKS_PER_DAY: '1000000', WEB_PROCESSES: String(webProcesses) },
  });
}

/** (b): CONCURRENT_STREAMS at once, after CONCURRENT_WARM_UP_RUNS one at a time; the upstream paced. */
async function concurrentRound(server, upstream, label) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENT_STREAMS });
  try {
    const { vibes } = await prepare(server, upstream);
    upstream.setPaced(null);
    for (let i = 0; i < CONCURRENT_WARM_UP_RUNS; i += 1) await timedPost(agent, vibes);
    upstream.setPaced({ pieces: PACED_PIECES, delayMs: PACED_DELAY_MS });
    const cpuBefore = serverCpuTimeMs(server.pid);
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: CONCURRENT_STREAMS }, () => timedPost(agent, vibes)));
    const elapsedMs = performance.now() - started;
    const cpuAfter = serverCpuTimeMs(server.pid);
    const completed = results.filter((result) => result.status === 200 && result.firstByteMs !== null);
    const errors = results.length - completed.length;
    const statuses = [...new Set(results.filter((result) => result.status !== 200).map((result) => result.status))];
    console.log(
      `  ${label}: completed ${completed.length}, errors ${errors}${statuses.length ? ` (statuses ${statuses.join(', ')})` : ''}; time to first byte p50 ${median(completed.map((r) => r.firstByteMs)).toFixed(1)} ms, p99 ${percentile(completed.map((r) => r.firstByteMs), 99).toFixed(1)} ms; whole reply p99 ${percentile(completed.map((r) => r.totalMs), 99).toFixed(0)} ms; all done in ${elapsedMs.toFixed(0)} ms; CPU per stream: server ${((cpuAfter.node - cpuBefore.node) / CONCURRENT_STREAMS).toFixed(2)} ms, database ${((cpuAfter.database - cpuBefore.database) / CONCURRENT_STREAMS).toFixed(2)} ms; peak server RSS ${serverPeakRssMb(server.pid).toFixed(0)} MB`,
    );
  } finally {
    agent.destroy();
  }
}

export async function run() {
  const upstream = await startFakeUpstream();
  const server = await startVibesServer(upstream, 3211, 1);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENT_STREAMS });
  try {
    const { vibes, direct } = await prepare(server, upstream);

    // (a) Alternating, so both see the same machine conditions.
    const viaServer = [];
    const viaUpstream = [];
    let failures = 0;
    let cpuAtStart = 0;
    for (let i = 0; i < WARM_UP_RUNS + SEQUENTIAL_RUNS; i += 1) {
      // The server's CPU time over the measured runs (the direct requests cost it nothing).
      if (i === WARM_UP_RUNS) cpuAtStart = cpuTimeMs(server.pid);
      const a = await timedPost(agent, vibes);
      const b = await timedPost(agent, direct);
      if (a.status !== 200 || a.firstByteMs === null) failures += 1;
      if (i < WARM_UP_RUNS || a.firstByteMs === null || b.firstByteMs === null) continue;
      viaServer.push(a.firstByteMs);
      viaUpstream.push(b.firstByteMs);
    }
    console.log(`Vibes Check time to first streamed byte, fake upstream answering at once (${SEQUENTIAL_RUNS} sequential runs, ${failures} failed):`);
    console.log(`  through the server    ${format(viaServer)}`);
    console.log(`  upstream directly     ${format(viaUpstream)}`);
    const sequentialCpuMs = (cpuTimeMs(server.pid) - cpuAtStart) / SEQUENTIAL_RUNS;
    console.log(`  server CPU            ${sequentialCpuMs.toFixed(2)} ms per request (user + system, all threads)`);
    console.log(`  server-added          p50 ${(median(viaServer) - median(viaUpstream)).toFixed(2)} ms, p99 ${(percentile(viaServer, 99) - percentile(viaUpstream, 99)).toFixed(2)} ms (goal ≤ 10 ms p50)`);

    // (b) One process serving, then two (WEB_PROCESSES=2), each on a server of its own started for it.
    console.log(`${CONCURRENT_STREAMS} concurrent Vibes Check streams, each from a new connection (each reply ${PACED_PIECES} pieces ${PACED_DELAY_MS} ms apart upstream):`);
    await concurrentRound(server, upstream, 'one process   ');
  } finally {
    agent.destroy();
    await server.stop();
  }
  try {
    const twoProcesses = await startVibesServer(upstream, 3212, 2);
    try {
      await concurrentRound(twoProcesses, upstream, 'two processes ');
    } finally {
      await twoProcesses.stop();
    }
  } finally {
    await upstream.close();
  }
}
