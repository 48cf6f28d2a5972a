import { defineConfig } from 'vitest/config';
import { WEB_ALIASES } from './vite.config.ts';

/** Test files of modules without state shared between files: no database, no app, no globals stubbed. */
const PURE = ['src/server/ai/offline/**/*.test.ts', 'src/server/ai/tasks/**/*.test.ts', 'src/server/eval/**/*.test.ts', 'src/server/lib/**/*.test.ts', 'src/shared/**/*.test.ts'];

/**
 * Two lanes. The first, projects `pure` and `unit`: every unit, route and component test (`pure` holds the files whose
 * modules may be shared). `slow` (`*.slow.test.ts`): tests that start real server processes, kill them with SIGKILL,
 * run the operator's commands or import an old database; `npm test` runs that lane beside the browser tests, and
 * `npm run test:unit` leaves it out while working.
 */
export default defineConfig({
  resolve: { alias: WEB_ALIASES },
  test: {
    // With TEST_DATABASE_URL: a migrated template that each test file clones its own PostgreSQL database from.
    globalSetup: ['src/server/test/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // Modules that keep no state between test files (the offline engine, the evaluation, the contracts, the
        // library helpers): their files share one module graph per worker instead of importing it again each time.
        test: { name: 'pure', include: PURE, exclude: ['src/**/*.slow.test.ts'], isolate: false, maxWorkers: 2 },
      },
      {
        extends: true,
        // Two workers suit a 2-core machine.
        test: { name: 'unit', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], exclude: ['src/**/*.slow.test.ts', ...PURE], maxWorkers: 2 },
      },
      // One file at a time: each starts processes of its own.
      { extends: true, test: { name: 'slow', include: ['src/**/*.slow.test.ts'], maxWorkers: 1 } },
    ],
  },
});
