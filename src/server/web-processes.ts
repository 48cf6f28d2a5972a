// More than one process serving the API on one machine (WEB_PROCESSES > 1): one event loop serves a reply's start, its
// database query and its stream for every request, so a second process uses a second core. This process (the
// primary) opens the database once: the embedded PostgreSQL is started, migrated and, when there is one, the earlier
// database imported here. It then starts the web processes (node:cluster), which share the port and reach the database
// as instances of one deployment do (limits, events and jobs already go through PostgreSQL). A web process that dies
// is replaced; SIGINT/SIGTERM stop them all, then the database.
import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { closeOnSignals, orExitWithMessage } from './process-entry.ts';

/** How long the web processes are given to finish their requests and close before they are killed. */
const STOP_GRACE_MS = 8_000;

function log(message: string): void {
  console.error(`[web processes] ${message}`);
}

/** The primary: opens the database, starts `config.webProcesses` web processes, replaces one that dies, stops them all on a signal. */
export async function runWebProcesses(config: Config): Promise<void> {
  const database = await orExitWithMessage(() => openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, limits: config.database, log }));
  let isStopping = false;
  // Web processes that have not listened yet: one that ends before it listens is not replaced, as it would fail
  // again (a bad setting, a port in use); everything stops instead.
  const starting = new Set<Worker>();
  let isServing = false;

  const start = () => {
    // Each reaches the database this process opened; WEB_PROCESSES=1 makes it serve instead of starting others.
    const worker = cluster.fork({ DATABASE_URL: database.url, WEB_PROCESSES: '1' });
    starting.add(worker);
    worker.once('listening', () => {
      starting.delete(worker);
      if (isServing) log(`web process ${worker.process.pid} serving.`);
      else if (starting.size === 0) {
        isServing = true;
        log(`${config.webProcesses} web processes serving on ${config.host}:${config.port}, database ${database.kind}`);
      }
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const wasStarting = starting.delete(worker);
    if (isStopping) return;
    if (wasStarting) {
      log(`a web process ended ${signal ? `by ${signal}` : `with code ${code}`} before it listened; stopping (see its message above).`);
      void stop(1);
      return;
    }
    log(`web process ${worker.process.pid} ended ${signal ? `by ${signal}` : `with code ${code}`}; starting another.`);
    start();
  });

  async function stop(exitCode: number): Promise<void> {
    isStopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            const timer = setTimeout(() => worker.process.kill('SIGKILL'), STOP_GRACE_MS);
            worker.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    await database.close();
    process.exit(exitCode);
  }

  closeOnSignals(async (signal) => {
    log(`${signal}: stopping ${config.webProcesses} web processes`);
    await stop(0);
  });
  log(`starting ${config.webProcesses} web processes`);
  for (let index = 0; index < config.webProcesses; index += 1) start();
}

/** In a web process: when the primary is gone (killed), this one closes too instead of serving on alone. */
export function closeWithPrimary(close: () => Promise<void>): void {
  if (!cluster.isWorker) return;
  process.once('disconnect', () => {
    void close().finally(() => process.exit(0));
  });
}
