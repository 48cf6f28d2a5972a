// Each feature owns its tables (db/schema/<feature>.ts): only its own files query them, and another feature reads that
// data through a function the owner exports for the purpose. This test reads every feature's source and fails on a
// table of another feature imported from db/schema, and on an entry of KNOWN_CROSSINGS that no longer happens.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = join(import.meta.dirname, '..');

// Schema files whose name is not their feature's, and tables of the infrastructure (db/, jobs/), which no feature owns.
const OWNER_OF_SCHEMA_FILE: Record<string, string | null> = {
  'eval-runs': 'quality',
  'ai-calls': null,
  'operator-settings': null,
  settings: null,
  jobs: null,
  columns: null,
  'library-columns': null,
  'twin-talk': 'twin',
  'twin-mentor': 'twin',
};

/**
 * Crossings that exist today, each to be replaced by a read function of the owner: none. Never add one; the owner
 * exports a `<name>-records.repository.ts` read instead (users/account-records.repository.ts and others).
 */
const KNOWN_CROSSINGS: string[] = [];

/** Table name → owning feature (null: infrastructure), read from db/schema/*.ts. */
function tableOwners(): Map<string, string | null> {
  const owners = new Map<string, string | null>();
  for (const file of readdirSync(join(SERVER, 'db/schema')).filter((name) => name.endsWith('.ts'))) {
    const schema = file.replace(/\.ts$/, '');
    const owner = Object.hasOwn(OWNER_OF_SCHEMA_FILE, schema) ? OWNER_OF_SCHEMA_FILE[schema]! : schema;
    for (const match of readFileSync(join(SERVER, 'db/schema', file), 'utf8').matchAll(/export const (\w+) = pgTable\(/g)) owners.set(match[1]!, owner);
  }
  return owners;
}

/** The tables of other features that `source` (a file of `feature`) imports from db/schema, sorted. */
export function foreignTables(feature: string, source: string, owners: Map<string, string | null>): string[] {
  const names = [...source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'[./]*db\/schema(?:\.ts|\/[\w-]+\.ts)'/g)].flatMap((match) =>
    match[1]!.split(',').map((name) => name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!),
  );
  return [...new Set(names.filter((name) => owners.has(name) && owners.get(name) !== null && owners.get(name) !== feature))].sort();
}

function crossingsToday(): string[] {
  const owners = tableOwners();
  const features = readdirSync(join(SERVER, 'features'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return features.flatMap(({ name: feature }) =>
    readdirSync(join(SERVER, 'features', feature), { recursive: true, encoding: 'utf8' })
      // Tests and the helpers beside them set up rows of any feature, as a person's use would leave them.
      .filter((file) => file.endsWith('.ts') && !/\.test(-helpers)?\.ts$/.test(file))
      .flatMap((file) => {
        const path = join(SERVER, 'features', feature, file);
        const foreign = foreignTables(feature, readFileSync(path, 'utf8'), owners);
        return foreign.length ? [`${relative(join(SERVER, 'features'), path)} → ${foreign.join(', ')}`] : [];
      }),
  );
}

describe('[TABLES] each feature owns its tables', () => {
  it('finds no feature querying another feature’s table beyond the known crossings, and every known crossing still there', () => {
    expect(crossingsToday().sort()).toEqual([...KNOWN_CROSSINGS].sort());
  });

  it('catches a planted crossing, in one import or over several lines, and lets a feature import its own tables', () => {
    const owners = tableOwners();
    expect(foreignTables('rubrics', "import { personas, rubrics } from '../../db/schema.ts';", owners)).toEqual(['personas']);
    expect(foreignTables('rubrics', "import {\n  type rubrics,\n  scenarios as planted,\n} from '../../db/schema/scenarios.ts';", owners)).toEqual(['scenarios']);
    expect(foreignTables('quality', "import { evalRuns, jobInputs } from '../../db/schema.ts';", owners)).toEqual([]);
  });
});
