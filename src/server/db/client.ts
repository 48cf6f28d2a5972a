// Opens the database: PostgreSQL at DATABASE_URL, or the embedded PostgreSQL (db/embedded-postgres.ts) with its cluster
// in DATA_DIR when DATABASE_URL is unset. One driver, one Drizzle schema and one migration set for both.
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { EmbeddedPurpose } from './embedded-data-dir.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { importPglite, pgliteFolderOf } from './import-pglite.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** 'embedded' when this process reaches the embedded PostgreSQL of its DATA_DIR. */
  kind: 'embedded' | 'postgres';
  /** The connection URL, for processes this one starts that reach the same database (web-processes.ts). Secret. */
  url: string;
  /** Runs raw SQL with positional parameters; used by infrastructure that brings its own queries. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Runs start-up set-up that other instances may be running at the same moment (pg-boss's schema and queues) under
   * the advisory lock the migrations take, so instances starting together on an empty database take turns.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder for the embedded database, or 'memory://' for a throwaway one (removed when closed). */
  dataDir: string;
  /** Who opens the embedded database: the server (the default) or an operator command (db/embedded-postgres.ts). */
  purpose?: Exclude<EmbeddedPurpose, 'throwaway'>;
  /** Where the embedded database says what it does at start-up. */
  log?: (message: string) => void;
  /** Connections this process keeps at most, and the embedded PostgreSQL's shared buffers (config.database). */
  limits?: DatabaseLimits;
}

export interface DatabaseLimits {
  poolSize: number;
  sharedBuffersMb: number;
}

/**
 * For callers without a configuration (tests, evaluations, benches), whose databases serve many requests at once and
 * whose memory nobody budgets: 10 connections. A server takes DATABASE_POOL_SIZE (6 by default) from its config.
 */
const DEFAULT_LIMITS: DatabaseLimits = { poolSize: 10, sharedBuffersMb: 16 };

// Resolves next to this module in src/ and next to the bundle in dist/, where the build copies the folder.
const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
// Arbitrary constant so concurrent instances apply migrations, and set up the job queue, one at a time.
const MIGRATION_LOCK_ID = 7_236_401;

/** Runs `work` while `client` holds the start-up advisory lock (a session lock: taken and let go on that one connection). */
async function holdingStartupLock<T>(client: pg.PoolClient, work: () => Promise<T>): Promise<T> {
  await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
  try {
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const limits = options.limits ?? DEFAULT_LIMITS;
  if (options.databaseUrl) return openPostgres(options.databaseUrl, 'postgres', limits.poolSize);
  const isThrowaway = options.dataDir.startsWith('memory://');
  const embedded = await startEmbeddedPostgres({
    dataDir: options.dataDir,
    purpose: isThrowaway ? 'throwaway' : (options.purpose ?? 'server'),
    log: options.log,
    sharedBuffersMb: limits.sharedBuffersMb,
  });
  try {
    const log = options.log ?? (() => undefined);
    const database = await openPostgres(embedded.url, 'embedded', limits.poolSize, isThrowaway ? undefined : (pool) => importEarlierDatabase(options.dataDir, pool, log));
    return {
      ...database,
      async close() {
        await database.close();
        await embedded.stop();
      },
    };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}

/** Copies an earlier version's PGlite folder into the embedded database once, while that database has no accounts. */
async function importEarlierDatabase(dataDir: string, pool: pg.Pool, log: (message: string) => void): Promise<void> {
  const folder = pgliteFolderOf(dataDir);
  if (!folder) return;
  const { rows } = await pool.query<{ count: number }>('select count(*)::int as count from users');
  if (rows[0]!.count > 0) {
    log(`${folder} was not imported: the embedded database already has accounts. Move the folder away to silence this.`);
    return;
  }
  await importPglite(folder, pool, MIGRATIONS_DIR, log);
}

/** Opens PostgreSQL at `databaseUrl` and applies the migrations; `afterMigrations` runs once they are in, before any use. */
async function openPostgres(databaseUrl: string, kind: Database['kind'], poolSize: number, afterMigrations?: (pool: pg.Pool) => Promise<void>): Promise<Database> {
  // A connection idle for 10 s is closed (pg's default), so its database process and memory go with it.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle connection the server ended (a restart, a stop under way) is dropped by the pool and replaced on the next
  // query; without a listener its error would end the process.
  pool.on('error', () => undefined);
  const lockClient = await pool.connect();
  try {
    await holdingStartupLock(lockClient, () => migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder: MIGRATIONS_DIR }));
  } finally {
    lockClient.release();
  }
  try {
    await afterMigrations?.(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind,
    url: databaseUrl,
    async executeSql(text, values = []) {
      const result = await pool.query(text, values);
      return { rows: result.rows as Record<string, unknown>[] };
    },
    async withStartupLock(work) {
      // The work runs on the pool's other connections while this one holds the lock.
      const client = await pool.connect();
      try {
        return await holdingStartupLock(client, work);
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
