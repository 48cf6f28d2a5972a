// 200 keep-alive connections for 20 s, list routes and job creation mixed, while a probe opens a fresh
// connection to /healthz every 250 ms once the load is under way (from 2 s on). Figures: connections served,
// how long until every connection had its first answer, fresh-connection /healthz p99, client p99 and max,
// peak server RSS, and how long the created jobs take to finish after the load.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { percentile, registerAndLogin, startServer } from './lib.mjs';

const CONNECTIONS = 200;
const DURATION_MS = Number(process.env.LOAD_SECONDS ?? 20) * 1000;
const PROBE_EVERY_MS = 250;
const PROBE_FROM_MS = 2_000;
const REQUEST_TIMEOUT_MS = 30_000;

/** One request on the given agent; resolves with status and milliseconds, never rejects. */
function send(agent, { port, method, path, headers, body }) {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.request({ host: '127.0.0.1', port, method, path, agent, headers, timeout: REQUEST_TIMEOUT_MS }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started, body: '' }));
    if (body) request.write(body);
    request.end();
  });
}

function peakRss(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmHWM:\s+(\d+) kB/.exec(status);
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

async function waitForJobs(port, cookie, jobIds, timeoutMs = 120_000) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const started = performance.now();
  const pending = new Set(jobIds);
  let failed = 0;
  while (pending.size > 0 && performance.now() - started < timeoutMs) {
    for (const jobId of [...pending].slice(0, 50)) {
      const { status, body } = await send(agent, { port, method: 'GET', path: `/glossary/job-status-create/${jobId}`, headers: { cookie } });
      if (status !== 200) continue;
      const { jobStatus } = JSON.parse(body);
      if (jobStatus === 'Completed' || jobStatus === 'Failed') {
        pending.delete(jobId);
        if (jobStatus === 'Failed') failed += 1;
      }
    }
    if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  agent.destroy();
  return { drainMs: performance.now() - started, unfinished: pending.size, failed };
}

/** Runs the load against one started server; returns its figures. */
export async function measureFairness(server) {
  const port = Number(new URL(server.baseUrl).port);
  const { account, cookies } = await registerAndLogin(server.baseUrl, `fair.${Date.now()}.${port}@example.com`);
  const cookie = cookies.join('; ');
  const email = encodeURIComponent(account.email);
  const json = { cookie, 'content-type': 'application/json' };
  const requests = [
    { method: 'GET', path: `/glossary/all/${email}`, headers: { cookie } },
    { method: 'GET', path: `/persona/all/${email}`, headers: { cookie } },
    { method: 'GET', path: `/rubrics/all/${email}`, headers: { cookie } },
    { method: 'GET', path: `/files/all/${email}`, headers: { cookie } },
    { method: 'POST', path: '/glossary/create', headers: json, isJob: true },
  ];

  const servedBy = new Array(CONNECTIONS).fill(0);
  const loadStartedAt = performance.now();
  let lastFirstAnswerMs = 0;
  const latencies = [];
  const jobIds = [];
  let errors = 0;
  let serverErrors = 0;
  let rssPeak = 0;
  const deadline = performance.now() + DURATION_MS;
  const rssTimer = setInterval(() => (rssPeak = Math.max(rssPeak, peakRss(server.pid))), 200);

  async function connection(index) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let turn = index;
    while (performance.now() < deadline) {
      const template = requests[turn % requests.length];
      turn += 1;
      const body = template.isJob ? JSON.stringify({ name: `Load ${index}-${turn}`, glossary: 'SLA: service level agreement', organization_id: account.email }) : undefined;
      const result = await send(agent, { port, ...template, body });
      latencies.push(result.ms);
      if (result.status === 0) errors += 1;
      else {
        if (servedBy[index] === 0) lastFirstAnswerMs = Math.max(lastFirstAnswerMs, performance.now() - loadStartedAt);
        servedBy[index] += 1;
        if (result.status >= 500) serverErrors += 1;
        if (template.isJob && result.status === 202) jobIds.push(JSON.parse(result.body).jobId);
      }
    }
    agent.destroy();
  }

  const probeTimes = [];
  async function probe() {
    await new Promise((resolve) => setTimeout(resolve, PROBE_FROM_MS));
    while (performance.now() < deadline) {
      // A new connection each time, as a load balancer's health check or a newly arriving person would open.
      const agent = new http.Agent({ keepAlive: false });
      const result = await send(agent, { port, method: 'GET', path: '/healthz', headers: {} });
      probeTimes.push(result.status === 200 ? result.ms : REQUEST_TIMEOUT_MS);
      agent.destroy();
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  }

  await Promise.all([...Array.from({ length: CONNECTIONS }, (_, index) => connection(index)), probe()]);
  clearInterval(rssTimer);
  rssPeak = Math.max(rssPeak, peakRss(server.pid));
  const jobs = await waitForJobs(port, cookie, jobIds);
  return {
    served: servedBy.filter((count) => count > 0).length,
    allServedMs: lastFirstAnswerMs,
    minPerConnection: Math.min(...servedBy),
    requests: latencies.length,
    errors,
    serverErrors,
    clientP99: percentile(latencies, 99),
    clientMax: Math.max(...latencies),
    healthP99: percentile(probeTimes, 99),
    healthMax: Math.max(...probeTimes),
    rssPeakMb: rssPeak / 1024 / 1024,
    jobs: jobIds.length,
    ...jobs,
  };
}

export function formatFairness(label, f) {
  return [
    `  ${label}`,
    `    connections served ${f.served}/${CONNECTIONS}, all within ${(f.allServedMs / 1000).toFixed(1)} s of the start (fewest answers on one connection: ${f.minPerConnection}); ${f.requests} requests, ${f.errors} errors, ${f.serverErrors} 5xx`,
    `    client p99 ${f.clientP99.toFixed(0)} ms, max ${f.clientMax.toFixed(0)} ms; fresh-connection /healthz p99 ${f.healthP99.toFixed(0)} ms, max ${f.healthMax.toFixed(0)} ms`,
    `    peak RSS ${f.rssPeakMb.toFixed(0)} MB; ${f.jobs} jobs created, ${f.jobs - f.unfinished} finished ${(f.drainMs / 1000).toFixed(1)} s after the load (${f.failed} failed)`,
  ].join('\n');
}

export async function run() {
  console.log(`Fairness under load: ${CONNECTIONS} keep-alive connections for ${DURATION_MS / 1000} s (4 list routes + glossary create), fresh /healthz every ${PROBE_EVERY_MS} ms`);
  // Side by side in one run: request turns as shipped, and effectively without them (1000 at work at once).
  for (const [label, concurrency] of [['Engram, requests in turns (default)', undefined], ['Engram, REQUEST_CONCURRENCY=1000 (no turns)', '1000']]) {
    const server = await startServer({ port: 3207, env: { LOGIN_RATE_LIMIT_PER_IP: '100000', ...(concurrency ? { REQUEST_CONCURRENCY: concurrency } : {}) } });
    try {
      console.log(formatFairness(label, await measureFairness(server)));
    } finally {
      await server.stop();
    }
  }
}
