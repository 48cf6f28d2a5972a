import { defineConfig } from 'vitest/config';
import { WEB_ALIASES } from './vite.config.ts';

/**
 * Two lanes. `unit`: every unit, route and component test. `slow` (`*.slow.test.ts`): tests that start real server
 * processes, kill them with SIGKILL, run the operator's commands or import an old database; `npm test` runs that
 * lane beside the browser tests, and `npx vitest run --project unit` leaves it out while working.
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
        // Two workers suit a 2-core machine.
        test: { name: 'unit', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], exclude: ['src/**/*.slow.test.ts'], maxWorkers: 2 },
      },
      // One file at a time: each starts processes of its own.
      { extends: true, test: { name: 'slow', include: ['src/**/*.slow.test.ts'], maxWorkers: 1 } },
    ],
  },
});
