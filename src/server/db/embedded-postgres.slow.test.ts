// The embedded PostgreSQL as an operator meets it: a server owns its data directory, a command shares the running
// server's cluster or starts it for itself, a second server refuses, a server killed with SIGKILL leaves a cluster
// the next start stops, and a cluster it cannot open is named with what to do.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { withConfiguredDatabase, type CommandOutput } from '../cli/operator-command.ts';
import { loadConfig } from '../config.ts';
import { stopLeftCluster } from '../test/left-cluster.ts';
import { registerAndLogin, TEST_AUTH_SECRET, uniqueEmail } from '../test/test-app.ts';
import { openDatabase } from './client.ts';
import { EmbeddedPostgresError } from './embedded-postgres-error.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { users } from './schema.ts';
import { isAlive } from './embedded-postgres-process.ts';

const ROOT = join(import.meta.dirname, '../../..');

/** An operator command as `npm run users` runs one: prints the account's e-mail, read from the configured database. */
const findAccount = (email: string, output: CommandOutput, env: Record<string, string | undefined>) =>
  withConfiguredDatabase(output, env, async (_config, database) => {
    const [account] = await database.db.select({ email: users.email }).from(users).where(eq(users.email, email));
    output.log(account ? `Found ${account.email}` : 'No account');
    return account ? 0 : 1;
  });

function captureOutput() {
  const lines = { log: [] as string[], error: [] as string[] };
  return { lines, output: { log: (line: string) => lines.log.push(line), error: (line: string) => lines.error.push(line) } };
}

function postmasterPid(dataDir: string): number | undefined {
  try {
    return Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
}

describe('[DATABASE] the embedded PostgreSQL in a data directory', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'engram-embedded-'));
  const env = { LOG_LEVEL: 'silent', AUTH_SECRET: TEST_AUTH_SECRET, WEB_DIR: './.tmp/no-web-build', DATA_DIR: dataDir, PUBLIC_URL: 'https://engram.example.test' };
  afterAll(async () => {
    await stopLeftCluster(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is created on first start with its password kept private, and an operator command shares the running server’s cluster', async () => {
    const config = loadConfig(env);
    const database = await openDatabase({ databaseUrl: undefined, dataDir, limits: config.database });
    expect(database.kind).toBe('embedded');
    expect(statSync(join(dataDir, 'postgres.password')).mode & 0o777).toBe(0o600);
    // What bounds the memory of the whole tree on the default install (README, Memory).
    const setting = async (name: string) => (await database.executeSql(`select current_setting('${name}') as value`)).rows[0]!.value;
    expect([await setting('shared_buffers'), await setting('work_mem'), await setting('max_parallel_workers_per_gather')]).toEqual(['16MB', '2MB', '0']);
    await Promise.all(Array.from({ length: 12 }, () => database.executeSql('select pg_sleep(0.05)')));
    const { rows } = await database.executeSql(`select count(*)::int as connections from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`);
    expect(rows[0]!.connections).toBe(config.database.poolSize);
    expect(config.database.poolSize).toBe(6);
    const app = await buildApp(config, { database, filesDir: join(dataDir, 'files') });
    const email = uniqueEmail('embedded');
    try {
      await app.ready();
      await registerAndLogin(app, { email });

      // A second server on the same directory refuses, naming the running one.
      await expect(openDatabase({ databaseUrl: undefined, dataDir })).rejects.toThrow(new RegExp(`^Engram is already running on ${dataDir} \\(the server, process ${process.pid}\\)`));

      // A command reaches the server's cluster instead of refusing.
      const { lines, output } = captureOutput();
      expect(await findAccount(email, output, env)).toBe(0);
      expect(lines.log[0]).toBe(`Found ${email}`);
    } finally {
      await app.close();
      await database.close();
    }
    expect(postmasterPid(dataDir)).toBeUndefined();

    // With no server, the command starts the cluster for itself and stops it after.
    const { lines, output } = captureOutput();
    expect(await findAccount(email, output, env)).toBe(0);
    expect(lines.log[0]).toBe(`Found ${email}`);
    expect(lines.error).toEqual([]);
    expect(postmasterPid(dataDir)).toBeUndefined();
    expect(existsSync(join(dataDir, 'engram.pid'))).toBe(false);
  }, 120_000);

  it('stops the cluster a server killed with SIGKILL left running, and starts again with the data kept', async () => {
    const script = [
      "import { openDatabase } from './src/server/db/client.ts';",
      `const database = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });`,
      "await database.executeSql(\"create table if not exists kept (note text); insert into kept values ('before the kill')\");",
      "console.log('ready');",
      'setInterval(() => {}, 1000);',
    ].join('\n');
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve, reject) => {
      createInterface({ input: child.stdout! }).on('line', (line) => line === 'ready' && resolve());
      child.once('exit', (code) => reject(new Error(`the process ended before it was ready (${code})`)));
    });
    const orphan = postmasterPid(dataDir)!;
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(isAlive(orphan)).toBe(true);

    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      expect(isAlive(orphan)).toBe(false);
      expect(postmasterPid(dataDir)).not.toBe(orphan);
      expect((await database.executeSql('select note from kept')).rows).toEqual([{ note: 'before the kill' }]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('names what to do with a cluster made by a newer PostgreSQL, and with files that are no cluster', async () => {
    const newer = mkdtempSync(join(tmpdir(), 'engram-newer-'));
    const stray = mkdtempSync(join(tmpdir(), 'engram-stray-'));
    try {
      mkdirSync(join(newer, 'postgres'));
      writeFileSync(join(newer, 'postgres', 'PG_VERSION'), '18\n');
      const refusal = await startEmbeddedPostgres({ dataDir: newer, purpose: 'server' }).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(EmbeddedPostgresError);
      expect((refusal as Error).message).toBe(`The database in ${join(newer, 'postgres')} was made by PostgreSQL 18, newer than this Engram's 17: run the newer Engram that made it, or choose another DATA_DIR.`);
      // The refusal let the directory go.
      expect(existsSync(join(newer, 'engram.pid'))).toBe(false);

      mkdirSync(join(stray, 'postgres'));
      writeFileSync(join(stray, 'postgres', 'notes.txt'), 'not a database');
      await expect(startEmbeddedPostgres({ dataDir: stray, purpose: 'server' })).rejects.toThrow(`${join(stray, 'postgres')} holds files but no PostgreSQL cluster: move them away, or choose another DATA_DIR.`);
    } finally {
      rmSync(newer, { recursive: true, force: true });
      rmSync(stray, { recursive: true, force: true });
    }
  });
});
