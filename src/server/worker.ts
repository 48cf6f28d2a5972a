// The job worker's process entry (`npm run worker`): runs jobs and their CPU tasks on the configured database and
// storage, serves no API; its only HTTP route is GET /healthz on WORKER_HEALTH_PORT. Web instances beside it run with
// WORKER=false. Shuts down cleanly on SIGINT/SIGTERM (jobs under way are given back to the queue).
import Fastify from 'fastify';
import { createRuntime } from './app/runtime.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createEvaluationRunner } from './eval/evaluation-runner.ts';
import { closeOnSignals, orExitWithMessage, runEntry } from './process-entry.ts';

runEntry(async () => {
  const config = await orExitWithMessage(() => loadConfig());
  const health = Fastify({ logger: config.logLevel === 'silent' ? false : { level: config.logLevel } });
  const database = await orExitWithMessage(() =>
    openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, limits: config.database, log: (message) => health.log.info(message) }),
  );
  const runtime = await createRuntime(config, { database, log: health.log, runWorkers: true, evaluation: createEvaluationRunner({ createdCasesPerHalf: config.evalCreatedCasesPerHalf }) });
  health.get('/healthz', async () => {
    await database.executeSql('select 1');
    return { status: 'ok' as const, role: 'worker' as const, database: database.kind };
  });

  closeOnSignals(async (signal) => {
    health.log.info({ signal }, 'worker shutting down');
    await health.close();
    await runtime.close();
    await database.close();
  });

  await health.listen({ port: config.workerHealthPort, host: config.host });
  health.log.info({ storage: runtime.storage.kind }, 'worker running jobs');
});
