// Opens the database: PGlite persisted in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// Both speak the Postgres dialect, so one Drizzle schema and one migration set serve both.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
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
  /** Folder for the embedded database, or 'memory://' for a throwaway one. */
  dataDir: string;
}

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
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = join(resolve(dataDir), 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async executeSql(text, values = []) {
      if (values.length > 0) {
        const result = await client.query<Record<string, unknown>>(text, values);
        return { rows: result.rows };
      }
      // Without parameters the simple protocol allows several statements at once, as pg-boss's migrations send.
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    // One process owns an embedded database: nobody else starts beside it.
    withStartupLock: (work) => work(),
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const lockClient = await pool.connect();
  try {
    await holdingStartupLock(lockClient, () => migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder: MIGRATIONS_DIR }));
  } finally {
    lockClient.release();
  }
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
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
