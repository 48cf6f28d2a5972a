import { defineConfig } from 'vitest/config';
import { WEB_ALIASES } from './vite.config.ts';

/**
 * Three projects. `server`: the unit and route tests of the server and the shared contracts; its files share one module
 * graph per worker instead of importing the whole server again for each file (each file still gets its own database,
 * test/test-app.ts). `web`: the browser code's unit and component tests, each file on its own (they stub globals and
 * render into a fresh document). `slow` (`*.slow.test.ts`): tests that start real server processes, kill them with
 * SIGKILL, run the operator's commands or import an old database; `npm test` runs it beside the browser tests, and
 * `npm run test:unit` (server and web) leaves it out while working.
 */
/**
 * One PostgreSQL for the run (the embedded one, or TEST_DATABASE_URL's) and a migrated template that each test file
 * clones its own database from; the web project needs none.
 */
const DATABASE_SETUP = 'src/server/test/global-setup.ts';
/** Drops each test file's databases as it ends. */
const FILE_DATABASES = 'src/server/test/file-databases.setup.ts';

export default defineConfig({
  resolve: { alias: WEB_ALIASES },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      // Two workers suit a 2-core machine.
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
          exclude: ['src/**/*.slow.test.ts'],
          isolate: false,
          maxWorkers: 2,
          globalSetup: [DATABASE_SETUP],
          setupFiles: [FILE_DATABASES],
        },
      },
      { extends: true, test: { name: 'web', include: ['src/web/**/*.test.ts', 'src/web/**/*.test.tsx'], setupFiles: ['src/web/i18n/test-setup.ts'], maxWorkers: 2 } },
      // One file at a time: each starts processes of its own.
      { extends: true, test: { name: 'slow', include: ['src/**/*.slow.test.ts'], maxWorkers: 1, globalSetup: [DATABASE_SETUP], setupFiles: [FILE_DATABASES] } },
    ],
  },
});
