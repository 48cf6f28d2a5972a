import { defineConfig } from 'vitest/config';
import { WEB_ALIASES } from './vite.config.ts';

export default defineConfig({
  resolve: { alias: WEB_ALIASES },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // With TEST_DATABASE_URL: a migrated template that each test file clones its own PostgreSQL database from.
    globalSetup: ['src/server/test/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Route tests open an embedded database per file; two workers suit a 2-core machine.
    maxWorkers: 2,
  },
});
