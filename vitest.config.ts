import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Route tests open an embedded database per file; two workers suit a 2-core machine.
    maxWorkers: 2,
  },
});
