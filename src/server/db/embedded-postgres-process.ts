// The embedded cluster's processes: initdb, the postmaster started and stopped (an orphan left by a killed server
// too), how it is reached (a Unix socket, or 127.0.0.1 on a free port), and its failures put in a sentence.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { platform } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { EMBEDDED_POSTGRES_SYSTEM_USER, execFile, POSTGRES_ENV, type Binaries, type RunAs } from './embedded-postgres-binaries.ts';
import { EmbeddedPostgresError } from './embedded-postgres-error.ts';

/** The PostgreSQL major version the shipped binaries run; a cluster made by another one cannot be opened. */
export const EMBEDDED_POSTGRES_MAJOR = 17;

export const DATABASE_NAME = 'engram';
const ROLE_NAME = 'engram';
const SOCKET_PORT = 5432;
// sun_path holds 108 bytes on Linux, including the final NUL.
const MAX_SOCKET_PATH = 107;
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((done) => setTimeout(done, 50));
  }
  return !isAlive(pid);
}

/** What postmaster.pid says about a cluster that is (or was) running: its process, port, socket folder and address. */
export interface PostmasterInfo {
  pid: number;
  port: number;
  socketDir: string;
  listenAddress: string;
}

export function readPostmaster(clusterDir: string): PostmasterInfo | undefined {
  try {
    const lines = readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
    return { pid: Number(lines[0]), port: Number(lines[3]), socketDir: lines[4] ?? '', listenAddress: lines[5] ?? '' };
  } catch {
    return undefined;
  }
}

