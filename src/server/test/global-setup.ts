// Vitest's set-up for the whole run: one PostgreSQL for every test file (TEST_DATABASE_URL's, or else an embedded one
// in a temporary folder), one migrated template database made once with the job queue's tables, and a database per
// test file cloned from it (test/postgres-databases.ts); dropped, with the clones, when the run ends. The cluster and
// every temporary folder of the run are in memory where the machine allows (test/memory-tmpdir.ts).
import { ALL_JOBS } from '../app/features.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { createJobTables } from '../jobs/job-queue.ts';
import { memoryTmpdir } from './memory-tmpdir.ts';
import { createDatabase, dropRunDatabases, TEMPLATE_ENV, withDatabaseName } from './postgres-databases.ts';

export async function setup(): Promise<() => Promise<void>> {
  // Several projects of one run (`npx vitest run`) share the first one's database and template; its teardown ends them.
  if (process.env[TEMPLATE_ENV]) return async () => undefined;
  // Read by tmpdir() here and in the test files' workers, which inherit it.
  const inMemory = memoryTmpdir();
  if (inMemory) process.env.TMPDIR = inMemory;
  const embedded = process.env.TEST_DATABASE_URL ? undefined : await startEmbeddedPostgres({ dataDir: '', purpose: 'throwaway' });
  const adminUrl = process.env.TEST_DATABASE_URL ?? embedded!.url;
  const template = `engram_tpl_${process.pid}_${Date.now().toString(36)}`;
  await createDatabase(adminUrl, template);
  const database = await openDatabase({ databaseUrl: withDatabaseName(adminUrl, template), dataDir: 'memory://' });
  // The job queue's tables and queues too, which each copy's first app would otherwise create (test/test-app.ts sets
  // the same retry delay): an app's start on a copy without them took 0.60 CPU-seconds, on one with them 0.32.
  await createJobTables(database, ALL_JOBS, loadConfig({ LOG_LEVEL: 'silent', JOB_RETRY_DELAY_SECONDS: '0' }));
  await database.close();
  // Test files run in worker processes started after this, which inherit the variables.
  process.env.TEST_DATABASE_URL = adminUrl;
  process.env[TEMPLATE_ENV] = template;
  return async () => {
    if (embedded) await embedded.stop();
    else await dropRunDatabases(adminUrl, template);
  };
}
