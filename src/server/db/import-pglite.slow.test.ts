// A data directory from the release that kept its embedded database in PGlite: the first start of the embedded
// PostgreSQL copies every row across (JSON, identity columns and sequences included), verifies the counts and renames
// the old folder; the next start leaves everything as it is.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { stopLeftCluster } from '../test/left-cluster.ts';
import { openDatabase } from './client.ts';
import * as schema from './schema.ts';

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

describe('[DATABASE] importing an earlier version’s PGlite folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'engram-pglite-import-'));
  afterAll(async () => {
    await stopLeftCluster(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every row once, keeps types and sequences, and renames the old folder', async () => {
    // The earlier release: PGlite in DATA_DIR/pglite with the migrations applied and a person's rows.
    const old = await PGlite.create(join(dataDir, 'pglite'));
    const oldDb = drizzle({ client: old, schema });
    await migrate(oldDb, { migrationsFolder: MIGRATIONS });
    const [person] = await oldDb
      .insert(schema.users)
      .values({ email: 'rosa@example.com', name: 'Rosa Almeida', nickname: 'Rosa', passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA', isAdmin: true })
      .returning();
    await oldDb.insert(schema.creditEntries).values([
      { userId: person!.id, amount: 100, reason: 'welcome' },
      { userId: person!.id, amount: -20, reason: 'session “Mértola visit”' },
    ]);
    await old.query("insert into operator_settings (key, value, version) values ('ai', $1::jsonb, nextval('operator_settings_version'))", [
      JSON.stringify({ provider: 'ollama', models: { character: 'llama3' }, tags: ['a', 'b'] }),
    ]);
    await old.close();

    const logged: string[] = [];
    const database = await openDatabase({ dataDir, log: (message) => logged.push(message) });
    try {
      const [kept] = await database.db.select().from(schema.users).where(eq(schema.users.email, 'rosa@example.com'));
      expect(kept).toMatchObject({ id: person!.id, name: 'Rosa Almeida', isAdmin: true, createdAt: person!.createdAt });
      const entries = await database.db.select().from(schema.creditEntries).where(eq(schema.creditEntries.userId, person!.id));
      expect(entries.map((entry) => [entry.amount, entry.reason]).sort()).toEqual([
        [-20, 'session “Mértola visit”'],
        [100, 'welcome'],
      ]);
      const [setting] = await database.db.select().from(schema.operatorSettings);
      expect(setting).toMatchObject({ key: 'ai', value: { provider: 'ollama', models: { character: 'llama3' }, tags: ['a', 'b'] }, version: 1 });
      // The sequence went on from where it was: the next save is version 2.
      expect((await database.executeSql("select nextval('operator_settings_version')::int as next")).rows).toEqual([{ next: 2 }]);
    } finally {
      await database.close();
    }
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
    expect(readdirSync(dataDir).filter((name) => name.startsWith('pglite.imported-'))).toHaveLength(1);
    expect(logged.some((line) => /^Imported 4 rows in \d+ tables from .*pglite; the old folder is now .*pglite\.imported-\d{4}-\d{2}-\d{2}\.$/.test(line))).toBe(true);

    // The next start finds nothing to import and the rows once.
    const again = await openDatabase({ dataDir });
    try {
      expect(await again.db.select().from(schema.creditEntries)).toHaveLength(2);
    } finally {
      await again.close();
    }
  }, 120_000);
});
