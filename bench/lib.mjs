// Shared helpers for the benchmarks: start the built server on a throwaway database, find Chromium.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export async function waitForHealthy(baseUrl, timeoutMs = 60_000) {
  const started = Date.now();
  for (;;) {
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.status === 200) return Date.now() - started;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${baseUrl} did not become healthy`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Starts dist/server/main.js (of the checkout at `root`, this one by default); resolves once /healthz answers 200. */
export async function startServer({ port, env = {}, dataDir, root = process.cwd(), nodeArgs = [], entry = 'dist/server/main.js' } = {}) {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'engram-bench-'));
  const startedAt = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dir, LOGIN_RATE_LIMIT_PER_IP: '100000', ...env },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealthy(baseUrl);
  const readyMs = performance.now() - startedAt;
  return {
    baseUrl,
    pid: child.pid,
    readyMs,
    dataDir: dir,
    async stop({ keepData = false } = {}) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      if (!keepData && !dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function registerAndLogin(baseUrl, email = `bench.${Date.now()}@example.com`) {
  const account = { name: 'Bench Person', email, password: 'bench password 1' };
  await fetch(`${baseUrl}/users/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  const login = await fetch(`${baseUrl}/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  const body = await login.json();
  return { account, accessToken: body.accessToken, cookies: login.headers.getSetCookie().map((cookie) => cookie.split(';')[0]) };
}

/** Reads the SSE stream and resolves waiters by job id once the job has ended. */
export function listenForJobEnds(baseUrl, cookie) {
  const waiters = new Map();
  const ended = new Map();
  const controller = new AbortController();
  const ready = fetch(`${baseUrl}/events`, { headers: { cookie }, signal: controller.signal }).then((response) => {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += decoder.decode(value, { stream: true });
          let index;
          while ((index = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, index);
            buffer = buffer.slice(index + 2);
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (!data) continue;
            const event = JSON.parse(data.slice(6));
            if (event.type !== 'job' || (event.jobStatus !== 'Completed' && event.jobStatus !== 'Failed')) continue;
            const at = performance.now();
            ended.set(event.jobId, at);
            waiters.get(event.jobId)?.(at);
          }
        }
      } catch {
        // aborted at the end
      }
    })();
  });
  return {
    ready,
    waitFor: (jobId) => (ended.has(jobId) ? Promise.resolve(ended.get(jobId)) : new Promise((resolve) => waiters.set(jobId, resolve))),
    close: () => controller.abort(),
  };
}

/** POSTs `body`; resolves with the time to the first body byte and to the end, never rejects. */
export function timedPost(agent, { port, path, headers, body }) {
  return new Promise((resolve) => {
    const started = performance.now();
    let firstByteMs = null;
    const request = http.request({ host: '127.0.0.1', port, method: 'POST', path, agent, headers: { 'content-type': 'application/json', ...headers }, timeout: 60_000 }, (response) => {
      response.on('data', () => {
        if (firstByteMs === null) firstByteMs = performance.now() - started;
      });
      response.on('end', () => resolve({ status: response.statusCode, firstByteMs, totalMs: performance.now() - started }));
      response.on('error', () => resolve({ status: 0, firstByteMs, totalMs: performance.now() - started }));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve({ status: 0, firstByteMs, totalMs: performance.now() - started }));
    request.end(body);
  });
}

export function peakRssMb(pid) {
  try {
    return Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

export async function findScenarioId(baseUrl, account, cookie) {
  const response = await fetch(`${baseUrl}/quick-roleplay/all/${encodeURIComponent(account.email)}`, { headers: { cookie } });
  const list = response.status === 200 ? await response.json() : { data: [] };
  const id = list.data?.[0]?.id;
  if (!id) throw new Error(`no scenario to talk to (GET /quick-roleplay/all answered ${response.status})`);
  return id;
}

/** The process's resident memory now, in MB. */
/** CPU time the process has used so far (user + system, every thread), in ms; NaN where /proc cannot be read. */
export function cpuTimeMs(pid) {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat, counted after the command name (which may hold spaces) in clock ticks of 10 ms.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** The command name of `pid` ('node', 'postgres', …); '' when it ended. */
function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/**
 * CPU time so far (user + system, ms) of a server's Node processes (itself, and its web processes with WEB_PROCESSES)
 * and, apart, of its embedded PostgreSQL's processes. Processes that ended are not counted.
 */
export function serverCpuTimeMs(pid) {
  const tree = processTree(pid).map((member) => ({ pid: member, command: commandOf(member) }));
  const sum = (processes) => processes.reduce((total, each) => total + (cpuTimeMs(each.pid) || 0), 0);
  return { node: sum(tree.filter((each) => each.command !== 'postgres')), database: sum(tree.filter((each) => each.command === 'postgres')) };
}

/** The peak resident memory (VmHWM, MB) of a server's Node processes, summed. */
export function serverPeakRssMb(pid) {
  return processTree(pid)
    .filter((member) => commandOf(member) !== 'postgres')
    .reduce((total, member) => total + peakRssMb(member), 0);
}

export function rssMb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Resets the process's peak RSS (VmHWM) so the next reading covers only what follows; false where Linux refuses. */
export function resetPeakRss(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Samples VmRSS every 10 ms until stopped: a second witness of the peak where VmHWM cannot be reset. */
export function sampleRss(pid) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 10);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssMb(pid));
  };
}

/** `pid` and every process below it (the embedded PostgreSQL and its backends), from /proc. */
export function processTree(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(parent)) children.set(parent, []);
      children.get(parent).push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  const tree = [];
  const stack = [pid];
  while (stack.length > 0) {
    const next = stack.pop();
    tree.push(next);
    stack.push(...(children.get(next) ?? []));
  }
  return tree;
}

/** Proportional set size of `pid` and the processes below it, in MB: shared pages counted once in all. */
export function treePssMb(pid) {
  let kb = 0;
  for (const member of processTree(pid)) {
    try {
      kb += Number(/^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${member}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return kb / 1024;
}

/**
 * The memory of `pid` and the processes below it, in MB: `pss` counts shared pages once in all (what the tree really
 * takes); `rss` adds every process's resident memory (each PostgreSQL backend counts the shared buffers it touched
 * again, so it overstates, as `ps` and `top` do); `server` is the Node process alone; `processes` how many there are.
 */
export function treeMemory(pid) {
  const tree = processTree(pid);
  let pssKb = 0;
  let rssKb = 0;
  /** By kind: the server's Node process, PostgreSQL's connections (one process each), its other processes. */
  const kinds = {};
  for (const member of tree) {
    try {
      const rollup = readFileSync(`/proc/${member}/smaps_rollup`, 'utf8');
      const pss = Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0);
      const rss = Number(/^Rss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0);
      pssKb += pss;
      rssKb += rss;
      const kind = member === pid ? 'server' : postgresKindOf(member);
      kinds[kind] ??= { count: 0, pss: 0, rss: 0 };
      kinds[kind].count += 1;
      kinds[kind].pss += pss / 1024;
      kinds[kind].rss += rss / 1024;
    } catch {
      // gone meanwhile
    }
  }
  return { pss: pssKb / 1024, rss: rssKb / 1024, server: rssMb(pid), processes: tree.length, kinds };
}

/** 'connection' for a PostgreSQL backend serving a client, 'database' for its postmaster and background processes. */
function postgresKindOf(pid) {
  try {
    // A backend's title: "postgres: <user> <database> [local] idle"; the others: "postgres: checkpointer" and the like.
    const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    return /\[local\]|\d+\.\d+\.\d+\.\d+\(\d+\)/.test(title) ? 'connection' : 'database';
  } catch {
    return 'database';
  }
}

/** Samples `treePssMb` every 100 ms until stopped, answering the peak. */
export function sampleTreePss(pid) {
  let peak = treePssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, treePssMb(pid));
  }, 100);
  return () => {
    clearInterval(timer);
    return Math.max(peak, treePssMb(pid));
  };
}

/** Gives the signed-in person a public twin and answers its username. */
export async function publishTwin(baseUrl, cookies) {
  const username = `bench_${Date.now().toString(36).slice(-6)}`;
  const headers = { 'content-type': 'application/json', cookie: cookies.join('; '), origin: baseUrl };
  const put = await fetch(`${baseUrl}/twin/answers/12`, { method: 'PUT', headers, body: JSON.stringify({ text: 'I worked for 22 years as a pharmacist in Lisbon.', visibility: 'public' }) });
  const patch = await fetch(`${baseUrl}/twin`, { method: 'PATCH', headers, body: JSON.stringify({ username, visibility: 'public' }) });
  if (!put.ok || !patch.ok) throw new Error(`could not publish a twin (${put.status}, ${patch.status})`);
  return username;
}
