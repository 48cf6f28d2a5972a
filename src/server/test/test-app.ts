// Builds the real application for route tests on the run's PostgreSQL (test/global-setup.ts): each test file has its
// own database, and an app started without one gets a fresh database of its own, both cloned from the migrated template.
// The people of the tests (test-people.ts) and waiting for the server (waiting.ts) are re-exported here, so a route
// test imports its app and its callers from one module.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import type { EvaluationRunner } from '../jobs/evaluation-runner.ts';
import { checkAnswersAgainstDescription } from './api-contract.ts';
import { useDescribeResource } from './describe-resource.ts';
import { sharedCpuPool } from './shared-cpu-pool.ts';
import { ensureFileDatabase, fileDatabaseUrl, TEMPLATE_ENV } from './postgres-databases.ts';
import { callerOf, registerAdmin, uniqueEmail } from './test-people.ts';

export {
  callerOf,
  cookieHeader,
  promoteToAdmin,
  registerAdmin,
  registerAndLogin,
  signedInCaller,
  signUpPerson,
  uniqueEmail,
  useAdminAndLearner,
  userIdOf,
  type HttpMethod,
  type SignedInCaller,
} from './test-people.ts';
export { eventually, jobsSettled, waitForJobStatus } from './waiting.ts';

export const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-0123456789';

const TEMPLATE = process.env[TEMPLATE_ENV];

/** The run's PostgreSQL, as global-setup.ts left it for the test files. */
function runDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('The test run has no database: run the tests through Vitest, whose global set-up provides one.');
  return url;
}

/** A new database of its own (created on first use), cloned from the run's template. */
export function freshDatabaseUrl(): string {
  return fileDatabaseUrl(runDatabaseUrl(), TEMPLATE);
}

/**
 * A new database of its own, cloned from the run's migrated template and created now, for an app a test builds itself
 * (the evaluation's): no PostgreSQL of its own to start, no migrations to apply. Dropped as the test file ends.
 */
export async function createFreshDatabase(): Promise<string> {
  const url = freshDatabaseUrl();
  await ensureFileDatabase(url, TEMPLATE);
  return url;
}

const fileDatabases = new Map<string, string>();

/**
 * This test file's own database, named once per file: test files that share this module (a Vitest project without
 * isolation) still never share rows.
 */
function fileDatabase(): string {
  const file = expect.getState().testPath ?? '';
  let url = fileDatabases.get(file);
  if (!url) {
    url = freshDatabaseUrl();
    fileDatabases.set(file, url);
  }
  return url;
}

/** The database route tests run on: the test file's own (test/postgres-databases.ts). */
export const TEST_DATABASES: readonly { readonly name: string; readonly url: string }[] = [
  {
    name: 'postgres',
    get url() {
      return fileDatabase();
    },
  },
];

export interface TestContext {
  app: FastifyInstance;
  config: Config;
  database: Database;
  /** Where this app stores uploaded bytes. */
  filesDir: string;
  /** The lines the app printed for the person starting it (the first admin's setup code). */
  announced: string[];
  close(): Promise<void>;
}

