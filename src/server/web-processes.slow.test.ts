// WEB_PROCESSES=2 as an operator runs it: one command, the embedded PostgreSQL started once, two processes serving
// one port and one database; a web process that dies is replaced; SIGTERM stops everything; a primary killed with
// SIGKILL takes its web processes with it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stopLeftCluster } from './test/left-cluster.ts';
import { serverEntryArgs, serverEntryPath } from './test/server-entry.ts';
import { eventually, TEST_AUTH_SECRET, uniqueEmail } from './test/test-app.ts';
import { isAlive } from './db/embedded-postgres-process.ts';

const ROOT = join(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The processes `pid` started, by command line. */
function childrenOf(pid: number): { pid: number; command: string }[] {
  const found: { pid: number; command: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      if (parent === pid) found.push({ pid: Number(entry), command: readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ') });
    } catch {
      // Ended meanwhile.
    }
  }
  return found;
}

const webProcessesOf = (pid: number) => childrenOf(pid).filter((child) => child.command.includes(serverEntryPath('main')));

async function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('[SCALE] WEB_PROCESSES: several processes serving one port on one machine', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'engram-web-processes-'));
  const started: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await stopLeftCluster(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(port: number): Promise<{ primary: ChildProcess; url: string; output: string[] }> {
    const output: string[] = [];
    const primary = spawn(process.execPath, serverEntryArgs('main'), {
      cwd: ROOT,
      env: { ...process.env, WEB_PROCESSES: '2', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, AUTH_SECRET: TEST_AUTH_SECRET, LOG_LEVEL: 'warn', WEB_DIR: './.tmp/no-web-build', WORKER_THREADS: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push(primary);
    for (const stream of [primary.stdout!, primary.stderr!]) stream.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const url = `http://127.0.0.1:${port}`;
    await untilSaid(output, '2 web processes serving on');
    return { primary, url, output };
  }

  /** Waits until the primary has said `text` (a machine under load may take a minute to start two processes). */
  async function untilSaid(output: string[], text: string): Promise<void> {
    const said = await eventually(async () => output.join(''), (all) => all.includes(text), 150_000);
    if (!said.includes(text)) throw new Error(`The primary never said "${text}". It said:\n${said}`);
  }

  it('serves one port and one database from two processes, replaces one that dies, and stops all on SIGTERM', async () => {
    const { primary, url, output } = await start(await freePort());
    const [first, second] = webProcessesOf(primary.pid!);
    // The embedded PostgreSQL is the primary's own child, started once.
    expect(childrenOf(primary.pid!).filter((child) => child.command.includes('postgres'))).toHaveLength(1);

    // An account made through one connection signs in through others, whichever process takes them.
    const account = { name: 'Pat Lee', email: uniqueEmail('processes'), password: 'a long password 1' };
    const post = (path: string, body: unknown) =>
      fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', connection: 'close' }, body: JSON.stringify(body) });
    expect((await post('/users/register', account)).status).toBe(201);
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await post('/users/login', { email: account.email, password: account.password })).status).toBe(200);

    // A web process killed is replaced, and the port keeps answering.
    process.kill(first!.pid, 'SIGKILL');
    await untilSaid(output, `web process ${first!.pid} ended by SIGKILL; starting another.`);
    // The other one answers while the new one starts.
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    await untilSaid(output, 'serving.');
    const replaced = webProcessesOf(primary.pid!);
    expect(replaced).toHaveLength(2);
    expect(replaced.map((each) => each.pid)).toContain(second!.pid);
    expect(replaced.map((each) => each.pid)).not.toContain(first!.pid);

    // SIGTERM: the web processes and the database stop, and the primary ends with 0.
    const processes = webProcessesOf(primary.pid!);
    primary.kill('SIGTERM');
    expect(await exited(primary)).toBe(0);
    for (const each of processes) expect(isAlive(each.pid)).toBe(false);
    expect(() => readFileSync(join(dataDir, 'postgres', 'postmaster.pid'))).toThrow();
  }, 400_000);

  it('takes its web processes with it when the primary is killed, and starts again on the same data', async () => {
    const port = await freePort();
    const { primary } = await start(port);
    const processes = webProcessesOf(primary.pid!);
    primary.kill('SIGKILL');
    await exited(primary);
    await eventually(
      async () => processes.filter((each) => isAlive(each.pid)).length,
      (alive) => alive === 0,
      15_000,
    );

    // The next start stops the database left running and serves again.
    const again = await start(port);
    expect((await fetch(`${again.url}/healthz`)).status).toBe(200);
    again.primary.kill('SIGTERM');
    expect(await exited(again.primary)).toBe(0);
  }, 400_000);
});
