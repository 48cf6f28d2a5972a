// Builds the real application for route tests on the run's PostgreSQL (test/global-setup.ts): each test file has its
// own database, and an app started without one gets a fresh database of its own, both cloned from the migrated template.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { JobStatus } from '../../shared/contracts/jobs-constants.ts';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { EvaluationRunner } from '../jobs/evaluation-runner.ts';
import { createAdminSetupRepository } from '../features/users/admin-setup.repository.ts';
import { checkAnswersAgainstDescription } from './api-contract.ts';
import { useDescribeResource } from './describe-resource.ts';
import { sharedCpuPool } from './shared-cpu-pool.ts';
import { ensureFileDatabase, fileDatabaseUrl, TEMPLATE_ENV } from './postgres-databases.ts';

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

let counter = 0;
/** A unique e-mail per call, so tests never collide on a shared PostgreSQL database. */
export function uniqueEmail(prefix = 'person'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

/** Cookies set by a response, as a header value to send back. */
export function cookieHeader(response: LightMyRequestResponse, only?: string[]): string {
  return response.cookies
    .filter((cookie) => cookie.value !== '' && (!only || only.includes(cookie.name)))
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}

export async function registerAndLogin(app: FastifyInstance, overrides: { name?: string; email?: string; password?: string } = {}) {
  const account = { name: overrides.name ?? 'Sam Rivera', email: overrides.email ?? uniqueEmail(), password: overrides.password ?? 'correct horse battery' };
  const registered = await app.inject({ method: 'POST', url: '/users/register', payload: { ...account, method: 'email-password' } });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const login = await app.inject({ method: 'POST', url: '/users/login', payload: { email: account.email, password: account.password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { account, login, cookies: cookieHeader(login), body: login.json() as { accessToken: string; refreshToken: string } };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls the API as the person these cookies sign in, or as nobody signed in (null). */
export function callerOf(app: FastifyInstance, cookies: string | null) {
  return (method: HttpMethod, path: string, payload?: object) =>
    app.inject({ method, url: path, headers: cookies ? { cookie: cookies } : {}, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
}

/** A new signed-in person named `name` (at `email`, else a unique address) and a way to call the API as them. */
export async function signedInCaller(app: FastifyInstance, name = 'Sam Rivera', email = uniqueEmail(name.split(' ')[0]!.toLowerCase())) {
  const { account, cookies } = await registerAndLogin(app, { name, email });
  return { name, email: account.email, cookies, call: callerOf(app, cookies) };
}

export type SignedInCaller = Awaited<ReturnType<typeof signedInCaller>>;

/** Makes the account with `email` an administrator as `npm run users -- promote` does (users.command.ts). */
export async function promoteToAdmin(database: Pick<Database, 'db'>, email: string): Promise<void> {
  if (!(await createAdminSetupRepository(database.db).promoteByEmail(email.trim().toLowerCase()))) throw new Error(`no user ${email} to promote`);
}

/** Registers and signs in an account, then makes it an administrator as the operator's command does. */
export async function registerAdmin(ctx: Pick<TestContext, 'app' | 'database'>, overrides: Parameters<typeof registerAndLogin>[1] = {}) {
  const signedIn = await registerAndLogin(ctx.app, overrides);
  await promoteToAdmin(ctx.database, signedIn.account.email);
  return signedIn;
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

/**
 * Call inside a `describe`: signs in the administrator `adminEmail` (promoted as the operator's command does) and a
 * person who is not one, before its tests; their cookies.
 */
export function useAdminAndLearner(ctx: Pick<TestContext, 'app' | 'database'>, adminEmail: string): { admin: string; learner: string } {
  return useDescribeResource(
    'The administrator and the learner',
    async () => ({ admin: (await registerAdmin(ctx, { email: adminEmail })).cookies, learner: (await registerAndLogin(ctx.app)).cookies }),
    () => Promise.resolve(),
  );
}

/** A new signed-in account with its user id, for tests that write rows for the person. */
export async function signUpPerson(ctx: Pick<TestContext, 'app' | 'database'>) {
  const { account, cookies } = await registerAndLogin(ctx.app);
  return { account, cookies, userId: await userIdOf(ctx.database.db, account.email) };
}

/** The id of the account with this e-mail, for tests that write rows for it. */
export async function userIdOf(db: TestContext['database']['db'], email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/**
 * Reads until `isDone` holds or the time is up, for what the server reaches after it answered; answers the last read.
 * `intervalMs` between reads: a read that costs more than a database query (a whole list route) and waits on seconds
 * of work should take a longer one, or its reads take the cores from the work it waits on.
 */
export async function eventually<T>(read: () => Promise<T>, isDone: (value: T) => boolean, timeoutMs = 15_000, intervalMs = 25): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isDone(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Polls a job-status route until the job is Completed or Failed (jobs run in the same process). */
export async function waitForJobStatus(app: FastifyInstance, statusPath: string, cookies: string, timeoutMs = 15_000): Promise<JobStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({ method: 'GET', url: statusPath, headers: { cookie: cookies } });
    if (response.statusCode !== 200) throw new Error(`${statusPath} answered ${response.statusCode}: ${response.body}`);
    const status = response.json() as JobStatus;
    if (status.jobStatus === 'Completed' || status.jobStatus === 'Failed') return status;
    if (Date.now() > deadline) throw new Error(`${statusPath} still ${status.jobStatus} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
