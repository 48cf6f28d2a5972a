// Bundles the server into dist/server/main.js and its worker-thread entry into dist/server/cpu-tasks.worker.js
// (dependencies stay in node_modules), and copies the migrations beside them.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist/server', { recursive: true, force: true });
await build({
  // The worker entry is its own file: cpu-tasks.ts starts it by URL, beside the bundle.
  entryPoints: { main: 'src/server/main.ts', 'cpu-tasks.worker': 'src/server/cpu-tasks.worker.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
