// The migrations folder as an earlier release had it, for the tests of a migration that reshapes existing rows: they
// migrate a database to just before it, write rows as they were, then run the rest.
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll } from 'vitest';
import { withDatabaseName } from './postgres-databases.ts';

/** The product's migrations folder. */
export const MIGRATIONS = fileURLToPath(new URL('../db/migrations', import.meta.url));

interface JournalEntry {
  tag: string;
}

/** A new folder holding the migrations before `tag`: the journal's entries before it, and their SQL. */
export function migrationsBefore(tag: string): string {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index <= 0) throw new Error(`No migration ${tag} after the first.`);
  const folder = mkdtempSync(join(tmpdir(), 'engram-migrations-'));
  const entries = journal.entries.slice(0, index);
  mkdirSync(join(folder, 'meta'));
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) copyFileSync(join(MIGRATIONS, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  return folder;
}

/** What a migration's test does on its own database: write rows as they were, then `migrateRest` and look at them. */
export type MigrationWork = (client: pg.Client, migrateRest: () => Promise<void>) => Promise<void>;

/**
 * For the test of migration `tag`, called inside its `describe`: runs `work` on a new database of its own (on the
 * run's PostgreSQL) migrated to just before `tag`. The database and the folder of earlier migrations are dropped
 * after the file's tests.
 */
export function beforeMigration(tag: string): (work: MigrationWork) => Promise<void> {
  const name = `engram_m_${randomBytes(5).toString('hex')}`;
  const folders: string[] = [];
  let admin: pg.Client | undefined;

  afterAll(async () => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    if (admin) {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });

  return async (work) => {
    const runUrl = process.env.TEST_DATABASE_URL;
    if (!runUrl) throw new Error('The test run has no database: run the tests through Vitest.');
    admin = new pg.Client({ connectionString: runUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const client = new pg.Client({ connectionString: withDatabaseName(runUrl, name) });
    await client.connect();
    try {
      const before = migrationsBefore(tag);
      folders.push(before);
      await migrate(drizzle({ client }), { migrationsFolder: before });
      await work(client, () => migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS }));
    } finally {
      await client.end();
    }
  };
}