export function connectionUrl(password: string, where: { socketDir?: string; host?: string; port: number }, database = DATABASE_NAME): string {
  const credentials = `${ROLE_NAME}:${encodeURIComponent(password)}`;
  return where.socketDir
    ? `postgres://${credentials}@localhost:${where.port}/${database}?host=${encodeURIComponent(where.socketDir)}`
    : `postgres://${credentials}@${where.host ?? '127.0.0.1'}:${where.port}/${database}`;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** The sentence for a failure PostgreSQL wrote in its log, or undefined when it is none of the known ones. */
function explainFailure(output: string, dataDir: string): string | undefined {
  if (/No space left on device|could not extend file|disk full/i.test(output)) {
    return `The disk holding ${dataDir} is full: free some space, then start Engram again.`;
  }
  if (/error while loading shared libraries|cannot open shared object/i.test(output)) {
    return `The embedded PostgreSQL cannot load its libraries (${output.match(/lib[\w.+-]+\.so[\w.]*/)?.[0] ?? 'a library'}): run \`npm install\` again, or set DATABASE_URL.`;
  }
  if (/Permission denied/i.test(output)) {
    return `PostgreSQL cannot read or write ${dataDir}${process.getuid?.() === 0 ? ` as the system user "${EMBEDDED_POSTGRES_SYSTEM_USER}" (the folders above it must let it through)` : ''}: fix the folder's permissions, or choose another DATA_DIR.`;
  }
  return undefined;
}

function lastLines(text: string, count = 6): string {
  return text.trim().split('\n').slice(-count).join('\n');
}

function readLog(path: string): string {
  try {
    return readFileSync(path, 'utf8').slice(-8000);
  } catch {
    return '';
  }
}

export async function runInitdb(binaries: Binaries, clusterDir: string, password: string, runAs: RunAs | undefined, fast: boolean): Promise<void> {
  const parent = dirname(clusterDir);
  const passwordFile = join(parent, `.initdb-${randomBytes(6).toString('hex')}`);
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  if (runAs) {
    chownSync(passwordFile, runAs.uid, runAs.gid);
    chownSync(clusterDir, runAs.uid, runAs.gid);
  }
  try {
    await execFile(
      binaries.initdb,
      [
        `--pgdata=${clusterDir}`,
        `--username=${ROLE_NAME}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        ...(fast ? ['--no-sync'] : []),
      ],
      { ...runAs, env: POSTGRES_ENV, maxBuffer: 4 * 1024 * 1024 },
    );
  } catch (error) {
    const output = `${(error as { stderr?: string }).stderr ?? ''}\n${(error as Error).message}`;
    rmSync(clusterDir, { recursive: true, force: true });
    throw new EmbeddedPostgresError(explainFailure(output, clusterDir) ?? `The embedded database could not be created in ${clusterDir}:\n${lastLines(output)}`);
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

/** Refuses a cluster this PostgreSQL cannot open (made by another major version). */
export function assertVersion(clusterDir: string): void {
  const version = Number(readFileSync(join(clusterDir, 'PG_VERSION'), 'utf8').trim());
  if (version === EMBEDDED_POSTGRES_MAJOR) return;
  throw new EmbeddedPostgresError(
    version > EMBEDDED_POSTGRES_MAJOR
      ? `The database in ${clusterDir} was made by PostgreSQL ${version}, newer than this Engram's ${EMBEDDED_POSTGRES_MAJOR}: run the newer Engram that made it, or choose another DATA_DIR.`
      : `The database in ${clusterDir} was made by PostgreSQL ${version}; this Engram runs ${EMBEDDED_POSTGRES_MAJOR}. Export it with that version's pg_dump and restore it into a new DATA_DIR, or set DATABASE_URL.`,
  );
}

export async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Stops a postmaster that is not this process's child (left running by a server that was killed). */
export async function stopOrphan(info: PostmasterInfo, log: (message: string) => void): Promise<void> {
  if (!isAlive(info.pid)) return;
  log(`Stopping the embedded database left running by an earlier Engram (process ${info.pid}).`);
  process.kill(info.pid, 'SIGINT');
  if (await waitForExit(info.pid, STOP_TIMEOUT_MS)) return;
  process.kill(info.pid, 'SIGQUIT');
  if (!(await waitForExit(info.pid, 5000))) throw new EmbeddedPostgresError(`The embedded database left running by an earlier Engram (process ${info.pid}) does not stop: stop it, then start again.`);
}

interface Launch {
  binaries: Binaries;
  clusterDir: string;
  logFile: string;
  password: string;
  runAs: RunAs | undefined;
  fast: boolean;
  dataDir: string;
  sharedBuffersMb: number;
}

export async function launch({ binaries, clusterDir, logFile, password, runAs, fast, dataDir, sharedBuffersMb }: Launch): Promise<{ child: ChildProcess; url: string }> {
  const useSocket = join(clusterDir, `.s.PGSQL.${SOCKET_PORT}`).length <= MAX_SOCKET_PATH && platform() !== 'win32';
  const port = useSocket ? SOCKET_PORT : await freePort();
  const settings = [
    `listen_addresses=${useSocket ? '' : '127.0.0.1'}`,
    `unix_socket_directories=${useSocket ? clusterDir : ''}`,
    `max_connections=${fast ? 300 : 60}`,
    // Every process that touches a shared page counts it in its own RSS; the whole tree stays within 500 MB by default.
    // A throwaway cluster (tests, evaluations) serves many databases at once: it keeps the earlier 32 MB.
    `shared_buffers=${fast ? Math.max(32, sharedBuffersMb) : sharedBuffersMb}MB`,
    // Per sort or hash, per connection: the product's queries are small, and a few large ones may spill to disk.
    'work_mem=2MB',
    'maintenance_work_mem=32MB',
    // No parallel query workers: extra processes for queries too small to gain from them on a machine of few cores.
    'max_parallel_workers_per_gather=0',
    'logging_collector=off',
    'log_min_messages=warning',
    ...(fast ? ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'] : []),
  ];
  const logFd = openSync(logFile, 'a', 0o600);
  let child: ChildProcess;
  try {
    child = spawn(binaries.postgres, ['-D', clusterDir, '-p', String(port), ...settings.flatMap((setting) => ['-c', setting])], {
      ...runAs,
      env: POSTGRES_ENV,
      stdio: ['ignore', logFd, logFd],
      // Its own process group: a Ctrl-C in the terminal reaches the server, which stops the database after its own work.
      detached: true,
    });
  } finally {
    closeSync(logFd);
  }
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  child.once('error', () => {
    exited = true;
  });
  const url = connectionUrl(password, useSocket ? { socketDir: clusterDir, port } : { host: '127.0.0.1', port }, 'postgres');
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await canConnect(url))) {
    if (exited || Date.now() > deadline) {
      if (!exited) child.kill('SIGQUIT');
      const output = readLog(logFile);
      throw new EmbeddedPostgresError(explainFailure(output, dataDir) ?? `The embedded database did not start (its log is ${logFile}):\n${lastLines(output)}`);
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  return { child, url };
}

export async function ensureDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE_NAME]);
    if (!rowCount) await client.query(`create database ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    // Fast shutdown: ends the connections, writes a checkpoint.
    child.kill('SIGINT');
  });
}

