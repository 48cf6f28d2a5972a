import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { WEB_ALIASES } from './vite.config.ts';

/**
 * Four projects. `server`: the unit and route tests of the server and the shared contracts; its files share one module
 * graph per worker instead of importing the whole server again for each file (each file still gets its own database,
 * test/test-app.ts). `web`: the browser code's component tests and the others that run in a document
 * (`// @vitest-environment happy-dom`); they share one module graph per worker too, the toasts (raised before sonner
 * loads, and sonner's own list) put back to a first load's after each test by DOCUMENT_SETUP, which took their CPU from
 * 108.9 to 24.4 seconds (48 files: React and the app's modules imported once per worker instead of once per file).
 * `web-node`: the rest of the browser code's tests, which need no document: like the server's, they share one module
 * graph per worker (each that stubs a global or the timers puts it back itself), which took their CPU from 29.5 to 8.6
 * seconds (41 files, the i18n set-up and React loaded once per worker instead of once per file). `slow` (`*.slow.test.ts`): tests that start real server processes, kill them with
 * SIGKILL, run the operator's commands or import an old database; `npm test` runs it beside the browser tests, and
 * `npm run test:unit` (server, web and web-node) leaves it out while working.
 */
/**
 * One PostgreSQL for the run (the embedded one, or TEST_DATABASE_URL's) and a migrated template that each test file
 * clones its own database from; the web project needs none.
 */
const DATABASE_SETUP = 'src/server/test/global-setup.ts';
/** Drops each test file's databases as it ends. */
const FILE_DATABASES = 'src/server/test/file-databases.setup.ts';
/** The web tests render in English. */
const WEB_SETUP = 'src/web/i18n/test-setup.ts';
/** The component tests share one module graph per worker: the toasts go back to a first load's after each test. */
const DOCUMENT_SETUP = 'src/web/test/document-setup.ts';

/** The web test files, split by whether they ask for a document (`@vitest-environment` in their first lines). */
function webTestFiles(): { inDocument: string[]; inNode: string[] } {
  const files = readdirSync(join(import.meta.dirname, 'src/web'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `src/web/${file.split('\\').join('/')}`)
    .sort();
  const inDocument = files.filter((file) => /@vitest-environment\s/.test(readFileSync(join(import.meta.dirname, file), 'utf8').slice(0, 500)));
  return { inDocument, inNode: files.filter((file) => !inDocument.includes(file)) };
}
const WEB_TESTS = webTestFiles();

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
      { extends: true, test: { name: 'web', include: WEB_TESTS.inDocument, isolate: false, setupFiles: [WEB_SETUP, DOCUMENT_SETUP], maxWorkers: 2 } },
      { extends: true, test: { name: 'web-node', include: WEB_TESTS.inNode, isolate: false, setupFiles: [WEB_SETUP], maxWorkers: 2 } },
      // One file at a time: each starts processes of its own.
      { extends: true, test: { name: 'slow', include: ['src/**/*.slow.test.ts'], maxWorkers: 1, globalSetup: [DATABASE_SETUP], setupFiles: [FILE_DATABASES] } },
    ],
  },
});