/** Starts the app on `databaseUrl`, or on a fresh database of its own when none is given. */
export async function startTestApp(
  databaseUrl: string | undefined,
  env: Record<string, string> = {},
  options: { logStream?: Writable; evaluation?: EvaluationRunner } = {},
): Promise<TestContext> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    AUTH_SECRET: TEST_AUTH_SECRET,
    WEB_DIR: './.tmp/no-web-build',
    DATA_DIR: 'memory://',
    DATABASE_URL: databaseUrl ?? freshDatabaseUrl(),
    // Password hashing at its lowest cost: the tests check what is stored and compared, not how slow it is.
    PASSWORD_HASH_MEMORY_KIB: '64',
    PASSWORD_HASH_PASSES: '1',
    // A failed job is tried again at once: the tests check how many tries, not how long between them.
    JOB_RETRY_DELAY_SECONDS: '0',
    // Each app's jobs are queued by that app, which wakes its workers as it queues them: a worker's poll finds
    // nothing, and at the default 2 s (about 30 workers) it was a query every 70 ms on the run's one PostgreSQL.
    JOB_POLL_INTERVAL_SECONDS: '30',
    // Limits are counted in the database, which the apps of one test file share and every test registers from one
    // address: the tests of the limits set their own.
    LOGIN_RATE_LIMIT_PER_IP: '100000',
    ...env,
  });
  if (config.databaseUrl) await ensureFileDatabase(config.databaseUrl, TEMPLATE);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: 'memory://' });
  const filesDir = mkdtempSync(join(tmpdir(), 'engram-files-'));
  const announced: string[] = [];
  // The process's worker threads, unless the test sizes its own.
  const cpu = env.WORKER_THREADS || env.WORKER_THREAD_MEMORY_MB ? undefined : sharedCpuPool(config);
  const app = await buildApp(config, { database, filesDir, announce: (line) => announced.push(line), ...(cpu ? { cpu } : {}), ...(options.logStream ? { logStream: options.logStream } : {}), ...(options.evaluation ? { evaluation: options.evaluation } : {}) });
  await app.ready();
  // Every answer a test receives through inject() is checked against /docs/json (test/api-contract.ts).
  checkAnswersAgainstDescription(app);
  return {
    app,
    config,
    database,
    filesDir,
    announced,
    async close() {
      await app.close();
      await database.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

type TestEnv = Record<string, string>;

/**
 * Call inside a `describe`: starts the app before its tests and closes it after them. `env` may be a function for
 * values known only once earlier hooks have run, such as a fake provider's address.
 */
export function useTestApp(databaseUrl: string | undefined, env: TestEnv | (() => TestEnv) = {}, options: { evaluation?: EvaluationRunner } = {}): TestContext {
  return useDescribeResource(
    'The test app',
    () => startTestApp(databaseUrl, typeof env === 'function' ? env() : env, options),
    (ctx) => ctx.close(),
  );
}

/** Two apps on one database, as two instances of one deployment, each with its own connections and files folder. */
export interface TwoInstances {
  first: FastifyInstance;
  second: FastifyInstance;
  /** The first instance's database, for tests that read or write rows. */
  database: Database;
}

/** Call inside a `describe`: starts two instances on `databaseUrl` (or a fresh database) before its tests, closes them after. */
export function useTwoInstances(databaseUrl: string | undefined, env: TestEnv | (() => TestEnv) = {}): TwoInstances {
  const url = databaseUrl ?? freshDatabaseUrl();
  const closeAll = async (instances: TestContext[]) => {
    for (const instance of instances) await instance.close();
  };
  return useDescribeResource(
    'The two instances',
    async () => {
      const started: TestContext[] = [];
      try {
        for (let index = 0; index < 2; index += 1) started.push(await startTestApp(url, typeof env === 'function' ? env() : env));
      } catch (error) {
        await closeAll(started);
        throw error;
      }
      const [first, second] = started as [TestContext, TestContext];
      return { first: first.app, second: second.app, database: first.database, close: () => closeAll(started) };
    },
    (pair) => pair.close(),
  );
}

/** Opens `databaseUrl` (created from the run's template on first use), or a fresh database of its own. */
export async function openTestDatabase(databaseUrl: string | undefined): Promise<Database> {
  const url = databaseUrl ?? freshDatabaseUrl();
  await ensureFileDatabase(url, TEMPLATE);
  return openDatabase({ databaseUrl: url, dataDir: 'memory://' });
}

/** Call inside a `describe`: a migrated database of its own, without an app, opened before its tests and closed after. */
export function useTestDatabase(databaseUrl: string | undefined): Database {
  return useDescribeResource(
    'The test database',
    () => openTestDatabase(databaseUrl),
    (database) => database.close(),
  );
}

/**
 * Call inside a `describe`: two instances on one database (as `useTwoInstances`) with an operator of their own in
 * ADMIN_EMAILS; `signInOperator` registers that operator and answers a caller on each instance as them.
 */
export function useOperatorOnTwoInstances(databaseUrl: string | undefined, env: TestEnv = {}) {
  const adminEmail = uniqueEmail('operator');
  const instances = useTwoInstances(databaseUrl, { ADMIN_EMAILS: adminEmail, ...env });
  async function signInOperator() {
    const { cookies } = await registerAdmin({ app: instances.first, database: instances.database }, { email: adminEmail });
    return { cookies, first: callerOf(instances.first, cookies), second: callerOf(instances.second, cookies) };
  }
  return { instances, signInOperator };
}
