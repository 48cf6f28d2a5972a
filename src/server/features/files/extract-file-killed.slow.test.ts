// A real server process on an embedded database, killed (SIGKILL) while it reads an upload, again and again:
// the job ends Failed after its retry limit instead of putting the server into a restart loop.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { JobStatus } from '../../../shared/contracts/jobs-constants.ts';
import { openDatabase } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import { buildDocx } from '../../test/build-documents.ts';
import { stopLeftCluster } from '../../test/left-cluster.ts';
import { serverEntryArgs } from '../../test/server-entry.ts';
import { TEST_AUTH_SECRET, uniqueEmail } from '../../test/test-app.ts';

const ROOT = join(import.meta.dirname, '../../../..');

interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
}

/** The server (`serverEntryArgs`) on a free port, resolved once it listens. */
function startServer(dataDir: string): Promise<RunningServer> {
  const child = spawn(process.execPath, serverEntryArgs('main'), {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      AUTH_SECRET: TEST_AUTH_SECRET,
      WEB_DIR: './.tmp/no-web-build',
      LOG_LEVEL: 'info',
      WORKER_THREADS: '1',
    },
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const match = /Engram is running at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match?.[1]) resolve({ child, baseUrl: match[1] });
    });
    child.once('exit', (code, signal) => reject(new Error(`the server exited before listening (${code ?? signal})`)));
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

async function killHard(server: RunningServer) {
  server.child.kill('SIGKILL');
  await exited(server.child);
}

/** Polls the job until it is running (Active) or has ended; the process may be killed the moment it runs. */
async function waitForJob(server: RunningServer, statusPath: string, token: string, until: JobStatus['jobStatus'][]): Promise<JobStatus> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const response = await fetch(`${server.baseUrl}${statusPath}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const status = (await response.json()) as JobStatus;
    if (until.includes(status.jobStatus)) return status;
    if (Date.now() > deadline) throw new Error(`${statusPath} still ${status.jobStatus}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function storedBlobs(dataDir: string): string[] {
  try {
    return readdirSync(join(dataDir, 'files'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

describe('[FILES] a server killed while it reads an upload', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'engram-crash-'));
  let server: RunningServer | undefined;
  afterAll(async () => {
    if (server) await killHard(server);
    // The embedded database of a killed server outlives it until the next start: stop it before its folder goes.
    await stopLeftCluster(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts each kill as a try and ends the job Failed after its limit, with /healthz answering', async () => {
    server = await startServer(dataDir);
    const account = { name: 'Kai Crash', email: uniqueEmail('crash'), password: 'correct horse battery' };
    const post = (path: string, body: unknown) =>
      fetch(`${server!.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post('/users/register', { ...account, method: 'email-password' })).status).toBe(201);
    const login = await post('/users/login', { email: account.email, password: account.password });
    const { accessToken } = (await login.json()) as { accessToken: string };

    // A real document that takes Word's reader many seconds: 60,000 paragraphs of distinct words, within every bound.
    const paragraphs = Array.from({ length: 60_000 }, () => `<w:p><w:r><w:t>${randomBytes(12).toString('hex')}</w:t></w:r></w:p>`).join('');
    const form = new FormData();
    form.append('organization_id', account.email);
    form.append('file', new Blob([new Uint8Array(await buildDocx(paragraphs, 1))]), 'long-minutes.docx');
    const upload = await fetch(`${server.baseUrl}/files/create`, { method: 'POST', headers: { authorization: `Bearer ${accessToken}` }, body: form });
    expect(upload.status).toBe(202);
    const statusPath = `/files/job-status-create/${((await upload.json()) as { jobId: string }).jobId}`;
    expect(storedBlobs(dataDir)).toHaveLength(1);

    let kills = 0;
    let status = await waitForJob(server, statusPath, accessToken, ['Active', 'Completed', 'Failed']);
    // Bounded: a restart loop would show as more kills than tries, or as this loop running out.
    while (status.jobStatus === 'Active' && kills < 6) {
      await killHard(server);
      kills += 1;
      server = await startServer(dataDir);
      status = await waitForJob(server, statusPath, accessToken, ['Active', 'Completed', 'Failed']);
    }

    // One first run and two retries (files.extract's limit), each cut off by a kill; the restart after the third ends it.
    expect(kills).toBe(3);
    expect(status).toEqual({
      jobStatus: 'Failed',
      result: null,
      failedReason: 'The server stopped while this job was running, too many times. Please try again.',
    });
    const health = await fetch(`${server.baseUrl}/healthz`);
    expect(health.status).toBe(200);
    // The job's clean-up removes the half-made file: its row, then its bytes.
    await expect.poll(() => storedBlobs(dataDir), { timeout: 15_000 }).toEqual([]);

    server.child.kill('SIGTERM');
    await exited(server.child);
    server = undefined;
    const database = await openDatabase({ dataDir });
    try {
      expect(await database.db.select().from(files).where(eq(files.filename, 'long-minutes.docx'))).toEqual([]);
    } finally {
      await database.close();
    }
  }, 240_000);
});
