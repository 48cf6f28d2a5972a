// Bundles the server into dist/server/main.js and its worker-thread entries into dist/server/cpu-tasks.worker.js and eval.worker.js
// (dependencies stay in node_modules), and copies the migrations beside them.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist/server', { recursive: true, force: true });
await build({
  // The worker entries are files of their own: cpu-tasks.ts and eval/eval-worker.ts start them by URL, beside the bundle.
  entryPoints: { main: 'src/server/main.ts', 'cpu-tasks.worker': 'src/server/cpu-tasks.worker.ts', 'eval.worker': 'src/server/eval/eval.worker.ts' },
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
