// Starts the browser tests' servers side by side (playwright.config.ts lists them in E2E_SERVERS: each one's command,
// settings and health address) and prints one line once every one of them answers, which is what Playwright waits
// for. Playwright starts the servers of its `webServer` list one after the other, each after the last answered: three
// built servers, each creating its embedded database, left both cores half idle for most of the start.
// SIGTERM or SIGINT stops them all (each removes its own throwaway data); one that ends before the rest answered
// ends the start, with its exit code.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** What Playwright waits for on this script's output (playwright.config.ts matches it). */
const SERVERS_READY = "The browser tests' servers answer.";
const POLL_MS = 100;
const START_TIMEOUT_MS = 90_000;

/** @type {{ name: string; command: string[]; env: Record<string, string>; healthUrl: string }[]} */
const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
if (servers.length === 0) {
  console.error('E2E_SERVERS lists no server to start.');
  process.exit(1);
}

/** Whether nothing listens on the port of `url` (a leftover server would answer in place of the one started here). */
function isFree(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(Number(port), hostname, () => probe.close(() => resolve(true)));
  });
}

for (const server of servers) {
  if (!(await isFree(server.healthUrl))) {
    console.error(`${server.healthUrl} is in use already: stop what listens there, or choose other ports with E2E_PORT.`);
    process.exit(1);
  }
}

let isStopping = false;
const children = servers.map((server) => {
  const [command, ...args] = server.command;
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, E2E_SERVERS: '', ...server.env } });
  child.once('exit', (code, signal) => {
    if (isStopping) return;
    console.error(`The browser tests' ${server.name} server ended before the run did: ${signal ?? `exit code ${code}`}.`);
    stop(code || 1);
  });
  return child;
});

/** Stops every server that still runs, then ends with `code`. */
function stop(code) {
  isStopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  let left = running.length;
  if (left === 0) process.exit(code);
  for (const child of running) {
    child.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(code);
    });
    child.kill('SIGTERM');
  }
}
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));

/** Resolves once `url` answers 200, polling every POLL_MS. */
async function answers(url) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!isStopping) {
    const response = await fetch(url).catch(() => undefined);
    if (response?.status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${START_TIMEOUT_MS / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

try {
  await Promise.all(servers.map((server) => answers(server.healthUrl)));
  if (!isStopping) console.log(SERVERS_READY);
} catch (error) {
  console.error(error.message);
  stop(1);
}
