// Each test file's databases (test/postgres-databases.ts) are dropped as the file ends, after its own hooks closed
// its apps: the run's cluster holds a few databases at a time, in memory where it can (test/memory-tmpdir.ts).
import { afterAll } from 'vitest';
import { dropCreatedDatabases } from './postgres-databases.ts';

afterAll(dropCreatedDatabases);
