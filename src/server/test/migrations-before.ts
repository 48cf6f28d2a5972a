// The migrations folder as an earlier release had it, for the tests of a migration that reshapes existing rows: they
// migrate a database to just before it, write rows as they were, then run the rest.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
