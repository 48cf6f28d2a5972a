// Earlier versions kept the embedded database in DATA_DIR/pglite (PostgreSQL compiled to WebAssembly). On the first
// start of the embedded PostgreSQL beside such a folder, its rows are copied once into the new database: PGlite itself
// reads them (brought up to today's migrations first), each table's rows travel as JSON and are rebuilt by
// PostgreSQL with the table's own types, the counts are compared per table, and only then is the folder renamed
// `pglite.imported-<date>`. Everything is one transaction: a failed import leaves the new database empty and the old
// folder where it was, to be tried again at the next start. Queued jobs are not carried over.
import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';

const BATCH_ROWS = 500;

export interface PgliteImport {
  /** Rows per table, as counted in both databases. */
  counts: Record<string, number>;
  /** Where the old folder went. */
  renamedTo: string;
}

/** The folder of an earlier version's embedded database in `dataDir`, when one is there and not yet imported. */
export function pgliteFolderOf(dataDir: string): string | undefined {
  const folder = join(dataDir, 'pglite');
  return existsSync(join(folder, 'PG_VERSION')) ? folder : undefined;
}

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function importedName(folder: string, now: Date): string {
  const base = `${folder}.imported-${now.toISOString().slice(0, 10)}`;
  let candidate = base;
  for (let n = 2; existsSync(candidate); n += 1) candidate = `${base}-${n}`;
  return candidate;
}

/**
 * Copies every row of the PGlite database in `folder` into `target` (already migrated, no rows of its own yet), then
 * renames the folder. `migrationsFolder` brings the old database to the same schema first.
 */
export async function importPglite(folder: string, target: pg.Pool, migrationsFolder: string, log: (message: string) => void): Promise<PgliteImport> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  log(`Importing the embedded database of an earlier version from ${folder}.`);
  const source = await PGlite.create(folder);
  const counts: Record<string, number> = {};
  try {
    await migrate(drizzle({ client: source }), { migrationsFolder });
    const { rows: tables } = await source.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
    );
    const { rows: sequences } = await source.query<{ name: string; last: string | null }>(
      "select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public'",
    );

    const client = await target.connect();
    try {
      await client.query('begin');
      // Rows arrive table by table: foreign keys and triggers wait until every table is in.
      await client.query('set local session_replication_role = replica');
      if (tables.length > 0) await client.query(`truncate ${tables.map((table) => `public.${quoted(table.name)}`).join(', ')}`);
      for (const { name } of tables) {
        const table = `public.${quoted(name)}`;
        for (let offset = 0; ; offset += BATCH_ROWS) {
          const { rows } = await source.query<{ row: string }>(`select row_to_json(t)::text as row from ${table} t order by ctid limit ${BATCH_ROWS} offset ${offset}`);
          if (rows.length === 0) break;
          await client.query(`insert into ${table} overriding system value select * from json_populate_recordset(null::${table}, $1::json)`, [
            `[${rows.map((entry) => entry.row).join(',')}]`,
          ]);
          if (rows.length < BATCH_ROWS) break;
        }
        const [from] = (await source.query<{ count: number }>(`select count(*)::int as count from ${table}`)).rows;
        const [to] = (await client.query<{ count: number }>(`select count(*)::int as count from ${table}`)).rows;
        if (from?.count !== to?.count) throw new Error(`the table ${name} has ${from?.count} rows in ${folder} but ${to?.count} after the copy`);
        counts[name] = to?.count ?? 0;
      }
      for (const { name, last } of sequences) {
        if (last !== null) await client.query('select setval($1::regclass, $2::bigint)', [`public.${quoted(name)}`, last]);
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  } finally {
    await source.close();
  }
  const renamedTo = importedName(folder, new Date());
  renameSync(folder, renamedTo);
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  log(`Imported ${total} rows in ${Object.keys(counts).length} tables from ${folder}; the old folder is now ${renamedTo}.`);
  return { counts, renamedTo };
}
