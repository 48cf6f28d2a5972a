// Route tests on PostgreSQL get a database per test file, cloned from one migrated template the run makes first
// (test/global-setup.ts), so the files that run side by side never share rows or pick up each other's jobs (a job
// queued by one file's app, run by another file's workers, would look for bytes in the wrong folder).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The variable through which the run's set-up tells every test file the template's name. */
export const TEMPLATE_ENV = 'ENGRAM_TEST_TEMPLATE';
const FILE_DATABASE_PREFIX = 'engram_t_';

/** `url` with another database name. */
export function withDatabaseName(url: string, name: string): string {
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return copy.toString();
}

/** The prefix of the databases this run's test files create, so the run's teardown can drop them all. */
export function fileDatabasePrefix(template: string): string {
  return `${FILE_DATABASE_PREFIX}${template.slice(-12)}_`;
}

/** This test file's own database URL (not created yet), or `url` itself when the run made no template. */
export function fileDatabaseUrl(url: string, template: string | undefined): string {
  return template ? withDatabaseName(url, `${fileDatabasePrefix(template)}${randomBytes(5).toString('hex')}`) : url;
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const created = new Map<string, Promise<void>>();

/**
 * `create database … template …` from a connection to the template itself. PostgreSQL refuses to copy a database
 * anyone else is connected to (55006), and another file's copy connects to it for a moment: each try closes its own
 * connection, so two files starting together both get through.
 */
async function copyTemplate(templateUrl: string, name: string, template: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await withAdmin(templateUrl, (client) => client.query(`create database ${name} template ${template}`));
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 40) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }
}

/** Creates the file's database from the template the first time one of its apps opens it. */
export function ensureFileDatabase(url: string, template: string | undefined): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!template || !name.startsWith(fileDatabasePrefix(template))) return Promise.resolve();
  let creation = created.get(name);
  if (!creation) {
    creation = copyTemplate(url.replace(`/${name}`, `/${template}`), name, template);
    created.set(name, creation);
  }
  return creation;
}

/**
 * Drops the databases made from the template since the last call, as a test file ends (test/file-databases.setup.ts):
 * the run then keeps a few databases at a time instead of one per file. One still in use (an app the file left open)
 * stays, for the run's end.
 */
export async function dropCreatedDatabases(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  const names = [...created.keys()];
  if (!url || names.length === 0) return;
  const settled = await Promise.allSettled(created.values());
  created.clear();
  const made = names.filter((_, index) => settled[index]?.status === 'fulfilled');
  if (made.length === 0) return;
  await withAdmin(url, async (client) => {
    // A drop waits up to 5 s for connections to leave: a database still connected to is left at once.
    const { rows } = await client.query<{ datname: string }>('select distinct datname from pg_stat_activity where datname = any($1)', [made]);
    const inUse = new Set(rows.map((row) => row.datname));
    for (const name of made.filter((candidate) => !inUse.has(candidate))) await client.query(`drop database if exists ${name}`).catch(() => undefined);
  });
}

/**
 * Drops `name` once the connections of the apps that used it have gone. Not `with (force)`: that needs the right to
 * end other roles' backends (an autovacuum worker), which a test role lacks; a plain drop waits for those to stop.
 */
export async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await client.query(`drop database if exists ${name}`);
      return;
    } catch (error) {
      // 55006: still being accessed, by a pool that is closing.
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Drops the template and every file database made from it; one that cannot be dropped is left, with a warning. */
export async function dropRunDatabases(adminUrl: string, template: string): Promise<void> {
  await withAdmin(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${fileDatabasePrefix(template)}%`]);
    for (const name of [...rows.map((row) => row.datname), template]) {
      await dropDatabase(client, name).catch((error: unknown) => console.warn(`Could not drop the test database ${name}: ${String(error)}`));
    }
  });
}

/** Creates an empty database named `name` next to `adminUrl`'s. */
export async function createDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`).then(() => undefined));
}
