// The process itself: where it listens, where its data and database are, how it logs, which work it runs.
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { booleanFromString, emailList, numberFromString, optionalString } from './env-fields.ts';

export const ServerEnvSchema = z.object({
  PORT: numberFromString().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional(),
  ),
  // Connections each process keeps open to PostgreSQL at most; each is a database process of its own (10–30 MB).
  DATABASE_POOL_SIZE: numberFromString().int().min(2).max(200).default(6),
  // The embedded PostgreSQL's page cache, held once for all its processes.
  EMBEDDED_POSTGRES_SHARED_BUFFERS_MB: numberFromString().int().min(1).max(65_536).default(16),
  TRUST_PROXY: booleanFromString.default(false),
  BODY_LIMIT_BYTES: numberFromString().int().min(1024).default(1_048_576),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIR: z.string().trim().min(1).default('./dist/web'),
  // At least two, so job work (grading, generation, reading uploads) keeps a thread that offline speech never takes.
  WORKER_THREADS: numberFromString().int().min(1).max(64).default(Math.max(2, availableParallelism() - 1)),
  WORKER_THREAD_MEMORY_MB: numberFromString().int().min(32).default(512),
  CREATOR_EMAILS: z.string().default(''),
  ADMIN_EMAILS: z.string().default(''),
  WORKER: booleanFromString.default(true),
  // How often lost jobs (their process died) are looked for; pg-boss's maintenance. The proof test of several instances lowers it.
  JOB_MAINTENANCE_INTERVAL_SECONDS: numberFromString().int().min(1).max(600).optional(),
  // How often each job's worker asks the database for work it was not told of (another instance queued it, a retry or a
  // lost job came due): every poll is a query, about 30 of them per interval. The test suite's apps and servers, whose
  // jobs are all queued in the process that runs them, set 30.
  JOB_POLL_INTERVAL_SECONDS: numberFromString().int().min(1).max(600).default(2),
  WORKER_HEALTH_PORT: numberFromString().int().min(0).max(65535).default(3001),
  REQUEST_CONCURRENCY: numberFromString().int().min(1).max(1000).optional(),
  WEB_PROCESSES: numberFromString().int().min(1).max(64).default(1),
  // Replaces every job's own delay before a retry (and its backoff) when set; the test suite sets 0.
  JOB_RETRY_DELAY_SECONDS: numberFromString().int().min(0).max(3600).optional(),
  // The Quality page's runs play only the first this many cases of each half of the created set; the browser tests set 1.
  EVAL_CREATED_CASES_PER_HALF: numberFromString().int().min(1).max(1000).optional(),
});

type ServerEnv = z.infer<typeof ServerEnvSchema>;

export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The database's connections per process, and the embedded PostgreSQL's shared buffers: what they may take. */
  database: { poolSize: number; sharedBuffersMb: number };
  trustProxy: boolean;
  bodyLimitBytes: number;
  logLevel: ServerEnv['LOG_LEVEL'];
  webDir: string;
  /** Worker threads for CPU-heavy tasks (lib/worker-pool.ts): how many, and the heap limit of each. */
  workerThreads: { count: number; memoryMb: number };
  /** Lower-cased e-mails allowed to create library items and scenarios; empty means everyone signed in. */
  creatorEmails: string[];
  /** Operators: they see how to connect a model while the offline engine answers; empty means nobody. */
  adminEmails: string[];
  /** Run job workers in this process (turn off for web-only instances). */
  runWorkers: boolean;
  /** How often expired jobs of a lost process are failed so they are retried; unset is the queue's own (10 s). */
  jobMaintenanceIntervalSeconds: number | undefined;
  /** How often each job's worker looks for work it was not woken for (job-workers.ts). */
  jobPollIntervalSeconds: number;
  /** The port of `npm run worker`'s only HTTP route, GET /healthz (0 picks a free one). */
  workerHealthPort: number;
  /** Requests at work at once (per process) before others wait their turn; unset is 32. */
  requestConcurrency: number | undefined;
  /** Processes serving the API on this machine, sharing its port (web-processes.ts); 1 serves from this process. */
  webProcesses: number;
  /** When set, every job waits this long before a retry, without backoff; unset, each job's own policy. */
  jobRetryDelaySeconds: number | undefined;
  /** When set, the Quality page's runs play only the first this many cases of each half of the created set; unset, all. */
  evalCreatedCasesPerHalf: number | undefined;
};

export function readServerConfig(e: ServerEnv): ServerConfig {
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    database: { poolSize: e.DATABASE_POOL_SIZE, sharedBuffersMb: e.EMBEDDED_POSTGRES_SHARED_BUFFERS_MB },
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    logLevel: e.LOG_LEVEL,
    webDir: e.WEB_DIR,
    workerThreads: { count: e.WORKER_THREADS, memoryMb: e.WORKER_THREAD_MEMORY_MB },
    creatorEmails: emailList(e.CREATOR_EMAILS),
    adminEmails: emailList(e.ADMIN_EMAILS),
    runWorkers: e.WORKER,
    workerHealthPort: e.WORKER_HEALTH_PORT,
    jobMaintenanceIntervalSeconds: e.JOB_MAINTENANCE_INTERVAL_SECONDS,
    jobPollIntervalSeconds: e.JOB_POLL_INTERVAL_SECONDS,
    requestConcurrency: e.REQUEST_CONCURRENCY,
    webProcesses: e.WEB_PROCESSES,
    jobRetryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS,
    evalCreatedCasesPerHalf: e.EVAL_CREATED_CASES_PER_HALF,
  };
}
