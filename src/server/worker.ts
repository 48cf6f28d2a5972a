// The job worker's process entry (`npm run worker`): runs jobs and their CPU tasks on the configured database and
// storage, serves no API; its only HTTP route is GET /healthz on WORKER_HEALTH_PORT. Web instances beside it run with
// WORKER=false. Shuts down cleanly on SIGINT/SIGTERM (jobs under way are given back to the queue).
import Fastify from 'fastify';
import { createRuntime } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { EmbeddedPostgresError } from './db/embedded-postgres.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const health = Fastify({ logger: config.logLevel === 'silent' ? false : { level: config.logLevel } });
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log: (message) => health.log.info(message) });
  } catch (error) {
    if (error instanceof EmbeddedPostgresError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const runtime = await createRuntime(config, { database, log: health.log, runWorkers: true });
  const ready = database;
  health.get('/healthz', async () => {
    await ready.executeSql('select 1');
    return { status: 'ok' as const, role: 'worker' as const, database: ready.kind };
  });

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    health.log.info({ signal }, 'worker shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await health.close();
    await runtime.close();
    await ready.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await health.listen({ port: config.workerHealthPort, host: config.host });
  health.log.info({ storage: runtime.storage.kind }, 'worker running jobs');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
