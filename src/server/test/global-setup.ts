// Vitest's set-up for the whole run: with TEST_DATABASE_URL, one migrated template database that every test file
// clones its own database from (test/postgres-databases.ts); dropped, with the clones, when the run ends.
import { openDatabase } from '../db/client.ts';
import { createDatabase, dropRunDatabases, TEMPLATE_ENV, withDatabaseName } from './postgres-databases.ts';

export async function setup(): Promise<(() => Promise<void>) | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const template = `engram_tpl_${process.pid}_${Date.now().toString(36)}`;
  await createDatabase(adminUrl, template);
  const database = await openDatabase({ databaseUrl: withDatabaseName(adminUrl, template), dataDir: 'memory://' });
  await database.close();
  // Test files run in worker processes started after this, which inherit the variable.
  process.env[TEMPLATE_ENV] = template;
  return () => dropRunDatabases(adminUrl, template);
}
